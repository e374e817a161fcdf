// The candidates' action log (ADR 0185). Every writer of a candidate's status calls
// recordCandidateLog with its own transaction, after its guarded UPDATE, naming only the rows that
// UPDATE returned: a refused or rolled-back change leaves no entry, and a change never goes
// unlogged. The app only inserts and reads here; nothing updates or deletes an entry.
import { sql } from 'drizzle-orm';
import {
  AUTOMATIC_ACTOR_NAMES,
  type CandidateLogAction,
  describeLogEntry,
  formatLogTime,
} from '../../domain/candidate-history.ts';
import type { CandidateDbStatus } from '../../domain/candidate-status.ts';
import type { CandidateHistoryEntry } from '../../domain/contracts/candidates.ts';
import { CANDIDATE_NOT_FOUND } from '../access/child-kinds.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/raw-sql.ts';
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
    sql`SELECT (SELECT count(*)::int FROM candidate_action_log l WHERE l.candidate_id = c.id) AS total
        FROM candidates c WHERE c.id = ${candidateId} AND c.event_id = ${event.id}`,
  );
  if (!found) throw AppError.notFound(CANDIDATE_NOT_FOUND);
  const rows = await queryRows(
    ctx.db,
    sql`SELECT l.id, l.occurred_at, l.actor_kind, l.actor_name, l.action, l.from_status, l.to_status,
               l.notified, l.batch_size, l.selection_method, d.public_id AS draw_public_id
        FROM candidate_action_log l LEFT JOIN candidate_draws d ON d.id = l.draw_id
        WHERE l.candidate_id = ${candidateId} AND l.event_id = ${event.id}
        ORDER BY l.id DESC LIMIT ${HISTORY_LIMIT}`,
  );
  return { total: Number(found.total), itens: rows.map(toHistoryEntry) };
}

function toHistoryEntry(row: Record<string, unknown>): CandidateHistoryEntry {
  const at = new Date(row.occurred_at as string);
  const facts = {
    at,
    actorName: String(row.actor_name),
    action: row.action as CandidateLogAction,
    from: row.from_status as CandidateDbStatus,
    to: row.to_status as CandidateDbStatus,
    notified: Boolean(row.notified),
    method: row.selection_method === null ? null : String(row.selection_method),
  };
  return {
    id: Number(row.id),
    data: at.toISOString(),
    data_formatada: formatLogTime(at),
    autor: facts.actorName,
    tipo_autor: row.actor_kind as CandidateHistoryEntry['tipo_autor'],
    acao: facts.action,
    descricao: describeLogEntry(facts),
    status_anterior: facts.from,
    status_novo: facts.to,
    notificado: facts.notified,
    em_lote: Number(row.batch_size),
    sorteio_id: row.draw_public_id === null ? null : String(row.draw_public_id),
  };
}
