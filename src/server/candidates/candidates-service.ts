// The organiser's reads of the Pré-Inscritos tab: the list, the cards and one candidate's details.
// Every function takes the event the guard loaded (OwnedEvent: ownership proven before the route runs).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { computeSlots, defaultDeadline, maxSelectable } from '../../domain/candidate-rules.ts';
import { CANDIDATE_DB_STATUSES, type CandidateDbStatus } from '../../domain/candidate-status.ts';
import type {
  CandidateDetails,
  CandidateListQuery,
  CandidateListReply,
  CandidateSummary,
} from '../../domain/contracts/candidates.ts';
import { parseAddress } from '../../domain/participant-form.ts';
import { CANDIDATE_NOT_FOUND } from '../access/child-kinds.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { COUNT_ROW, col, queryRows } from '../db/raw-sql.ts';
import { isConfirmedSql } from '../db/status-sql.ts';
import { AppError } from '../http/app-error.ts';
import { fetchListPage } from '../list-query/list-page.ts';
import { CANDIDATE_LIST_ROW, candidateListSource } from './candidate-list-source.ts';

export async function listCandidates(
  ctx: AppContext,
  event: OwnedEvent,
  query: CandidateListQuery,
): Promise<CandidateListReply> {
  return fetchListPage(ctx.db, candidateListSource(event.id), query);
}

/** Counts by status and the slot inputs of one event (spec §4 Slots). */
export async function countCandidates(db: Db | Tx, eventId: number) {
  const rows = await queryRows(
    db,
    COUNT_ROW.extend({ status: z.enum(CANDIDATE_DB_STATUSES) }),
    sql`SELECT c.status, count(*)::int AS n FROM candidates c WHERE c.event_id = ${eventId} GROUP BY c.status`,
  );
  const [others] = await queryRows(
    db,
    COUNT_ROW,
    sql`SELECT count(*)::int AS n FROM participants p
        WHERE p.event_id = ${eventId} AND ${isConfirmedSql(sql`p.status`)}
          AND NOT EXISTS (SELECT 1 FROM candidates c WHERE c.participant_id = p.id)`,
  );
  const byStatus = Object.fromEntries(CANDIDATE_DB_STATUSES.map((s) => [s, 0])) as Record<
    CandidateDbStatus,
    number
  >;
  for (const row of rows) byStatus[row.status] = row.n;
  return { byStatus, confirmedParticipants: others?.n ?? 0 };
}

export async function getCandidateSummary(ctx: AppContext, event: OwnedEvent): Promise<CandidateSummary> {
  const { byStatus, confirmedParticipants } = await countCandidates(ctx.db, event.id);
  const slots = computeSlots({
    capacity: event.capacity,
    confirmedParticipants,
    selectedCandidates: byStatus.selecionado,
    exemptCandidates: byStatus.pago + byStatus.isento,
  });
  return {
    vagas: {
      total: slots.total,
      ocupadas: slots.occupied,
      disponiveis: slots.available,
      percentual: slots.percent,
    },
    contagem: byStatus,
    maximoSelecionavel: maxSelectable(slots, byStatus.pre_inscrito),
    prazoPadrao: defaultDeadline({ value: event.approvalDeadlineValue, unit: event.approvalDeadlineUnit }),
  };
}

const DETAILS_ROW = CANDIDATE_LIST_ROW.extend({
  buyer_name: col.text(),
  buyer_email: col.text(),
});
const ANSWER_ROW = z.object({ id: col.int(), label: col.text(), type: col.text(), value: col.text() });

export async function getCandidateDetails(
  ctx: AppContext,
  event: OwnedEvent,
  candidateId: number,
): Promise<CandidateDetails> {
  const source = candidateListSource(event.id);
  const [raw] = await queryRows(
    ctx.db,
    DETAILS_ROW,
    sql`SELECT ${source.columns}, o.buyer_name, o.buyer_email
        FROM candidates c ${source.joins} JOIN orders o ON o.id = p.order_id
        WHERE c.id = ${candidateId} AND c.event_id = ${event.id}`,
  );
  if (!raw) throw AppError.notFound(CANDIDATE_NOT_FOUND);
  const answers = await queryRows(
    ctx.db,
    ANSWER_ROW,
    sql`SELECT f.id, f.label, f.type, a.value FROM participant_answers a JOIN form_fields f ON f.id = a.field_id
        WHERE a.participant_id = ${raw.participant_id} AND NOT a.is_hidden AND a.value <> ''
        ORDER BY f.position, f.id`,
  );
  const dadosPreenchidos: CandidateDetails['dadosPreenchidos'] = {};
  // Keyed by label as the spec says; two fields may share a label, and neither answer may be lost:
  // the second is "Instituição (2)", and so on, in form order (ADR 0163).
  for (const answer of answers) {
    const label = String(answer.label);
    let key = label;
    for (let n = 2; key in dadosPreenchidos; n += 1) key = `${label} (${n})`;
    const value = String(answer.value);
    const address = answer.type === 'address' ? parseAddress(value) : null;
    dadosPreenchidos[key] = address
      ? { tipoDoCampo: 'address', valor: { ...address, complemento: address.complemento || null } }
      : { tipoDoCampo: String(answer.type), valor: value };
  }
  return {
    ...source.toRow(raw),
    cpf: raw.cpf ? String(raw.cpf) : null,
    nomeComprador: String(raw.buyer_name),
    emailComprador: String(raw.buyer_email),
    dadosPreenchidos,
  };
}
