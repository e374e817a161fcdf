// POST /api/payment-candidate/processar-pagamento-parcial: a candidate pays for the participants
// they chose. The server prices the choice from its own rows (coupon, installments), refuses anyone
// not payable now, and then: a PIX charge for exactly that set (an issued charge never changes, so a
// new set gets a new charge), or a card charged inside the transaction that makes them `pago`.

import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { validatePayer, validatePayerCard } from '../../domain/buyer.ts';
import {
  type CandidatePaymentTotals,
  candidateCouponLines,
  candidateSelectionError,
  computeCandidatePaymentTotals,
  normalizeChosenIds,
} from '../../domain/candidate-payment.ts';
import { detectCardBrand } from '../../domain/card.ts';
import type {
  CandidatePaymentRequest,
  CandidatePaymentResult,
} from '../../domain/contracts/candidate-payment.ts';
import { checkCouponForCart, isBlankCouponCode } from '../../domain/coupon.ts';
import { normalizeDocument } from '../../domain/documents.ts';
import { declinedPaymentMessage, type FieldErrors } from '../../domain/errors.ts';
import { EVENT_STATUS_NOTICES } from '../../domain/event-lifecycle.ts';
import { isAllowedInstallments } from '../../domain/installments.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import { type CouponRecord, lookupCouponAttempt } from '../coupons/coupon-lookup.ts';
import type { Tx } from '../db/client.ts';
import { candidateCharges, candidatePaymentItems, orderPayments } from '../db/schema.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { AppError } from '../http/app-error.ts';
import { PIX_EXPIRY_MINUTES, voidCharge } from '../orders/order-placement.ts';
import { type CardMode, cardModeOf, readCardSource } from '../payments/card-source.ts';
import { type ReceivingGateway, requireReceiving } from '../payments/gateway-resolver.ts';
import {
  approvedCardColumns,
  type CardDetails,
  type CardToken,
  isCardToken,
} from '../payments/payment-gateway.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';
import { type CandidateGuard, confirmCandidateCharge } from './candidate-charge-confirmation.ts';
import { queueCandidatePaymentEmail } from './candidate-payment-email.ts';
import { loadPayableOrder, maxInstallmentsOf, type PayableOrder } from './candidate-payment-order.ts';

/** A PIX with less than this left is not handed out again: the payer needs time to pay it. */
const PIX_REUSE_MIN_LEFT_MS = 5 * 60_000;

interface Priced {
  payable: PayableOrder;
  ids: number[];
  coupon: CouponRecord | null;
  totals: CandidatePaymentTotals;
}

function refuse(message: string): AppError {
  return new AppError('conflict', message, { status: 409 });
}

/** The chosen set, checked and priced by the server; the coupon must apply to this subtotal. */
export async function priceCandidateChoice(
  ctx: AppContext,
  orderHash: string,
  chosenIds: readonly number[],
  couponCode: string | null | undefined,
  clientIp: string,
  now: Date,
): Promise<Priced> {
  const payable = await loadPayableOrder(ctx, orderHash);
  // Closed sales keep the selected candidates' places; a cancelled event takes no more money.
  if (payable.event.status === 'cancelled') throw refuse(EVENT_STATUS_NOTICES.cancelled);
  const ids = normalizeChosenIds(chosenIds);
  const selectionError = candidateSelectionError(ids, payable.candidates, now);
  if (selectionError) throw refuse(selectionError);
  const chosen = ids.map((id) => payable.candidates.find((c) => c.participantId === id)).filter((c) => !!c);
  let coupon: CouponRecord | null = null;
  if (!isBlankCouponCode(couponCode)) {
    coupon = await lookupCouponAttempt(ctx, {
      eventId: payable.event.id,
      code: couponCode ?? '',
      clientIp,
      now,
    });
    const check = checkCouponForCart(coupon, candidateCouponLines(chosen), now);
    if (!check.ok) throw new AppError('invalid_coupon', check.message);
  }
  return { payable, ids, coupon, totals: computeCandidatePaymentTotals(chosen, coupon) };
}

function payerErrors(
  body: CandidatePaymentRequest,
  totals: CandidatePaymentTotals,
  max: number,
  now: Date,
  mode: CardMode,
) {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(validatePayer(body.comprador))) {
    errors[`comprador.${field}`] = [message];
  }
  const method = body.metodo_pagamento;
  if (method.method === 'credit_card' && !totals.isFree && mode !== 'number') {
    readCardSource(method, mode, now, errors, {
      prefix: 'metodo_pagamento.',
      methodKey: 'metodo_pagamento.method',
    });
  }
  if (method.method === 'credit_card' && !totals.isFree && mode === 'number') {
    const card = method.card_data;
    const cardErrors = validatePayerCard(
      { numero: card?.number ?? '', validade: card?.expiry ?? '', cvv: card?.cvv ?? '' },
      now,
    );
    const keys = { numero: 'number', validade: 'expiry', cvv: 'cvv' } as const;
    for (const [field, message] of Object.entries(cardErrors)) {
      errors[`metodo_pagamento.card_data.${keys[field as keyof typeof keys]}`] = [message];
    }
  }
  if (
    method.method === 'credit_card' &&
    !totals.isFree &&
    !isAllowedInstallments(totals.amountDueCents, max, method.installments)
  ) {
    errors['metodo_pagamento.installments'] = ['Número de parcelas não permitido para este valor.'];
  }
  return errors;
}

export async function payCandidates(
  ctx: AppContext,
  body: CandidatePaymentRequest,
  now = new Date(),
  options: { guard?: CandidateGuard; clientIp?: string } = {},
): Promise<CandidatePaymentResult> {
  // The payer's data is checked before a code is looked up (ADR 0253): a code must never buy
  // anything, nor be confirmed usable, for a request that could not pay.
  if (!isBlankCouponCode(body.codigo_desconto)) {
    const payer: FieldErrors = {};
    for (const [field, message] of Object.entries(validatePayer(body.comprador))) {
      payer[`comprador.${field}`] = [message];
    }
    if (Object.keys(payer).length > 0) throw AppError.validation(payer);
  }
  const priced = await priceCandidateChoice(
    ctx,
    body.order_hash,
    body.participantes_ids,
    body.codigo_desconto,
    options.clientIp ?? 'internal',
    now,
  );
  const found = await ctx.gateways.forOrganisation(priced.payable.event.organisationId);
  const mode = cardModeOf(found?.gateway ?? ctx.payments);
  const errors = payerErrors(body, priced.totals, maxInstallmentsOf(priced.payable), now, mode);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  const method = priced.totals.isFree ? 'free' : body.metodo_pagamento.method;
  // Nothing to pay moves no money; anything else needs someone to receive it (ADR 0304).
  const receiving =
    method === 'free' ? (found ?? { gateway: ctx.payments, accountId: null }) : requireReceiving(found);
  if (method === 'pix') return issuePix(ctx, receiving, priced, body, now);
  const card =
    method === 'credit_card'
      ? readCardSource(body.metodo_pagamento, mode, now, {}, { prefix: '', methodKey: 'method' })
      : null;
  return payNow(ctx, receiving, priced, body, { method, card }, now, options.guard ?? 'guarded');
}

function resultOf(
  priced: Priced,
  payment: { publicId: string; method: 'pix' | 'credit_card' | 'free'; installments: number },
  paid: boolean,
  pix: { code: string; expiresAt: Date } | null,
): CandidatePaymentResult {
  const { payable, ids, totals } = priced;
  return {
    amount: totals.amountDueCents / 100,
    amount_cents: totals.amountDueCents,
    paid,
    payment_method: payment.method,
    installments: payment.installments,
    order_payment_id: payment.publicId,
    pix: pix ? { code: pix.code, expires_at: pix.expiresAt.toISOString() } : null,
    checkout_message: {
      title: payable.settings?.checkoutTitle ?? 'Compra realizada com sucesso!',
      text: sanitizeRichText(payable.settings?.checkoutMessageHtml ?? ''),
    },
    participants_count: ids.length,
    participants: ids.map((id) => ({
      id,
      nome: payable.candidates.find((c) => c.participantId === id)?.name ?? '',
    })),
  };
}

async function insertCharge(
  tx: Tx,
  priced: Priced,
  body: CandidatePaymentRequest,
  values: Omit<typeof orderPayments.$inferInsert, 'orderId' | 'amountCents'>,
) {
  const [payment] = await tx
    .insert(orderPayments)
    .values({ ...values, orderId: priced.payable.order.id, amountCents: priced.totals.amountDueCents })
    .returning({ id: orderPayments.id, publicId: orderPayments.publicId });
  if (!payment) throw new Error('payment insert returned nothing');
  await tx.insert(candidateCharges).values({
    orderPaymentId: payment.id,
    payerName: body.comprador.nome.trim(),
    payerEmail: body.comprador.email.trim(),
    payerDocument: normalizeDocument(body.comprador.documento),
    couponId: priced.coupon?.id ?? null,
    discountCents: priced.totals.discountCents,
  });
  await tx
    .insert(candidatePaymentItems)
    .values(priced.totals.shares.map((s) => ({ orderPaymentId: payment.id, ...s })));
  return payment;
}

/** The pending PIX already issued for exactly this set and amount, still payable for a while. */
async function reusablePix(ctx: AppContext, priced: Priced, now: Date) {
  const pending = await ctx.db
    .select({ payment: orderPayments, participantId: candidatePaymentItems.participantId })
    .from(orderPayments)
    .innerJoin(candidatePaymentItems, eq(candidatePaymentItems.orderPaymentId, orderPayments.id))
    .where(
      and(
        eq(orderPayments.orderId, priced.payable.order.id),
        eq(orderPayments.method, 'pix'),
        eq(orderPayments.status, 'pending'),
        eq(orderPayments.amountCents, priced.totals.amountDueCents),
        gt(orderPayments.pixExpiresAt, new Date(now.getTime() + PIX_REUSE_MIN_LEFT_MS)),
      ),
    );
  const sets = new Map<number, { payment: (typeof pending)[number]['payment']; ids: number[] }>();
  for (const row of pending) {
    const entry = sets.get(row.payment.id) ?? { payment: row.payment, ids: [] };
    entry.ids.push(row.participantId);
    sets.set(row.payment.id, entry);
  }
  const wanted = priced.ids.join(',');
  return [...sets.values()].find((s) => normalizeChosenIds(s.ids).join(',') === wanted)?.payment ?? null;
}

async function issuePix(
  ctx: AppContext,
  receiving: ReceivingGateway,
  priced: Priced,
  body: CandidatePaymentRequest,
  now: Date,
): Promise<CandidatePaymentResult> {
  const existing = await reusablePix(ctx, priced, now);
  if (existing?.pixCode && existing.pixExpiresAt) {
    return resultOf(priced, { publicId: existing.publicId, method: 'pix', installments: 1 }, false, {
      code: existing.pixCode,
      expiresAt: existing.pixExpiresAt,
    });
  }
  const pix = await receiving.gateway.createPixCharge({
    amountCents: priced.totals.amountDueCents,
    txid: randomBytes(12).toString('hex').toUpperCase(),
    description: priced.payable.event.name,
    expiresAt: new Date(now.getTime() + PIX_EXPIRY_MINUTES * 60_000),
    payer: {
      name: body.comprador.nome.trim(),
      email: body.comprador.email.trim(),
      document: normalizeDocument(body.comprador.documento) || null,
    },
  });
  const payment = await ctx.db.transaction((tx) =>
    insertCharge(tx, priced, body, {
      method: 'pix',
      status: 'pending',
      gateway: receiving.gateway.name,
      receivingAccountId: receiving.accountId,
      gatewayReference: pix.gatewayReference,
      pixCode: pix.code,
      pixExpiresAt: pix.expiresAt,
    }),
  );
  return resultOf(priced, { publicId: payment.publicId, method: 'pix', installments: 1 }, false, pix);
}

/** Card or free: the charge is made and confirmed in one transaction; a refusal rolls it all back. */
async function payNow(
  ctx: AppContext,
  receiving: ReceivingGateway,
  priced: Priced,
  body: CandidatePaymentRequest,
  charge: { method: 'credit_card' | 'free'; card: CardDetails | CardToken | null },
  now: Date,
  guard: CandidateGuard,
): Promise<CandidatePaymentResult> {
  const { method, card } = charge;
  const number = card && !isCardToken(card) ? card.number : null;
  const installments = method === 'credit_card' ? body.metodo_pagamento.installments : 1;
  const run = async () => {
    let approved = null as { gatewayReference: string; amountCents: number } | null;
    try {
      return await ctx.db.transaction(async (tx) => {
        const payment = await insertCharge(tx, priced, body, {
          method,
          status: 'processing',
          installments,
          gateway: method === 'free' ? 'none' : receiving.gateway.name,
          receivingAccountId: method === 'free' ? null : receiving.accountId,
          cardBrand: number ? detectCardBrand(number) : null,
          cardLast4: number ? number.slice(-4) : null,
        });
        const outcome = await confirmCandidateCharge(
          tx,
          {
            paymentId: payment.id,
            eventId: priced.payable.event.id,
            couponId: priced.coupon?.id ?? null,
            participantIds: priced.ids,
          },
          now,
          { requireWithinDeadline: true, guard },
        );
        if (!outcome.ok) throw refuse(outcome.message);
        if (card) {
          const charge = await receiving.gateway.chargeCard({
            amountCents: priced.totals.amountDueCents,
            installments,
            card,
            reference: payment.publicId,
            payer: {
              name: body.comprador.nome.trim(),
              email: body.comprador.email.trim(),
              document: normalizeDocument(body.comprador.documento) || null,
            },
            description: priced.payable.event.name,
          });
          if (!charge.approved) throw new AppError('payment_error', declinedPaymentMessage(charge.reason));
          approved = { gatewayReference: charge.gatewayReference, amountCents: priced.totals.amountDueCents };
          await tx
            .update(orderPayments)
            .set(approvedCardColumns(charge))
            .where(eq(orderPayments.id, payment.id));
        }
        const outboxId = await queueCandidatePaymentEmail(tx, {
          eventId: priced.payable.event.id,
          eventName: priced.payable.event.name,
          eventStartsAt: priced.payable.event.startsAt,
          payerName: body.comprador.nome.trim(),
          payerEmail: body.comprador.email.trim(),
          amountCents: priced.totals.amountDueCents,
          paymentPublicId: payment.publicId,
          participantNames: resultOf(
            priced,
            { ...payment, method, installments },
            true,
            null,
          ).participants.map((p) => p.nome),
          participantIds: priced.ids,
          baseUrl: appBaseUrl(ctx.config),
        });
        return { payment, outboxId };
      });
    } catch (error) {
      // The card was approved but nothing was committed: give the money back (ADR 0042).
      if (approved) throw await voidCharge(ctx, receiving.gateway, approved, error);
      throw error;
    }
  };
  const { payment, outboxId } = await withRetry(run, logRetries(ctx.log));
  await ctx.jobs.enqueueEmail(outboxId);
  return resultOf(priced, { publicId: payment.publicId, method, installments }, true, null);
}
