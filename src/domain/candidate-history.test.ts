import { describe, expect, it } from 'vitest';
import { type CandidateLogFacts, describeLogEntry, formatLogTime } from './candidate-history.ts';

const at = new Date('2026-12-05T17:30:00Z');
const entry = (over: Partial<CandidateLogFacts>): CandidateLogFacts => ({
  at,
  actorName: 'Olga',
  action: 'select',
  from: 'pre_inscrito',
  to: 'selecionado',
  notified: false,
  ...over,
});

describe('candidate history lines (ADR 0185)', () => {
  it('dates entries dd/mm/aaaa HH:mm in Brazil time', () => {
    expect(formatLogTime(at)).toBe('05/12/2026 14:30');
    expect(formatLogTime(new Date('2027-01-01T02:59:00Z'))).toBe('31/12/2026 23:59');
  });

  it.each([
    [
      entry({ method: 'sorteio', notified: true }),
      'Selecionado por sorteio (Pré-Inscrito → Selecionado), candidato notificado',
    ],
    [entry({ method: 'cronologica' }), 'Selecionado por ordem de inscrição (Pré-Inscrito → Selecionado)'],
    [entry({ method: 'manual', to: 'pago' }), 'Selecionado (inscrição gratuita) (Pré-Inscrito → Pago)'],
    [
      entry({ action: 'resend', from: 'selecionado', to: 'selecionado', notified: true }),
      'E-mail de pagamento reenviado, candidato notificado',
    ],
    [
      entry({ action: 'expire', from: 'selecionado', to: 'prazo_vencido' }),
      'Prazo de pagamento vencido (Selecionado → Vencido)',
    ],
    [entry({ action: 'pay', from: 'selecionado', to: 'pago' }), 'Pagamento confirmado (Selecionado → Pago)'],
    [
      entry({ action: 'communicate', from: 'pago', to: 'pago', notified: true }),
      'Comunicado enviado, candidato notificado',
    ],
  ])('describes %o', (facts, text) => {
    expect(describeLogEntry(facts)).toBe(text);
  });
});
