// The outbox's state machine in SQL (ADR 0060). Every transition is one statement that checks the
// row is still where the caller believes it is, and every time comes from the database's clock,
// so any number of worker processes on one PostgreSQL agree on who owns a row.
//
//   queued ──claim──▶ sending ──hand over──▶ sending (handed) ──▶ sent | queued (retry) | failed
//                       │ stale: back to queued      │ stale: failed "interrupted"
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { col, ID_ROW, queryRows } from '../db/raw-sql.ts';
import { INTERRUPTED_REASON } from './send-failure.ts';

export interface ClaimedEmail {
  id: number;
  kind: string;
  toAddress: string;
  toName: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: Record<string, unknown> | null;
  replyTo: string | null;
  messageKey: string;
  /** Hand-overs before this one. */
  attempts: number;
  /** The request that queued it, for the sender's log lines. */
  requestId: string | null;
}

const CLAIMED_COLUMNS = sql`o.id, o.kind, o.to_address, o.to_name, o.subject, o.html, o.text,
  o.attachments, o.message_key, o.attempts, o.communication_id, o.priority, o.next_attempt_at, o.request_id`;

// A communication's deliveries read their message from the communication (one copy, not 10 000).
function withContent(claimed: ReturnType<typeof sql>) {
  return sql`
    WITH claimed AS (${claimed})
    SELECT claimed.*, c.subject AS c_subject, c.html AS c_html, c.text AS c_text, c.reply_to
    FROM claimed LEFT JOIN communications c ON c.id = claimed.communication_id
    ORDER BY claimed.priority, claimed.next_attempt_at, claimed.id`;
}

// A row of withContent(): the delivery's own message, or its communication's (c_*).
const CLAIMED_ROW = z.object({
  id: col.int(),
  kind: col.text(),
  to_address: col.text(),
  to_name: col.text().nullable(),
  subject: col.text().nullable(),
  html: col.text().nullable(),
  text: col.text().nullable(),
  attachments: col.json<Record<string, unknown> | null>(),
  message_key: col.text(),
  attempts: col.int(),
  c_subject: col.text().nullable(),
  c_html: col.text().nullable(),
  c_text: col.text().nullable(),
  reply_to: col.text().nullable(),
  request_id: col.text().nullable(),
});

function toClaimed(r: z.output<typeof CLAIMED_ROW>): ClaimedEmail {
  return {
    id: r.id,
    kind: r.kind,
    toAddress: r.to_address,
    toName: r.to_name,
    subject: String(r.subject ?? r.c_subject),
    html: String(r.html ?? r.c_html),
    text: String(r.text ?? r.c_text),
    attachments: r.attachments ?? null,
    replyTo: r.reply_to,
    messageKey: r.message_key,
    attempts: r.attempts,
    requestId: r.request_id,
  };
}

/**
 * Takes up to `limit` due rows for `workerId`, most urgent first. SKIP LOCKED lets concurrent
 * claimers pass each other's rows instead of queueing behind them, and the status flip happens in
 * the same statement, so a row is never claimed twice.
 */
export async function claimBatch(db: Db, workerId: string, limit: number): Promise<ClaimedEmail[]> {
  const claimed = await queryRows(
    db,
    CLAIMED_ROW,
    withContent(sql`
      UPDATE email_outbox o
      SET status = 'sending', claimed_by = ${workerId}, claimed_at = now(), handed_over_at = NULL
      FROM (
        SELECT id FROM email_outbox
        WHERE status = 'queued' AND next_attempt_at <= now()
        ORDER BY priority, next_attempt_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      ) picked
      WHERE o.id = picked.id
      RETURNING ${CLAIMED_COLUMNS}`),
  );
  return claimed.map(toClaimed);
}

/** Claims one queued row now, due or not (a caller that wants this e-mail out at once). */
export async function claimById(db: Db, workerId: string, id: number): Promise<ClaimedEmail | null> {
  const [claimed] = await queryRows(
    db,
    CLAIMED_ROW,
    withContent(sql`
      UPDATE email_outbox o
      SET status = 'sending', claimed_by = ${workerId}, claimed_at = now(), handed_over_at = NULL
      WHERE o.id = ${id} AND o.status = 'queued'
      RETURNING ${CLAIMED_COLUMNS}`),
  );
  return claimed ? toClaimed(claimed) : null;
}

// PostgreSQL array literal of ids, one parameter however many ids there are.
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Written just before each message goes to SMTP (several lanes' hand-overs share one statement).
 * Answers, per id, false when the claim was lost (a recovery took the row back from a worker that
 * looked dead): then the caller must not send it.
 */
export async function markHandedOver(db: Db, ids: readonly number[], workerId: string): Promise<boolean[]> {
  const updated = await queryRows(
    db,
    ID_ROW,
    sql`UPDATE email_outbox SET handed_over_at = now(), attempts = attempts + 1
        WHERE id = ANY(${idArray(ids)}) AND claimed_by = ${workerId} AND status = 'sending' RETURNING id`,
  );
  const marked = new Set(updated.map((r) => r.id));
  return ids.map((id) => marked.has(id));
}

/**
 * The server accepted them. Also overrides an "interrupted" verdict a recovery gave meanwhile to
 * this worker's row (it was alive after all, only silent): the truth is that it was sent.
 */
export async function recordSent(db: Db, ids: readonly number[], workerId: string): Promise<void> {
  await db.execute(sql`
    UPDATE email_outbox
    SET status = 'sent', sent_at = now(), failure = NULL, last_error = NULL
    WHERE id = ANY(${idArray(ids)}) AND claimed_by = ${workerId} AND status IN ('sending', 'failed')`);
}

/**
 * Back to the queue, due in `delaySeconds`. A hand-over already counted its attempt; a failure
 * before it (building the attachments) counts one here, so it cannot loop forever either.
 */
export async function recordRetry(
  db: Db,
  id: number,
  workerId: string,
  reason: string,
  delaySeconds: number,
  options: { countAttempt: boolean },
): Promise<void> {
  await db.execute(sql`
    UPDATE email_outbox
    SET status = 'queued', claimed_by = NULL, claimed_at = NULL, handed_over_at = NULL,
      attempts = attempts + ${options.countAttempt ? 1 : 0},
      next_attempt_at = now() + make_interval(secs => ${delaySeconds}), last_error = ${reason}
    WHERE id = ${id} AND claimed_by = ${workerId} AND status = 'sending'`);
}

export async function recordFailed(
  db: Db,
  id: number,
  workerId: string,
  failure: 'rejected' | 'attempts_exhausted' | 'interrupted',
  reason: string,
): Promise<void> {
  await db.execute(sql`
    UPDATE email_outbox SET status = 'failed', failure = ${failure}, last_error = ${reason}
    WHERE id = ${id} AND claimed_by = ${workerId} AND status = 'sending'`);
}

/** Keeps this worker's claims fresh while it works, so a slow SMTP server never looks like death. */
export async function heartbeat(db: Db, workerId: string, ids: readonly number[]): Promise<void> {
  await db.execute(sql`
    UPDATE email_outbox SET claimed_at = now()
    WHERE id = ANY(${idArray(ids)}) AND status = 'sending' AND claimed_by = ${workerId}`);
}

/** A worker stopping cleanly gives back what it claimed and never handed over. */
export async function releaseUnhandedClaims(db: Db, workerId: string): Promise<number> {
  const released = await queryRows(
    db,
    ID_ROW,
    sql`UPDATE email_outbox SET status = 'queued', claimed_by = NULL, claimed_at = NULL
        WHERE status = 'sending' AND claimed_by = ${workerId} AND handed_over_at IS NULL RETURNING id`,
  );
  return released.length;
}

export interface Recovery {
  requeued: number;
  interrupted: number;
}

/**
 * Claims whose worker has been silent for `timeoutSeconds` belong to a dead worker. Rows it never
 * handed over go back to the queue (nothing left this machine); rows it was handing over may have
 * been delivered, so they fail as "interrupted" for a person to check and resend (ADR 0060).
 */
export async function recoverStaleClaims(db: Db, timeoutSeconds: number): Promise<Recovery> {
  const recovered = await queryRows(
    db,
    z.object({ status: col.text() }),
    sql`
      UPDATE email_outbox SET
        status = CASE WHEN handed_over_at IS NULL THEN 'queued' ELSE 'failed' END,
        failure = CASE WHEN handed_over_at IS NULL THEN failure ELSE 'interrupted' END,
        last_error = CASE WHEN handed_over_at IS NULL THEN last_error ELSE ${INTERRUPTED_REASON} END,
        claimed_by = CASE WHEN handed_over_at IS NULL THEN NULL ELSE claimed_by END,
        claimed_at = CASE WHEN handed_over_at IS NULL THEN NULL ELSE claimed_at END
      WHERE status = 'sending' AND claimed_at < now() - make_interval(secs => ${timeoutSeconds})
      RETURNING status`,
  );
  return {
    requeued: recovered.filter((r) => r.status === 'queued').length,
    interrupted: recovered.filter((r) => r.status === 'failed').length,
  };
}

/** Seconds until the next queued row is due (null: none queued), so an idle drainer sleeps right. */
export async function secondsUntilNextDue(db: Db): Promise<number | null> {
  const [row] = await queryRows(
    db,
    z.object({ wait: col.num().nullable() }),
    sql`SELECT extract(epoch FROM min(next_attempt_at) - now())::float8 AS wait
        FROM email_outbox WHERE status = 'queued'`,
  );
  return row?.wait ?? null;
}
