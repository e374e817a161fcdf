// Places are counted on the rows that limit them (ticket_types.sold, events.places_taken,
// coupons.uses). They are taken by the order's single write statement (order-writer.ts,
// ADR 0020/0025) and given back here when an order expires.
import { eq, sql } from 'drizzle-orm';
import { COUPON_MESSAGES } from '../../domain/coupon.ts';
import type { Tx } from '../db/client.ts';
import { coupons, events, ticketTypes } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { insufficientStock } from './registration-plan.ts';

export interface StockRequest {
  eventId: number;
  /** Ascending by ticket type id. */
  quantities: { ticketTypeId: number; quantity: number }[];
  /** Participants, i.e. event places. */
  places: number;
  couponId: number | null;
}

/** 'none' exists only for the concurrency canary test, which proves the harness sees a race. */
export type StockGuard = 'guarded' | 'none';

/**
 * Gives back what an order took (expiry, cancellation), in the one lock order every writer follows
 * (ADR 0040): the event, its ticket types by ascending id, the coupon.
 */
export async function releaseStock(tx: Tx, request: StockRequest): Promise<void> {
  if (request.places > 0) {
    await tx
      .update(events)
      .set({ placesTaken: sql`${events.placesTaken} - ${request.places}` })
      .where(eq(events.id, request.eventId));
  }
  const byId = [...request.quantities].sort((a, b) => a.ticketTypeId - b.ticketTypeId);
  for (const { ticketTypeId, quantity } of byId) {
    await tx
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} - ${quantity}` })
      .where(eq(ticketTypes.id, ticketTypeId));
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

// The classic read-check-write race, kept on purpose for the canary: it reads the counter,
// yields (as a slow network or a busy pool would), then writes without re-checking. It takes the
// ticket row before the event row, against ADR 0040: taking the event first would serialise the
// canary's orders and hide the very race it exists to show. Test-only, never reachable over HTTP.
export async function reserveUnguarded(tx: Tx, request: StockRequest): Promise<void> {
  // The coupon first: once a ticket row is taken the canary's orders would queue behind it.
  if (request.couponId !== null) {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, request.couponId));
    if (coupon?.usageLimit != null && coupon.uses >= coupon.usageLimit) {
      throw new AppError('invalid_coupon', COUPON_MESSAGES.usage_exhausted);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    await tx
      .update(coupons)
      .set({ uses: sql`${coupons.uses} + 1` })
      .where(eq(coupons.id, request.couponId));
  }
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
