// "Comunicar Pré-inscritos" (spec §5 Communication, §7 comunicar-pre-inscritos): resolves the
// recipients from the ids or filters sent and hands them to the one communications engine
// (src/server/communications/, ADR 0062) with the audience 'pre_inscritos'.
import { sql } from 'drizzle-orm';
import { communicationMessage } from '../../domain/candidate-rules.ts';
import type { CommunicateBody } from '../../domain/contracts/candidates.ts';
import { createCommunication } from '../communications/communication-service.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { queryRows } from '../list-query/list-sql.ts';
import { CANDIDATE_NOT_FOUND, type OwnedEvent } from './candidates-service.ts';

export const NO_RECIPIENTS =
  'Nenhum pré-inscrito encontrado com os filtros aplicados. Ajuste os filtros para continuar.';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

export async function communicateCandidates(
  ctx: AppContext,
  organiserId: number,
  event: OwnedEvent,
  body: CommunicateBody,
) {
  const ids = [...new Set(body.candidatosIds ?? [])];
  const conditions = [sql`c.event_id = ${event.id}`];
  if (ids.length > 0) conditions.push(sql`c.id = ANY(${intArray(ids)}::int[])`);
  const status = body.filtros?.status ?? [];
  if (status.length > 0) conditions.push(sql`c.status = ANY(${`{${status.join(',')}}`}::text[])`);
  const types = body.filtros?.tipoIngresso ?? [];
  if (types.length > 0) conditions.push(sql`p.ticket_type_id = ANY(${intArray(types)}::int[])`);
  if (ids.length > 0) {
    const [owned] = await queryRows(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM candidates WHERE event_id = ${event.id} AND id = ANY(${intArray(ids)}::int[])`,
    );
    if (Number(owned?.n) !== ids.length) throw AppError.notFound(CANDIDATE_NOT_FOUND);
  }
  const rows = await queryRows(
    ctx.db,
    sql`SELECT p.email, p.name FROM candidates c JOIN participants p ON p.id = c.participant_id
        WHERE ${sql.join(conditions, sql` AND `)} ORDER BY c.id`,
  );
  if (rows.length === 0) throw new AppError('validation', NO_RECIPIENTS);
  const created = await createCommunication(ctx, {
    eventId: event.id,
    organiserId,
    audience: 'pre_inscritos',
    subject: body.assunto,
    message: body.mensagem,
    recipients: rows.map((r) => ({ email: String(r.email), name: String(r.name) })),
    filters: { candidatosIds: ids, status, tipoIngresso: types },
  });
  return {
    message: communicationMessage(created.scheduled, rows.length),
    data: { total_emails: created.totalEmails, emails_enviados: created.scheduled, candidatos: rows.length },
  };
}
