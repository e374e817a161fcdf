// What the organiser sees of refunds (issue 20, ADR 0415): a cancelled event's progress, and every
// refund of the event that is not done (waiting for the gateway, or refused and worth a retry).
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

export async function eventRefundOverview(ctx: AppContext, eventId: number): Promise<EventRefunds> {
  const [cancelamento, open] = await Promise.all([
    cancellationRefundProgress(ctx.db, eventId),
    queryRows(
      ctx.db,
      OPEN_REFUND_ROW,
      sql`SELECT r.id, o.code, o.buyer_name, r.amount_cents, r.status, r.failure_reason, r.asked_at
          FROM refunds r JOIN orders o ON o.id = r.order_id
          WHERE r.event_id = ${eventId} AND r.status IN ('processing', 'failed')
          ORDER BY r.id
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
  };
}
