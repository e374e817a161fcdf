// The reads behind the Resumo (GET /api/eventos/{id}/dashboard). Each is one aggregate over the
// event's rows: the money arrives as groups of alike sales (docs/money.md), never one row per order.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SaleGroup, SaleMethod } from '../../domain/event-money.ts';
import type { Db } from '../db/client.ts';
import { COUNT_ROW, col, queryRows } from '../db/raw-sql.ts';
import { isConfirmedSql } from '../db/status-sql.ts';

/** A timestamptz as its Brazilian calendar day (fixed -03:00, decision 0003), whatever the session zone. */
export const brazilDay = (column: string) =>
  sql.raw(`to_char((${column} AT TIME ZONE 'UTC') - interval '3 hours', 'YYYY-MM-DD')`);

/**
 * Fulfilled PIX and card payments of the event's paid orders and of its candidate charges (the
 * candidate payment page), grouped by what their money depends on.
 * A payment keeps its amount less the shares of its refunded or disputed tickets, and brings what
 * its gateway reported: its fee and the day its money is released.
 */
export async function readSaleGroups(db: Db, eventId: number): Promise<SaleGroup[]> {
  // The lost shares are summed first from the few refunded or disputed rows (the status index),
  // then joined once per payment: a correlated sum per order read every order's participants.
  const rows = await queryRows(
    db,
    z.object({
      method: z.enum(['pix', 'credit_card']),
      installments: col.int().nullable(),
      gross: col.int(),
      kept: col.int(),
      gateway_fee: col.int(),
      paid_day: col.text(),
      release_day: col.text().nullable(),
      n: col.int(),
    }),
    sql`WITH lost AS (
          -- A refund recorded by the ledger (ADR 0411) loses what was given back; a refunded place
          -- from before it, or a disputed one, loses its whole share.
          SELECT op.id AS payment_id,
            sum(CASE WHEN p.status = 'reembolsado' AND p.refunded_cents > 0 THEN p.refunded_cents
                     ELSE p.amount_cents END) AS cents
          FROM participants p
          JOIN order_payments op ON op.order_id = p.order_id
            AND (p.order_payment_id IS NULL OR p.order_payment_id = op.id)
          WHERE p.event_id = ${eventId} AND p.status IN ('reembolsado', 'contestado')
          GROUP BY op.id
        )
        SELECT op.method, op.installments, op.amount_cents AS gross,
          (op.amount_cents - coalesce(lost.cents, 0))::int AS kept,
          -- What the gateway reported (ADR 0302): its fee and the day the money is released.
          coalesce(op.gateway_fee_cents, 0) AS gateway_fee,
          ${brazilDay('coalesce(op.paid_at, o.paid_at, op.created_at)')} AS paid_day,
          ${brazilDay('op.money_release_at')} AS release_day,
          count(*)::int AS n
        FROM orders o
        JOIN order_payments op ON op.order_id = o.id
        LEFT JOIN lost ON lost.payment_id = op.id
        WHERE o.event_id = ${eventId}
          -- A candidate order stays open while its charges are paid one set at a time (ADR 0170):
          -- each fulfilled charge is a sale of its own, whatever the order's status.
          -- A cancelled order keeps what was not given back (a partial refund, a cancellation without one).
          AND (o.status IN ('paid', 'cancelled')
            OR EXISTS (SELECT 1 FROM candidate_charges cc WHERE cc.order_payment_id = op.id))
          AND op.status = 'fulfilled' AND op.method IN ('pix', 'credit_card')
        GROUP BY 1, 2, 3, 4, 5, 6, 7`,
  );
  return rows.map((row) => ({
    method: row.method as SaleMethod,
    installments: Number(row.installments),
    keptCents: Math.max(0, Number(row.kept)),
    grossCents: Number(row.gross),
    gatewayFeeCents: Number(row.gateway_fee),
    paidDay: String(row.paid_day),
    releaseDay: row.release_day === null ? null : String(row.release_day),
    count: Number(row.n),
  }));
}

/**
 * Confirmed (paid or exempt) tickets per Brazilian day they were ordered, from `since` on (the
 * chart's window): a range of the (event_id, created_at) index instead of every participant.
 */
export async function readTicketsByDay(db: Db, eventId: number, since: Date): Promise<Map<string, number>> {
  const rows = await queryRows(
    db,
    COUNT_ROW.extend({ day: col.text() }),
    sql`SELECT ${brazilDay('created_at')} AS day, count(*)::int AS n
        FROM participants
        WHERE event_id = ${eventId} AND created_at >= ${since.toISOString()}::timestamptz
          AND ${isConfirmedSql(sql`status`)}
        GROUP BY 1`,
  );
  return new Map(rows.map((row) => [String(row.day), Number(row.n)]));
}

export interface TicketTypeRow {
  id: number;
  name: string;
  priceCents: number;
  quantity: number | null;
  /** Places held: paid, exempt or waiting for a PIX (ticket_types.sold). */
  held: number;
}

export async function readTicketTypes(db: Db, eventId: number): Promise<TicketTypeRow[]> {
  const rows = await queryRows(
    db,
    z.object({
      id: col.int(),
      name: col.text(),
      price_cents: col.int(),
      quantity: col.int().nullable(),
      sold: col.int(),
    }),
    sql`SELECT id, name, price_cents, quantity, sold FROM ticket_types
        WHERE event_id = ${eventId} ORDER BY position, id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    priceCents: Number(row.price_cents),
    quantity: row.quantity === null ? null : Number(row.quantity),
    held: Number(row.sold),
  }));
}

/** Participants by ticket type and status, with how many are present: one pass over the event. */
export async function readParticipantBreakdown(db: Db, eventId: number) {
  const rows = await queryRows(
    db,
    COUNT_ROW.extend({ ticket_type_id: col.int(), status: col.text(), present: col.int() }),
    sql`SELECT ticket_type_id, status, count(*)::int AS n, count(checked_in_at)::int AS present
        FROM participants WHERE event_id = ${eventId} GROUP BY 1, 2`,
  );
  return rows.map((row) => ({
    ticketTypeId: Number(row.ticket_type_id),
    status: String(row.status),
    n: Number(row.n),
    present: Number(row.present),
  }));
}

export async function readCandidateCounts(db: Db, eventId: number) {
  const rows = await queryRows(
    db,
    COUNT_ROW.extend({ status: col.text() }),
    sql`SELECT status, count(*)::int AS n FROM candidates WHERE event_id = ${eventId} GROUP BY status`,
  );
  return rows.map((row) => ({ status: String(row.status), n: Number(row.n) }));
}

const EVENT_COUNTS_ROW = z.object({
  coupons: col.int(),
  active_coupons: col.int(),
  coupon_uses: col.int(),
  form_fields: col.int(),
  pix_past_hold: col.int(),
  late_pix: col.int(),
  late_pix_cents: col.int(),
  failed_emails: col.int(),
});

/** Live coupons, live form fields and the attention counts, in one round trip. */
export async function readEventCounts(db: Db, eventId: number, now: Date) {
  const [row] = await queryRows(
    db,
    EVENT_COUNTS_ROW,
    sql`SELECT
          (SELECT count(*) FROM coupons WHERE event_id = ${eventId} AND deleted_at IS NULL)::int AS coupons,
          (SELECT count(*) FROM coupons WHERE event_id = ${eventId} AND deleted_at IS NULL AND active)::int
            AS active_coupons,
          (SELECT coalesce(sum(uses), 0) FROM coupons WHERE event_id = ${eventId} AND deleted_at IS NULL)::int
            AS coupon_uses,
          (SELECT count(*) FROM form_fields WHERE event_id = ${eventId} AND retired_at IS NULL)::int
            AS form_fields,
          (SELECT count(*) FROM orders
            WHERE event_id = ${eventId} AND status = 'pending' AND expires_at < ${now.toISOString()}::timestamptz
          )::int AS pix_past_hold,
          (SELECT count(*) FROM late_payments WHERE event_id = ${eventId} AND status = 'refund_pending')::int
            AS late_pix,
          (SELECT coalesce(sum(amount_cents), 0) FROM late_payments
            WHERE event_id = ${eventId} AND status = 'refund_pending')::int AS late_pix_cents,
          (SELECT count(*) FROM email_outbox WHERE event_id = ${eventId} AND status = 'failed' AND resent_at IS NULL)::int
            AS failed_emails`,
  );
  if (!row) throw new Error('event counts: no row');
  return {
    coupons: row.coupons,
    activeCoupons: row.active_coupons,
    couponUses: row.coupon_uses,
    formFields: row.form_fields,
    pixPastHold: row.pix_past_hold,
    latePix: row.late_pix,
    latePixCents: row.late_pix_cents,
    failedEmails: row.failed_emails,
  };
}
