// An organiser's communication to the people of an event: recorded once, with one email_outbox
// delivery row per unique recipient, all in one statement; the outbox drainer sends them
// (ADR 0062). The routes and the modal of issue 8 call these functions after resolving the
// recipients from their filters.
import { and, eq, sql } from 'drizzle-orm';
import {
  COMMUNICATION_AUDIENCE_VALUES,
  COMMUNICATION_MESSAGE_MAX,
  COMMUNICATION_SUBJECT_MAX,
  type CommunicationAudience,
  type Recipient,
  uniqueRecipients,
} from '../../domain/communication.ts';
import type { FieldErrors } from '../../domain/errors.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { communications, events, organisers } from '../db/schema.ts';
import { EMAIL_PRIORITY } from '../email/queue-email.ts';
import { AppError } from '../http/app-error.ts';
import { currentRequestId } from '../http/request-context.ts';
import { composeCommunicationEmail } from './communication-email.ts';

export interface CreateCommunicationInput {
  eventId: number;
  organiserId: number;
  audience: CommunicationAudience;
  subject: string;
  message: string;
  recipients: readonly Recipient[];
  /** The filters the organiser chose, kept for the record. */
  filters?: Record<string, unknown> | null;
}

export interface CreatedCommunication {
  communicationId: number;
  /** Unique addresses (spec: total_emails). */
  totalEmails: number;
  /** Delivery rows queued (spec: emails_enviados). */
  scheduled: number;
}

export interface DeliveryCounts {
  total: number;
  /** Waiting or being handed to the mail server. */
  queued: number;
  sent: number;
  failed: number;
}

/** Subject, message and audience as the modal allows them; a 422 keyed assunto/mensagem otherwise. */
export function checkCommunicationText(
  input: Pick<CreateCommunicationInput, 'subject' | 'message' | 'audience'>,
): { subject: string; message: string } {
  const subject = input.subject.trim();
  const message = input.message.trim();
  const errors: FieldErrors = {};
  if (subject.length === 0) errors.assunto = ['Informe o assunto.'];
  else if (subject.length > COMMUNICATION_SUBJECT_MAX)
    errors.assunto = [`O assunto deve ter no máximo ${COMMUNICATION_SUBJECT_MAX} caracteres.`];
  if (message.length === 0) errors.mensagem = ['Escreva a mensagem.'];
  else if (message.length > COMMUNICATION_MESSAGE_MAX)
    errors.mensagem = [`A mensagem deve ter no máximo ${COMMUNICATION_MESSAGE_MAX} caracteres.`];
  if (!(COMMUNICATION_AUDIENCE_VALUES as readonly string[]).includes(input.audience))
    errors.audience = ['Público inválido.'];
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return { subject, message };
}

async function findOwnedEventWithOrganiser(
  ctx: AppContext,
  organiserId: number,
  eventId: number,
  db: Pick<Tx, 'select'> = ctx.db,
) {
  const [found] = await db
    .select({
      name: events.name,
      startsAt: events.startsAt,
      organiserName: organisers.name,
      organiserEmail: organisers.email,
    })
    .from(events)
    .innerJoin(organisers, eq(organisers.id, events.organiserId))
    .where(and(eq(events.id, eventId), eq(events.organiserId, organiserId)))
    .limit(1);
  if (!found) throw AppError.notFound('Evento não encontrado.');
  return found;
}

/**
 * Records the communication and queues one delivery per unique recipient in ONE statement
 * (json_to_recordset, not a loop: 10 000 recipients take one round trip), then wakes the sender.
 * Returns as soon as they are queued; sending happens in the background.
 */
/**
 * Queues a communication. Inside a caller's transaction (`tx`) the caller wakes the sender after
 * its commit; the sender woken before it would find nothing yet.
 */
export async function createCommunication(
  ctx: AppContext,
  input: CreateCommunicationInput,
  tx?: Tx,
): Promise<CreatedCommunication> {
  const { subject, message } = checkCommunicationText(input);
  // Inside the caller's transaction when given one (PGlite has one connection: ctx.db would wait).
  const event = await findOwnedEventWithOrganiser(ctx, input.organiserId, input.eventId, tx);
  const recipients = uniqueRecipients(input.recipients);
  if (recipients.length === 0) {
    throw new AppError('validation', 'Nenhum destinatário com e-mail válido para esta comunicação.');
  }
  const rendered = composeCommunicationEmail({
    audience: input.audience,
    subject,
    message,
    eventName: event.name,
    eventStartsAt: event.startsAt,
    organiserName: event.organiserName,
  });
  const result = (await (tx ?? ctx.db).execute(sql`
    WITH created AS (
      INSERT INTO communications
        (event_id, created_by, audience, subject, message, html, text, reply_to, filters, recipient_count)
      VALUES (${input.eventId}, ${input.organiserId}, ${input.audience}, ${subject}, ${message},
        ${rendered.html}, ${rendered.text}, ${event.organiserEmail},
        ${input.filters ? JSON.stringify(input.filters) : null}::jsonb, ${recipients.length})
      RETURNING id
    ), deliveries AS (
      INSERT INTO email_outbox (event_id, communication_id, kind, to_address, to_name, priority, request_id)
      SELECT ${input.eventId}, created.id, 'communication', r.email, NULLIF(r.name, ''), ${EMAIL_PRIORITY.bulk},
        ${currentRequestId()}::text
      FROM created, json_to_recordset(${JSON.stringify(recipients)}::json) AS r(email text, name text)
      RETURNING 1
    )
    SELECT created.id, (SELECT count(*) FROM deliveries)::int AS scheduled FROM created`)) as unknown as {
    rows: { id: number; scheduled: number }[];
  };
  const [row] = result.rows;
  if (!row) throw new Error('communication insert returned nothing');
  if (!tx) ctx.jobs.wakeEmailSender();
  return {
    communicationId: Number(row.id),
    totalEmails: recipients.length,
    scheduled: Number(row.scheduled),
  };
}

export type DeliveryScope = { organiserId: number; eventId: number; communicationId?: number };

// The communication ids a scope covers, as a subquery; 404 when the event or the communication
// is not this organiser's.
async function scopedCommunications(ctx: AppContext, scope: DeliveryScope) {
  await findOwnedEventWithOrganiser(ctx, scope.organiserId, scope.eventId);
  if (scope.communicationId !== undefined) {
    const [found] = await ctx.db
      .select({ id: communications.id })
      .from(communications)
      .where(and(eq(communications.id, scope.communicationId), eq(communications.eventId, scope.eventId)));
    if (!found) throw AppError.notFound('Comunicação não encontrada.');
    return sql`(${scope.communicationId})`;
  }
  return sql`(SELECT id FROM communications WHERE event_id = ${scope.eventId})`;
}

function toCounts(rows: { status: string; n: number }[]): DeliveryCounts {
  const by = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  const counts = { queued: by('queued') + by('sending'), sent: by('sent'), failed: by('failed') };
  return { total: counts.queued + counts.sent + counts.failed, ...counts };
}

/** Delivery counts of one communication, or of all of an event's communications. */
export async function getCommunicationDeliveryCounts(
  ctx: AppContext,
  scope: DeliveryScope,
): Promise<DeliveryCounts> {
  const ids = await scopedCommunications(ctx, scope);
  const result = (await ctx.db.execute(sql`
    SELECT status, count(*)::int AS n FROM email_outbox
    WHERE communication_id IN ${ids} GROUP BY status`)) as unknown as {
    rows: { status: string; n: number }[];
  };
  return toCounts(result.rows);
}

export interface CommunicationSummary {
  id: number;
  audience: CommunicationAudience;
  subject: string;
  createdAt: Date;
  createdBy: string | null;
  counts: DeliveryCounts;
}

/** The event's communications, newest first, each with its delivery counts. */
export async function listEventCommunications(
  ctx: AppContext,
  scope: { organiserId: number; eventId: number },
): Promise<CommunicationSummary[]> {
  await findOwnedEventWithOrganiser(ctx, scope.organiserId, scope.eventId);
  const list = await ctx.db
    .select({
      id: communications.id,
      audience: communications.audience,
      subject: communications.subject,
      createdAt: communications.createdAt,
      createdBy: organisers.name,
    })
    .from(communications)
    .leftJoin(organisers, eq(organisers.id, communications.createdBy))
    .where(eq(communications.eventId, scope.eventId))
    .orderBy(sql`${communications.createdAt} DESC, ${communications.id} DESC`);
  const grouped = (await ctx.db.execute(sql`
    SELECT o.communication_id AS id, o.status, count(*)::int AS n
    FROM email_outbox o JOIN communications c ON c.id = o.communication_id
    WHERE c.event_id = ${scope.eventId}
    GROUP BY o.communication_id, o.status`)) as unknown as {
    rows: { id: number; status: string; n: number }[];
  };
  return list.map((c) => ({
    ...c,
    counts: toCounts(grouped.rows.filter((r) => Number(r.id) === c.id)),
  }));
}

/**
 * Puts a communication's failed deliveries back in the queue with a fresh budget of attempts,
 * including the "interrupted" ones: the organiser decided to resend them. Returns how many.
 */
export async function retryFailedDeliveries(
  ctx: AppContext,
  scope: Required<DeliveryScope>,
): Promise<number> {
  const ids = await scopedCommunications(ctx, scope);
  const result = (await ctx.db.execute(sql`
    UPDATE email_outbox
    SET status = 'queued', attempts = 0, next_attempt_at = now(), failure = NULL, last_error = NULL,
      claimed_by = NULL, claimed_at = NULL, handed_over_at = NULL
    WHERE communication_id IN ${ids} AND status = 'failed'
    RETURNING id`)) as unknown as { rows: unknown[] };
  if (result.rows.length > 0) ctx.jobs.wakeEmailSender();
  return result.rows.length;
}
