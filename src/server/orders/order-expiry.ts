// Unpaid PIX orders hold their places for the event's tempoReservaPix (ADR 0251); past that they are expired and
// the places, tickets and coupon use go back on sale. Run every minute by the expire-orders
// job and on demand when a purchase finds no places left.
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { orderLines, orderPayments, orders, participants } from '../db/schema.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { releaseStock } from './stock-reservation.ts';

const BATCH = 200;

/**
 * Expires every pending order past its expiry (optionally of one event, or the one order a test
 * clock names); returns how many.
 */
export async function releaseExpiredOrders(
  ctx: AppContext,
  now = new Date(),
  scope: { eventId?: number; orderHash?: string } = {},
): Promise<number> {
  let released = 0;
  for (;;) {
    const due = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'pending'),
          lt(orders.expiresAt, now),
          scope.eventId === undefined ? undefined : eq(orders.eventId, scope.eventId),
          scope.orderHash === undefined ? undefined : eq(orders.hash, scope.orderHash),
        ),
      )
      .orderBy(asc(orders.expiresAt))
      .limit(BATCH);
    for (const { id } of due) {
      if (await expireOrderNow(ctx, id, now)) released += 1;
    }
    if (due.length < BATCH) return released;
  }
}

/** expireOrder in its own transaction, run again on a deadlock (ADR 0040). */
export function expireOrderNow(ctx: AppContext, orderId: number, now: Date): Promise<boolean> {
  return withRetry(() => ctx.db.transaction((tx) => expireOrder(tx, orderId, now)), logRetries(ctx.log));
}

/**
 * Expires one order if it is still pending and past its expiry. The status guard in the UPDATE
 * makes this safe against a payment confirmed at the same moment: exactly one of them wins.
 * Locks in ADR 0040's order: the order's own rows (order, payment, participants), then the
 * counters (event, ticket types by id, coupon).
 */
export async function expireOrder(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'expired' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), lt(orders.expiresAt, now)))
    .returning({ eventId: orders.eventId, couponId: orders.couponId });
  if (!order) return false;
  await tx
    .update(orderPayments)
    .set({ status: 'cancelled' })
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'pending')));
  const released = await tx
    .update(participants)
    .set({ status: 'cancelado' })
    .where(eq(participants.orderId, orderId))
    .returning({ id: participants.id });
  const lines = await tx
    .select({
      ticketTypeId: orderLines.ticketTypeId,
      quantity: sql<number>`sum(${orderLines.quantity})::int`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.ticketTypeId)
    .orderBy(asc(orderLines.ticketTypeId));
  await releaseStock(tx, {
    eventId: order.eventId,
    quantities: lines,
    places: released.length,
    couponId: order.couponId,
  });
  return true;
}
