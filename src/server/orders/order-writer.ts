// The rows of a new order and the places it takes, written by one statement inside the
// caller's transaction.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { COUPON_MESSAGES } from '../../domain/coupon.ts';
import { EVENT_STATUSES, eventStatusRefusal, SELLING_EVENT_STATUS } from '../../domain/event-lifecycle.ts';
import { orderCode } from '../../domain/order-code.ts';
import type { Tx } from '../db/client.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import type { orderPayments, orders } from '../db/schema.ts';
import { participants } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { PlannedParticipant } from './participant-plan.ts';
import { executePrepared } from './prepared-sql.ts';
import { eventFull, insufficientStock } from './registration-plan.ts';
import type { StockRequest } from './stock-reservation.ts';

/** The code is derived from the hash here, so no writer can store another one. */
type OrderInsert = Omit<typeof orders.$inferInsert, 'code'>;
type PaymentInsert = Omit<typeof orderPayments.$inferInsert, 'orderId'>;
type ParticipantStatus = (typeof participants.$inferInsert)['status'];

export interface OrderDraft {
  order: OrderInsert;
  lines: { ticketTypeId: number; quantity: number; unitPriceCents: number }[];
  payment: PaymentInsert | null;
  participants: PlannedParticipant[];
  participantStatus: ParticipantStatus;
  /** Approval events: one candidate row per participant, awaiting selection. */
  createCandidates: boolean;
}

export interface WrittenOrder {
  orderId: number;
  paymentId: number | null;
  /** The payment's unguessable public handle (the API's `order_payment_id`). */
  paymentPublicId: string | null;
}

/** Anything that runs raw SQL: the database (autocommit) or an open transaction. */
export type SqlExecutor = Pick<Tx, 'execute'>;

interface WriteRow {
  ok: boolean;
  order_id: number | null;
  payment_id: number | null;
  payment_public_id: string | null;
  lines_written: number;
  candidates_written: number;
  tickets_taken: number;
  event_taken: number;
  coupon_taken: number;
}

// The refusal's live figures (not the hot path: read only once an order was refused).
const LIVE_FIGURES = z.object({
  tickets: col.json<{ id: number; available: number | null }[] | null>(),
  event_remaining: col.int().nullable(),
  event_status: z.enum(EVENT_STATUSES).nullable(),
  coupon_refusal: z.enum(['not_found', 'inactive']).nullable(),
});

/**
 * The whole order in ONE statement (ADR 0025): the inserts (order, lines, payment, participants,
 * answers, candidates) first, then the guarded UPDATEs in the one lock order (ADR 0040: the event,
 * its ticket types by id, the coupon). A guarded UPDATE that takes no row aborts the statement (StockRefusedError),
 * so a refusal writes nothing. Run without a transaction it commits in the same round trip, and the
 * hot stock rows are locked only for the statement's tail and its commit.
 * With `stock` null nothing is taken: approval pre-registrations (ADR 0021), and the canary's
 * unguarded path, which counts separately.
 */
export async function writeOrder(
  db: SqlExecutor,
  draft: OrderDraft,
  stock: StockRequest | null,
): Promise<WrittenOrder> {
  const { order: o, payment: pay } = draft;
  const lines = JSON.stringify(
    draft.lines.map((l) => ({ t: l.ticketTypeId, q: l.quantity, p: l.unitPriceCents })),
  );
  const places = stock?.places ?? 0;
  const couponId = stock?.couponId ?? null;
  // The guarded UPDATEs come after the inserts and are read last by the final SELECT, so the hot
  // stock rows are locked only for the tail of the statement and its commit, not while the
  // order's rows and index entries are written (ADR 0025). They lock in the one order every writer
  // follows (ADR 0040): the event, then its ticket types by ascending id, then the coupon. With
  // more than one type, `lt` locks them sorted before `st` touches any, whatever join the planner
  // picks; one type needs no sorting, and the hot single-type sale skips that step.
  const ticketGuard =
    (stock?.quantities.length ?? 0) > 1
      ? sql`lt AS (SELECT tt.id FROM ticket_types tt WHERE tt.id IN (SELECT req.t FROM req)
          ORDER BY tt.id FOR NO KEY UPDATE),
        st AS (UPDATE ticket_types tt SET sold = tt.sold + req.q FROM req
          WHERE tt.id = req.t AND tt.id IN (SELECT lt.id FROM lt)
            AND (tt.quantity IS NULL OR tt.sold + req.q <= tt.quantity)
          RETURNING tt.id)`
      : sql`st AS (UPDATE ticket_types tt SET sold = tt.sold + req.q FROM req
          WHERE tt.id = req.t AND (tt.quantity IS NULL OR tt.sold + req.q <= tt.quantity)
          RETURNING tt.id)`;
  const guards = stock
    ? sql`,
      se AS (UPDATE events SET places_taken = places_taken + ${places}::int
        WHERE id = ${o.eventId}::int AND ${places}::int > 0 AND places_taken + ${places}::int <= capacity
          AND status = ${SELLING_EVENT_STATUS}
        RETURNING id),
      ${ticketGuard},
      sc AS (UPDATE coupons SET uses = uses + 1
        WHERE id = ${couponId}::int AND active AND deleted_at IS NULL
          AND (usage_limit IS NULL OR uses + 1 <= usage_limit)
        RETURNING id)`
    : sql`,
      se AS (SELECT 1 WHERE FALSE), st AS (SELECT 1 WHERE FALSE), sc AS (SELECT 1 WHERE FALSE)`;
  const expected = stock
    ? [stock.places > 0 ? 1 : 0, stock.quantities.length, stock.couponId === null ? 0 : 1]
    : [0, 0, 0];
  const payment = pay
    ? sql`p AS (INSERT INTO order_payments (order_id, method, status, amount_cents, installments, gateway,
          receiving_account_id, gateway_reference, pix_code, pix_expires_at, card_brand, card_last4, paid_at)
        SELECT o.id, ${pay.method}, ${pay.status}, ${pay.amountCents}::int, ${pay.installments ?? 1}::int,
          ${pay.gateway}, ${pay.receivingAccountId ?? null}::int, ${pay.gatewayReference ?? null}, ${pay.pixCode ?? null},
          ${timestamp(pay.pixExpiresAt)}::timestamptz, ${pay.cardBrand ?? null}, ${pay.cardLast4 ?? null},
          ${timestamp(pay.paidAt)}::timestamptz
        FROM o RETURNING id, public_id)`
    : sql`p AS (SELECT NULL::int AS id, NULL::text AS public_id WHERE FALSE)`;
  const people = JSON.stringify(
    draft.participants.map((p) => ({
      u: p.uuid,
      t: p.ticket.id,
      n: p.name,
      e: p.email,
      ph: p.phone,
      c: p.cpf,
      a: p.amountCents,
    })),
  );
  const answers = JSON.stringify(
    draft.participants.flatMap((p) => p.answers.map((a) => ({ u: p.uuid, f: a.fieldId, v: a.value }))),
  );
  const candidates = draft.createCandidates
    ? sql`, ca AS (INSERT INTO candidates (participant_id, event_id, status)
        SELECT pa.id, ${o.eventId}::int, 'pre_inscrito' FROM pa RETURNING id)`
    : sql``;
  // PostgreSQL runs a data-modifying CTE when something reads it, and one nobody reads only after
  // the main query: every insert is read here, before the guards, so all of them are written
  // before the hot rows are locked (ADR 0025).
  const candidatesWritten = draft.createCandidates ? sql`(SELECT count(*) FROM ca)::int` : sql`0`;

  let rows: WriteRow[];
  try {
    rows = await executePrepared<WriteRow>(
      db,
      sql`
    WITH req AS (SELECT * FROM json_to_recordset(${lines}::json) AS r(t int, q int, p int)),
    o AS (INSERT INTO orders (event_id, hash, code, status, buyer_name, buyer_email, buyer_document, payment_method,
        installments, subtotal_cents, discount_cents, total_cents, coupon_id, idempotency_key, idempotency_fingerprint, expires_at, paid_at,
        client_key)
      SELECT ${o.eventId}::int, ${o.hash}, ${orderCode(o.hash)}, ${o.status}, ${o.buyerName}, ${o.buyerEmail}, ${o.buyerDocument ?? null},
        ${o.paymentMethod}, ${o.installments ?? 1}::int, ${o.subtotalCents}::int, ${o.discountCents ?? 0}::int,
        ${o.totalCents}::int, ${o.couponId ?? null}::int, ${o.idempotencyKey ?? null},
        ${o.idempotencyFingerprint ?? null}, ${timestamp(o.expiresAt)}::timestamptz, ${timestamp(o.paidAt)}::timestamptz,
        ${o.clientKey ?? null}
      RETURNING id),
    l AS (INSERT INTO order_lines (order_id, ticket_type_id, quantity, unit_price_cents)
      SELECT o.id, req.t, req.q, req.p FROM o, req RETURNING id),
    ${payment},
    pa AS (INSERT INTO participants (uuid, order_id, event_id, ticket_type_id, order_payment_id, name, email,
        phone, cpf, status, amount_cents)
      SELECT v.u, o.id, ${o.eventId}::int, v.t, (SELECT id FROM p), v.n, v.e, v.ph, v.c, ${draft.participantStatus}, v.a
      FROM o, json_to_recordset(${people}::json) AS v(u uuid, t int, n text, e text, ph text, c text, a int)
      RETURNING id, uuid),
    an AS (INSERT INTO participant_answers (participant_id, field_id, value)
      SELECT pa.id, v.f, v.v FROM pa JOIN json_to_recordset(${answers}::json) AS v(u uuid, f int, v text) ON pa.uuid = v.u
      RETURNING id)
    ${candidates}
    ${guards}
    SELECT (SELECT count(*) FROM an)::int AS answers_written, (SELECT id FROM o) AS order_id,
      (SELECT id FROM p) AS payment_id, (SELECT public_id FROM p) AS payment_public_id,
      (SELECT count(*) FROM l)::int AS lines_written, ${candidatesWritten} AS candidates_written,
      -- Read in lock order (ADR 0040): the event, the ticket types, the coupon.
      (SELECT count(*) FROM se)::int AS event_taken, (SELECT count(*) FROM st)::int AS tickets_taken,
      (SELECT count(*) FROM sc)::int AS coupon_taken,
      -- A guard that took no row aborts the whole statement (division by zero, SQLSTATE 22012), so a
      -- refused order leaves nothing behind; the caller explains the refusal from live figures.
      CASE WHEN (SELECT count(*) FROM se) = ${expected[0]}::int AND (SELECT count(*) FROM st) = ${expected[1]}::int
        AND (SELECT count(*) FROM sc) = ${expected[2]}::int THEN TRUE
        ELSE 1 / ((SELECT count(*) FROM se) - (SELECT count(*) FROM se)) = 1 END AS ok
  `,
    );
  } catch (err) {
    if (stock && isDivisionByZero(err)) throw new StockRefusedError(stock);
    throw err;
  }
  const [row] = rows;
  if (!row?.ok || !row.order_id) throw new Error('order statement returned nothing');
  return { orderId: row.order_id, paymentId: row.payment_id, paymentPublicId: row.payment_public_id };
}

/** A guarded UPDATE found no room: the statement was rolled back; explain it with refusalError(). */
export class StockRefusedError extends Error {
  readonly stock: StockRequest;

  constructor(stock: StockRequest) {
    super('stock refused');
    this.stock = stock;
    this.name = 'StockRefusedError';
  }
}

function isDivisionByZero(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '22012') return true;
  }
  return false;
}

/** The §8 error for the first limit that refused the order, from live figures. */
export async function refusalError(db: SqlExecutor, stock: StockRequest): Promise<AppError> {
  const ids = stock.quantities.map((q) => q.ticketTypeId);
  const [live] = await queryRows(
    db,
    LIVE_FIGURES,
    sql`
    SELECT
      (SELECT json_agg(json_build_object('id', id, 'available', quantity - sold)) FROM ticket_types
        WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}::int`),
          sql`, `,
        )})) AS tickets,
      (SELECT capacity - places_taken FROM events WHERE id = ${stock.eventId}::int) AS event_remaining,
      (SELECT status FROM events WHERE id = ${stock.eventId}::int) AS event_status,
      (SELECT CASE WHEN deleted_at IS NOT NULL THEN 'not_found' WHEN NOT active THEN 'inactive' END
        FROM coupons WHERE id = ${stock.couponId}::int) AS coupon_refusal`,
  );
  // Sales closed or the event cancelled while this order was being planned (ADR 0400).
  const statusRefusal = live?.event_status ? eventStatusRefusal(live.event_status) : null;
  if (statusRefusal) return new AppError('event_closed', statusRefusal);
  for (const { ticketTypeId, quantity } of stock.quantities) {
    const ticket = live?.tickets?.find((t) => t.id === ticketTypeId);
    if (!ticket) return insufficientStock(0, ticketTypeId);
    if (ticket.available !== null && ticket.available < quantity) {
      return insufficientStock(Math.max(0, ticket.available), ticketTypeId);
    }
  }
  const remaining = live?.event_remaining ?? 0;
  if (stock.places > 0 && remaining < stock.places) return eventFull(remaining);
  // Deactivated or deleted by the organiser between the buyer's check and this write.
  if (live?.coupon_refusal) return new AppError('invalid_coupon', COUPON_MESSAGES[live.coupon_refusal]);
  if (stock.couponId !== null) return new AppError('invalid_coupon', COUPON_MESSAGES.usage_exhausted);
  // Places came back between the refusal and this read (an order expired or was cancelled).
  return new AppError(
    'insufficient_stock',
    'Os ingressos acabaram de ser reservados por outra pessoa. Tente novamente.',
  );
}

function timestamp(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}

/**
 * Spec §8 duplicate_participant: refuses e-mails that already hold a live registration.
 * Each e-mail is claimed with a transaction-scoped advisory lock first, so two concurrent
 * orders with the same address cannot both pass the check.
 */
export async function assertEmailsAvailable(tx: Tx, eventId: number, emails: string[]): Promise<void> {
  const unique = [...new Set(emails.map((e) => e.toLowerCase()))].sort();
  const repeated = emails.filter((e, i) => emails.indexOf(e) !== i);
  if (repeated.length > 0) throw duplicate([...new Set(repeated)]);
  for (const email of unique) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`catraca:email:${eventId}:${email}`}))`);
  }
  const taken = await tx
    .select({ email: participants.email })
    .from(participants)
    .where(
      and(
        eq(participants.eventId, eventId),
        inArray(sql`lower(${participants.email})`, unique),
        notInArray(participants.status, ['cancelado', 'reembolsado']),
      ),
    );
  if (taken.length > 0) throw duplicate([...new Set(taken.map((t) => t.email.toLowerCase()))]);
}

function duplicate(emails: string[]): AppError {
  return new AppError('duplicate_participant', `Já existe inscrição para: ${emails.join(', ')}.`, {
    details: { emails },
  });
}
