// POST /api/pedidos/pagar-com-cartao (issue 22, trap 1): a buyer who generated a PIX and then
// wanted installments pays the SAME order by card. The order keeps its places; its PIX is
// cancelled and a card payment takes its place, all in one transaction around the charge, so a
// declined card leaves the PIX exactly as it was. A PIX paid after the switch is a late payment to
// refund (pix-confirmation.ts), never a second sale.

import { and, eq, gt } from 'drizzle-orm';
import { detectCardBrand, normalizeExpiry, validateCard } from '../../domain/card.ts';
import type { PendingOrderCardBody, RegistrationResult } from '../../domain/contracts/public-event.ts';
import { declinedPaymentMessage, type FieldErrors } from '../../domain/errors.ts';
import { installmentCount, isAllowedInstallments } from '../../domain/installments.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { orderLines, orderPayments, orders, participants } from '../db/schema.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { queueConfirmationEmail } from '../email/confirmation-email.ts';
import { AppError } from '../http/app-error.ts';
import { type ReceivingGateway, requireReceiving } from '../payments/gateway-resolver.ts';
import { type EventBundle, loadEventBundle, maxInstallmentsOf } from './event-catalog.ts';
import { expireOrder, expireOrderNow } from './order-expiry.ts';
import { voidCharge } from './order-placement.ts';
import { loadOrderSnapshot, toRegistrationResult } from './registration-result.ts';

export const PIX_NO_LONGER_PAYABLE_MESSAGE =
  'Este PIX expirou e as vagas foram liberadas. Faça uma nova inscrição.';
export const ORDER_ALREADY_PAID_MESSAGE = 'Este pedido já foi pago.';

const notFound = () => AppError.notFound('Pedido não encontrado.');

interface PendingPix {
  orderId: number;
  eventId: number;
  amountCents: number;
  ticketTypeIds: number[];
}

/** The order as the buyer left it: still pending on a PIX, with what it costs and what it holds. */
async function findPendingPix(ctx: AppContext, hash: string, now: Date): Promise<PendingPix> {
  const [row] = await ctx.db
    .select({ order: orders, payment: orderPayments })
    .from(orders)
    .leftJoin(
      orderPayments,
      and(
        eq(orderPayments.orderId, orders.id),
        eq(orderPayments.method, 'pix'),
        eq(orderPayments.status, 'pending'),
      ),
    )
    .where(eq(orders.hash, hash))
    .limit(1);
  if (!row) throw notFound();
  if (row.order.status === 'paid') throw new AppError('conflict', ORDER_ALREADY_PAID_MESSAGE);
  const isOpen = row.order.status === 'pending' && row.order.expiresAt !== null && row.order.expiresAt > now;
  if (!isOpen || !row.payment) {
    // Past its hold but not swept yet: its places go back on sale now, as the status poll does.
    if (row.order.status === 'pending') await expireOrderNow(ctx, row.order.id, now);
    throw new AppError('conflict', PIX_NO_LONGER_PAYABLE_MESSAGE);
  }
  const lines = await ctx.db
    .select({ ticketTypeId: orderLines.ticketTypeId })
    .from(orderLines)
    .where(eq(orderLines.orderId, row.order.id));
  return {
    orderId: row.order.id,
    eventId: row.order.eventId,
    amountCents: row.payment.amountCents,
    ticketTypeIds: lines.map((line) => line.ticketTypeId),
  };
}

/** The same checks and field names as a card registration (registration-plan.ts). */
function cardErrors(
  body: PendingOrderCardBody,
  bundle: EventBundle,
  pix: PendingPix,
  now: Date,
): FieldErrors {
  const errors: FieldErrors = {};
  const cardless = bundle.tickets.find((t) => pix.ticketTypeIds.includes(t.id) && !t.allowCard);
  if (cardless) {
    errors['comprador.payment_method'] = [`O ingresso ${cardless.name} não aceita cartão de crédito.`];
  }
  const { card_data: card } = body;
  const message = validateCard(
    { numero: card.number, validade: card.expiry, cvv: card.cvv, nome: card.name },
    now,
  );
  if (message) errors['comprador.card_data'] = [message];
  const max = maxInstallmentsOf(bundle);
  if (!isAllowedInstallments(pix.amountCents, max, body.installments)) {
    const allowed = installmentCount(pix.amountCents, max);
    errors['comprador.installments'] = [`Parcelamento inválido: escolha de 1 a ${allowed} parcela(s).`];
  }
  return errors;
}

export async function payPendingOrderByCard(
  ctx: AppContext,
  body: PendingOrderCardBody,
  now = new Date(),
): Promise<RegistrationResult> {
  const pix = await findPendingPix(ctx, body.order_hash, now);
  const bundle = await loadEventBundle(ctx.db, { id: pix.eventId });
  if (!bundle) throw notFound();
  const errors = cardErrors(body, bundle, pix, now);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  const receiving = requireReceiving(await ctx.gateways.forOrganisation(bundle.event.organisationId));

  let approved = null as { gatewayReference: string; amountCents: number } | null;
  const outboxId = await withRetry(async () => {
    approved = null;
    try {
      return await ctx.db.transaction((tx) =>
        switchInTransaction(ctx, tx, { body, pix, receiving, now }, (charge) => {
          approved = charge;
        }),
      );
    } catch (error) {
      if (approved) throw await voidCharge(ctx, receiving.gateway, approved, error);
      throw error;
    }
  }, logRetries(ctx.log));
  if (outboxId !== null) await ctx.jobs.enqueueEmail(outboxId);

  const snapshot = await loadOrderSnapshot(ctx.db, pix.orderId, bundle.settings);
  if (!snapshot) throw notFound();
  return toRegistrationResult(snapshot);
}

// Lock order (ADR 0040): the order row first (the guarded UPDATE), then its payments and
// participants, as pix-confirmation.ts and order-expiry.ts take them.
async function switchInTransaction(
  ctx: AppContext,
  tx: Tx,
  {
    body,
    pix,
    receiving,
    now,
  }: { body: PendingOrderCardBody; pix: PendingPix; receiving: ReceivingGateway; now: Date },
  onApproved: (charge: { gatewayReference: string; amountCents: number }) => void,
): Promise<number | null> {
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paymentMethod: 'credit_card', installments: body.installments, paidAt: now })
    .where(and(eq(orders.id, pix.orderId), eq(orders.status, 'pending'), gt(orders.expiresAt, now)))
    .returning({ hash: orders.hash });
  if (!paid) {
    // Paid by PIX a moment ago, or expired meanwhile (give its places back now if the sweep has not).
    await expireOrder(tx, pix.orderId, now);
    const [current] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, pix.orderId));
    if (current?.status === 'paid') throw new AppError('conflict', ORDER_ALREADY_PAID_MESSAGE);
    throw new AppError('conflict', PIX_NO_LONGER_PAYABLE_MESSAGE);
  }
  const cancelled = await tx
    .update(orderPayments)
    .set({ status: 'cancelled', failureReason: 'Forma de pagamento trocada para cartão de crédito.' })
    .where(
      and(
        eq(orderPayments.orderId, pix.orderId),
        eq(orderPayments.method, 'pix'),
        eq(orderPayments.status, 'pending'),
      ),
    )
    .returning({ id: orderPayments.id });
  if (cancelled.length === 0) throw new AppError('conflict', PIX_NO_LONGER_PAYABLE_MESSAGE);

  const number = body.card_data.number.replace(/\D/g, '');
  const charge = await receiving.gateway.chargeCard({
    amountCents: pix.amountCents,
    installments: body.installments,
    card: {
      number,
      expiry: normalizeExpiry(body.card_data.expiry) ?? body.card_data.expiry.trim(),
      cvv: body.card_data.cvv.trim(),
      holderName: body.card_data.name.trim(),
    },
    reference: paid.hash,
  });
  if (!charge.approved) throw new AppError('payment_error', declinedPaymentMessage(charge.reason));
  onApproved({ gatewayReference: charge.gatewayReference, amountCents: pix.amountCents });

  const [cardPayment] = await tx
    .insert(orderPayments)
    .values({
      orderId: pix.orderId,
      method: 'credit_card',
      status: 'fulfilled',
      amountCents: pix.amountCents,
      installments: body.installments,
      gateway: receiving.gateway.name,
      receivingAccountId: receiving.accountId,
      gatewayReference: charge.gatewayReference,
      // Brand and last four only: the number and CVV never reach the database (ADR 0022).
      cardBrand: detectCardBrand(number),
      cardLast4: number.slice(-4),
      paidAt: now,
    })
    .returning({ id: orderPayments.id });
  // The places now belong to the card payment: its receipt and vouchers list them.
  await tx
    .update(participants)
    .set({ status: 'pago', orderPaymentId: cardPayment?.id ?? null })
    .where(eq(participants.orderId, pix.orderId));
  return queueConfirmationEmail(tx, { orderId: pix.orderId, baseUrl: appBaseUrl(ctx.config) });
}
