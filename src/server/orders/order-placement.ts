// Writes a planned registration: the order, its rows and its places in one atomic statement
// (ADR 0025), inside a transaction with what must commit with it: the buyer's unpaid-hold check
// (ADR 0251), the e-mails, the card charge (a declined card rolls all of it back).

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { detectCardBrand } from '../../domain/card.ts';
import type { RegistrationResult } from '../../domain/contracts/public-event.ts';
import { declinedPaymentMessage } from '../../domain/errors.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { orderPayments } from '../db/schema.ts';
import { isRetryable, logRetries, withRetry } from '../db/with-retry.ts';
import { queueConfirmationEmail } from '../email/confirmation-email.ts';
import { queuePreRegistrationEmail } from '../email/order-emails.ts';
import { queuePendingPixEmail } from '../email/pending-pix-email.ts';
import { AppError } from '../http/app-error.ts';
import type { ReceivingGateway } from '../payments/gateway-resolver.ts';
import {
  approvedCardColumns,
  isCardToken,
  type PaymentGateway,
  type PixCharge,
} from '../payments/payment-gateway.ts';
import type { EventBundle } from './event-catalog.ts';
import {
  assertEmailsAvailable,
  type OrderDraft,
  refusalError,
  StockRefusedError,
  type WrittenOrder,
  writeOrder,
} from './order-writer.ts';
import type { RegistrationPlan } from './registration-plan.ts';
import { toRegistrationResult } from './registration-result.ts';
import { reserveUnguarded, type StockGuard, type StockRequest } from './stock-reservation.ts';
import { assertUnpaidHoldAllowed, type HoldGuard, type HoldLimits } from './unpaid-holds.ts';

/**
 * Spec §9's "Expira em 60 minutos": a candidate's PIX (their place is already theirs). A buyer's PIX
 * at checkout holds the event's own time instead (tempoReservaPix, ADR 0251).
 */
export const PIX_EXPIRY_MINUTES = 60;

/** 192 random bits: order hashes open vouchers and payment pages, so they must not be guessable. */
export function newOrderHash(): string {
  return randomBytes(24).toString('base64url');
}

export interface PlaceOrderInput {
  bundle: EventBundle;
  plan: RegistrationPlan;
  now: Date;
  idempotencyKey: string | null;
  /** registrationFingerprint of the body, stored with the key (ADR 0043). */
  idempotencyFingerprint: string | null;
  stockGuard?: StockGuard;
  /** clientKeyOf(request.ip): the connection the order came from (ADR 0251); null off HTTP. */
  clientKey: string | null;
  /** What one buyer and one connection may hold unpaid in PIX orders of this event. */
  holdLimits: HoldLimits;
  holdGuard?: HoldGuard;
  /** Who receives the money (ADR 0304): resolved once for the plan's card mode and the charge. */
  receiving: ReceivingGateway;
}

/** A card charge the gateway approved, to void if the order it paid for is not committed. */
interface ApprovedCharge {
  gatewayReference: string;
  amountCents: number;
}

export const CARD_VOIDED_MESSAGE =
  'Não foi possível concluir a inscrição. A cobrança no cartão foi cancelada; tente novamente.';

export const PIX_UNAVAILABLE_MESSAGE =
  'Não foi possível gerar o PIX agora: o serviço de pagamento não respondeu. Nenhum pedido foi criado; tente novamente em instantes.';

/**
 * A PIX charge the gateway did not make (it did not answer, or answered with an error): nothing
 * was written and nothing is owed, so the buyer reads that and tries again (502 payment_gateway,
 * the spec's type for a gateway's failure), instead of a bare "internal error".
 */
function pixUnavailable(cause: unknown): unknown {
  if (cause instanceof AppError) return cause;
  return new AppError('payment_gateway', PIX_UNAVAILABLE_MESSAGE, {
    logMessage: `PIX charge not created: ${cause instanceof Error ? cause.message : String(cause)}`,
  });
}

const ORDER_STATUS = {
  approval: 'awaiting_approval',
  free: 'free',
  pix: 'pending',
  credit_card: 'paid',
} as const;
const PAYMENT_METHOD = { approval: 'none', free: 'free', pix: 'pix', credit_card: 'credit_card' } as const;

function buildDraft(input: PlaceOrderInput, hash: string, pix: PixCharge | null): OrderDraft {
  const { bundle, plan, now } = input;
  const { kind, totals } = plan;
  const isPaidNow = kind === 'free' || kind === 'credit_card';
  const payment: OrderDraft['payment'] =
    kind === 'approval'
      ? null
      : {
          method: kind,
          status: kind === 'pix' ? 'pending' : 'fulfilled',
          amountCents: totals.amountDueCents,
          installments: plan.installments,
          gateway: kind === 'free' ? 'none' : input.receiving.gateway.name,
          receivingAccountId: kind === 'free' ? null : input.receiving.accountId,
          gatewayReference: pix?.gatewayReference ?? null,
          pixCode: pix?.code ?? null,
          pixExpiresAt: pix?.expiresAt ?? null,
          // Brand and last four only: the number and CVV never reach the database (ADR 0022).
          // A tokenised card's brand and last four come back with the gateway's approval.
          cardBrand: plan.card && !isCardToken(plan.card) ? detectCardBrand(plan.card.number) : null,
          cardLast4: plan.card && !isCardToken(plan.card) ? plan.card.number.slice(-4) : null,
          paidAt: isPaidNow ? now : null,
        };
  return {
    order: {
      eventId: bundle.event.id,
      hash,
      status: ORDER_STATUS[kind],
      buyerName: plan.buyer.name,
      buyerEmail: plan.buyer.email,
      buyerDocument: plan.buyer.document,
      paymentMethod: PAYMENT_METHOD[kind],
      installments: plan.installments,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      totalCents: totals.totalCents,
      couponId: plan.coupon?.id ?? null,
      idempotencyKey: input.idempotencyKey,
      idempotencyFingerprint: input.idempotencyFingerprint,
      clientKey: input.clientKey,
      expiresAt: pix?.expiresAt ?? null,
      paidAt: isPaidNow ? now : null,
    },
    lines: plan.totals.lines.map(({ ticketTypeId, quantity, unitPriceCents }) => ({
      ticketTypeId,
      quantity,
      unitPriceCents,
    })),
    payment,
    participants: plan.participants,
    participantStatus: kind === 'free' || kind === 'credit_card' ? 'pago' : 'pendente',
    createCandidates: kind === 'approval',
  };
}

type Written = WrittenOrder & { outboxId: number | null };

// The paths that need more than the one statement: the e-mail-uniqueness lock, the outbox e-mail
// of a confirmed order, the card charge between taking the places and COMMIT, the canary's race.
async function writeInTransaction(
  ctx: AppContext,
  tx: Tx,
  input: PlaceOrderInput,
  draft: OrderDraft,
  stock: StockRequest | null,
  onApproved: (charge: ApprovedCharge) => void,
): Promise<Written> {
  const { bundle, plan } = input;
  // Advisory locks first (ADR 0040 step 1): the buyer's hold keys, then the e-mails' uniqueness.
  if (plan.kind === 'pix') {
    await assertUnpaidHoldAllowed(
      tx,
      {
        eventId: bundle.event.id,
        document: plan.buyer.document,
        email: plan.buyer.email,
        clientKey: input.clientKey,
      },
      plan.participants.length,
      input.holdLimits,
      input.now,
      input.holdGuard,
    );
  }
  if (bundle.settings.uniqueParticipantEmail) {
    await assertEmailsAvailable(
      tx,
      bundle.event.id,
      plan.participants.map((p) => p.email),
    );
  }
  if (input.stockGuard === 'none' && stock) await reserveUnguarded(tx, stock);
  const order = await writeOrder(tx, draft, input.stockGuard === 'none' ? null : stock);
  const baseUrl = appBaseUrl(ctx.config);
  // The buyer's e-mails commit with the order: the confirmation and tickets of a paid or free
  // order, or the pre-registration's confirmation with its follow-up link.
  const outboxId =
    plan.kind === 'free' || plan.kind === 'credit_card'
      ? await queueConfirmationEmail(tx, { orderId: order.orderId, baseUrl })
      : plan.kind === 'approval'
        ? await queuePreRegistrationEmail(tx, { orderId: order.orderId, baseUrl })
        : null;
  if (plan.kind === 'credit_card' && plan.card && order.paymentId !== null) {
    const charge = await input.receiving.gateway.chargeCard({
      amountCents: plan.totals.amountDueCents,
      installments: plan.installments,
      card: plan.card,
      reference: draft.order.hash,
      payer: plan.buyer,
      description: bundle.event.name,
    });
    if (!charge.approved) throw new AppError('payment_error', declinedPaymentMessage(charge.reason));
    onApproved({ gatewayReference: charge.gatewayReference, amountCents: plan.totals.amountDueCents });
    await tx
      .update(orderPayments)
      .set(approvedCardColumns(charge))
      .where(eq(orderPayments.id, order.paymentId));
  }
  return { ...order, outboxId };
}

/** One run of the write: the transaction (voiding its card on failure). */
async function writeOnce(
  ctx: AppContext,
  input: PlaceOrderInput,
  draft: OrderDraft,
  stock: StockRequest | null,
): Promise<Written> {
  const { bundle, plan } = input;
  const isHoldBounded = input.holdLimits.perBuyer !== null || input.holdLimits.perClient !== null;
  // A PIX order with no buyer bound to check (both switched off) is one autocommit statement: one
  // round trip, the hot stock rows never held while a reply travels (ADR 0025). Everything else
  // needs more than the statement: a PIX order first counts what its buyer already holds, under
  // the buyer's locks (ADR 0251); free and card orders queue their e-mails (and charge the card)
  // before COMMIT; a pre-registration's e-mail commits with it.
  const needsTransaction =
    plan.kind !== 'pix' ||
    isHoldBounded ||
    bundle.settings.uniqueParticipantEmail ||
    input.stockGuard === 'none';
  if (!needsTransaction) return { ...(await writeOrder(ctx.db, draft, stock)), outboxId: null };
  // Assigned inside the transaction's callback, read after it threw.
  let approved = null as ApprovedCharge | null;
  try {
    return await ctx.db.transaction((tx) =>
      writeInTransaction(ctx, tx, input, draft, stock, (charge) => {
        approved = charge;
      }),
    );
  } catch (error) {
    if (approved) throw await voidCharge(ctx, input.receiving.gateway, approved, error);
    throw error;
  }
}

/**
 * The gateway approved the card but the order was not committed (ADR 0042): void the charge, so
 * nobody pays for an order that does not exist. Returns what to throw: the original error when the
 * write will be retried (it charges again), otherwise a message saying the charge was cancelled.
 */
export async function voidCharge(
  ctx: AppContext,
  gateway: PaymentGateway,
  charge: ApprovedCharge,
  cause: unknown,
): Promise<unknown> {
  const result = await gateway.voidCardCharge(charge).catch((error: unknown) => ({
    voided: false as const,
    reason: error instanceof Error ? error.message : String(error),
  }));
  if (!result.voided) {
    // Money taken for nothing: this line is what an operator refunds by hand from.
    ctx.log.error(
      { gatewayReference: charge.gatewayReference, amountCents: charge.amountCents, reason: result.reason },
      'card charge approved for an order that was not written, and the void failed: refund it',
    );
    return cause;
  }
  ctx.log.warn(
    { gatewayReference: charge.gatewayReference },
    'card charge voided: the order was not written',
  );
  if (isRetryable(cause) || cause instanceof AppError) return cause;
  return new AppError('internal_error', CARD_VOIDED_MESSAGE, {
    logMessage: `order not committed after card approval: ${cause instanceof Error ? cause.message : String(cause)}`,
  });
}

export async function placeOrder(ctx: AppContext, input: PlaceOrderInput): Promise<RegistrationResult> {
  const { bundle, plan, now } = input;
  const hash = newOrderHash();
  // A PIX charge is only an amount and a reference until paid, so it is built before the write
  // and simply discarded if the places cannot be taken.
  const pix =
    plan.kind === 'pix'
      ? await input.receiving.gateway
          .createPixCharge({
            amountCents: plan.totals.amountDueCents,
            txid: randomBytes(12).toString('hex').toUpperCase(),
            description: bundle.event.name,
            expiresAt: new Date(now.getTime() + bundle.settings.pixHoldMinutes * 60_000),
            payer: plan.buyer,
          })
          .catch((cause: unknown) => {
            throw pixUnavailable(cause);
          })
      : null;
  const draft = buildDraft(input, hash, pix);

  // Pre-registrations take no stock at all: candidates take places only when selected (ADR 0021).
  const stock: StockRequest | null =
    plan.kind === 'approval'
      ? null
      : {
          eventId: bundle.event.id,
          quantities: plan.quantities,
          places: plan.participants.length,
          couponId: plan.coupon?.id ?? null,
        };
  // A deadlock or serialization failure runs the whole write again (ADR 0040); a refusal does not.
  const written = await withRetry(() => writeOnce(ctx, input, draft, stock), logRetries(ctx.log)).catch(
    async (error: unknown) => {
      // The refused statement left nothing behind; explain it from live figures, outside it.
      if (error instanceof StockRefusedError) throw await refusalError(ctx.db, error.stock);
      throw error;
    },
  );
  if (written.outboxId !== null) await ctx.jobs.enqueueEmail(written.outboxId);
  // A PIX lives in one browser until paid: the buyer also gets it by e-mail (issue 22). After the
  // order's autocommit statement, so the hot stock rows are never held for it (ADR 0025).
  if (plan.kind === 'pix') {
    const pixMail = await queuePendingPixEmail(ctx.db, {
      orderId: written.orderId,
      baseUrl: appBaseUrl(ctx.config),
    });
    if (pixMail !== null) await ctx.jobs.enqueueEmail(pixMail);
  }

  return toRegistrationResult({
    orderId: written.orderId,
    hash,
    status: draft.order.status,
    paymentMethod: draft.order.paymentMethod,
    installments: plan.installments,
    totalCents: plan.totals.totalCents,
    discountCents: plan.totals.discountCents,
    couponCode: plan.coupon?.code ?? null,
    payment:
      written.paymentPublicId === null
        ? null
        : {
            publicId: written.paymentPublicId,
            pixCode: pix?.code ?? null,
            pixExpiresAt: pix?.expiresAt ?? null,
          },
    lines: plan.totals.lines.map((l) => ({
      ticketName: bundle.tickets.find((t) => t.id === l.ticketTypeId)?.name ?? '',
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
    })),
    participants: plan.participants.map((p) => ({ uuid: p.uuid, name: p.name, ticketName: p.ticket.name })),
    checkout: bundle.settings,
  });
}
