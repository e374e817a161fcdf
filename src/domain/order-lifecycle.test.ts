import { describe, expect, it } from 'vitest';
import {
  allocateRefund,
  CANCELLATION_MESSAGES,
  cancellationTarget,
  refundableCents,
  refuseCancellation,
  WITHDRAWAL_MESSAGES,
  withdrawalDeadline,
  withdrawalRuleSentence,
  withdrawalWindow,
} from './order-lifecycle.ts';

const place = (id: number, over: Partial<Parameters<typeof refuseCancellation>[0]> = {}) => ({
  id,
  status: 'pago' as const,
  amountCents: 10_000,
  refundedCents: 0,
  checkedIn: false,
  ...over,
});

describe('refuseCancellation', () => {
  it.each([
    ['cancelado', CANCELLATION_MESSAGES.alreadyCancelled],
    ['reembolsado', CANCELLATION_MESSAGES.alreadyRefunded],
    ['contestado', CANCELLATION_MESSAGES.disputed],
    ['pago', null],
    ['pendente', null],
    ['isento', null],
  ] as const)('a %s place: %s', (status, message) => {
    expect(refuseCancellation(place(1, { status }))).toBe(message);
  });

  it('refuses a place that already went through the door', () => {
    expect(refuseCancellation(place(1, { checkedIn: true }))).toBe(CANCELLATION_MESSAGES.checkedIn);
  });
});

describe('refunds', () => {
  it('only a paid place can give money back, at most what is left of it', () => {
    expect(refundableCents(place(1, { refundedCents: 2_500 }))).toBe(7_500);
    expect(refundableCents(place(1, { status: 'isento', amountCents: 0 }))).toBe(0);
    expect(refundableCents(place(1, { status: 'pendente' }))).toBe(0);
  });

  it('splits a partial refund over the places in order', () => {
    const shares = allocateRefund([place(1), place(2)], 15_000);
    expect(shares && [...shares]).toEqual([
      [1, 10_000],
      [2, 5_000],
    ]);
  });

  it('refuses more than what was paid, fractions of a centavo and negatives', () => {
    expect(allocateRefund([place(1), place(2)], 20_001)).toBeNull();
    expect(allocateRefund([place(1)], 10.5)).toBeNull();
    expect(allocateRefund([place(1)], -1)).toBeNull();
    expect(allocateRefund([place(1, { status: 'isento', amountCents: 0 })], 1)).toBeNull();
  });

  it('a cancellation that gives money back leaves the place reembolsado, else cancelado', () => {
    expect(cancellationTarget(1)).toBe('reembolsado');
    expect(cancellationTarget(0)).toBe('cancelado');
  });
});

describe('withdrawal window (CDC art. 49)', () => {
  const purchasedAt = new Date('2026-03-01T12:00:00Z');
  const farEvent = new Date('2026-06-01T12:00:00Z');

  it('is open for 7 days after the purchase when the event is far', () => {
    const input = { purchasedAt, eventStartsAt: farEvent, limitHours: 48, activePlaces: 1 };
    expect(withdrawalDeadline(input).toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(withdrawalWindow({ ...input, now: new Date('2026-03-08T11:59:00Z') }).open).toBe(true);
    const closed = withdrawalWindow({ ...input, now: new Date('2026-03-08T12:01:00Z') });
    expect(closed).toMatchObject({ open: false, reason: WITHDRAWAL_MESSAGES.pastSevenDays });
  });

  it('closes the organiser limit before the event, even within the 7 days', () => {
    const input = {
      purchasedAt,
      eventStartsAt: new Date('2026-03-04T12:00:00Z'),
      limitHours: 48,
      activePlaces: 2,
    };
    expect(withdrawalDeadline(input).toISOString()).toBe('2026-03-02T12:00:00.000Z');
    const closed = withdrawalWindow({ ...input, now: new Date('2026-03-02T13:00:00Z') });
    expect(closed).toMatchObject({ open: false, reason: WITHDRAWAL_MESSAGES.tooCloseToEvent(48) });
  });

  it('is closed when nothing is left to cancel', () => {
    const window = withdrawalWindow({
      purchasedAt,
      eventStartsAt: farEvent,
      limitHours: 48,
      activePlaces: 0,
      now: purchasedAt,
    });
    expect(window).toMatchObject({ open: false, reason: WITHDRAWAL_MESSAGES.nothingActive });
  });
});

describe('withdrawalRuleSentence', () => {
  it.each([
    [
      48,
      'Você pode cancelar e receber o reembolso em até 7 dias após a compra, até 48 horas antes do início do evento.',
    ],
    [
      1,
      'Você pode cancelar e receber o reembolso em até 7 dias após a compra, até 1 hora antes do início do evento.',
    ],
    [0, 'Você pode cancelar e receber o reembolso em até 7 dias após a compra, até o início do evento.'],
  ])('says the organiser’s %i hours as the buyer reads them', (hours, sentence) => {
    expect(withdrawalRuleSentence(hours)).toBe(sentence);
  });
});
