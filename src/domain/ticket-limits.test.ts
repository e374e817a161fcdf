import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  getTicketSaleStatus,
  isTicketOnSale,
  maxSelectableQuantity,
  type QuantityLimitInput,
  type SaleWindowTicket,
  UNLIMITED,
} from './ticket-limits.ts';

function limits(overrides: Partial<QuantityLimitInput>): QuantityLimitInput {
  return {
    quantity: 100,
    sold: 0,
    limitPerOrder: null,
    eventRemaining: null,
    needsApproval: false,
    ...overrides,
  };
}

describe('maxSelectableQuantity', () => {
  it.each([
    ['remaining stock', { quantity: 100, sold: 90 }, 10],
    ['per-order limit', { limitPerOrder: 4 }, 4],
    ['event remaining places', { eventRemaining: 3 }, 3],
    ['the smallest of the three', { quantity: 10, sold: 5, limitPerOrder: 6, eventRemaining: 8 }, 5],
    ['limit 0 means no limit', { limitPerOrder: 0 }, 100],
    ['no stock control and no caps', { quantity: null }, UNLIMITED],
    ['sold out', { quantity: 10, sold: 10 }, 0],
    ['oversold never goes below 0', { quantity: 10, sold: 12 }, 0],
    ['event full', { eventRemaining: 0 }, 0],
    ['event over-full never goes below 0', { eventRemaining: -2 }, 0],
    [
      'approval: only the per-order limit',
      { needsApproval: true, quantity: 1, sold: 1, eventRemaining: 0, limitPerOrder: 3 },
      3,
    ],
    ['approval without limit', { needsApproval: true, quantity: null, limitPerOrder: null }, UNLIMITED],
    ['approval with limit 0', { needsApproval: true, limitPerOrder: 0 }, UNLIMITED],
  ])('%s', (_, overrides, expected) => {
    expect(maxSelectableQuantity(limits(overrides))).toBe(expected);
  });
});

describe('clampQuantity', () => {
  it.each([
    [-1, 5, 0],
    [0, 5, 0],
    [3, 5, 3],
    [7, 5, 5],
    [2.7, 5, 2],
    [3, UNLIMITED, 3],
    [Number.NaN, 5, 0],
  ])('clamp(%s, %s) → %s', (requested, max, expected) => {
    expect(clampQuantity(requested, max)).toBe(expected);
  });
});

const NOW = new Date('2026-03-15T15:00:00Z');
const BEFORE = new Date('2026-03-10T15:00:00Z');
const AFTER = new Date('2026-03-20T15:00:00Z');

function ticket(overrides: Partial<SaleWindowTicket>): SaleWindowTicket {
  return {
    id: 1,
    quantity: 100,
    sold: 0,
    startsAt: null,
    endsAt: null,
    startAfterTicketId: null,
    ...overrides,
  };
}

describe('getTicketSaleStatus / isTicketOnSale (period tickets)', () => {
  it.each([
    ['no window', {}, 'on_sale'],
    ['inside the window', { startsAt: BEFORE, endsAt: AFTER }, 'on_sale'],
    ['exactly at the start', { startsAt: NOW, endsAt: AFTER }, 'on_sale'],
    ['exactly at the end', { startsAt: BEFORE, endsAt: NOW }, 'on_sale'],
    ['not started', { startsAt: AFTER }, 'not_started'],
    ['ended', { endsAt: BEFORE }, 'ended'],
    ['sold out', { quantity: 10, sold: 10 }, 'sold_out'],
    ['unlimited stock never sells out', { quantity: null, sold: 5000 }, 'on_sale'],
    ['ended beats sold out', { quantity: 10, sold: 10, endsAt: BEFORE }, 'ended'],
  ] as const)('%s → %s', (_, overrides, status) => {
    const subject = ticket(overrides);
    expect(getTicketSaleStatus(subject, [subject], NOW)).toBe(status);
    expect(isTicketOnSale(subject, [subject], NOW)).toBe(status === 'on_sale');
  });
});

describe('getTicketSaleStatus (lots)', () => {
  const lot = (overrides: Partial<SaleWindowTicket> = {}) =>
    ticket({ id: 2, startAfterTicketId: 1, endsAt: AFTER, ...overrides });

  it.each([
    ['previous still selling', { endsAt: AFTER }, {}, 'not_started'],
    ['previous ended by date', { endsAt: BEFORE }, {}, 'on_sale'],
    ['previous at its exact end instant is still selling', { endsAt: NOW }, {}, 'not_started'],
    ['previous sold out before its end', { endsAt: AFTER, quantity: 50, sold: 50 }, {}, 'on_sale'],
    ['previous without end date nor stock limit', { quantity: null }, {}, 'not_started'],
    ['lot past its own end', { endsAt: BEFORE }, { endsAt: BEFORE }, 'ended'],
    ['lot open but sold out', { endsAt: BEFORE }, { quantity: 20, sold: 20 }, 'sold_out'],
  ] as const)('%s → %s', (_, previousOverrides, lotOverrides, status) => {
    const previous = ticket({ id: 1, ...previousOverrides });
    const subject = lot(lotOverrides);
    expect(getTicketSaleStatus(subject, [previous, subject], NOW)).toBe(status);
  });

  it('keeps a lot closed when its previous ticket is missing', () => {
    const subject = lot();
    expect(getTicketSaleStatus(subject, [subject], NOW)).toBe('not_started');
  });

  it('opens a chain one lot at a time', () => {
    const first = ticket({ id: 1, quantity: 10, sold: 10, endsAt: AFTER });
    const second = ticket({ id: 2, startAfterTicketId: 1, quantity: 10, sold: 3, endsAt: AFTER });
    const third = ticket({ id: 3, startAfterTicketId: 2, quantity: 10, sold: 0, endsAt: AFTER });
    const all = [first, second, third];
    expect(all.map((subject) => getTicketSaleStatus(subject, all, NOW))).toEqual([
      'sold_out',
      'on_sale',
      'not_started',
    ]);
  });

  it('treats a ticket with both a start date and a previous ticket as a period ticket', () => {
    const previous = ticket({ id: 1, endsAt: AFTER });
    const subject = ticket({ id: 2, startAfterTicketId: 1, startsAt: BEFORE, endsAt: AFTER });
    expect(getTicketSaleStatus(subject, [previous, subject], NOW)).toBe('on_sale');
  });
});
