// What one buyer may hold unpaid at once (issue 17 item 3, ADR 0251): places in PIX orders of an
// event that are pending and not yet expired, counted per CPF, per e-mail and per connection. Three
// anonymous PIX orders of 100 places once held a whole event for an hour; now each buyer key is
// locked (advisory, transaction-scoped, step 1 of ADR 0040's lock order) before its held places are
// counted, so parallel orders from one buyer queue behind each other instead of all passing the count.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ORDER_LIMIT_MESSAGES } from '../../domain/order-limits.ts';
import type { Tx } from '../db/client.ts';
import { col, executeSql, queryRows } from '../db/raw-sql.ts';
import { AppError } from '../http/app-error.ts';

export interface HoldKeys {
  eventId: number;
  /** CPF/CNPJ digits; null when the buyer gave none. */
  document: string | null;
  /** Lower-case, trimmed. */
  email: string;
  /** clientKeyOf(request.ip); null when the order did not come over HTTP. */
  clientKey: string | null;
}

export interface HoldLimits {
  /** Places per CPF and per e-mail; null: not bounded. */
  perBuyer: number | null;
  /** Places per connection; null: not bounded. */
  perClient: number | null;
}

/** Test-only: 'none' skips the buyer locks, so the canary can show the race they prevent. */
export type HoldGuard = 'locked' | 'none';

const HELD_ROW = z.object({
  by_document: col.int(),
  by_email: col.int(),
  by_client: col.int(),
});

function lockNames(keys: HoldKeys, limits: HoldLimits): string[] {
  const prefix = `catraca:hold:${keys.eventId}`;
  const byBuyer = limits.perBuyer !== null;
  return [
    byBuyer && keys.document ? `${prefix}:document:${keys.document}` : null,
    byBuyer ? `${prefix}:email:${keys.email}` : null,
    limits.perClient !== null && keys.clientKey ? `${prefix}:client:${keys.clientKey}` : null,
  ]
    .filter((name): name is string => name !== null)
    .sort();
}

/**
 * Refuses the order when it would take one of its buyer keys past its limit. Run inside the
 * order's transaction, before any row is written: the locks are held until COMMIT, so the count
 * of the next order of the same buyer includes this one.
 */
export async function assertUnpaidHoldAllowed(
  tx: Tx,
  keys: HoldKeys,
  places: number,
  limits: HoldLimits,
  now: Date,
  guard: HoldGuard = 'locked',
): Promise<void> {
  const names = lockNames(keys, limits);
  if (names.length === 0) return;
  if (guard === 'locked') {
    // Sorted in a subquery, so the locks are always taken in the same order (no deadlock between
    // two orders sharing two keys); the email-uniqueness locks, when any, come after these.
    await executeSql(
      tx,
      sql`SELECT count(pg_advisory_xact_lock(hashtext(s.name)))
        FROM (SELECT name FROM unnest(ARRAY[${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )}]::text[]) AS name ORDER BY name) s`,
    );
  }
  const [held] = await queryRows(
    tx,
    HELD_ROW,
    sql`SELECT
      coalesce(sum(l.q) FILTER (WHERE o.buyer_document = ${keys.document}), 0)::int AS by_document,
      coalesce(sum(l.q) FILTER (WHERE o.buyer_email = ${keys.email}), 0)::int AS by_email,
      coalesce(sum(l.q) FILTER (WHERE o.client_key = ${keys.clientKey}), 0)::int AS by_client
    FROM orders o
    CROSS JOIN LATERAL (SELECT sum(ol.quantity) AS q FROM order_lines ol WHERE ol.order_id = o.id) l
    WHERE o.event_id = ${keys.eventId}::int AND o.status = 'pending'
      AND o.expires_at > ${now.toISOString()}::timestamptz
      AND (o.buyer_document = ${keys.document} OR o.buyer_email = ${keys.email}
        OR o.client_key = ${keys.clientKey})`,
  );
  const byBuyer = Math.max(held?.by_document ?? 0, held?.by_email ?? 0);
  const byClient = held?.by_client ?? 0;
  const overBuyer = limits.perBuyer !== null && byBuyer + places > limits.perBuyer;
  const overClient = limits.perClient !== null && byClient + places > limits.perClient;
  if (overBuyer || overClient) {
    const heldNow = overBuyer ? byBuyer : byClient;
    throw new AppError('ticket_limit_exceeded', ORDER_LIMIT_MESSAGES.unpaidHoldLimit(heldNow), {
      status: 409,
      details: { held: heldNow, scope: 'unpaid_holds' },
    });
  }
}
