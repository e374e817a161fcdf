// A PIX payment arrives: the order becomes paid, its participants 'pago', and the confirmation
// e-mail is queued, all in one transaction. Called by the sandbox's "simulate payment" action
// today and by a real gateway's webhook later.
import { and, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { events, orderPayments, orders, participants, ticketTypes } from '../db/schema.ts';
import { queueConfirmationEmail } from '../email/confirmation-email.ts';
import { AppError } from '../http/app-error.ts';
import { appBaseUrl } from './order-placement.ts';

export const PIX_EXPIRED_MESSAGE = 'Este PIX expirou. Faça uma nova inscrição.';

/** Returns the confirmed payment's id. Confirming an already paid order changes nothing. */
export async function confirmPixPayment(
  ctx: AppContext,
  orderHash: string,
  now = new Date(),
): Promise<number> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ order: orders, payment: orderPayments, event: events })
      .from(orders)
      .innerJoin(orderPayments, and(eq(orderPayments.orderId, orders.id), eq(orderPayments.method, 'pix')))
      .innerJoin(events, eq(events.id, orders.eventId))
      .where(eq(orders.hash, orderHash))
      .limit(1);
    if (!found) throw AppError.notFound('Pedido não encontrado.');
    if (found.order.status === 'paid') return { paymentId: found.payment.id, outboxId: null };
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(orders.id, found.order.id), eq(orders.status, 'pending'), gt(orders.expiresAt, now)))
      .returning({ id: orders.id });
    if (!paid) throw new AppError('conflict', PIX_EXPIRED_MESSAGE);
    await tx
      .update(orderPayments)
      .set({ status: 'fulfilled', paidAt: now })
      .where(eq(orderPayments.id, found.payment.id));
    await tx.update(participants).set({ status: 'pago' }).where(eq(participants.orderId, found.order.id));
    const people = await tx
      .select({ name: participants.name, ticketName: ticketTypes.name })
      .from(participants)
      .innerJoin(ticketTypes, eq(ticketTypes.id, participants.ticketTypeId))
      .where(eq(participants.orderId, found.order.id));
    const outboxId = await queueConfirmationEmail(tx, {
      eventId: found.event.id,
      eventName: found.event.name,
      eventStartsAt: found.event.startsAt,
      orderId: found.order.id,
      orderHash: found.order.hash,
      totalCents: found.order.totalCents,
      buyerName: found.order.buyerName,
      buyerEmail: found.order.buyerEmail,
      participants: people,
      baseUrl: appBaseUrl(ctx),
    });
    return { paymentId: found.payment.id, outboxId };
  });
  if (outcome.outboxId !== null) await ctx.jobs.enqueueEmail(outcome.outboxId);
  return outcome.paymentId;
}
