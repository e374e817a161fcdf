// A selected candidate who has not paid by their deadline loses the place (spec §4, BRIEF's shared
// rules): `selecionado` → `prazo_vencido` and the event's place goes back. One guarded UPDATE, so
// a payment confirmed at the same moment (candidate-payment-confirmation.ts) and this expiry can
// never both win: each candidate ends either pago or prazo_vencido.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SYSTEM_TRANSITIONS } from '../../domain/candidate-rules.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { statusLiteral } from '../db/status-sql.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { recordCandidateLog } from './candidate-action-log.ts';

const FROM = statusLiteral(SYSTEM_TRANSITIONS.expire.from);
const TO = statusLiteral(SYSTEM_TRANSITIONS.expire.to);

/**
 * Expires the event's selected candidates whose deadline passed; returns their ids. Lock order
 * (ADR 0040 and the shared rule): the event row, then the candidate rows in ascending id, the same
 * order the payment confirmation takes them in.
 */
export async function expireCandidateDeadlines(tx: Tx, eventId: number, now: Date): Promise<number[]> {
  const at = now.toISOString();
  await tx.execute(sql`SELECT id FROM events WHERE id = ${eventId} FOR NO KEY UPDATE`);
  const expired = await queryRows(
    tx,
    z.object({ id: col.int() }),
    sql`
    WITH due AS (
      SELECT id FROM candidates
       WHERE event_id = ${eventId} AND status = ${FROM} AND payment_deadline < ${at}::timestamptz
       ORDER BY id
         FOR UPDATE
    )
    UPDATE candidates c
       SET status = ${TO}, updated_at = ${at}::timestamptz
      FROM due
     WHERE c.id = due.id AND c.status = ${FROM} AND c.payment_deadline < ${at}::timestamptz
 RETURNING c.id`,
  );
  const ids = expired.map((row) => Number(row.id));
  if (ids.length > 0) {
    await tx.execute(
      sql`UPDATE events SET places_taken = places_taken - ${ids.length} WHERE id = ${eventId}`,
    );
    await recordCandidateLog(tx, {
      eventId,
      actor: { kind: 'sistema' },
      action: 'expire',
      at: now,
      notified: false,
      changes: ids.map((candidateId) => ({ candidateId, ...SYSTEM_TRANSITIONS.expire })),
    });
  }
  return ids;
}

/** Every event with a deadline due, each in its own transaction (run again on a deadlock). */
export async function expireDueCandidates(ctx: AppContext, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await queryRows(
    ctx.db,
    z.object({ event_id: col.int() }),
    sql`
    SELECT DISTINCT event_id FROM candidates WHERE status = ${FROM} AND payment_deadline < ${at}::timestamptz`,
  );
  let expired = 0;
  for (const { event_id } of due) {
    const ids = await withRetry(
      () => ctx.db.transaction((tx) => expireCandidateDeadlines(tx, Number(event_id), now)),
      logRetries(ctx.log),
    );
    expired += ids.length;
  }
  return expired;
}
