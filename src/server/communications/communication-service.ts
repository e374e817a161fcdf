// An organiser's communication to the people of an event: recorded once, with one email_outbox
// delivery row per unique recipient, all in one statement; the outbox drainer sends them
// (ADR 0062). The routes and the modal of issue 8 call these functions after resolving the
// recipients from their filters.
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  COMMUNICATION_AUDIENCE_VALUES,
  COMMUNICATION_MESSAGE_MAX,
  COMMUNICATION_SUBJECT_MAX,
  type CommunicationAudience,
  type Recipient,
  uniqueRecipients,
} from '../../domain/communication.ts';
import type { FieldErrors } from '../../domain/errors.ts';
import { COMMUNICATION_NOT_FOUND } from '../access/child-kinds.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { col, ID_ROW, queryRows } from '../db/raw-sql.ts';
import { communications, organisers } from '../db/schema.ts';
import { EMAIL_PRIORITY } from '../email/queue-email.ts';
import { AppError } from '../http/app-error.ts';
import { currentRequestId } from '../http/request-context.ts';
import { composeCommunicationEmail } from './communication-email.ts';

export interface CreateCommunicationInput {
  event: OwnedEvent;
  /** Who sends it (recorded as created_by). */
  actorId: number;
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

/** The event's organiser, who signs the message and receives the replies. */
async function eventSender(ctx: AppContext, event: OwnedEvent, db: Pick<Tx, 'select'> = ctx.db) {
  const [found] = await db
    .select({ name: organisers.name, email: organisers.email })
    .from(organisers)
    .where(eq(organisers.id, event.organiserId));
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
  const { event } = input;
  const sender = await eventSender(ctx, event, tx);
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
    organiserName: sender.name,
  });
  const [row] = await queryRows(
    tx ?? ctx.db,
    ID_ROW.extend({ scheduled: col.int() }),
    sql`
    WITH created AS (
      INSERT INTO communications
        (event_id, created_by, audience, subject, message, html, text, reply_to, filters, recipient_count)
      VALUES (${event.id}, ${input.actorId}, ${input.audience}, ${subject}, ${message},
        ${rendered.html}, ${rendered.text}, ${sender.email},
        ${input.filters ? JSON.stringify(input.filters) : null}::jsonb, ${recipients.length})
      RETURNING id
    ), deliveries AS (
      INSERT INTO email_outbox (event_id, communication_id, kind, to_address, to_name, priority, request_id)
      SELECT ${event.id}, created.id, 'communication', r.email, NULLIF(r.name, ''), ${EMAIL_PRIORITY.bulk},
        ${currentRequestId()}::text
      FROM created, json_to_recordset(${JSON.stringify(recipients)}::json) AS r(email text, name text)
      RETURNING 1
    )
    SELECT created.id, (SELECT count(*) FROM deliveries)::int AS scheduled FROM created`,
  );
  if (!row) throw new Error('communication insert returned nothing');
  if (!tx) ctx.jobs.wakeEmailSender();
  return {
    communicationId: row.id,
    totalEmails: recipients.length,
    scheduled: row.scheduled,
  };
}

export type DeliveryScope = { event: OwnedEvent; communicationId?: number };

// The communication ids a scope covers, as a subquery; 404 when the communication is not the event's.
async function scopedCommunications(ctx: AppContext, scope: DeliveryScope) {
  if (scope.communicationId !== undefined) {
    const [found] = await ctx.db
      .select({ id: communications.id })
      .from(communications)
      .where(and(eq(communications.id, scope.communicationId), eq(communications.eventId, scope.event.id)));
    if (!found) throw AppError.notFound(COMMUNICATION_NOT_FOUND);
    return sql`(${scope.communicationId})`;
  }
  return sql`(SELECT id FROM communications WHERE event_id = ${scope.event.id})`;
}

const STATUS_COUNT_ROW = z.object({ status: col.text(), n: col.int() });

function toCounts(rows: { status: string; n: number }[]): DeliveryCounts {
  const by = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  const counts = { queued: by('queued') + by('sending'), sent: by('sent'), failed: by('failed') };
  return { total: counts.queued + counts.sent + counts.failed, ...counts };
}

/** Delivery counts of one communication, or of all of an event's communications. */
export async function getCommunicationDeliveryCounts(
  ctx: AppContext,
  scope: DeliveryScope,
): Promise<DeliveryCounts> {
  const ids = await scopedCommunications(ctx, scope);
  const rows = await queryRows(
    ctx.db,
    STATUS_COUNT_ROW,
    sql`SELECT status, count(*)::int AS n FROM email_outbox WHERE communication_id IN ${ids} GROUP BY status`,
  );
  return toCounts(rows);
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
  event: OwnedEvent,
): Promise<CommunicationSummary[]> {
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
    .where(eq(communications.eventId, event.id))
    .orderBy(sql`${communications.createdAt} DESC, ${communications.id} DESC`);
  const grouped = await queryRows(
    ctx.db,
    STATUS_COUNT_ROW.extend({ id: col.int() }),
    sql`SELECT o.communication_id AS id, o.status, count(*)::int AS n
        FROM email_outbox o JOIN communications c ON c.id = o.communication_id
        WHERE c.event_id = ${event.id}
        GROUP BY o.communication_id, o.status`,
  );
  return list.map((c) => ({ ...c, counts: toCounts(grouped.filter((r) => r.id === c.id)) }));
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
  const retried = await queryRows(
    ctx.db,
    ID_ROW,
    sql`
    UPDATE email_outbox
    SET status = 'queued', attempts = 0, next_attempt_at = now(), failure = NULL, last_error = NULL,
      claimed_by = NULL, claimed_at = NULL, handed_over_at = NULL
    WHERE communication_id IN ${ids} AND status = 'failed'
    RETURNING id`,
  );
  if (retried.length > 0) ctx.jobs.wakeEmailSender();
  return retried.length;
}
