// One participant of the organiser's event as the Participantes tab's details dialog shows them:
// the list row's fields, contact data and every custom answer, those of fields since retired from
// the form included and marked (ADR 0150). A participant of another event, or a candidate who is
// not a participant yet (decision 0094), is a 404 like an id that does not exist.
import { sql } from 'drizzle-orm';
import type { ParticipantDetails } from '../../domain/contracts/participants.ts';
import { PARTICIPANT_NOT_FOUND } from '../access/child-kinds.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { AppError } from '../http/app-error.ts';
import { listAnswerFields, readParticipantAnswers } from './participant-answers.ts';
import { PARTICIPANT_LIST_ROW, participantListSource } from './participant-list-source.ts';
import { participantScope } from './participant-scope.ts';

export async function getParticipantDetails(
  ctx: AppContext,
  event: OwnedEvent,
  participantId: number,
): Promise<ParticipantDetails> {
  const source = participantListSource(event);
  const [row] = await queryRows(
    ctx.db,
    PARTICIPANT_LIST_ROW.extend({ phone: col.text().nullable(), cpf: col.text().nullable() }),
    sql`SELECT ${source.columns}, p.phone, p.cpf FROM participants p ${source.joins}
        WHERE ${participantScope(event)} AND p.id = ${participantId}`,
  );
  if (!row) throw AppError.notFound(PARTICIPANT_NOT_FOUND);
  const fields = await listAnswerFields(ctx.db, event.id);
  const answers = (await readParticipantAnswers(ctx.db, event.id, [participantId], fields)).get(
    participantId,
  );
  const optional = (value: unknown) =>
    value === null || value === undefined || value === '' ? null : String(value);
  return {
    ...source.toRow(row),
    telefone: optional(row.phone),
    cpf: optional(row.cpf),
    respostas: fields.flatMap((field) => {
      const resposta = answers?.get(field.id);
      return resposta === undefined
        ? []
        : [{ campoId: field.id, rotulo: field.label, resposta, removido: field.retired }];
    }),
  };
}
