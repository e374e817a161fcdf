// Cancelling places after the sale, with or without giving money back (issue 20, ADR 0411): the
// organiser's "Cancelar / Reembolsar" and the buyer's withdrawal both come here.
//
// 1. One transaction decides: it locks the orders, then the participants (ADR 0040's order: an
//    order's own rows before the counters), checks each place with the domain's rules, moves the
//    places with a status-guarded UPDATE, adds the refund to the payment with a guarded
//    `refunded_cents + x <= amount_cents`, writes a `processing` refund per payment, gives the
//    places, tickets and (when the whole order is gone) the coupon use back, and writes history.
// 2. Each refund is asked of the gateway outside any transaction (a network call holds no lock).
// 3. Each answer is settled in its own transaction (refund-settlement.ts); a refusal gives the
//    amount back to the payment and leaves the place cancelled without refund, no answer leaves
//    the refund `processing` to be asked again. Then the buyer is told.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatBRL } from '../../domain/money.ts';
import {
  allocateRefund,
  CANCELLATION_MESSAGES,
  type CancellablePlace,
  refundableCents,
  refuseCancellation,
} from '../../domain/order-lifecycle.ts';
import { PARTICIPANT_STATUSES } from '../../domain/participant-status.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { col, ID_ROW, queryRows } from '../db/raw-sql.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { queueCancellationEmails } from '../email/order-change-emails.ts';
import { AppError } from '../http/app-error.ts';
import { type HistoryActor, recordHistory } from './order-history.ts';
import { type LedgerRefund, type RefundOutcome, settleRefund } from './refund-settlement.ts';
import { releaseStock } from './stock-reservation.ts';

export const PARTICIPANT_NOT_FOUND_MESSAGE = 'Participante não encontrado.';
export { REFUND_ACCOUNT_REMOVED_MESSAGE } from './refund-settlement.ts';

export interface CancellationRequest {
  eventId: number;
  participantIds: readonly number[];
  /** Give money back (to the payment's method, through the gateway). */
  refund: boolean;
  /** Total to give back over the places; by default everything still refundable. */
  refundCents?: number | null;
  reason: string;
  by: HistoryActor;
  /** The history entry's name: an organiser's cancellation, or the buyer's withdrawal. */
  action?: 'desistencia';
  /** Test-only: the canary drops the locks and the guards to prove the race test sees a race. */
  guard?: 'guarded' | 'none';
}

export interface CancellationResult {
  cancelled: number[];
  refundedCents: number;
  refunds: RefundOutcome[];
}

const PLACE_ROW = z.object({
  id: col.int(),
  order_id: col.int(),
  ticket_type_id: col.int(),
  order_payment_id: col.int().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  amount_cents: col.int(),
  refunded_cents: col.int(),
  checked_in: z.boolean(),
  is_candidate: z.boolean(),
  payment_id: col.int().nullable(),
  payment_method: col.text().nullable(),
});
type PlaceRow = z.output<typeof PLACE_ROW>;

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** Places an order still holds: what a cancellation can leave behind. */
const LIVE = `{pago,pendente,isento,contestado}`;

interface Decided {
  cancelled: number[];
  refunds: LedgerRefund[];
  orderIds: number[];
}

async function lockPlaces(tx: Tx, request: CancellationRequest): Promise<PlaceRow[]> {
  const ids = intArray([...new Set(request.participantIds)].sort((a, b) => a - b));
  const lock = request.guard === 'none' ? sql`` : sql`FOR UPDATE`;
  if (request.guard !== 'none') {
    await tx.execute(sql`SELECT id FROM orders WHERE id IN (SELECT order_id FROM participants
      WHERE id = ANY(${ids}::int[]) AND event_id = ${request.eventId}) ORDER BY id FOR UPDATE`);
  }
  // A candidate who is not admitted yet is not a participant (decision 0094): the same 404.
  return queryRows(
    tx,
    PLACE_ROW,
    sql`SELECT p.id, p.order_id, p.ticket_type_id, p.order_payment_id, p.status, p.amount_cents,
          p.refunded_cents, p.checked_in_at IS NOT NULL AS checked_in,
          EXISTS (SELECT 1 FROM candidates c WHERE c.participant_id = p.id) AS is_candidate,
          (SELECT op.id FROM order_payments op WHERE op.status = 'fulfilled'
             AND op.method IN ('pix', 'credit_card')
             AND (op.id = p.order_payment_id OR (p.order_payment_id IS NULL AND op.order_id = p.order_id))
           ORDER BY op.id DESC LIMIT 1) AS payment_id,
          (SELECT o.payment_method FROM orders o WHERE o.id = p.order_id) AS payment_method
        FROM participants p
        WHERE p.id = ANY(${ids}::int[]) AND p.event_id = ${request.eventId}
          AND NOT EXISTS (SELECT 1 FROM candidates c WHERE c.participant_id = p.id
            AND c.status <> ALL('{pago,isento}'::text[]))
        ORDER BY p.id ${lock}`,
  );
}

function toPlace(row: PlaceRow): CancellablePlace {
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amount_cents,
    refundedCents: row.refunded_cents,
    checkedIn: row.checked_in,
  };
}

function refuse(rows: PlaceRow[]): void {
  const refusals = rows.map((row) => refuseCancellation(toPlace(row))).filter((m): m is string => m !== null);
  const [first] = refusals;
  if (!first) return;
  throw new AppError(
    'conflict',
    rows.length === 1
      ? first
      : `${refusals.length} dos participantes escolhidos não podem ser cancelados. ${first}`,
  );
}

/** The refund per place, checked against what was paid through the platform. */
function sharesOf(rows: PlaceRow[], request: CancellationRequest): Map<number, number> {
  const none = new Map(rows.map((row) => [row.id, 0]));
  if (!request.refund) return none;
  const places = rows.map(toPlace);
  const refundable = places.reduce((sum, place) => sum + refundableCents(place), 0);
  if (refundable === 0) throw new AppError('conflict', CANCELLATION_MESSAGES.nothingToRefund);
  const asked = request.refundCents ?? refundable;
  const outside = rows.find((row) => refundableCents(toPlace(row)) > 0 && row.payment_id === null);
  if (outside) {
    throw new AppError(
      'conflict',
      'Este pagamento foi registrado fora da plataforma: devolva o valor diretamente e cancele sem reembolso.',
    );
  }
  const shares = allocateRefund(places, asked);
  if (!shares || asked <= 0)
    throw new AppError('conflict', CANCELLATION_MESSAGES.refundTooLarge(formatBRL(refundable)));
  return shares;
}

async function decide(tx: Tx, request: CancellationRequest): Promise<Decided> {
  const unique = [...new Set(request.participantIds)];
  const rows = await lockPlaces(tx, request);
  if (rows.length !== unique.length) throw AppError.notFound(PARTICIPANT_NOT_FOUND_MESSAGE);
  refuse(rows);
  const shares = sharesOf(rows, request);
  const guarded = request.guard !== 'none';

  // The status guard is what makes two cancellations of one place cancel (and refund) it once.
  for (const target of ['reembolsado', 'cancelado'] as const) {
    const ids = rows
      .filter((row) => (shares.get(row.id) ?? 0) > 0 === (target === 'reembolsado'))
      .map((r) => r.id);
    if (ids.length === 0) continue;
    const moved = await queryRows(
      tx,
      ID_ROW,
      sql`UPDATE participants p SET status = ${target},
            refunded_cents = p.refunded_cents + (${JSON.stringify(Object.fromEntries(shares))}::jsonb ->> p.id::text)::int
          WHERE p.id = ANY(${intArray(ids)}::int[])
            ${guarded ? sql`AND p.status = ANY('{pago,pendente,isento}'::text[]) AND p.checked_in_at IS NULL` : sql``}
          RETURNING p.id`,
    );
    if (moved.length !== ids.length) throw new AppError('conflict', CANCELLATION_MESSAGES.alreadyCancelled);
  }

  const byPayment = new Map<number, { amount: number; ids: number[]; orderId: number }>();
  for (const row of rows) {
    const share = shares.get(row.id) ?? 0;
    if (share === 0 || row.payment_id === null) continue;
    const entry = byPayment.get(row.payment_id) ?? { amount: 0, ids: [], orderId: row.order_id };
    entry.amount += share;
    entry.ids.push(row.id);
    byPayment.set(row.payment_id, entry);
  }
  const refunds: Decided['refunds'] = [];
  for (const [paymentId, entry] of [...byPayment].sort(([a], [b]) => a - b)) {
    const [payment] = await queryRows(
      tx,
      z.object({
        id: col.int(),
        gateway_reference: col.text().nullable(),
      }),
      guarded
        ? sql`UPDATE order_payments SET refunded_cents = refunded_cents + ${entry.amount}
              WHERE id = ${paymentId} AND refunded_cents + ${entry.amount} <= amount_cents
              RETURNING id, gateway_reference`
        : sql`UPDATE order_payments SET refunded_cents = LEAST(amount_cents, refunded_cents + ${entry.amount})
              WHERE id = ${paymentId} RETURNING id, gateway_reference`,
    );
    if (!payment) throw new AppError('conflict', CANCELLATION_MESSAGES.refundTooLarge('o valor pago'));
    const [refund] = await queryRows(
      tx,
      ID_ROW,
      sql`INSERT INTO refunds (event_id, order_id, order_payment_id, amount_cents, participant_ids, reason, requested_by)
          VALUES (${request.eventId}, ${entry.orderId}, ${paymentId}, ${entry.amount},
            ${JSON.stringify(entry.ids)}::jsonb, ${request.reason}, ${request.by.actor === 'comprador' ? 'comprador' : 'organizador'})
          RETURNING id`,
    );
    if (!refund) throw new Error('refund not written');
    refunds.push({
      id: refund.id,
      paymentId,
      amountCents: entry.amount,
      gatewayReference: payment.gateway_reference,
      attempt: 1,
    });
  }

  await giveBackPlaces(tx, request.eventId, rows);
  await recordHistory(
    tx,
    request.by,
    rows.map((row) => {
      const share = shares.get(row.id) ?? 0;
      return {
        participantId: row.id,
        eventId: request.eventId,
        action: request.action ?? (share > 0 ? 'reembolsado' : 'cancelado'),
        reason: request.reason,
        details: { status_anterior: row.status, valor_reembolso_cents: share },
      };
    }),
  );
  return { cancelled: rows.map((r) => r.id), refunds, orderIds: [...new Set(rows.map((r) => r.order_id))] };
}

/**
 * Every cancelled place held an event place; those sold as tickets (not admitted candidates,
 * which take event places only: ADR 0021) also held their ticket type's stock. An order left
 * with no live place is cancelled, and gives its coupon use back.
 */
async function giveBackPlaces(tx: Tx, eventId: number, rows: PlaceRow[]): Promise<void> {
  const tickets = new Map<number, number>();
  for (const row of rows) {
    if (!row.is_candidate) tickets.set(row.ticket_type_id, (tickets.get(row.ticket_type_id) ?? 0) + 1);
  }
  const emptied = await queryRows(
    tx,
    z.object({ coupon_id: col.int().nullable() }),
    sql`UPDATE orders o SET status = 'cancelled'
        WHERE o.id = ANY(${intArray([...new Set(rows.map((r) => r.order_id))])}::int[])
          AND o.status IN ('paid', 'free', 'pending')
          AND NOT EXISTS (SELECT 1 FROM participants p WHERE p.order_id = o.id AND p.status = ANY(${LIVE}::text[]))
        RETURNING o.coupon_id`,
  );
  const coupons = emptied.map((row) => row.coupon_id).filter((id): id is number => id !== null);
  await releaseStock(tx, {
    eventId,
    quantities: [...tickets].map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity })),
    places: rows.length,
    couponId: null,
  });
  for (const couponId of coupons.sort((a, b) => a - b)) {
    await tx.execute(sql`UPDATE coupons SET uses = GREATEST(uses - 1, 0) WHERE id = ${couponId}`);
  }
}

export async function cancelParticipants(
  ctx: AppContext,
  request: CancellationRequest,
): Promise<CancellationResult> {
  const decided = await withRetry(() => ctx.db.transaction((tx) => decide(tx, request)), logRetries(ctx.log));
  const outcomes: RefundOutcome[] = [];
  for (const refund of decided.refunds) outcomes.push(await settleRefund(ctx, refund, request.reason));
  await ctx.db.transaction((tx) =>
    queueCancellationEmails(ctx, tx, {
      orderIds: decided.orderIds,
      participantIds: decided.cancelled,
      reason: request.reason,
      byBuyer: request.by.actor === 'comprador',
      refunds: outcomes,
    }),
  );
  ctx.jobs.wakeEmailSender();
  return {
    cancelled: decided.cancelled,
    refundedCents: outcomes.filter((o) => o.refunded).reduce((sum, o) => sum + o.amountCents, 0),
    refunds: outcomes,
  };
}
