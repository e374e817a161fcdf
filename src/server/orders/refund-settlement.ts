// Asking the gateway for one refund of the ledger and recording its answer (ADR 0411, 0415).
//
// The request carries an idempotency key made of the refund's id and attempt, so asking again
// about an unanswered refund (a timeout, a process killed mid-call) can never give money back
// twice: the gateway answers the first request's outcome. Only a clear refusal settles a refund
// as `failed` (its amount goes back to the payment and the places stay cancelled); no answer
// leaves it `processing`, and `askAgainAboutStuckRefunds` asks again later with the same key.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { recordHistory } from './order-history.ts';

export interface LedgerRefund {
  id: number;
  paymentId: number;
  amountCents: number;
  gatewayReference: string | null;
  attempt: number;
}

export interface RefundOutcome {
  refundId: number;
  amountCents: number;
  refunded: boolean;
  /** Asked, but the gateway did not answer: still `processing`, asked again later. */
  pending: boolean;
  /** The gateway's refusal, when it refused. */
  failure: string | null;
}

export const REFUND_ACCOUNT_REMOVED_MESSAGE =
  'A conta de recebimento que recebeu este pagamento foi removida: devolva o valor pelo painel do meio de pagamento.';

/** An unanswered refund is asked again after this long (the gateways answer in seconds). */
export const STUCK_REFUND_AFTER_MS = 5 * 60_000;

export function refundIdempotencyKey(refund: Pick<LedgerRefund, 'id' | 'attempt'>): string {
  return `catraca-refund-${refund.id}-${refund.attempt}`;
}

type GatewayAnswer =
  | { kind: 'refunded'; refundReference: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'unanswered' };

async function askGateway(ctx: AppContext, refund: LedgerRefund, reason: string): Promise<GatewayAnswer> {
  if (!refund.gatewayReference) {
    return { kind: 'refused', reason: 'O pagamento não tem referência no meio de pagamento.' };
  }
  // The gateway that took the money gives it back (ADR 0304): the organisation's account or the environment's.
  const [payment] = await queryRows(
    ctx.db,
    z.object({ receiving_account_id: col.int().nullable() }),
    sql`SELECT receiving_account_id FROM order_payments WHERE id = ${refund.paymentId}`,
  );
  const gateway = await ctx.gateways.forPayment({
    receivingAccountId: payment?.receiving_account_id ?? null,
  });
  if (!gateway) return { kind: 'refused', reason: REFUND_ACCOUNT_REMOVED_MESSAGE };
  try {
    const answer = await gateway.refundPayment({
      gatewayReference: refund.gatewayReference,
      amountCents: refund.amountCents,
      reason,
      idempotencyKey: refundIdempotencyKey(refund),
    });
    return answer.refunded
      ? { kind: 'refunded', refundReference: answer.refundReference }
      : { kind: 'refused', reason: answer.reason };
  } catch (err) {
    ctx.log.error({ err, refundId: refund.id }, 'refund request failed: left processing, asked again later');
    return { kind: 'unanswered' };
  }
}

/** Asks the gateway for this refund and records the answer (each in its own transaction). */
export async function settleRefund(
  ctx: AppContext,
  refund: LedgerRefund,
  reason: string,
): Promise<RefundOutcome> {
  const answer = await askGateway(ctx, refund, reason);
  const outcome = {
    refundId: refund.id,
    amountCents: refund.amountCents,
    refunded: answer.kind === 'refunded',
    pending: answer.kind === 'unanswered',
    failure: answer.kind === 'refused' ? answer.reason : null,
  };
  if (answer.kind === 'unanswered') return outcome;
  await withRetry(
    () =>
      ctx.db.transaction(async (tx) => {
        if (answer.kind === 'refunded') {
          await tx.execute(sql`UPDATE refunds SET status = 'refunded', gateway_reference = ${answer.refundReference},
            failure_reason = NULL, settled_at = now() WHERE id = ${refund.id} AND status = 'processing'`);
          return;
        }
        // The status guard: whoever settles first decides; a late duplicate answer changes nothing.
        const [row] = await queryRows(
          tx,
          z.object({ participant_ids: col.json<number[]>(), event_id: col.int() }),
          sql`UPDATE refunds SET status = 'failed', failure_reason = ${answer.reason}, settled_at = now()
              WHERE id = ${refund.id} AND status = 'processing' RETURNING participant_ids, event_id`,
        );
        if (!row) return;
        await tx.execute(sql`UPDATE order_payments SET refunded_cents = refunded_cents - ${refund.amountCents}
          WHERE id = ${refund.paymentId}`);
        await tx.execute(sql`UPDATE participants SET status = 'cancelado', refunded_cents = 0
          WHERE id = ANY(${`{${row.participant_ids.join(',')}}`}::int[]) AND status = 'reembolsado'`);
        // A late PIX's refund (no place: ADR 0044) puts the PIX back on the list to give back.
        await tx.execute(sql`UPDATE late_payments SET status = 'refund_pending', refunded_at = NULL
          WHERE order_payment_id = ${refund.paymentId} AND status = 'refunded'`);
        await recordHistory(
          tx,
          { actor: 'sistema' },
          row.participant_ids.map((participantId) => ({
            participantId,
            eventId: row.event_id,
            action: 'estorno_falhou' as const,
            reason: answer.reason,
            details: { valor_cents: refund.amountCents },
          })),
        );
      }),
    logRetries(ctx.log),
  );
  return outcome;
}

const STUCK_ROW = z.object({
  id: col.int(),
  order_payment_id: col.int(),
  amount_cents: col.int(),
  attempt: col.int(),
  reason: col.text(),
  gateway_reference: col.text().nullable(),
});

/**
 * The refunds left `processing` for a while (the gateway timed out, or the process died between
 * writing the refund and hearing back): each is claimed by moving its `asked_at`, so two nodes do
 * not ask at once, then asked again with the same idempotency key.
 */
export async function askAgainAboutStuckRefunds(
  ctx: AppContext,
  now: Date,
  limit = 50,
): Promise<{ asked: number; refunded: number; failed: number }> {
  const before = new Date(now.getTime() - STUCK_REFUND_AFTER_MS);
  const stuck = await queryRows(
    ctx.db,
    STUCK_ROW,
    sql`UPDATE refunds r SET asked_at = ${now}
        FROM order_payments op
        WHERE r.id IN (SELECT id FROM refunds WHERE status = 'processing' AND asked_at <= ${before}
                       ORDER BY asked_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          AND op.id = r.order_payment_id
        RETURNING r.id, r.order_payment_id, r.amount_cents, r.attempt, r.reason, op.gateway_reference`,
  );
  const report = { asked: stuck.length, refunded: 0, failed: 0 };
  for (const row of stuck.sort((a, b) => a.id - b.id)) {
    const outcome = await settleRefund(
      ctx,
      {
        id: row.id,
        paymentId: row.order_payment_id,
        amountCents: row.amount_cents,
        gatewayReference: row.gateway_reference,
        attempt: row.attempt,
      },
      row.reason,
    );
    if (outcome.refunded) report.refunded += 1;
    if (outcome.failure) report.failed += 1;
  }
  return report;
}
