// "Tentar novamente" on refunds the gateway refused (issue 20, ADR 0415). A refusal gave the
// amount back to the payment and left the places cancelled without refund; a retry takes them
// again, under the same guards as a first refund, as the same ledger row's next attempt (a new
// idempotency key: the gateway must treat it as a new request), then asks the gateway.
// Lock order (ADR 0040): the orders, then the refunds and the participants, then the payments.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RetryRefundsReply } from '../../domain/contracts/refunds.ts';
import { allocateRefund } from '../../domain/order-lifecycle.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { col, ID_ROW, queryRows } from '../db/raw-sql.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { AppError } from '../http/app-error.ts';
import { type HistoryActor, recordHistory } from './order-history.ts';
import { type LedgerRefund, settleRefund } from './refund-settlement.ts';

export const REFUND_NOT_FOUND = 'Reembolso não encontrado.';
export const REFUND_RETRY_MESSAGES = {
  notFailed: 'Este reembolso não foi recusado: não há o que tentar de novo.',
  placesChanged: 'Os participantes deste reembolso mudaram desde a recusa: cancele-os de novo com reembolso.',
  paymentChanged: 'O pagamento já não comporta este reembolso.',
} as const;

const REFUND_ROW = z.object({
  id: col.int(),
  order_id: col.int(),
  order_payment_id: col.int(),
  amount_cents: col.int(),
  participant_ids: col.json<number[]>(),
  status: col.text(),
  attempt: col.int(),
  reason: col.text(),
});

const PLACE_ROW = z.object({
  id: col.int(),
  status: col.text(),
  amount_cents: col.int(),
  checked_in: z.boolean(),
});

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

type RefundRow = z.output<typeof REFUND_ROW>;

/**
 * Takes the refund's places again as a refusal left them (cancelled, nothing given back, nobody
 * let in since), with their shares of the amount. A late PIX's refund has no place: a refusal put
 * the PIX back on its own list, where "Devolver" asks again (a new refund), so it is refused here.
 */
async function retakePlaces(tx: Tx, refund: RefundRow): Promise<Map<number, number>> {
  const places = await queryRows(
    tx,
    PLACE_ROW,
    sql`SELECT id, status, amount_cents, checked_in_at IS NOT NULL AS checked_in FROM participants
        WHERE id = ANY(${intArray(refund.participant_ids)}::int[]) ORDER BY id FOR UPDATE`,
  );
  if (places.some((place) => place.status !== 'cancelado' || place.checked_in)) {
    throw new AppError('conflict', REFUND_RETRY_MESSAGES.placesChanged);
  }
  const shares = allocateRefund(
    places.map((place) => ({
      id: place.id,
      status: 'pago',
      amountCents: place.amount_cents,
      refundedCents: 0,
    })),
    refund.amount_cents,
  );
  if (!shares) throw new AppError('conflict', REFUND_RETRY_MESSAGES.placesChanged);
  await tx.execute(sql`UPDATE participants p SET status = 'reembolsado',
      refunded_cents = (${JSON.stringify(Object.fromEntries(shares))}::jsonb ->> p.id::text)::int
    WHERE p.id = ANY(${intArray(refund.participant_ids)}::int[]) AND p.status = 'cancelado'`);
  return shares;
}

async function reopen(tx: Tx, eventId: number, ids: readonly number[], by: HistoryActor) {
  const wanted = intArray([...new Set(ids)].sort((a, b) => a - b));
  await tx.execute(sql`SELECT id FROM orders WHERE id IN (SELECT order_id FROM refunds
    WHERE id = ANY(${wanted}::int[]) AND event_id = ${eventId}) ORDER BY id FOR UPDATE`);
  const rows = await queryRows(
    tx,
    REFUND_ROW,
    sql`SELECT id, order_id, order_payment_id, amount_cents, participant_ids, status, attempt, reason
        FROM refunds WHERE id = ANY(${wanted}::int[]) AND event_id = ${eventId} ORDER BY id FOR UPDATE`,
  );
  if (rows.length !== new Set(ids).size) throw AppError.notFound(REFUND_NOT_FOUND);
  if (rows.some((row) => row.status !== 'failed'))
    throw new AppError('conflict', REFUND_RETRY_MESSAGES.notFailed);

  const reopened: LedgerRefund[] = [];
  for (const refund of rows) {
    const shares = await retakePlaces(tx, refund);
    const [payment] = await queryRows(
      tx,
      z.object({ id: col.int(), gateway_reference: col.text().nullable() }),
      sql`UPDATE order_payments SET refunded_cents = refunded_cents + ${refund.amount_cents}
          WHERE id = ${refund.order_payment_id} AND refunded_cents + ${refund.amount_cents} <= amount_cents
          RETURNING id, gateway_reference`,
    );
    if (!payment) throw new AppError('conflict', REFUND_RETRY_MESSAGES.paymentChanged);
    const moved = await queryRows(
      tx,
      ID_ROW,
      sql`UPDATE refunds SET status = 'processing', attempt = attempt + 1, failure_reason = NULL,
            settled_at = NULL, asked_at = now()
          WHERE id = ${refund.id} AND status = 'failed' RETURNING id`,
    );
    if (moved.length !== 1) throw new AppError('conflict', REFUND_RETRY_MESSAGES.notFailed);
    await recordHistory(
      tx,
      by,
      refund.participant_ids.map((participantId) => ({
        participantId,
        eventId,
        action: 'reembolsado' as const,
        reason: 'Nova tentativa de reembolso',
        details: { status_anterior: 'cancelado', valor_reembolso_cents: shares.get(participantId) ?? 0 },
      })),
    );
    reopened.push({
      id: refund.id,
      paymentId: refund.order_payment_id,
      amountCents: refund.amount_cents,
      gatewayReference: payment.gateway_reference,
      attempt: refund.attempt + 1,
    });
  }
  return { reopened, reasons: new Map(rows.map((row) => [row.id, row.reason])) };
}

export async function retryFailedRefunds(
  ctx: AppContext,
  request: { eventId: number; refundIds: readonly number[]; by: HistoryActor },
): Promise<RetryRefundsReply> {
  const { reopened, reasons } = await withRetry(
    () => ctx.db.transaction((tx) => reopen(tx, request.eventId, request.refundIds, request.by)),
    logRetries(ctx.log),
  );
  const reply: RetryRefundsReply = { reembolsados: 0, em_processamento: 0, recusados: 0 };
  for (const refund of reopened) {
    const outcome = await settleRefund(ctx, refund, reasons.get(refund.id) ?? 'Reembolso');
    if (outcome.refunded) reply.reembolsados += 1;
    else if (outcome.pending) reply.em_processamento += 1;
    else reply.recusados += 1;
  }
  return reply;
}
