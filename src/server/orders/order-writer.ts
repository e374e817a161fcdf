// The rows of a new order and the places it takes, written by one statement inside the
// caller's transaction.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { COUPON_MESSAGES } from '../../domain/coupon.ts';
import type { Tx } from '../db/client.ts';
import type { orderPayments, orders } from '../db/schema.ts';
import { participants } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { PlannedParticipant } from './participant-plan.ts';
import { executePrepared } from './prepared-sql.ts';
import { eventFull, insufficientStock } from './registration-plan.ts';
import type { StockRequest } from './stock-reservation.ts';

type OrderInsert = typeof orders.$inferInsert;
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
}

/** Anything that runs raw SQL: the database (autocommit) or an open transaction. */
export type SqlExecutor = Pick<Tx, 'execute'>;

interface WriteRow {
  ok: boolean;
  order_id: number | null;
  payment_id: number | null;
  tickets_taken: number;
  event_taken: number;
  coupon_taken: number;
  /** Live availability per ticket type, read under the row locks (for the refusal message). */
  tickets: { id: number; available: number | null }[] | null;
  event_remaining: number | null;
}

/**
 * The whole order in ONE statement (ADR 0025). It locks the stock rows in a fixed order (ticket
 * types by id, the event, the coupon) with SELECT … FOR NO KEY UPDATE, checks every limit on the locked
 * values, and only if all pass runs the guarded UPDATEs and the inserts (order, lines, payment,
 * participants, answers, candidates). Run without a transaction it commits in the same round trip,
 * so a hot ticket row is locked only while the database executes it; a refusal writes nothing.
 * With `stock` false (the canary's unguarded path) limits are neither checked nor counted here.
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
  const guards = stock
    ? sql`
      lk AS (SELECT tt.id, tt.sold, tt.quantity FROM ticket_types tt
        WHERE tt.id IN (SELECT t FROM req) ORDER BY tt.id FOR NO KEY UPDATE),
      ev AS (SELECT e.places_taken, e.capacity FROM events e
        WHERE e.id = ${o.eventId}::int AND ${places}::int > 0 AND (SELECT count(*) FROM lk) >= 0 FOR NO KEY UPDATE),
      cp AS (SELECT c.uses, c.usage_limit FROM coupons c
        WHERE c.id = ${couponId}::int AND (SELECT count(*) FROM ev) >= 0 FOR NO KEY UPDATE),
      ok AS (SELECT (SELECT count(*) FROM lk) = (SELECT count(*) FROM req)
        AND NOT EXISTS (SELECT 1 FROM lk JOIN req ON req.t = lk.id
          WHERE lk.quantity IS NOT NULL AND lk.sold + req.q > lk.quantity)
        AND (${places}::int = 0 OR EXISTS (SELECT 1 FROM ev WHERE ev.places_taken + ${places}::int <= ev.capacity))
        AND (${couponId}::int IS NULL OR EXISTS (SELECT 1 FROM cp WHERE cp.usage_limit IS NULL OR cp.uses + 1 <= cp.usage_limit))
        AS ok),
      st AS (UPDATE ticket_types tt SET sold = tt.sold + req.q FROM req
        WHERE tt.id = req.t AND (SELECT ok FROM ok) AND (tt.quantity IS NULL OR tt.sold + req.q <= tt.quantity)
        RETURNING tt.id),
      se AS (UPDATE events SET places_taken = places_taken + ${places}::int
        WHERE id = ${o.eventId}::int AND ${places}::int > 0 AND (SELECT ok FROM ok)
          AND places_taken + ${places}::int <= capacity RETURNING id),
      sc AS (UPDATE coupons SET uses = uses + 1
        WHERE id = ${couponId}::int AND (SELECT ok FROM ok) AND (usage_limit IS NULL OR uses + 1 <= usage_limit)
        RETURNING id),`
    : sql`
      lk AS (SELECT NULL::int AS id, NULL::int AS sold, NULL::int AS quantity WHERE FALSE),
      ev AS (SELECT NULL::int AS places_taken, NULL::int AS capacity WHERE FALSE),
      ok AS (SELECT TRUE AS ok),
      st AS (SELECT 1 WHERE FALSE), se AS (SELECT 1 WHERE FALSE), sc AS (SELECT 1 WHERE FALSE),`;
  const payment = pay
    ? sql`p AS (INSERT INTO order_payments (order_id, method, status, amount_cents, installments, gateway,
          gateway_reference, pix_code, pix_expires_at, card_brand, card_last4, paid_at)
        SELECT o.id, ${pay.method}, ${pay.status}, ${pay.amountCents}::int, ${pay.installments ?? 1}::int,
          ${pay.gateway}, ${pay.gatewayReference ?? null}, ${pay.pixCode ?? null},
          ${timestamp(pay.pixExpiresAt)}::timestamptz, ${pay.cardBrand ?? null}, ${pay.cardLast4 ?? null},
          ${timestamp(pay.paidAt)}::timestamptz
        FROM o RETURNING id)`
    : sql`p AS (SELECT NULL::int AS id WHERE FALSE)`;
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
        SELECT pa.id, ${o.eventId}::int, 'pre_inscrito' FROM pa)`
    : sql``;

  const [row] = await executePrepared<WriteRow>(
    db,
    sql`
    WITH req AS (SELECT * FROM json_to_recordset(${lines}::json) AS r(t int, q int, p int)),
    ${guards}
    o AS (INSERT INTO orders (event_id, hash, status, buyer_name, buyer_email, buyer_document, payment_method,
        installments, subtotal_cents, discount_cents, total_cents, coupon_id, idempotency_key, expires_at, paid_at)
      SELECT ${o.eventId}::int, ${o.hash}, ${o.status}, ${o.buyerName}, ${o.buyerEmail}, ${o.buyerDocument ?? null},
        ${o.paymentMethod}, ${o.installments ?? 1}::int, ${o.subtotalCents}::int, ${o.discountCents ?? 0}::int,
        ${o.totalCents}::int, ${o.couponId ?? null}::int, ${o.idempotencyKey ?? null},
        ${timestamp(o.expiresAt)}::timestamptz, ${timestamp(o.paidAt)}::timestamptz
      WHERE (SELECT ok FROM ok) RETURNING id),
    l AS (INSERT INTO order_lines (order_id, ticket_type_id, quantity, unit_price_cents)
      SELECT o.id, req.t, req.q, req.p FROM o, req),
    ${payment},
    pa AS (INSERT INTO participants (uuid, order_id, event_id, ticket_type_id, order_payment_id, name, email,
        phone, cpf, status, amount_cents)
      SELECT v.u, o.id, ${o.eventId}::int, v.t, (SELECT id FROM p), v.n, v.e, v.ph, v.c, ${draft.participantStatus}, v.a
      FROM o, json_to_recordset(${people}::json) AS v(u uuid, t int, n text, e text, ph text, c text, a int)
      RETURNING id, uuid),
    an AS (INSERT INTO participant_answers (participant_id, field_id, value)
      SELECT pa.id, v.f, v.v FROM pa JOIN json_to_recordset(${answers}::json) AS v(u uuid, f int, v text) ON pa.uuid = v.u)
    ${candidates}
    SELECT (SELECT ok FROM ok) AS ok, (SELECT id FROM o) AS order_id, (SELECT id FROM p) AS payment_id,
      (SELECT count(*) FROM st)::int AS tickets_taken, (SELECT count(*) FROM se)::int AS event_taken,
      (SELECT count(*) FROM sc)::int AS coupon_taken,
      (SELECT json_agg(json_build_object('id', id, 'available', quantity - sold) ORDER BY id) FROM lk) AS tickets,
      (SELECT capacity - places_taken FROM ev) AS event_remaining
  `,
  );
  if (!row) throw new Error('order statement returned nothing');
  if (stock) assertTaken(row, stock);
  if (!row.order_id) throw new Error('order insert returned nothing');
  return { orderId: row.order_id, paymentId: row.payment_id };
}

// Refused: the §8 error for the first limit that failed, with the live figures read under lock.
// Accepted: every guarded UPDATE must have taken its row, or the invariant above is broken.
function assertTaken(row: WriteRow, stock: StockRequest): void {
  if (!row.ok) {
    for (const { ticketTypeId, quantity } of stock.quantities) {
      const live = row.tickets?.find((t) => t.id === ticketTypeId);
      if (!live) throw insufficientStock(0, ticketTypeId);
      if (live.available !== null && live.available < quantity) {
        throw insufficientStock(Math.max(0, live.available), ticketTypeId);
      }
    }
    if (stock.places > 0 && (row.event_remaining ?? 0) < stock.places)
      throw eventFull(row.event_remaining ?? 0);
    throw new AppError('invalid_coupon', COUPON_MESSAGES.usage_exhausted);
  }
  const expected = [stock.quantities.length, stock.places > 0 ? 1 : 0, stock.couponId === null ? 0 : 1];
  if ([row.tickets_taken, row.event_taken, row.coupon_taken].some((n, i) => n !== expected[i])) {
    throw new Error(`stock guard mismatch: ${JSON.stringify({ row, expected })}`);
  }
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
