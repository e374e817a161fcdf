// "Comunicar Pré-inscritos" (spec §5 Communication, §7 comunicar-pre-inscritos): resolves the
// recipients from the ids or filters sent and hands them to the one communications engine
// (src/server/communications/, ADR 0062) with the audience 'pre_inscritos'.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { communicationMessage, NO_CANDIDATE_RECIPIENTS } from '../../domain/candidate-rules.ts';
import { CANDIDATE_DB_STATUSES } from '../../domain/candidate-status.ts';
import { PREVIEW_SIZE, uniqueRecipients } from '../../domain/communication.ts';
import type { CandidateRecipientsPreview, CommunicateBody } from '../../domain/contracts/candidates.ts';
import { CANDIDATE_NOT_FOUND } from '../access/child-kinds.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import { readRecipients } from '../communications/communicate-audience.ts';
import { createCommunication } from '../communications/communication-service.ts';
import type { AppContext } from '../context.ts';
import { COUNT_ROW, ID_ROW, queryRows } from '../db/raw-sql.ts';
import { AppError } from '../http/app-error.ts';
import { recordCandidateLog } from './candidate-action-log.ts';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

type RecipientChoice = Pick<CommunicateBody, 'candidatosIds' | 'filtros'>;

/**
 * The candidates the ticked ids or the filters name, in registration order, after checking every
 * ticked id is this event's (another event's candidate is a 404, never skipped).
 */
async function candidateRecipients(ctx: AppContext, event: OwnedEvent, choice: RecipientChoice) {
  const ids = [...new Set(choice.candidatosIds ?? [])];
  const conditions = [sql`c.event_id = ${event.id}`];
  if (ids.length > 0) conditions.push(sql`c.id = ANY(${intArray(ids)}::int[])`);
  const status = choice.filtros?.status ?? [];
  if (status.length > 0) conditions.push(sql`c.status = ANY(${`{${status.join(',')}}`}::text[])`);
  const types = choice.filtros?.tipoIngresso ?? [];
  if (types.length > 0) conditions.push(sql`p.ticket_type_id = ANY(${intArray(types)}::int[])`);
  if (ids.length > 0) {
    const [owned] = await queryRows(
      ctx.db,
      COUNT_ROW,
      sql`SELECT count(*)::int AS n FROM candidates WHERE event_id = ${event.id} AND id = ANY(${intArray(ids)}::int[])`,
    );
    if (owned?.n !== ids.length) throw AppError.notFound(CANDIDATE_NOT_FOUND);
  }
  const where = sql.join(conditions, sql` AND `);
  const recipients = await readRecipients(
    ctx,
    sql`SELECT p.email, p.name FROM candidates c JOIN participants p ON p.id = c.participant_id
        WHERE ${where} ORDER BY c.id`,
  );
  return { ids, status, types, recipients, where };
}

/** The modal's preview, as the participants' one: how many candidates, unique addresses, the first five. */
export async function previewCandidateRecipients(
  ctx: AppContext,
  event: OwnedEvent,
  choice: RecipientChoice,
): Promise<CandidateRecipientsPreview> {
  const { recipients } = await candidateRecipients(ctx, event, choice);
  const unique = uniqueRecipients(recipients);
  return {
    pre_inscritos: recipients.length,
    total_emails: unique.length,
    amostra: unique.slice(0, PREVIEW_SIZE).map((r) => r.email),
  };
}

export async function communicateCandidates(
  ctx: AppContext,
  organiserId: number,
  event: OwnedEvent,
  body: CommunicateBody,
) {
  const { ids, status, types, recipients, where } = await candidateRecipients(ctx, event, body);
  if (recipients.length === 0) throw new AppError('validation', NO_CANDIDATE_RECIPIENTS);
  const at = new Date();
  const created = await ctx.db.transaction(async (tx) => {
    const communication = await createCommunication(
      ctx,
      {
        event,
        actorId: organiserId,
        audience: 'pre_inscritos',
        subject: body.assunto,
        message: body.mensagem,
        recipients,
        filters: { candidatosIds: ids, status, tipoIngresso: types },
      },
      tx,
    );
    // The candidates the message went to, each logged at the status they had (ADR 0185).
    const reached = await queryRows(
      tx,
      ID_ROW.extend({ status: z.enum(CANDIDATE_DB_STATUSES) }),
      sql`SELECT c.id, c.status FROM candidates c JOIN participants p ON p.id = c.participant_id
          WHERE ${where} ORDER BY c.id`,
    );
    await recordCandidateLog(tx, {
      eventId: event.id,
      actor: { kind: 'organizador', organiserId },
      action: 'communicate',
      at,
      notified: true,
      changes: reached.map((r) => ({ candidateId: r.id, from: r.status, to: r.status })),
    });
    return communication;
  });
  ctx.jobs.wakeEmailSender();
  return {
    message: communicationMessage(created.scheduled, recipients.length),
    data: {
      total_emails: created.totalEmails,
      emails_enviados: created.scheduled,
      candidatos: recipients.length,
    },
  };
}
