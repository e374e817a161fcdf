import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_DB_STATUSES,
  CANDIDATE_STATUS_LABELS,
  isPayableCandidate,
  maskDocumentForDisplay,
  toCandidatePageStatus,
} from './candidate-status.ts';

describe('candidate statuses', () => {
  it.each([
    ['pre_inscrito', 'Em Análise'],
    ['selecionado', 'Aguardando Pagamento'],
    ['desclassificado', 'Não Selecionado'],
    ['pago', 'Pago'],
    ['prazo_vencido', 'Prazo Vencido'],
    ['isento', 'Isento'],
  ] as const)('%s reads "%s"', (db, label) => {
    expect(CANDIDATE_STATUS_LABELS[toCandidatePageStatus(db)]).toBe(label);
  });

  it('lets only selected candidates be paid', () => {
    const payable = CANDIDATE_DB_STATUSES.filter((s) => isPayableCandidate(toCandidatePageStatus(s)));
    expect(payable).toEqual(['selecionado']);
  });

  it('masks documents to their last four characters', () => {
    expect(maskDocumentForDisplay('529.982.247-25')).toBe('*******4725');
    expect(maskDocumentForDisplay(null)).toBeNull();
    expect(maskDocumentForDisplay('12')).toBe('***');
  });
});
