// The organiser's participants of one event: the list, the tab's cards and presence (spec §2
// Participants, §4 Presence). Every function takes the event the guard loaded (OwnedEvent): the
// guard proves ownership before the route even reads the input, so another organiser gets a 404
// whatever they send.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  BulkPresenceBody,
  BulkPresenceReply,
  ParticipantListQuery,
  ParticipantListReply,
  ParticipantSummary,
  PresenceReply,
} from '../../domain/contracts/participants.ts';
import type { ListQuery } from '../../domain/list-query.ts';
import type { SelectionSnapshot } from '../../domain/list-selection.ts';
import {
  attendanceRate,
  CONFIRMED_STATUSES,
  describeStatusCounts,
  PARTICIPANT_STATUS_LABELS,
  PARTICIPANT_STATUSES,
  type ParticipantStatus,
} from '../../domain/participant-status.ts';
import { PARTICIPANT_NOT_FOUND } from '../access/child-kinds.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { COUNT_ROW, col, ID_ROW, queryRows } from '../db/raw-sql.ts';
import { isConfirmedSql, isNotConfirmedSql } from '../db/status-sql.ts';
import { AppError } from '../http/app-error.ts';
import { fetchListPage } from '../list-query/list-page.ts';
import { resolveSelection, snapshotSelection } from '../list-query/list-selection-sql.ts';
import { participantListSource } from './participant-list-source.ts';
import { participantScope } from './participant-scope.ts';

/** A Postgres int[] literal: one parameter however many ids (a list of params stops at 65 535). */
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

export async function listParticipants(
  ctx: AppContext,
  event: OwnedEvent,
  query: ParticipantListQuery,
): Promise<ParticipantListReply> {
  return fetchListPage(ctx.db, participantListSource(event), query);
}

/**
 * The cards: counts by status and attendance of the whole event. Two counts per status, each an
 * index-only range of (event_id, status, id) INCLUDE (checked_in_at): half the time of one GROUP BY
 * over the table, which hashes every row (docs/decisions/0093).
 */
export async function getParticipantSummary(ctx: AppContext, event: OwnedEvent): Promise<ParticipantSummary> {
  const scope = participantScope(event);
  const rows = await queryRows(
    ctx.db,
    COUNT_ROW.extend({ status: z.enum(PARTICIPANT_STATUSES), present: col.int() }),
    sql`SELECT s.status,
          (SELECT count(*) FROM participants p WHERE ${scope} AND p.status = s.status)::int AS n,
          (SELECT count(*) FROM participants p
            WHERE ${scope} AND p.status = s.status AND p.checked_in_at IS NOT NULL)::int AS present
        FROM unnest(${`{${PARTICIPANT_STATUSES.join(',')}}`}::text[]) AS s(status)`,
  );
  const byStatus = new Map(rows.map((row) => [row.status as ParticipantStatus, row]));
  const n = (status: ParticipantStatus) => Number(byStatus.get(status)?.n ?? 0);
  const attending = CONFIRMED_STATUSES.reduce((sum, status) => sum + n(status), 0);
  const present = CONFIRMED_STATUSES.reduce(
    (sum, status) => sum + Number(byStatus.get(status)?.present ?? 0),
    0,
  );
  return {
    total: rows.reduce((sum, row) => sum + Number(row.n), 0),
    confirmados: n('pago'),
    pendentes: n('pendente'),
    estornados: n('reembolsado'),
    cancelados: n('cancelado'),
    isentos: n('isento'),
    contestados: n('contestado'),
    podemComparecer: attending,
    presentes: present,
    taxaPresenca: attendanceRate(present, attending),
  };
}

export async function snapshotParticipantSelection(
  ctx: AppContext,
  event: OwnedEvent,
  query: Pick<ListQuery, 'busca' | 'filtros'>,
): Promise<SelectionSnapshot> {
  return snapshotSelection(ctx.db, participantListSource(event), query);
}

function refuseAttendance(counts: Partial<Record<ParticipantStatus, number>>, single: boolean): never {
  const message = single
    ? `Só participantes com status Pago ou Isento podem ter presença registrada. Este participante está ${
        PARTICIPANT_STATUS_LABELS[Object.keys(counts)[0] as ParticipantStatus]
      }.`
    : `Só participantes com status Pago ou Isento podem ter presença registrada. A seleção tem ${describeStatusCounts(
        counts,
      )}: filtre por status Pago e Isento ou desmarque-os.`;
  throw new AppError('conflict', message, { details: { status: counts } });
}

/**
 * The per-day rows follow the switch (ADR 0436): marking records the arrival's own day (Brazil's
 * clock, ADR 0003) when that day has none; clearing removes every day's arrival.
 */
function syncCheckInDays(presenca: boolean) {
  return presenca
    ? sql`INSERT INTO check_ins (participant_id, event_id, day, checked_in_at)
          SELECT id, event_id, ((checked_in_at AT TIME ZONE 'UTC') - interval '3 hours')::date, checked_in_at
          FROM updated WHERE checked_in_at IS NOT NULL
          ON CONFLICT DO NOTHING RETURNING id`
    : sql`DELETE FROM check_ins WHERE participant_id IN (SELECT id FROM updated) RETURNING id`;
}

/**
 * Marks or clears one participant's presence. Marking keeps the first check-in time; only paid or
 * exempt participants may be marked; clearing is always allowed.
 */
export async function setParticipantPresence(
  ctx: AppContext,
  event: OwnedEvent,
  participantId: number,
  presenca: boolean,
): Promise<PresenceReply> {
  const eventId = event.id;
  const [updated] = await queryRows(
    ctx.db,
    ID_ROW.extend({ checked_in_at: col.date().nullable() }),
    sql`WITH updated AS (
          UPDATE participants
          SET checked_in_at = ${presenca ? sql`coalesce(checked_in_at, now())` : sql`NULL`}
          WHERE id = ${participantId} AND event_id = ${eventId}
            AND (${!presenca} OR ${isConfirmedSql(sql`status`)})
          RETURNING id, event_id, checked_in_at
        ), days AS (${syncCheckInDays(presenca)})
        SELECT id, checked_in_at FROM updated`,
  );
  if (updated) {
    const at = updated.checked_in_at;
    return { id: participantId, presenca: at !== null, presencaEm: at?.toISOString() ?? null };
  }
  const [found] = await queryRows(
    ctx.db,
    z.object({ status: z.enum(PARTICIPANT_STATUSES) }),
    sql`SELECT status FROM participants WHERE id = ${participantId} AND event_id = ${eventId}`,
  );
  if (!found) throw AppError.notFound(PARTICIPANT_NOT_FOUND);
  return refuseAttendance({ [found.status as ParticipantStatus]: 1 }, true);
}

/** Presence for a selection (ticked rows or a frozen "all matching"), all or nothing. */
export async function setBulkPresence(
  ctx: AppContext,
  event: OwnedEvent,
  { selecao, presenca }: BulkPresenceBody,
): Promise<BulkPresenceReply> {
  const eventId = event.id;
  return ctx.db.transaction(async (tx) => {
    const ids = await resolveSelection(tx, participantListSource(event), selecao, PARTICIPANT_NOT_FOUND);
    const idList = intArray(ids);
    if (presenca) {
      const offending = await queryRows(
        tx,
        COUNT_ROW.extend({ status: z.enum(PARTICIPANT_STATUSES) }),
        sql`SELECT status, count(*)::int AS n FROM participants
            WHERE id = ANY(${idList}::int[]) AND ${isNotConfirmedSql(sql`status`)} GROUP BY status`,
      );
      if (offending.length > 0) {
        refuseAttendance(
          Object.fromEntries(offending.map((row) => [row.status as ParticipantStatus, Number(row.n)])),
          false,
        );
      }
    }
    const changed = await queryRows(
      tx,
      ID_ROW,
      sql`WITH updated AS (
            UPDATE participants SET checked_in_at = ${presenca ? sql`now()` : sql`NULL`}
            WHERE id = ANY(${idList}::int[]) AND event_id = ${eventId}
              AND checked_in_at IS ${presenca ? sql`NULL` : sql`NOT NULL`}
            RETURNING id, event_id, checked_in_at
          ), days AS (${syncCheckInDays(presenca)})
          SELECT id FROM updated`,
    );
    return { selecionados: ids.length, alterados: changed.length };
  });
}
