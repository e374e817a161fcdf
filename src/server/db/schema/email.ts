// Organisers' communications and the one e-mail outbox of the product.
// Part of the Drizzle schema; src/server/db/schema.ts re-exports every slice (decision 0201).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMMUNICATION_AUDIENCE_VALUES } from '../../../domain/communication.ts';
import { organisers } from './accounts.ts';
import { createdAt, requiredRef, serialId, timestamptz } from './columns.ts';
import { events } from './events.ts';

// What an e-mail is for: recorded on every outbox row (logs, the dev outbox, the dashboard's counts).
export const EMAIL_KINDS = [
  'order_confirmation',
  'password_reset',
  'candidate_notice',
  'communication',
  // Issue 11: each participant's own ticket, and the buyer's pre-registration confirmation.
  'participant_ticket',
  'pre_registration',
  // Sign-up (ADR 0047): the confirmation link for a new e-mail, the notice for one with an account.
  'signup_confirmation',
  'signup_existing_account',
  // Issue 22: the PIX still to pay (code, amount, deadline), so it can be paid from any device.
  'pending_pix',
  // Issue 21: an invitation to an organisation's team.
  'organisation_invitation',
  // Issue 20: a cancellation or refund of places, told to the buyer and the participants.
  'order_cancellation',
  // Issue 20: the organiser cancelled the event (ADR 0401).
  'event_cancelled',
  // Issue 22: the "Meus ingressos" access link (ADR 0471).
  'buyer_access',
] as const;
export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
// Why a failed row failed: the server refused it for good, temporary failures ran out of attempts,
// or its sender died while handing it over, so it may or may not have arrived (ADR 0060).
export const EMAIL_FAILURES = ['rejected', 'attempts_exhausted', 'interrupted'] as const;
export const COMMUNICATION_AUDIENCES = COMMUNICATION_AUDIENCE_VALUES;

// An organiser's message to the people of one event; each recipient gets one email_outbox row.
export const communications = pgTable(
  'communications',
  {
    id: serialId(),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    createdBy: integer('created_by').references(() => organisers.id, { onDelete: 'set null' }),
    audience: text('audience', { enum: COMMUNICATION_AUDIENCES }).notNull(),
    subject: text('subject').notNull(),
    // What the organiser wrote (plain text), and the e-mail rendered from it once for every recipient.
    message: text('message').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    // Replies go to the organiser, not to the platform's no-reply sender.
    replyTo: text('reply_to'),
    // The filters the organiser chose, for the record (the recipients are already resolved).
    filters: jsonb('filters').$type<Record<string, unknown> | null>(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('communications_event_idx').on(t.eventId, t.createdAt)],
);

// The one outbox of the product: every e-mail is a row here, claimed and sent by the outbox
// drainer (src/server/email/outbox-drainer.ts, ADR 0060).
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serialId(),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    communicationId: integer('communication_id').references(() => communications.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    // A communication's deliveries carry no copy of the message: it is read from the communication.
    subject: text('subject'),
    html: text('html'),
    text: text('text'),
    // What to attach, rebuilt when sending (e.g. { vouchersForOrderId }), never file bytes.
    attachments: jsonb('attachments').$type<Record<string, unknown> | null>(),
    // Lower goes first: a buyer's confirmation does not wait behind a 10 000-recipient communication.
    priority: integer('priority').notNull().default(0),
    // At most one row per key (e.g. `payment:12:buyer`, `participant:34:ticket`): a decision that
    // runs twice (a repeated PIX notification, a retried transaction) cannot queue it twice (ADR 0102).
    dedupeKey: text('dedupe_key'),
    // The Message-ID's left part: stable for the row, so a duplicate delivery is recognisable.
    messageKey: uuid('message_key').notNull().defaultRandom(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    // Set at the claim and refreshed by the claiming worker's heartbeat; a stale one means it died.
    claimedAt: timestamptz('claimed_at'),
    // Written just before the message goes to SMTP: from here on a dead worker's row is ambiguous.
    handedOverAt: timestamptz('handed_over_at'),
    attempts: integer('attempts').notNull().default(0),
    failure: text('failure', { enum: EMAIL_FAILURES }),
    // The reason of the last failure, in pt-BR with the server's reply when there was one.
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    // Whose e-mail it is, so an organiser can find and re-send exactly what failed (ADR 0414).
    orderId: integer('order_id'),
    participantId: integer('participant_id'),
    // A failed row the organiser re-sent (a new row carries the message): no longer counted as failed.
    resentAt: timestamptz('resent_at'),
    // The HTTP request that queued it (x-request-id), logged by the sender (ADR 0335).
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_ready_idx').on(t.priority, t.nextAttemptAt, t.id).where(sql`${t.status} = 'queued'`),
    index('email_outbox_claims_idx').on(t.claimedAt).where(sql`${t.status} = 'sending'`),
    index('email_outbox_communication_idx').on(t.communicationId, t.status),
    index('email_outbox_event_idx').on(t.eventId, t.status),
    index('email_outbox_order_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
    index('email_outbox_participant_idx').on(t.participantId).where(sql`${t.participantId} IS NOT NULL`),
    uniqueIndex('email_outbox_dedupe_key_uq').on(t.dedupeKey),
    check(
      'email_outbox_content_present',
      sql`${t.communicationId} IS NOT NULL OR (${t.subject} IS NOT NULL AND ${t.html} IS NOT NULL AND ${t.text} IS NOT NULL)`,
    ),
  ],
);
