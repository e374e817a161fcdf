// The reconciliation job (pg-boss, every minute): a webhook can be lost, so every PIX still pending
// past PAYMENT_RECONCILE_AFTER_MINUTES is asked about at the gateway. A paid buyer gets the tickets
// without a notification, and a charge the gateway expired gives its places back.
import { and, asc, eq, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { orderPayments } from '../db/schema.ts';
import { SANDBOX_GATEWAY_NAME } from '../payments/sandbox-payment.ts';
import { type SettleOutcome, settlePayment } from './settle-payment.ts';

export const RECONCILE_PAYMENTS_JOB = 'reconcile-payments';
const BATCH = 200;

export type ReconcileReport = Record<SettleOutcome | 'failed', number>;

export async function reconcilePendingPayments(ctx: AppContext, now = new Date()): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    confirmed: 0,
    already: 0,
    late: 0,
    pending: 0,
    closed: 0,
    unknown: 0,
    failed: 0,
  };
  const before = new Date(now.getTime() - ctx.config.PAYMENT_RECONCILE_AFTER_MINUTES * 60_000);
  const due = await ctx.db
    .select({ reference: orderPayments.gatewayReference, accountId: orderPayments.receivingAccountId })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.status, 'pending'),
        eq(orderPayments.method, 'pix'),
        // The sandbox's PIX is confirmed by its "simulate payment" action; there is nobody to ask.
        ne(orderPayments.gateway, SANDBOX_GATEWAY_NAME),
        // An organisation's account (ADR 0304), or the environment's gateway as it is now.
        or(isNotNull(orderPayments.receivingAccountId), eq(orderPayments.gateway, ctx.payments.name)),
        isNotNull(orderPayments.gatewayReference),
        lt(orderPayments.createdAt, before),
      ),
    )
    .orderBy(asc(orderPayments.createdAt))
    .limit(BATCH);
  for (const { reference, accountId } of due) {
    if (!reference) continue;
    try {
      report[await settlePayment(ctx, reference, { now, accountId })] += 1;
    } catch (error) {
      // One unreachable payment does not stop the others; the next run asks again.
      report.failed += 1;
      ctx.log.warn({ err: error, gatewayReference: reference }, 'reconciliation could not settle a payment');
    }
  }
  return report;
}
