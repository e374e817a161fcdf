import { describe, expect, it } from 'vitest';
import { nextSalesOpening, type SaleWindowTicket } from './ticket-limits.ts';

const now = new Date('2027-03-01T12:00:00Z');
const at = (iso: string) => new Date(iso);
const ticket = (overrides: Partial<SaleWindowTicket>): SaleWindowTicket => ({
  id: 1,
  quantity: 10,
  sold: 0,
  startsAt: null,
  endsAt: null,
  startAfterTicketId: null,
  ...overrides,
});

describe('nextSalesOpening', () => {
  it('answers the earliest future start while nothing is on sale', () => {
    const tickets = [
      ticket({ id: 1, startsAt: at('2027-03-10T12:00:00Z') }),
      ticket({ id: 2, startsAt: at('2027-03-05T09:00:00Z') }),
      ticket({ id: 3, startsAt: at('2027-02-01T00:00:00Z'), endsAt: at('2027-02-20T00:00:00Z') }),
    ];
    expect(nextSalesOpening(tickets, now)).toEqual(at('2027-03-05T09:00:00Z'));
  });

  it('is null when a ticket is on sale, when all ended or sold out, and for lots without a date', () => {
    expect(
      nextSalesOpening([ticket({ id: 1 }), ticket({ id: 2, startsAt: at('2027-03-05T09:00:00Z') })], now),
    ).toBeNull();
    expect(
      nextSalesOpening(
        [ticket({ id: 1, endsAt: at('2027-02-01T00:00:00Z') }), ticket({ id: 2, quantity: 1, sold: 1 })],
        now,
      ),
    ).toBeNull();
    expect(
      nextSalesOpening(
        [
          ticket({ id: 1, quantity: 1, sold: 1, endsAt: at('2027-02-01T00:00:00Z') }),
          ticket({ id: 2, startAfterTicketId: 9 }),
        ],
        now,
      ),
    ).toBeNull();
  });
});
