// The candidates' action log (ADR 0185). Every writer of a candidate's status calls
// recordCandidateLog with its own transaction, after its guarded UPDATE, naming only the rows that
// UPDATE returned: a refused or rolled-back change leaves no entry, and a change never goes
// unlogged. The app only inserts and reads here; nothing updates or deletes an entry.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  AUTOMATIC_ACTOR_NAMES,
  CANDIDATE_LOG_ACTION_VALUES,
  type CandidateLogAction,
  describeLogEntry,
  formatLogTime,
} from '../../domain/candidate-history.ts';
import { CANDIDATE_DB_STATUSES, type CandidateDbStatus } from '../../domain/candidate-status.ts';
import type { CandidateHistoryEntry } from '../../domain/contracts/candidates.ts';
import { CANDIDATE_NOT_FOUND } from '../access/child-kinds.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { CANDIDATE_LOG_ACTORS } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';

export type LogActor = { kind: 'organizador'; organiserId: number } | { kind: 'sistema' | 'pagamento' };

export interface CandidateLogWrite {
  eventId: number;
  actor: LogActor;
  action: CandidateLogAction;
  at: Date;
  notified: boolean;
  method?: 'cronologica' | 'sorteio' | 'manual' | null;
  drawId?: number | null;
  changes: { candidateId: number; from: CandidateDbStatus; to: CandidateDbStatus }[];
}

/**
 * One row per candidate, in one statement whatever the count (the per-candidate values travel as
 * one JSON parameter, far below PostgreSQL's 65 535 bind parameters at 5 000 ids).
 */
export async function recordCandidateLog(tx: Tx, entry: CandidateLogWrite): Promise<void> {
  if (entry.changes.length === 0) return;
  const { actor } = entry;
  const actorId = actor.kind === 'organizador' ? actor.organiserId : null;
  const actorName =
    actor.kind === 'organizador'
      ? sql`coalesce((SELECT name FROM organisers WHERE id = ${actor.organiserId}), 'Organizador')`
      : sql`${AUTOMATIC_ACTOR_NAMES[actor.kind]}`;
  const changes = entry.changes.map((c) => ({ candidate_id: c.candidateId, from: c.from, to: c.to }));
  await tx.execute(sql`
    INSERT INTO candidate_action_log (event_id, candidate_id, occurred_at, actor_kind, actor_id, actor_name,
      action, from_status, to_status, notified, batch_size, selection_method, draw_id)
    SELECT ${entry.eventId}, x.candidate_id, ${entry.at.toISOString()}::timestamptz, ${actor.kind}, ${actorId},
      ${actorName}, ${entry.action}, x."from", x."to", ${entry.notified}, ${changes.length},
      ${entry.method ?? null}, ${entry.drawId ?? null}
    FROM json_to_recordset(${JSON.stringify(changes)}::json) AS x(candidate_id int, "from" text, "to" text)
    ORDER BY x.candidate_id`);
}

/** Entries shown in the details dialog: the latest first, at most this many. */
export const HISTORY_LIMIT = 50;

/** One candidate's history, newest first; a candidate of another event is a 404. */
export async function listCandidateHistory(
  ctx: AppContext,
  event: OwnedEvent,
  candidateId: number,
): Promise<{ total: number; itens: CandidateHistoryEntry[] }> {
  const [found] = await queryRows(
    ctx.db,
    z.object({ total: col.int() }),
    sql`SELECT (SELECT count(*)::int FROM candidate_action_log l WHERE l.candidate_id = c.id) AS total
        FROM candidates c WHERE c.id = ${candidateId} AND c.event_id = ${event.id}`,
  );
  if (!found) throw AppError.notFound(CANDIDATE_NOT_FOUND);
  const rows = await queryRows(
    ctx.db,
    HISTORY_ROW,
    sql`SELECT l.id, l.occurred_at, l.actor_kind, l.actor_name, l.action, l.from_status, l.to_status,
               l.notified, l.batch_size, l.selection_method, d.public_id AS draw_public_id
        FROM candidate_action_log l LEFT JOIN candidate_draws d ON d.id = l.draw_id
        WHERE l.candidate_id = ${candidateId} AND l.event_id = ${event.id}
        ORDER BY l.id DESC LIMIT ${HISTORY_LIMIT}`,
  );
  return { total: found.total, itens: rows.map(toHistoryEntry) };
}

const HISTORY_ROW = z.object({
  id: col.int(),
  occurred_at: col.date(),
  actor_kind: z.enum(CANDIDATE_LOG_ACTORS),
  actor_name: col.text(),
  action: z.enum(CANDIDATE_LOG_ACTION_VALUES),
  from_status: z.enum(CANDIDATE_DB_STATUSES),
  to_status: z.enum(CANDIDATE_DB_STATUSES),
  notified: col.bool(),
  batch_size: col.int(),
  selection_method: col.text().nullable(),
  draw_public_id: col.text().nullable(),
});

function toHistoryEntry(row: z.output<typeof HISTORY_ROW>): CandidateHistoryEntry {
  const at = row.occurred_at;
  const facts = {
    at,
    actorName: row.actor_name,
    action: row.action,
    from: row.from_status,
    to: row.to_status,
    notified: row.notified,
    method: row.selection_method,
  };
  return {
    id: row.id,
    data: at.toISOString(),
    data_formatada: formatLogTime(at),
    autor: facts.actorName,
    tipo_autor: row.actor_kind,
    acao: facts.action,
    descricao: describeLogEntry(facts),
    status_anterior: facts.from,
    status_novo: facts.to,
    notificado: facts.notified,
    em_lote: row.batch_size,
    sorteio_id: row.draw_public_id,
  };
}
