// What the organiser sees of refunds (issue 20, ADR 0415): a cancelled event's progress, every
// refund of the event that is not done (waiting for the gateway, or refused and worth a retry),
// and the PIX paid after expiring that are still to give back (ADR 0044).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type EventRefunds, REFUND_STATUSES } from '../../domain/contracts/refunds.ts';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { cancellationRefundProgress } from './event-refunds.ts';

/** The list is for acting on; a longer one is worked through page by page as retries clear it. */
const OPEN_REFUNDS_SHOWN = 100;

const OPEN_REFUND_ROW = z.object({
  id: col.int(),
  code: col.text(),
  buyer_name: col.text(),
  amount_cents: col.int(),
  status: z.enum(REFUND_STATUSES),
  failure_reason: col.text().nullable(),
  asked_at: col.date(),
});

const LATE_PIX_ROW = z.object({
  id: col.int(),
  code: col.text(),
  buyer_name: col.text(),
  amount_cents: col.int(),
  received_at: col.date(),
  last_failure: col.text().nullable(),
});

export async function eventRefundOverview(ctx: AppContext, eventId: number): Promise<EventRefunds> {
  const [cancelamento, open, late] = await Promise.all([
    cancellationRefundProgress(ctx.db, eventId),
    queryRows(
      ctx.db,
      OPEN_REFUND_ROW,
      sql`SELECT r.id, o.code, o.buyer_name, r.amount_cents, r.status, r.failure_reason, r.asked_at
          FROM refunds r JOIN orders o ON o.id = r.order_id
          WHERE r.event_id = ${eventId} AND r.status IN ('processing', 'failed')
            -- A late PIX's refused refund is shown on the PIX itself, which "Devolver" asks again.
            AND NOT (r.status = 'failed' AND r.participant_ids = '[]'::jsonb)
          ORDER BY r.id
          LIMIT ${OPEN_REFUNDS_SHOWN}`,
    ),
    // Exactly the PIX the Resumo's "pagos depois de expirar" counts (ADR 0044).
    queryRows(
      ctx.db,
      LATE_PIX_ROW,
      sql`SELECT l.id, o.code, o.buyer_name, l.amount_cents, l.received_at,
            (SELECT r.failure_reason FROM refunds r WHERE r.order_payment_id = l.order_payment_id
              AND r.status = 'failed' ORDER BY r.id DESC LIMIT 1) AS last_failure
          FROM late_payments l JOIN orders o ON o.id = l.order_id
          WHERE l.event_id = ${eventId} AND l.status = 'refund_pending'
          ORDER BY l.id
          LIMIT ${OPEN_REFUNDS_SHOWN}`,
    ),
  ]);
  return {
    cancelamento,
    pendencias: open.map((row) => ({
      id: row.id,
      codigo_pedido: row.code,
      comprador: row.buyer_name,
      valor_cents: row.amount_cents,
      status: row.status,
      motivo_falha: row.failure_reason,
      solicitado_em: row.asked_at.toISOString(),
    })),
    pix_tardios: late.map((row) => ({
      id: row.id,
      codigo_pedido: row.code,
      comprador: row.buyer_name,
      valor_cents: row.amount_cents,
      pago_em: row.received_at.toISOString(),
      ultima_falha: row.last_failure,
    })),
  };
}
