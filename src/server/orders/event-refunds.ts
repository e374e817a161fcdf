// A cancelled event refunds every paid order (issue 20, ADR 0401, 0415). Nothing is queued in a
// list of its own: what is still to refund is read from the places themselves (paid through the
// platform, not refunded, not at the door), so the job is resumable by construction. Each order
// goes through the organiser's own cancellation core (order-cancellation.ts) in its own
// transaction: a restart resumes at the first order still holding money, and an order refunded
// meanwhile (by hand, or by a second run) is no longer found; the core's status guard settles a
// race between the two (one refund).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { EventCancellationRefunds } from '../../domain/contracts/refunds.ts';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/raw-sql.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { AppError } from '../http/app-error.ts';
import { cancelParticipants } from './order-cancellation.ts';

/** The pg-boss queue that refunds cancelled events and asks again about unanswered refunds. */
export const REFUND_PAYMENTS_JOB = 'refund-payments';

/**
 * A place the cancellation still owes money to: paid, not fully given back, not checked in (the
 * door's guard), paid through the platform (money paid outside it is returned by the organiser),
 * and not a candidate still waiting for a decision (ADR 0094). `p` is participants, `e` events.
 */
const OWED_PLACE = sql`p.status = 'pago' AND p.amount_cents > p.refunded_cents AND p.checked_in_at IS NULL
  AND EXISTS (SELECT 1 FROM order_payments op WHERE op.status = 'fulfilled'
    AND op.method IN ('pix', 'credit_card')
    AND (op.id = p.order_payment_id OR (p.order_payment_id IS NULL AND op.order_id = p.order_id)))
  AND NOT EXISTS (SELECT 1 FROM candidates c WHERE c.participant_id = p.id
    AND c.status <> ALL('{pago,isento}'::text[]))`;

const OWED_ORDER_ROW = z.object({
  event_id: col.int(),
  order_id: col.int(),
  participant_ids: col.json<number[]>(),
  cancel_reason: col.text().nullable(),
});

async function ordersStillOwed(db: Executor, eventId: number | null, limit: number) {
  return queryRows(
    db,
    OWED_ORDER_ROW,
    sql`SELECT p.event_id, p.order_id, json_agg(p.id ORDER BY p.id) AS participant_ids,
          min(e.cancel_reason) AS cancel_reason
        FROM participants p JOIN events e ON e.id = p.event_id
        WHERE e.status = 'cancelled' ${eventId === null ? sql`` : sql`AND e.id = ${eventId}`}
          AND ${OWED_PLACE}
        GROUP BY p.event_id, p.order_id
        ORDER BY p.event_id, p.order_id
        LIMIT ${limit}`,
  );
}

export function eventCancelledReason(cancelReason: string | null): string {
  return cancelReason ? `Evento cancelado: ${cancelReason}` : 'Evento cancelado pela organização.';
}

export interface EventRefundRun {
  orders: number;
  refunded: number;
  pending: number;
  failed: number;
  /** Orders another refund reached first (a race the guard settled). */
  skipped: number;
}

/**
 * Refunds the orders of cancelled events that still hold money, each order once per run and in
 * its own transactions. Safe to run twice, in two processes, or after a crash mid-way.
 */
export async function refundCancelledEvents(
  ctx: AppContext,
  options: { eventId?: number; limit?: number } = {},
): Promise<EventRefundRun> {
  const owed = await ordersStillOwed(ctx.db, options.eventId ?? null, options.limit ?? 200);
  const run: EventRefundRun = { orders: owed.length, refunded: 0, pending: 0, failed: 0, skipped: 0 };
  for (const order of owed) {
    try {
      const result = await cancelParticipants(ctx, {
        eventId: order.event_id,
        participantIds: order.participant_ids,
        refund: true,
        reason: eventCancelledReason(order.cancel_reason),
        by: { actor: 'sistema' },
      });
      for (const refund of result.refunds) {
        if (refund.refunded) run.refunded += 1;
        else if (refund.pending) run.pending += 1;
        else run.failed += 1;
      }
    } catch (error) {
      // A conflict is a race lost to a manual refund or a check-in: the next run sees what is left.
      if (!(error instanceof AppError)) throw error;
      run.skipped += 1;
      ctx.log.warn({ orderId: order.order_id, err: error }, 'cancelled event: order not refunded now');
    }
  }
  return run;
}

const PROGRESS_ROW = z.object({
  aguardando: col.int(),
  concluidos: col.int(),
  em_processamento: col.int(),
  recusados: col.int(),
});

/** "Reembolsos: 12 de 40 concluídos": the orders still owed, and the refunds since the cancellation. */
export async function cancellationRefundProgress(
  db: Executor,
  eventId: number,
): Promise<EventCancellationRefunds | null> {
  const [row] = await queryRows(
    db,
    PROGRESS_ROW,
    sql`SELECT
          (SELECT count(DISTINCT p.order_id) FROM participants p WHERE p.event_id = e.id AND ${OWED_PLACE}) AS aguardando,
          (SELECT count(*) FROM refunds r WHERE r.event_id = e.id AND r.created_at >= e.cancelled_at
             AND r.status = 'refunded') AS concluidos,
          (SELECT count(*) FROM refunds r WHERE r.event_id = e.id AND r.created_at >= e.cancelled_at
             AND r.status = 'processing') AS em_processamento,
          (SELECT count(*) FROM refunds r WHERE r.event_id = e.id AND r.created_at >= e.cancelled_at
             AND r.status = 'failed') AS recusados
        FROM events e WHERE e.id = ${eventId} AND e.status = 'cancelled'`,
  );
  if (!row) return null;
  return { ...row, total: row.aguardando + row.concluidos + row.em_processamento + row.recusados };
}
