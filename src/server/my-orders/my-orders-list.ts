// Every order and pre-registration of one buyer's address (ADR 0471), across events, with the
// links that already exist for each: the order page (/pedido/{hash}, where the lifecycle's actions
// live), the pre-registration page, the vouchers and each paid payment's receipt. Nothing here
// acts on an order: the list points at the pages that do, and each of them re-checks its rules.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CandidateDbStatus } from '../../domain/candidate-status.ts';
import type { MyOrder, MyOrdersList } from '../../domain/contracts/my-orders.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { formatBRL } from '../../domain/money.ts';
import { myOrderState, type StoredOrderStatus } from '../../domain/my-orders.ts';
import { orderCode } from '../../domain/order-code.ts';
import { DEFAULT_WITHDRAWAL_LIMIT_HOURS, withdrawalWindow } from '../../domain/order-lifecycle.ts';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';

/** Far more than one person buys; bounds the page for an address a company shares. */
export const MY_ORDERS_MAX = 200;

// Candidates not yet paid or exempt are not admitted: the order page leaves them to the
// pre-registration page (decision 0094), and so does this list.
const ORDER_ROW = z.object({
  id: col.int(),
  hash: col.text(),
  status: z.enum(['pending', 'paid', 'free', 'awaiting_approval', 'expired', 'cancelled']),
  total_cents: col.int(),
  created_at: col.date(),
  purchased_at: col.date(),
  event_name: col.text(),
  slug: col.text(),
  event_status: col.text(),
  starts_at: col.date(),
  limit_hours: col.int().nullable(),
  places: col.int(),
  admitted: col.int(),
  confirmed: col.int(),
  cancellable: col.int(),
  candidate_statuses: col.text().nullable(),
});

const RECEIPT_ROW = z.object({
  order_id: col.int(),
  public_id: col.text(),
  amount_cents: col.int(),
  paid_at: col.date().nullable(),
});

const ORDERS_WITH_ACCESS = new Set(['paid', 'free', 'awaiting_approval', 'cancelled']);

export async function listMyOrders(
  ctx: AppContext,
  email: string,
  until: Date,
  now = new Date(),
): Promise<MyOrdersList> {
  const rows = await queryRows(
    ctx.db,
    ORDER_ROW,
    sql`SELECT o.id, o.hash, o.status, o.total_cents, o.created_at,
          coalesce(o.paid_at, o.created_at) AS purchased_at,
          e.name AS event_name, e.slug, e.status AS event_status, e.starts_at,
          s.withdrawal_limit_hours AS limit_hours,
          count(p.id)::int AS places,
          count(p.id) FILTER (WHERE c.id IS NULL OR c.status IN ('pago', 'isento'))::int AS admitted,
          count(p.id) FILTER (WHERE p.status IN ('pago', 'isento')
            AND (c.id IS NULL OR c.status IN ('pago', 'isento')))::int AS confirmed,
          count(p.id) FILTER (WHERE p.status IN ('pago', 'isento') AND p.checked_in_at IS NULL
            AND (c.id IS NULL OR c.status IN ('pago', 'isento')))::int AS cancellable,
          string_agg(c.status, ',') AS candidate_statuses
        FROM orders o
        JOIN events e ON e.id = o.event_id
        LEFT JOIN event_settings s ON s.event_id = e.id
        LEFT JOIN participants p ON p.order_id = o.id
        LEFT JOIN candidates c ON c.participant_id = p.id
        WHERE o.buyer_email = ${email}
        GROUP BY o.id, e.id, s.withdrawal_limit_hours
        ORDER BY e.starts_at DESC, o.id DESC
        LIMIT ${MY_ORDERS_MAX}`,
  );
  const receipts = rows.length
    ? await queryRows(
        ctx.db,
        RECEIPT_ROW,
        sql`SELECT order_id, public_id, amount_cents, paid_at FROM order_payments
            WHERE order_id IN (${sql.join(
              rows.map((row) => sql`${row.id}::int`),
              sql`, `,
            )}) AND status = 'fulfilled' AND amount_cents > 0
            ORDER BY paid_at NULLS LAST, id`,
      )
    : [];
  return {
    email,
    acesso_ate: until.toISOString(),
    pedidos: rows.map((row) =>
      toMyOrder(
        row,
        receipts.filter((r) => r.order_id === row.id),
        now,
      ),
    ),
  };
}

function toMyOrder(
  row: z.output<typeof ORDER_ROW>,
  receipts: z.output<typeof RECEIPT_ROW>[],
  now: Date,
): MyOrder {
  const candidates = (row.candidate_statuses?.split(',') ?? []) as CandidateDbStatus[];
  const hasOrderPage = ORDERS_WITH_ACCESS.has(row.status) && row.admitted > 0;
  const window =
    hasOrderPage && row.status !== 'cancelled'
      ? withdrawalWindow({
          purchasedAt: row.purchased_at,
          eventStartsAt: row.starts_at,
          limitHours: row.limit_hours ?? DEFAULT_WITHDRAWAL_LIMIT_HOURS,
          activePlaces: row.cancellable,
          now,
        })
      : null;
  return {
    codigo: orderCode(row.hash),
    tipo: candidates.length > 0 ? 'pre_inscricao' : 'pedido',
    situacao: myOrderState(row.status as StoredOrderStatus, candidates, row.confirmed),
    evento: {
      nome: row.event_name,
      data_inicio: row.starts_at.toISOString(),
      url: row.event_status === 'draft' ? null : `/eventos/${row.slug}`,
    },
    participantes: row.places,
    total_cents: row.total_cents,
    criado_em: row.created_at.toISOString(),
    pedido_url: hasOrderPage ? `/pedido/${row.hash}` : null,
    pre_inscricao_url: candidates.length > 0 ? `/payment/candidate/${row.hash}` : null,
    ingressos_url: row.confirmed > 0 ? `/voucher/order/${row.hash}` : null,
    recibos: receipts.map((receipt) => ({
      rotulo: `Recibo de ${formatBRL(receipt.amount_cents)}${receipt.paid_at ? ` (${formatDateBR(receipt.paid_at)})` : ''}`,
      url: `/receipt/order-payment/${receipt.public_id}`,
    })),
    cancelavel_ate: window?.open ? window.until.toISOString() : null,
  };
}
