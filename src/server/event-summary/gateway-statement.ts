// The extrato under the Resumo: per payment, what the gateway reported (gross, its fee, what it
// refunded, net, and when the money is the organiser's), read from order_payments where the
// settlement recorded it (ADR 0302). A payment whose gateway reported no fee shows none: nothing is
// invented; one without a release date gets the Resumo's estimate (ADR 0120), marked as such.
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type GatewayStatement,
  STATEMENT_PAGE_SIZE,
  type StatementLine,
  type StatementQuery,
} from '../../domain/contracts/gateway-statement.ts';
import { toInstant, toLocalParts } from '../../domain/dates.ts';
import { addDays } from '../../domain/event-money.ts';
import {
  type StatementPayment,
  statementFigures,
  summariseStatement,
} from '../../domain/gateway-statement.ts';
import type { AppContext } from '../context.ts';
import { COUNT_ROW, col, queryRows } from '../db/raw-sql.ts';
import { brazilDay } from './event-summary-queries.ts';

export type StatementFilters = Pick<StatementQuery, 'de' | 'ate' | 'metodo'>;

// What the gateway says it gave back once it was read back, or what Catraca asked it to give back
// (the refund ledger, ADR 0411), whichever is more: a refund asked after the last read-back counts.
const REFUNDED = sql.raw('greatest(op.gateway_refunded_cents, op.refunded_cents)');
const PAID_AT_COLUMN = 'coalesce(op.paid_at, o.paid_at, op.created_at)';
const PAID_AT = sql.raw(PAID_AT_COLUMN);

/** The event's fulfilled PIX and card payments the filters match: money the gateway took. */
function statementWhere(eventId: number, filters: StatementFilters): SQL {
  const parts = [
    sql`o.event_id = ${eventId}`,
    sql`op.status = 'fulfilled'`,
    sql`op.method IN ('pix', 'credit_card')`,
  ];
  if (filters.metodo) parts.push(sql`op.method = ${filters.metodo}`);
  if (filters.de) parts.push(sql`${PAID_AT} >= ${toInstant(filters.de, '00:00').toISOString()}::timestamptz`);
  if (filters.ate) {
    const end = toInstant(addDays(filters.ate, 1), '00:00');
    parts.push(sql`${PAID_AT} < ${end.toISOString()}::timestamptz`);
  }
  return sql.join(parts, sql` AND `);
}

const FROM = sql`order_payments op JOIN orders o ON o.id = op.order_id`;

const LINE_ROW = z.object({
  id: col.int(),
  public_id: col.text(),
  paid_at: col.date(),
  code: col.text(),
  buyer_name: col.text(),
  method: z.enum(['pix', 'credit_card']),
  installments: col.int(),
  gateway: col.text(),
  amount_cents: col.int(),
  fee_cents: col.int().nullable(),
  refunded_cents: col.int(),
  release_day: col.text().nullable(),
});
type LineRow = z.infer<typeof LINE_ROW>;

/** Lines in the statement's order (paid first, first listed), after `after` when given (keyset). */
export function readStatementLines(
  ctx: AppContext,
  eventId: number,
  filters: StatementFilters,
  page: { limit: number; offset?: number; after?: { paidAt: Date; id: number } },
): Promise<LineRow[]> {
  const after = page.after
    ? sql`AND (${PAID_AT}, op.id) > (${page.after.paidAt.toISOString()}::timestamptz, ${page.after.id})`
    : sql``;
  return queryRows(
    ctx.db,
    LINE_ROW,
    sql`SELECT op.id, op.public_id, ${PAID_AT} AS paid_at, o.code, o.buyer_name, op.method,
          op.installments, op.gateway, op.amount_cents, op.gateway_fee_cents AS fee_cents,
          ${REFUNDED} AS refunded_cents, ${brazilDay('op.money_release_at')} AS release_day
        FROM ${FROM}
        WHERE ${statementWhere(eventId, filters)} ${after}
        ORDER BY ${PAID_AT}, op.id
        LIMIT ${page.limit} OFFSET ${page.offset ?? 0}`,
  );
}

function toPayment(row: {
  method: 'pix' | 'credit_card';
  installments: number;
  amount_cents: number;
  refunded_cents: number;
  fee_cents: number | null;
  release_day: string | null;
  paid_day: string;
}): StatementPayment {
  return {
    method: row.method,
    installments: row.installments,
    grossCents: row.amount_cents,
    refundedCents: row.refunded_cents,
    gatewayFeeCents: row.fee_cents,
    paidDay: row.paid_day,
    releaseDay: row.release_day,
  };
}

export function toStatementLine(row: LineRow, today: string): StatementLine {
  const figures = statementFigures(toPayment({ ...row, paid_day: toLocalParts(row.paid_at).date }), today);
  return {
    id: row.public_id,
    pago_em: row.paid_at.toISOString(),
    pedido: row.code,
    comprador: row.buyer_name,
    metodo: row.method,
    parcelas: row.installments,
    gateway: row.gateway,
    bruto_cents: row.amount_cents,
    taxa_gateway_cents: row.fee_cents === null ? null : figures.feeCents,
    estornado_cents: figures.refundedCents,
    liquido_cents: figures.netCents,
    status: figures.status,
    liberacao: figures.releaseDay,
    liberacao_estimada: figures.isEstimated,
  };
}

const GROUP_ROW = COUNT_ROW.extend({
  method: z.enum(['pix', 'credit_card']),
  installments: col.int(),
  amount_cents: col.int(),
  fee_cents: col.int().nullable(),
  refunded_cents: col.int(),
  paid_day: col.text(),
  release_day: col.text().nullable(),
});

/** The totals over every matching payment, from alike payments grouped (as the Resumo does). */
async function readStatementTotals(
  ctx: AppContext,
  eventId: number,
  filters: StatementFilters,
  today: string,
) {
  const groups = await queryRows(
    ctx.db,
    GROUP_ROW,
    sql`SELECT op.method, op.installments, op.amount_cents, op.gateway_fee_cents AS fee_cents,
          ${REFUNDED} AS refunded_cents, ${brazilDay(PAID_AT_COLUMN)} AS paid_day,
          ${brazilDay('op.money_release_at')} AS release_day, count(*)::int AS n
        FROM ${FROM}
        WHERE ${statementWhere(eventId, filters)}
        GROUP BY 1, 2, 3, 4, 5, 6, 7`,
  );
  return summariseStatement(
    groups.map((group) => ({ ...toPayment(group), count: group.n })),
    today,
  );
}

export async function getGatewayStatement(
  ctx: AppContext,
  eventId: number,
  query: StatementFilters & { pagina?: number } = {},
  now = new Date(),
): Promise<GatewayStatement> {
  const today = toLocalParts(now).date;
  const totais = await readStatementTotals(ctx, eventId, query, today);
  const last = Math.max(1, Math.ceil(totais.quantidade / STATEMENT_PAGE_SIZE));
  const pagina = Math.min(query.pagina ?? 1, last);
  const rows = await readStatementLines(ctx, eventId, query, {
    limit: STATEMENT_PAGE_SIZE,
    offset: (pagina - 1) * STATEMENT_PAGE_SIZE,
  });
  return {
    linhas: rows.map((row) => toStatementLine(row, today)),
    totais,
    pagina,
    por_pagina: STATEMENT_PAGE_SIZE,
    total: totais.quantidade,
  };
}
