// How many tickets of a type a buyer may pick, and whether the type is on sale (spec §4, §5).

/** "No upper bound". Infinity keeps Math.min and comparisons working without null checks. */
export const UNLIMITED = Number.POSITIVE_INFINITY;

export interface QuantityLimitInput {
  /** Stock of the type; null when not controlled (always so for approval events). */
  quantity: number | null;
  sold: number;
  /** Per-order cap; null or 0 means "Sem Limite". */
  limitPerOrder: number | null;
  /** Places left in the event; null when not controlled. */
  eventRemaining: number | null;
  needsApproval: boolean;
}

function perOrderCap(limitPerOrder: number | null): number {
  return limitPerOrder === null || limitPerOrder <= 0 ? UNLIMITED : limitPerOrder;
}

/**
 * The largest quantity selectable for one ticket type: the smallest of remaining stock,
 * the per-order limit and the event's remaining places. Approval events reserve nothing at
 * registration, so only the per-order limit applies. Never below 0; UNLIMITED when uncapped.
 */
export function maxSelectableQuantity(input: QuantityLimitInput): number {
  const perOrder = perOrderCap(input.limitPerOrder);
  if (input.needsApproval) return perOrder;
  const stock = input.quantity === null ? UNLIMITED : input.quantity - input.sold;
  const event = input.eventRemaining === null ? UNLIMITED : input.eventRemaining;
  return Math.max(0, Math.min(stock, perOrder, event));
}

/** A requested quantity brought into 0..max (whole tickets only). */
export function clampQuantity(requested: number, max: number): number {
  if (!Number.isFinite(requested)) return 0;
  return Math.max(0, Math.min(Math.floor(requested), max));
}

export interface SaleWindowTicket {
  id: number;
  quantity: number | null;
  sold: number;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Set for a lot: it opens once this earlier ticket's sales end or it sells out. */
  startAfterTicketId: number | null;
}

export type TicketSaleStatus = 'on_sale' | 'not_started' | 'ended' | 'sold_out';

function isSoldOut(ticket: SaleWindowTicket): boolean {
  return ticket.quantity !== null && ticket.sold >= ticket.quantity;
}

function hasEnded(ticket: SaleWindowTicket, now: Date): boolean {
  return ticket.endsAt !== null && now.getTime() > ticket.endsAt.getTime();
}

// A lot opens when the ticket before it closes, by time or by selling out. A missing
// predecessor means broken configuration; the lot stays closed rather than guessing.
function hasLotOpened(ticket: SaleWindowTicket, allTickets: readonly SaleWindowTicket[], now: Date): boolean {
  const previous = allTickets.find((candidate) => candidate.id === ticket.startAfterTicketId);
  if (previous === undefined) return false;
  return hasEnded(previous, now) || isSoldOut(previous);
}

/**
 * Where a ticket type stands at an instant. Windows are inclusive: on sale from startsAt
 * through endsAt. A lot (startAfterTicketId set and no start date) waits for its
 * predecessor instead of a start date and still closes at its own end date.
 */
export function getTicketSaleStatus(
  ticket: SaleWindowTicket,
  allTickets: readonly SaleWindowTicket[],
  now: Date,
): TicketSaleStatus {
  if (hasEnded(ticket, now)) return 'ended';
  const isLot = ticket.startAfterTicketId !== null && ticket.startsAt === null;
  if (isLot && !hasLotOpened(ticket, allTickets, now)) return 'not_started';
  if (ticket.startsAt !== null && now.getTime() < ticket.startsAt.getTime()) return 'not_started';
  if (isSoldOut(ticket)) return 'sold_out';
  return 'on_sale';
}

export function isTicketOnSale(
  ticket: SaleWindowTicket,
  allTickets: readonly SaleWindowTicket[],
  now: Date,
): boolean {
  return getTicketSaleStatus(ticket, allTickets, now) === 'on_sale';
}

/**
 * When sales open, for a cart with nothing on sale yet: the earliest future start date among the
 * ticket types still waiting for theirs. null when one is already on sale, or when none will open
 * by date (ended, sold out, or lots waiting on another ticket).
 */
export function nextSalesOpening(allTickets: readonly SaleWindowTicket[], now: Date): Date | null {
  if (allTickets.some((ticket) => getTicketSaleStatus(ticket, allTickets, now) === 'on_sale')) return null;
  let earliest: Date | null = null;
  for (const ticket of allTickets) {
    if (ticket.startsAt === null || getTicketSaleStatus(ticket, allTickets, now) !== 'not_started') continue;
    if (earliest === null || ticket.startsAt.getTime() < earliest.getTime()) earliest = ticket.startsAt;
  }
  return earliest;
}
