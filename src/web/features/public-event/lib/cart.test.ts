import { describe, expect, it } from 'vitest';
import type { ValidateCouponResult } from '../../../../domain/contracts/public-event.ts';
import { EMPTY_PARTICIPANT_STACK, setTicketTypeQuantity } from '../../../../domain/participant-stack.ts';
import {
  availablePaymentMethods,
  computeCartTotals,
  maxQuantityFor,
  orderCapReached,
  quantityChangeRefusal,
} from './cart.ts';
import { buildEvent, buildTicket, INTEIRA, MEIA } from './test-event.ts';

const stackOf = (...quantities: [number, number][]) =>
  quantities.reduce(
    (stack, [id, quantity]) => setTicketTypeQuantity(stack, id, quantity).stack,
    EMPTY_PARTICIPANT_STACK,
  );

const BEMVINDO10: ValidateCouponResult = {
  code: 'BEMVINDO10',
  tipo_desconto: 'percentual',
  valor: 10,
  min_value: 0,
  desconto: 0,
  desconto_cents: 0,
  tipos_ingresso_ids: [],
};

describe('computeCartTotals', () => {
  it('applies a percentage coupon to the subtotal', () => {
    const totals = computeCartTotals(buildEvent(), stackOf([INTEIRA.id, 2]), BEMVINDO10);
    expect(totals).toMatchObject({ subtotalCents: 24_000, discountCents: 2_400, amountDueCents: 21_600 });
  });

  it('reads a fixed coupon in reais and caps it at the subtotal', () => {
    const fixed = { ...BEMVINDO10, tipo_desconto: 'valor' as const, valor: 500 };
    expect(computeCartTotals(buildEvent(), stackOf([MEIA.id, 1]), fixed)).toMatchObject({
      discountCents: 6_000,
      isFree: true,
      amountDueCents: 0,
    });
  });
});

describe('maxQuantityFor', () => {
  it('is the smallest of stock left, per-order limit and event places left after other types', () => {
    const event = buildEvent({ numero_participantes_restantes: 6 });
    expect(maxQuantityFor(event, INTEIRA, EMPTY_PARTICIPANT_STACK)).toBe(5);
    expect(maxQuantityFor(event, INTEIRA, stackOf([MEIA.id, 3]))).toBe(3);
    expect(maxQuantityFor(event, { ...MEIA, quantidade: 50, vendidos: 49 }, EMPTY_PARTICIPANT_STACK)).toBe(1);
  });

  it('applies only limit_per_order on approval events', () => {
    const vaga = buildTicket({ id: 9, nome: 'Vaga', quantidade: null, limit_per_order: 2 });
    const event = buildEvent({ participants_need_approval: true, numero_participantes_restantes: 0 });
    expect(maxQuantityFor(event, vaga, EMPTY_PARTICIPANT_STACK)).toBe(2);
  });
});

describe('quantityChangeRefusal', () => {
  const minCoupon = { ...BEMVINDO10, min_value: 200 };
  it('refuses a change that drops the subtotal under the coupon minimum', () => {
    expect(quantityChangeRefusal(buildEvent(), stackOf([INTEIRA.id, 2]), minCoupon, INTEIRA.id, 1)).toBe(
      'O cupom aplicado requer um valor mínimo de R$ 200,00',
    );
  });

  it('allows it without a coupon minimum, or while the subtotal stays above it', () => {
    expect(
      quantityChangeRefusal(buildEvent(), stackOf([INTEIRA.id, 2]), BEMVINDO10, INTEIRA.id, 1),
    ).toBeNull();
    expect(
      quantityChangeRefusal(buildEvent(), stackOf([INTEIRA.id, 3]), minCoupon, INTEIRA.id, 2),
    ).toBeNull();
  });
});

describe('availablePaymentMethods', () => {
  it('offers both when the event lists none, and drops the card for a ticket that refuses it', () => {
    const noCard = { ...MEIA, permitir_cartao: false };
    const event = buildEvent({ metodos_pagamento: [], tipos_ingresso: [INTEIRA, noCard] });
    expect(availablePaymentMethods(event, stackOf([INTEIRA.id, 1]))).toEqual(['pix', 'credit_card']);
    expect(availablePaymentMethods(event, stackOf([INTEIRA.id, 1], [MEIA.id, 1]))).toEqual(['pix']);
  });
});

describe("the organiser's participants per order (issue 17 item 2)", () => {
  it('caps the cart across ticket types and says why once it is full', () => {
    const event = buildEvent({ limite_participantes_por_pedido: 4 });
    expect(maxQuantityFor(event, INTEIRA, EMPTY_PARTICIPANT_STACK)).toBe(4);
    expect(maxQuantityFor(event, INTEIRA, stackOf([MEIA.id, 3]))).toBe(1);
    expect(orderCapReached(event, stackOf([MEIA.id, 3]))).toBeNull();
    expect(orderCapReached(event, stackOf([MEIA.id, 3], [INTEIRA.id, 1]))).toBe(
      'Cada inscrição pode ter no máximo 4 participantes.',
    );
  });

  it('caps pre-registrations too', () => {
    const vaga = buildTicket({ id: 9, nome: 'Vaga', quantidade: null, limit_per_order: null });
    const event = buildEvent({ participants_need_approval: true, limite_participantes_por_pedido: 2 });
    expect(maxQuantityFor(event, vaga, EMPTY_PARTICIPANT_STACK)).toBe(2);
  });
});
