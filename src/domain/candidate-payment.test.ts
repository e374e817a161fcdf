import { describe, expect, it } from 'vitest';
import {
  candidateSelectionError,
  computeCandidatePaymentTotals,
  normalizeChosenIds,
  type PayableCandidate,
  splitProportionally,
} from './candidate-payment.ts';

const now = new Date('2026-11-23T12:00:00Z');
const person = (participantId: number, overrides: Partial<PayableCandidate> = {}): PayableCandidate => ({
  participantId,
  name: `Pessoa ${participantId}`,
  status: 'selecionado',
  paymentDeadline: new Date('2026-11-30T12:00:00Z'),
  priceCents: 10000,
  ticketTypeId: 1,
  ...overrides,
});

describe('candidateSelectionError', () => {
  const people = [
    person(1),
    person(2, { status: 'pago' }),
    person(3, { status: 'prazo_vencido' }),
    person(4, { paymentDeadline: now }),
    person(5, { status: 'pre_inscrito', paymentDeadline: null }),
    person(6, { status: 'isento' }),
  ];
  it.each([
    [[1], null],
    [[], 'Selecione pelo menos um participante para pagamento.'],
    [[9], 'Um dos participantes escolhidos não pertence a esta inscrição. Recarregue a página.'],
    [[1, 2], 'O pagamento de Pessoa 2 já foi confirmado.'],
    [[3], 'O prazo de pagamento de Pessoa 3 venceu. Fale com o organizador do evento.'],
    [[4], 'O prazo de pagamento de Pessoa 4 venceu. Fale com o organizador do evento.'],
    [[5], 'Pessoa 5 não está selecionado(a) para pagamento.'],
    [[6], 'Pessoa 6 não está selecionado(a) para pagamento.'],
  ])('%j → %s', (ids, message) => {
    expect(candidateSelectionError(ids, people, now)).toBe(message);
  });
});

describe('computeCandidatePaymentTotals', () => {
  it('prices the chosen people, applies the coupon and splits it to the centavo', () => {
    const totals = computeCandidatePaymentTotals(
      [person(1, { priceCents: 10000 }), person(2, { priceCents: 5001 }), person(3, { priceCents: 0 })],
      { discountType: 'percentual', value: 33 },
    );
    expect(totals.subtotalCents).toBe(15001);
    expect(totals.discountCents).toBe(4950);
    expect(totals.amountDueCents).toBe(10051);
    expect(totals.shares.map((s) => s.amountCents)).toEqual([6701, 3350, 0]);
    expect(totals.shares.reduce((a, s) => a + s.amountCents, 0)).toBe(10051);
  });

  it('takes a coupon limited to ticket types off those people only', () => {
    const totals = computeCandidatePaymentTotals(
      [person(1, { priceCents: 10000, ticketTypeId: 7 }), person(2, { priceCents: 4000, ticketTypeId: 8 })],
      { discountType: 'percentual', value: 50, ticketTypeIds: [8] },
    );
    expect(totals).toMatchObject({ subtotalCents: 14000, discountCents: 2000, amountDueCents: 12000 });
  });

  it('is free at R$ 0,01 or less', () => {
    const totals = computeCandidatePaymentTotals([person(1)], { discountType: 'percentual', value: 100 });
    expect(totals).toMatchObject({ isFree: true, amountDueCents: 0 });
  });

  it('is not free when nobody is chosen: there is nothing to pay', () => {
    expect(computeCandidatePaymentTotals([], null)).toMatchObject({ isFree: false, amountDueCents: 0 });
  });
});

describe('splitProportionally and normalizeChosenIds', () => {
  it.each([
    [[1, 1, 1], 100, [34, 33, 33]],
    [[0, 0], 10, [10, 0]],
    [[], 10, []],
    [[3, 1], 0, [0, 0]],
  ])('%j of %i → %j', (weights, total, shares) => {
    expect(splitProportionally(weights, total)).toEqual(shares);
  });
  it('dedupes and sorts ids ascending', () => {
    expect(normalizeChosenIds([3, 1, 3, 2])).toEqual([1, 2, 3]);
  });
});
