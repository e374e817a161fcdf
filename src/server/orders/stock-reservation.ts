// Places are counted on the rows that limit them (ticket_types.sold, events.places_taken,
// coupons.uses) and taken with guarded UPDATEs at the end of the order's transaction
// (ADR 0020). No per-event lock: two orders only wait for each other on the rows they share,
// and only from their first guarded UPDATE to COMMIT. Rows are always taken in the same order
// (ticket types by id, then the event, then the coupon), so two orders never deadlock.
import { and, eq, sql } from 'drizzle-orm';
import { COUPON_MESSAGES } from '../../domain/coupon.ts';
import type { Tx } from '../db/client.ts';
import { coupons, events, ticketTypes } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { eventFull, insufficientStock } from './registration-plan.ts';

export interface StockRequest {
  eventId: number;
  /** Ascending by ticket type id. */
  quantities: { ticketTypeId: number; quantity: number }[];
  /** Participants, i.e. event places; 0 for approval events, which reserve nothing. */
  places: number;
  couponId: number | null;
}

/** 'none' exists only for the concurrency canary test, which proves the harness sees a race. */
export type StockGuard = 'guarded' | 'none';

export async function reserveStock(
  tx: Tx,
  request: StockRequest,
  guard: StockGuard = 'guarded',
): Promise<void> {
  if (guard === 'none') return reserveUnguarded(tx, request);
  for (const { ticketTypeId, quantity } of request.quantities) {
    const rows = await tx
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} + ${quantity}` })
      .where(
        and(
          eq(ticketTypes.id, ticketTypeId),
          sql`(${ticketTypes.quantity} IS NULL OR ${ticketTypes.sold} + ${quantity} <= ${ticketTypes.quantity})`,
        ),
      )
      .returning({ sold: ticketTypes.sold });
    if (rows.length === 0)
      throw insufficientStock(await liveTicketAvailability(tx, ticketTypeId), ticketTypeId);
  }
  if (request.places > 0) {
    const rows = await tx
      .update(events)
      .set({ placesTaken: sql`${events.placesTaken} + ${request.places}` })
      .where(
        and(
          eq(events.id, request.eventId),
          sql`${events.placesTaken} + ${request.places} <= ${events.capacity}`,
        ),
      )
      .returning({ taken: events.placesTaken });
    if (rows.length === 0) throw eventFull(await liveEventRemaining(tx, request.eventId));
  }
  if (request.couponId !== null) {
    const rows = await tx
      .update(coupons)
      .set({ uses: sql`${coupons.uses} + 1` })
      .where(
        and(
          eq(coupons.id, request.couponId),
          sql`(${coupons.usageLimit} IS NULL OR ${coupons.uses} + 1 <= ${coupons.usageLimit})`,
        ),
      )
      .returning({ uses: coupons.uses });
    if (rows.length === 0) throw new AppError('invalid_coupon', COUPON_MESSAGES.usage_exhausted);
  }
}

/** Gives back what reserveStock took, in the same row order (expiry, cancellation). */
export async function releaseStock(tx: Tx, request: StockRequest): Promise<void> {
  for (const { ticketTypeId, quantity } of request.quantities) {
    await tx
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} - ${quantity}` })
      .where(eq(ticketTypes.id, ticketTypeId));
  }
  if (request.places > 0) {
    await tx
      .update(events)
      .set({ placesTaken: sql`${events.placesTaken} - ${request.places}` })
      .where(eq(events.id, request.eventId));
  }
  if (request.couponId !== null) {
    await tx
      .update(coupons)
      .set({ uses: sql`${coupons.uses} - 1` })
      .where(eq(coupons.id, request.couponId));
  }
}

async function liveTicketAvailability(tx: Tx, ticketTypeId: number): Promise<number> {
  const [row] = await tx
    .select({ quantity: ticketTypes.quantity, sold: ticketTypes.sold })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, ticketTypeId));
  return row?.quantity == null ? 0 : Math.max(0, row.quantity - row.sold);
}

async function liveEventRemaining(tx: Tx, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ capacity: events.capacity, taken: events.placesTaken })
    .from(events)
    .where(eq(events.id, eventId));
  return row ? Math.max(0, row.capacity - row.taken) : 0;
}

// The classic read-check-write race, kept on purpose for the canary: it reads the counter,
// yields (as a slow network or a busy pool would), then writes without re-checking.
async function reserveUnguarded(tx: Tx, request: StockRequest): Promise<void> {
  for (const { ticketTypeId, quantity } of request.quantities) {
    const available = await liveTicketAvailability(tx, ticketTypeId);
    if (quantity > available) throw insufficientStock(available, ticketTypeId);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await tx
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} + ${quantity}` })
      .where(eq(ticketTypes.id, ticketTypeId));
  }
  if (request.places > 0) {
    await tx
      .update(events)
      .set({ placesTaken: sql`${events.placesTaken} + ${request.places}` })
      .where(eq(events.id, request.eventId));
  }
}
