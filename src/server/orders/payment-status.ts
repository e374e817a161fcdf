// POST /api/check-order-payment-status: what the PIX step polls every 10 seconds (§4, §7).
import { asc, eq } from 'drizzle-orm';
import { PAYMENT_PUBLIC_ID_PATTERN, type PaymentStatusResult } from '../../domain/contracts/public-event.ts';
import type { AppContext } from '../context.ts';
import { candidatePaymentItems, eventSettings, orderPayments, orders, participants } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { expireOrderNow } from './order-expiry.ts';

const notFound = () => AppError.notFound('Pagamento não encontrado.');

/** The participants a candidate charge pays for (candidate_payment_items), for the reply. */
async function candidateChargeParticipants(ctx: AppContext, paymentId: number) {
  return ctx.db
    .select({ uuid: participants.uuid, nome: participants.name })
    .from(candidatePaymentItems)
    .innerJoin(participants, eq(participants.id, candidatePaymentItems.participantId))
    .where(eq(candidatePaymentItems.orderPaymentId, paymentId))
    .orderBy(asc(participants.id))
    .then((rows) => rows.map((r) => ({ uuid: r.uuid, nome: r.nome })));
}

/** `publicId` is the API's order_payment_id; anything that is not one is a 404 without a query. */
export async function getPaymentStatus(
  ctx: AppContext,
  publicId: string,
  now = new Date(),
): Promise<PaymentStatusResult> {
  if (!PAYMENT_PUBLIC_ID_PATTERN.test(publicId)) throw notFound();
  const load = () =>
    ctx.db
      .select({ payment: orderPayments, order: orders, settings: eventSettings })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .leftJoin(eventSettings, eq(eventSettings.eventId, orders.eventId))
      .where(eq(orderPayments.publicId, publicId))
      .limit(1);
  let [row] = await load();
  if (!row) throw notFound();
  // A buyer watching an expired PIX learns it now rather than at the next expiry sweep.
  if (row.order.status === 'pending' && row.order.expiresAt && row.order.expiresAt < now) {
    const orderId = row.order.id;
    await expireOrderNow(ctx, orderId, now);
    [row] = await load();
    if (!row) throw notFound();
  }
  // A candidate order is paid charge by charge: a charge's reply lists only the people it pays for.
  const people =
    row.order.status === 'awaiting_approval'
      ? await candidateChargeParticipants(ctx, row.payment.id)
      : await ctx.db
          .select({ uuid: participants.uuid, nome: participants.name })
          .from(participants)
          .where(eq(participants.orderId, row.order.id))
          .orderBy(asc(participants.id));
  return {
    paid: row.payment.status === 'fulfilled',
    status: row.payment.status,
    order_status: row.order.status,
    participants: people,
    amount: row.payment.amountCents / 100,
    participants_count: people.length,
    checkout_message: {
      title: row.settings?.checkoutTitle ?? 'Compra realizada com sucesso!',
      text: sanitizeRichText(row.settings?.checkoutMessageHtml ?? ''),
    },
    order_payment_id: row.payment.publicId,
    order_hash: row.order.hash,
  };
}
