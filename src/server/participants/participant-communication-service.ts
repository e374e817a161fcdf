// Comunicar Participantes (spec §7): who the filters or the ticked ids name, as the engine's
// recipients query, the modal's preview, and the event's communications with their delivery
// counts and failure reasons. Every function takes the event the guard loaded (OwnedEvent).
import { type SQL, sql } from 'drizzle-orm';
import { PREVIEW_SIZE, uniqueRecipients } from '../../domain/communication.ts';
import type {
  CommunicateParticipantsBody,
  CommunicateReply,
  CommunicationSummaryRow,
  ParticipantRecipientFilters,
  RecipientsPreview,
  SelectionPreviewBody,
} from '../../domain/contracts/participant-communication.ts';
import { PARTICIPANT_NOT_FOUND } from '../access/child-kinds.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import { communicateToAudience, readRecipients } from '../communications/communicate-audience.ts';
import { listEventCommunications } from '../communications/communication-service.ts';
import type { AppContext } from '../context.ts';
import { COUNT_ROW, col, queryRows } from '../db/raw-sql.ts';
import { AppError } from '../http/app-error.ts';
import { resolveSelection } from '../list-query/list-selection-sql.ts';
import { participantListSource } from './participant-list-source.ts';
import { participantScope } from './participant-scope.ts';

export const NO_PARTICIPANT_MATCHES =
  'Nenhum participante encontrado com os filtros aplicados. Ajuste os filtros para continuar.';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

interface RecipientChoice {
  filtros: ParticipantRecipientFilters;
  participantesIds?: readonly number[];
  enviarParaCompradores: boolean;
}

/** The participants (or their buyers) the choice names, in registration order. */
export function participantRecipientsQuery(
  event: { id: number; needsApproval: boolean },
  choice: RecipientChoice,
): SQL {
  const { filtros, participantesIds = [] } = choice;
  const conditions: SQL[] = [participantScope(event)];
  if (participantesIds.length > 0) conditions.push(sql`p.id = ANY(${intArray(participantesIds)}::int[])`);
  if (filtros.status?.length)
    conditions.push(sql`p.status = ANY(${`{${filtros.status.join(',')}}`}::text[])`);
  if (filtros.tipoIngresso?.length)
    conditions.push(sql`p.ticket_type_id = ANY(${intArray(filtros.tipoIngresso)}::int[])`);
  if (filtros.presenca === true) conditions.push(sql`p.checked_in_at IS NOT NULL`);
  if (filtros.presenca === false) conditions.push(sql`p.checked_in_at IS NULL`);
  const who = choice.enviarParaCompradores
    ? sql`o.buyer_email AS email, o.buyer_name AS name FROM participants p JOIN orders o ON o.id = p.order_id`
    : sql`p.email AS email, p.name AS name FROM participants p`;
  return sql`SELECT ${who} WHERE ${sql.join(conditions, sql` AND `)} ORDER BY p.id`;
}

/** Ticked ids must all be this event's: another event's participant is a 404, never skipped. */
async function checkParticipantIds(ctx: AppContext, event: OwnedEvent, ids: readonly number[]) {
  if (ids.length === 0) return;
  const [row] = await queryRows(
    ctx.db,
    COUNT_ROW,
    sql`SELECT count(*)::int AS n FROM participants p
        WHERE ${participantScope(event)} AND p.id = ANY(${intArray([...new Set(ids)])}::int[])`,
  );
  if (row?.n !== new Set(ids).size) throw AppError.notFound(PARTICIPANT_NOT_FOUND);
}

/**
 * A table selection becomes the exact ids it names, resolved now on the server (decision 0092):
 * ticked ids of another event are a 404, a frozen "all matching" whose rows changed is a 409.
 * Mixing it with the modal's filters would make "exactly those" ambiguous, so that is refused.
 */
async function selectedRecipients(
  ctx: AppContext,
  event: OwnedEvent,
  body: CommunicateParticipantsBody,
): Promise<{ filtros: ParticipantRecipientFilters; participantesIds: number[] }> {
  if (!body.selecao) return { filtros: body.filtros, participantesIds: body.participantesIds };
  const { status, tipoIngresso, presenca } = body.filtros;
  if (body.participantesIds.length > 0 || status?.length || tipoIngresso?.length || presenca != null) {
    throw AppError.validation({
      selecao: ['Envie para a seleção da tabela ou para os filtros, não para os dois.'],
    });
  }
  const ids = await resolveSelection(
    ctx.db,
    participantListSource(event),
    body.selecao,
    PARTICIPANT_NOT_FOUND,
  );
  return { filtros: {}, participantesIds: ids };
}

export async function communicateParticipants(
  ctx: AppContext,
  event: OwnedEvent,
  actorId: number,
  requested: CommunicateParticipantsBody,
): Promise<CommunicateReply> {
  await checkParticipantIds(ctx, event, requested.participantesIds);
  const body = { ...requested, ...(await selectedRecipients(ctx, event, requested)) };
  const created = await communicateToAudience(ctx, {
    event,
    actorId,
    audience: body.enviarParaCompradores ? 'compradores' : 'participantes',
    subject: body.assunto,
    message: body.mensagem,
    recipients: participantRecipientsQuery(event, body),
    filters: {
      ...body.filtros,
      enviarParaCompradores: body.enviarParaCompradores,
      participantes: body.participantesIds.length,
      ...(requested.selecao ? { selecao: requested.selecao.tipo } : {}),
    },
    nobodyMessage: NO_PARTICIPANT_MATCHES,
  });
  return {
    total_emails: created.totalEmails,
    emails_enviados: created.scheduled,
    participantes_processados: created.matched,
    comunicacao_id: created.communicationId,
  };
}

/** The modal's preview: how many participants, how many unique addresses, the first five. */
export async function previewParticipantRecipients(
  ctx: AppContext,
  event: OwnedEvent,
  choice: RecipientChoice,
): Promise<RecipientsPreview> {
  const recipients = await readRecipients(ctx, participantRecipientsQuery(event, choice));
  const unique = uniqueRecipients(recipients);
  return {
    participantes: recipients.length,
    total_emails: unique.length,
    amostra: unique.slice(0, PREVIEW_SIZE).map((r) => r.email),
  };
}

/** The preview of a table selection: the same ids the send will resolve, if nothing changes meanwhile. */
export async function previewSelectedRecipients(
  ctx: AppContext,
  event: OwnedEvent,
  { selecao, enviarParaCompradores }: SelectionPreviewBody,
): Promise<RecipientsPreview> {
  const ids = await resolveSelection(ctx.db, participantListSource(event), selecao, PARTICIPANT_NOT_FOUND);
  return previewParticipantRecipients(ctx, event, {
    filtros: {},
    participantesIds: ids,
    enviarParaCompradores,
  });
}

const FAILURE_LABELS: Record<string, string> = {
  rejected: 'Recusado pelo servidor de e-mail',
  attempts_exhausted: 'Tentativas esgotadas',
  interrupted: 'Envio interrompido (pode ter chegado; confira antes de reenviar)',
};

/** The event's communications, newest first, with counts and why deliveries failed. */
export async function listParticipantCommunications(
  ctx: AppContext,
  event: OwnedEvent,
): Promise<CommunicationSummaryRow[]> {
  const list = await listEventCommunications(ctx, event);
  const failures = await queryRows(
    ctx.db,
    COUNT_ROW.extend({ id: col.int(), failure: col.text().nullable(), example: col.text().nullable() }),
    sql`SELECT o.communication_id AS id, o.failure, count(*)::int AS n, min(o.last_error) AS example
        FROM email_outbox o JOIN communications c ON c.id = o.communication_id
        WHERE c.event_id = ${event.id} AND o.status = 'failed'
        GROUP BY o.communication_id, o.failure ORDER BY n DESC`,
  );
  return list.map((c) => ({
    id: c.id,
    audience: c.audience,
    subject: c.subject,
    createdAt: c.createdAt.toISOString(),
    createdBy: c.createdBy,
    counts: c.counts,
    falhas: failures
      .filter((f) => f.id === c.id)
      .map((f) => {
        const label = FAILURE_LABELS[f.failure ?? ''] ?? 'Falha no envio';
        return { motivo: f.example ? `${label}: ${f.example}` : label, quantidade: f.n };
      }),
  }));
}
