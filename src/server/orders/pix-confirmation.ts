// A PIX payment arrives: the order becomes paid, its participants 'pago', and the confirmation
// e-mail is queued, all in one transaction. Called by the sandbox's "simulate payment" action
// today and by a real gateway's webhook later. A payment that arrives after the order's hold
// expired is recorded as a late payment to refund (ADR 0044), never dropped.

import { and, eq, gt } from 'drizzle-orm';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { events, latePayments, orderPayments, orders, participants } from '../db/schema.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { queueConfirmationEmail } from '../email/confirmation-email.ts';
import { AppError } from '../http/app-error.ts';
import { expireOrder } from './order-expiry.ts';

export const PIX_EXPIRED_MESSAGE =
  'Este PIX expirou antes de o pagamento chegar. O valor pago será devolvido; faça uma nova inscrição.';

type Found = {
  order: typeof orders.$inferSelect;
  payment: typeof orderPayments.$inferSelect;
  event: typeof events.$inferSelect;
};

type Outcome =
  | { kind: 'paid'; paymentPublicId: string; outboxId: number | null }
  | { kind: 'late'; paymentPublicId: string };

/**
 * Returns the confirmed payment's public id. Confirming an already paid order changes nothing;
 * a payment for an order that can no longer take it is recorded for refund and answered 409.
 */
export async function confirmPixPayment(
  ctx: AppContext,
  orderHash: string,
  now = new Date(),
): Promise<string> {
  const outcome = await withRetry(
    () => ctx.db.transaction((tx) => confirmInTransaction(ctx, tx, orderHash, now)),
    logRetries(ctx.log),
  );
  if (outcome.kind === 'late') {
    ctx.log.warn({ paymentPublicId: outcome.paymentPublicId }, 'PIX paid after expiry: recorded for refund');
    throw new AppError('conflict', PIX_EXPIRED_MESSAGE);
  }
  if (outcome.outboxId !== null) await ctx.jobs.enqueueEmail(outcome.outboxId);
  return outcome.paymentPublicId;
}

// Lock order (ADR 0040): the order row first (the guarded UPDATE, or expireOrder's), then its
// payment and participants; expireOrder then gives the counters back in their own order.
async function confirmInTransaction(ctx: AppContext, tx: Tx, orderHash: string, now: Date): Promise<Outcome> {
  const [found] = await tx
    .select({ order: orders, payment: orderPayments, event: events })
    .from(orders)
    .innerJoin(orderPayments, and(eq(orderPayments.orderId, orders.id), eq(orderPayments.method, 'pix')))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.hash, orderHash))
    .limit(1);
  if (!found) throw AppError.notFound('Pedido não encontrado.');
  if (found.order.status === 'paid') {
    // Paid by card after the buyer gave this PIX up (pending-order-card.ts): the money is late.
    if (found.payment.status === 'cancelled') return recordLatePayment(tx, found, now);
    return { kind: 'paid', paymentPublicId: found.payment.publicId, outboxId: null };
  }
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(orders.id, found.order.id), eq(orders.status, 'pending'), gt(orders.expiresAt, now)))
    .returning({ id: orders.id });
  if (!paid) return recordLatePayment(tx, found, now);
  await tx
    .update(orderPayments)
    .set({ status: 'fulfilled', paidAt: now })
    .where(eq(orderPayments.id, found.payment.id));
  await tx.update(participants).set({ status: 'pago' }).where(eq(participants.orderId, found.order.id));
  const outboxId = await queueConfirmationEmail(tx, {
    orderId: found.order.id,
    baseUrl: appBaseUrl(ctx.config),
  });
  return { kind: 'paid', paymentPublicId: found.payment.publicId, outboxId };
}

/**
 * The money arrived but the order cannot take it: its hold expired (the sweep may not have run
 * yet, so expire it here first, giving its places back) or it was cancelled. The places may have
 * been sold again, so the order is not revived; the payment is kept as `refund_pending` for the
 * organiser to refund. A repeated notification for the same payment is recorded once.
 */
async function recordLatePayment(tx: Tx, found: Found, now: Date): Promise<Outcome> {
  await expireOrder(tx, found.order.id, now);
  await tx
    .insert(latePayments)
    .values({
      eventId: found.event.id,
      orderId: found.order.id,
      orderPaymentId: found.payment.id,
      amountCents: found.payment.amountCents,
      gateway: found.payment.gateway,
      gatewayReference: found.payment.gatewayReference,
      receivedAt: now,
    })
    .onConflictDoNothing({ target: latePayments.orderPaymentId });
  return { kind: 'late', paymentPublicId: found.payment.publicId };
}
