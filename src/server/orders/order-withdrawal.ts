// The buyer's order page and right of withdrawal (Código de Defesa do Consumidor, art. 49; issue
// 20, ADR 0413): whoever holds the order link (its unguessable hash, the same key as the
// vouchers) sees the order and may cancel every place still active, with the whole amount given
// back through the gateway, for 7 days after the purchase and until the organiser's limit before
// the event. No organiser action is needed; the organiser sees it in the participants' history.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PublicOrder } from '../../domain/contracts/order-changes.ts';
import { orderCode } from '../../domain/order-code.ts';
import { DEFAULT_WITHDRAWAL_LIMIT_HOURS, withdrawalWindow } from '../../domain/order-lifecycle.ts';
import { buyerEditWindow } from '../../domain/participant-edit.ts';
import { PARTICIPANT_STATUSES } from '../../domain/participant-status.ts';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { AppError } from '../http/app-error.ts';
import { type CancellationResult, cancelParticipants } from './order-cancellation.ts';

export const ORDER_NOT_FOUND = 'Pedido não encontrado.';
export const WITHDRAWAL_REASON = 'Desistência do comprador (direito de arrependimento, CDC art. 49).';

const ORDER_ROW = z.object({
  id: col.int(),
  hash: col.text(),
  status: col.text(),
  event_id: col.int(),
  buyer_name: col.text(),
  total_cents: col.int(),
  purchased_at: col.date(),
  event_name: col.text(),
  slug: col.text(),
  starts_at: col.date(),
  ends_at: col.date(),
  limit_hours: col.int().nullable(),
});

const PERSON_ROW = z.object({
  id: col.int(),
  name: col.text(),
  ticket: col.text(),
  status: z.enum(PARTICIPANT_STATUSES),
  amount_cents: col.int(),
  checked_in: z.boolean(),
  admitted: z.boolean(),
});

/** Orders a buyer can withdraw from: paid or free ones (a pending PIX simply expires). */
export const CONFIRMED_ORDERS = ['paid', 'free', 'awaiting_approval', 'cancelled'];

async function loadOrder(ctx: AppContext, hash: string, now: Date) {
  const [order] = await queryRows(
    ctx.db,
    ORDER_ROW,
    sql`SELECT o.id, o.hash, o.status, o.event_id, o.buyer_name, o.total_cents,
          coalesce(o.paid_at, o.created_at) AS purchased_at,
          e.name AS event_name, e.slug, e.starts_at, e.ends_at, s.withdrawal_limit_hours AS limit_hours
        FROM orders o JOIN events e ON e.id = o.event_id LEFT JOIN event_settings s ON s.event_id = e.id
        WHERE o.hash = ${hash}`,
  );
  if (!order || !CONFIRMED_ORDERS.includes(order.status)) throw AppError.notFound(ORDER_NOT_FOUND);
  // Candidates not admitted yet are the candidate page's business, not this one's (decision 0094).
  const people = await queryRows(
    ctx.db,
    PERSON_ROW,
    sql`SELECT p.id, p.name, t.name AS ticket, p.status, p.amount_cents, p.checked_in_at IS NOT NULL AS checked_in,
          NOT EXISTS (SELECT 1 FROM candidates c WHERE c.participant_id = p.id
            AND c.status <> ALL('{pago,isento}'::text[])) AS admitted
        FROM participants p JOIN ticket_types t ON t.id = p.ticket_type_id
        WHERE p.order_id = ${order.id} ORDER BY p.id`,
  );
  const admitted = people.filter((p) => p.admitted);
  if (admitted.length === 0) throw AppError.notFound(ORDER_NOT_FOUND);
  const active = admitted.filter((p) => (p.status === 'pago' || p.status === 'isento') && !p.checked_in);
  const limitHours = order.limit_hours ?? DEFAULT_WITHDRAWAL_LIMIT_HOURS;
  const window = withdrawalWindow({
    purchasedAt: order.purchased_at,
    eventStartsAt: order.starts_at,
    limitHours,
    activePlaces: active.length,
    now,
  });
  return { order, people: admitted, active, window, limitHours };
}

export async function getPublicOrder(ctx: AppContext, hash: string, now = new Date()): Promise<PublicOrder> {
  const { order, people, window, limitHours } = await loadOrder(ctx, hash, now);
  return {
    codigo: orderCode(order.hash),
    evento: {
      nome: order.event_name,
      slug: order.slug,
      data_inicio: order.starts_at.toISOString(),
      data_fim: order.ends_at.toISOString(),
    },
    comprador: order.buyer_name,
    comprado_em: order.purchased_at.toISOString(),
    total_cents: order.total_cents,
    participantes: people.map((p) => ({
      id: p.id,
      editavel: buyerEditWindow({
        eventStartsAt: order.starts_at,
        status: p.status,
        checkedIn: p.checked_in,
        now,
      }).open,
      nome: p.name,
      tipoIngresso: p.ticket,
      status: p.status,
      valor_cents: p.amount_cents,
    })),
    edicao: { aberta: now.getTime() < order.starts_at.getTime(), ate: order.starts_at.toISOString() },
    desistencia: {
      aberta: window.open,
      ate: window.until?.toISOString() ?? null,
      motivo: window.open ? null : window.reason,
      limite_horas: limitHours,
    },
  };
}

export async function withdrawOrder(
  ctx: AppContext,
  hash: string,
  reason: string | null,
  now = new Date(),
): Promise<CancellationResult> {
  const { order, active, window } = await loadOrder(ctx, hash, now);
  if (!window.open) throw new AppError('conflict', window.reason);
  return cancelParticipants(ctx, {
    eventId: order.event_id,
    participantIds: active.map((p) => p.id),
    refund: active.some((p) => p.status === 'pago' && p.amount_cents > 0),
    reason: reason ? `${WITHDRAWAL_REASON} ${reason}` : WITHDRAWAL_REASON,
    by: { actor: 'comprador' },
    action: 'desistencia',
  });
}
