// "Devolver" a PIX paid after its order expired (issue 20, ADR 0044, 0415). The money is recorded
// in late_payments (`refund_pending`); giving it back is a refund of the ledger like any other
// (a `refunds` row for the payment, with no place: the order's places were given back when it
// expired), so an unanswered one is asked again and a refused one puts the PIX back on the list.
// Lock order (ADR 0040): the orders, then the late payments, then the payments.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RetryRefundsReply } from '../../domain/contracts/refunds.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { col, ID_ROW, queryRows } from '../db/raw-sql.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { AppError } from '../http/app-error.ts';
import { type LedgerRefund, settleRefund } from './refund-settlement.ts';

export const LATE_PIX_REFUND_REASON = 'PIX pago depois de a reserva expirar';
export const LATE_PIX_MESSAGES = {
  notFound: 'PIX pago após expirar não encontrado.',
  alreadyRefunded: 'Este PIX já foi devolvido (ou a devolução está em andamento).',
  paymentChanged: 'O pagamento já não comporta esta devolução.',
} as const;

const LATE_ROW = z.object({
  id: col.int(),
  order_id: col.int(),
  order_payment_id: col.int(),
  amount_cents: col.int(),
  status: col.text(),
  gateway_reference: col.text().nullable(),
});

async function claim(tx: Tx, eventId: number, ids: readonly number[]): Promise<LedgerRefund[]> {
  const wanted = `{${[...new Set(ids)].sort((a, b) => a - b).join(',')}}`;
  await tx.execute(sql`SELECT id FROM orders WHERE id IN (SELECT order_id FROM late_payments
    WHERE id = ANY(${wanted}::int[]) AND event_id = ${eventId}) ORDER BY id FOR UPDATE`);
  const rows = await queryRows(
    tx,
    LATE_ROW,
    sql`SELECT id, order_id, order_payment_id, amount_cents, status, gateway_reference FROM late_payments
        WHERE id = ANY(${wanted}::int[]) AND event_id = ${eventId} ORDER BY id FOR UPDATE`,
  );
  if (rows.length !== new Set(ids).size) throw AppError.notFound(LATE_PIX_MESSAGES.notFound);
  if (rows.some((row) => row.status !== 'refund_pending')) {
    throw new AppError('conflict', LATE_PIX_MESSAGES.alreadyRefunded);
  }
  const claimed: LedgerRefund[] = [];
  for (const late of rows) {
    const [payment] = await queryRows(
      tx,
      z.object({ gateway_reference: col.text().nullable() }),
      sql`UPDATE order_payments SET refunded_cents = refunded_cents + ${late.amount_cents}
          WHERE id = ${late.order_payment_id} AND refunded_cents + ${late.amount_cents} <= amount_cents
          RETURNING gateway_reference`,
    );
    if (!payment) throw new AppError('conflict', LATE_PIX_MESSAGES.paymentChanged);
    const [refund] = await queryRows(
      tx,
      ID_ROW,
      sql`INSERT INTO refunds (event_id, order_id, order_payment_id, amount_cents, participant_ids, reason, requested_by)
          VALUES (${eventId}, ${late.order_id}, ${late.order_payment_id}, ${late.amount_cents}, '[]'::jsonb,
            ${LATE_PIX_REFUND_REASON}, 'organizador')
          RETURNING id`,
    );
    if (!refund) throw new Error('refund not written');
    await tx.execute(sql`UPDATE late_payments SET status = 'refunded', refunded_at = now()
      WHERE id = ${late.id} AND status = 'refund_pending'`);
    claimed.push({
      id: refund.id,
      paymentId: late.order_payment_id,
      amountCents: late.amount_cents,
      gatewayReference: late.gateway_reference ?? payment.gateway_reference,
      attempt: 1,
    });
  }
  return claimed;
}

export async function refundLatePayments(
  ctx: AppContext,
  request: { eventId: number; latePaymentIds: readonly number[] },
): Promise<RetryRefundsReply> {
  const claimed = await withRetry(
    () => ctx.db.transaction((tx) => claim(tx, request.eventId, request.latePaymentIds)),
    logRetries(ctx.log),
  );
  const reply: RetryRefundsReply = { reembolsados: 0, em_processamento: 0, recusados: 0 };
  for (const refund of claimed) {
    const outcome = await settleRefund(ctx, refund, LATE_PIX_REFUND_REASON);
    if (outcome.refunded) reply.reembolsados += 1;
    else if (outcome.pending) reply.em_processamento += 1;
    else reply.recusados += 1;
  }
  return reply;
}
