// One payment, settled from what the gateway says now. The webhook, the reconciliation job and the
// buyer's polling all end here, possibly at the same moment for the same payment: the gateway's
// answer is read back (a notification's body is never trusted), then the order's own guarded
// confirmation (one UPDATE ... WHERE status = 'pending') decides which of them confirms, exactly
// once (ADR 0302). A payment approved after its order could take it is recorded for refund.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { confirmCandidatePix } from '../candidates/candidate-pix-confirmation.ts';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { orderPayments } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { expireOrderNow } from '../orders/order-expiry.ts';
import { type ConfirmGuard, confirmPixPaymentOnce } from '../orders/pix-confirmation.ts';
import type { GatewayPayment } from '../payments/payment-gateway.ts';
import { SANDBOX_GATEWAY_NAME } from '../payments/sandbox-payment.ts';

export type SettleOutcome =
  /** This call confirmed the payment (exactly one caller ever gets this for a payment). */
  | 'confirmed'
  /** Confirmed earlier (by a notification, the job or the buyer's polling). */
  | 'already'
  /** Approved at the gateway for an order that could no longer take it: recorded for refund. */
  | 'late'
  /** Still waiting at the gateway. */
  | 'pending'
  /** The gateway will never approve it (expired, cancelled, declined): the order's hold ended. */
  | 'closed'
  /** Not a payment of ours, or one the gateway does not know. */
  | 'unknown';

const PAYMENT_ROW = z.object({
  id: col.int(),
  public_id: z.string(),
  status: z.string(),
  amount_cents: col.int(),
  order_id: col.int(),
  order_hash: z.string(),
  order_status: z.string(),
  expires_at: col.date().nullable(),
  is_candidate_charge: col.bool(),
});

export interface SettleOptions {
  now?: Date;
  /**
   * The receiving account whose gateway charged it (ADR 0304), as the notification's URL named it;
   * null or absent: the environment's gateway.
   */
  accountId?: number | null;
  /** Test-only: the canary of the exactly-once test confirms without the status guard. */
  guard?: ConfirmGuard;
}

async function findPayment(ctx: AppContext, gatewayReference: string, accountId: number | null) {
  const [row] = await queryRows(
    ctx.db,
    PAYMENT_ROW,
    sql`SELECT p.id, p.public_id, p.status, p.amount_cents, p.order_id, o.hash AS order_hash,
        o.status AS order_status, o.expires_at,
        EXISTS (SELECT 1 FROM candidate_charges c WHERE c.order_payment_id = p.id) AS is_candidate_charge
      FROM order_payments p JOIN orders o ON o.id = p.order_id
      WHERE p.gateway_reference = ${gatewayReference} AND p.method = 'pix'
        AND p.receiving_account_id IS NOT DISTINCT FROM ${accountId}::int
        AND (${accountId}::int IS NOT NULL OR p.gateway = ${ctx.payments.name})
      LIMIT 1`,
  );
  return row ?? null;
}

/** The gateway's money figures, kept on the payment (the Resumo and the extrato read them). */
async function recordGatewayFigures(ctx: AppContext, paymentId: number, remote: GatewayPayment, now: Date) {
  await ctx.db
    .update(orderPayments)
    .set({
      gatewayStatusDetail: remote.statusDetail,
      gatewayRefundedCents: remote.refundedCents,
      gatewayCheckedAt: now,
      ...(remote.money
        ? {
            gatewayFeeCents: remote.money.feeCents,
            gatewayNetCents: remote.money.netCents,
            moneyReleaseAt: remote.money.releaseAt,
          }
        : {}),
    })
    .where(eq(orderPayments.id, paymentId));
}

export async function settlePayment(
  ctx: AppContext,
  gatewayReference: string,
  options: SettleOptions = {},
): Promise<SettleOutcome> {
  const now = options.now ?? new Date();
  const accountId = options.accountId ?? null;
  const local = await findPayment(ctx, gatewayReference, accountId);
  if (!local) return 'unknown';
  // An account removed since the charge has no credentials left to ask with.
  const gateway = await ctx.gateways.forPayment({ receivingAccountId: accountId });
  if (!gateway) return 'unknown';
  const remote = await gateway.getPayment(gatewayReference);
  if (!remote) return 'unknown';
  await recordGatewayFigures(ctx, local.id, remote, now);

  if (remote.status === 'approved' || remote.status === 'refunded') {
    if (remote.amountCents < local.amount_cents) {
      // Less than the charge: never confirmed; an operator sorts it out from this line.
      ctx.log.error(
        { paymentPublicId: local.public_id, paid: remote.amountCents, due: local.amount_cents },
        'gateway reports a payment smaller than the charge: not confirmed',
      );
      return 'pending';
    }
    try {
      if (local.status === 'fulfilled') return 'already';
      if (local.is_candidate_charge) {
        await confirmCandidatePix(ctx, local.public_id, now);
        return 'confirmed';
      }
      const { confirmedNow } = await confirmPixPaymentOnce(ctx, local.order_hash, now, {
        guard: options.guard,
      });
      return confirmedNow ? 'confirmed' : 'already';
    } catch (error) {
      if (error instanceof AppError && error.type === 'conflict') return 'late';
      throw error;
    }
  }

  if (remote.status === 'pending') return 'pending';
  // Expired, cancelled or declined at the gateway: it will never be paid, so the hold ends now.
  if (local.status !== 'pending') return 'closed';
  if (local.is_candidate_charge) {
    await ctx.db
      .update(orderPayments)
      .set({ status: 'cancelled' })
      .where(and(eq(orderPayments.id, local.id), eq(orderPayments.status, 'pending')));
  } else if (local.order_status === 'pending') {
    const holdEnd = local.expires_at ? local.expires_at.getTime() + 1 : now.getTime();
    await expireOrderNow(ctx, local.order_id, new Date(Math.max(now.getTime(), holdEnd)));
  }
  return 'closed';
}

/** The buyer's page polls: a pending payment of a real gateway is asked about right then. */
export async function refreshPendingPayment(
  ctx: AppContext,
  paymentPublicId: string,
): Promise<SettleOutcome | null> {
  const [row] = await ctx.db
    .select({
      reference: orderPayments.gatewayReference,
      gateway: orderPayments.gateway,
      accountId: orderPayments.receivingAccountId,
    })
    .from(orderPayments)
    .where(and(eq(orderPayments.publicId, paymentPublicId), eq(orderPayments.status, 'pending')))
    .limit(1);
  if (!row?.reference || row.gateway === SANDBOX_GATEWAY_NAME) return null;
  // The page keeps polling: a gateway that does not answer now is asked again in 10 seconds.
  return settlePayment(ctx, row.reference, { accountId: row.accountId }).catch((error: unknown) => {
    ctx.log.warn({ err: error, paymentPublicId }, 'gateway not reachable while the buyer polled');
    return null;
  });
}
