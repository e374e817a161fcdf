import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_DB_STATUSES,
  CANDIDATE_STATUS_LABELS,
  isPayableCandidate,
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
});
