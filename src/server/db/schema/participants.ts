// The people an order registers, and their answers to the event's custom form.
// Part of the Drizzle schema; src/server/db/schema.ts re-exports every slice (decision 0201).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PARTICIPANT_HISTORY_ACTIONS as PARTICIPANT_HISTORY_ACTION_VALUES } from '../../../domain/participant-history.ts';
import { PARTICIPANT_STATUSES as PARTICIPANT_STATUS_VALUES } from '../../../domain/participant-status.ts';
import { organisers } from './accounts.ts';
import { createdAt, requiredRef, serialId, timestamptz } from './columns.ts';
import { events, formFields, ticketTypes } from './events.ts';
import { orderPayments, orders } from './orders.ts';

export const PARTICIPANT_STATUSES = PARTICIPANT_STATUS_VALUES;

export const participants = pgTable(
  'participants',
  {
    id: serialId(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    ticketTypeId: requiredRef('ticket_type_id', () => ticketTypes.id, 'restrict'),
    orderPaymentId: integer('order_payment_id').references(() => orderPayments.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    cpf: text('cpf'),
    status: text('status', { enum: PARTICIPANT_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    // This place's share of the money given back (ADR 0411); the Resumo keeps the rest.
    refundedCents: integer('refunded_cents').notNull().default(0),
    // The first arrival ever (the Participantes presence switch and filter); each day's arrivals
    // are rows of check_ins (ADR 0436).
    checkedInAt: timestamptz('checked_in_at'),
    // The short code printed on the voucher beside the QR (ADR 0436): 8 characters of the order
    // code's alphabet, drawn by the database (catraca_door_code()), unique within the event (a
    // trigger redraws a clash; drizzle/00xx_door-check-in.sql).
    doorCode: text('door_code').notNull().default(sql`catraca_door_code()`),
    createdAt: createdAt(),
  },
  (t) => [
    index('participants_event_idx').on(t.eventId),
    index('participants_order_idx').on(t.orderId),
    // Vouchers and receipts by payment read the participants of one payment.
    index('participants_order_payment_idx').on(t.orderPaymentId),
    index('participants_event_email_idx').on(t.eventId, t.email),
    // One index per sort and filter of the participants list, each ending in the id tiebreak so a
    // page is an index walk; trigram indexes for ILIKE search (docs/decisions/0093). The status
    // index (event_id, status, id) INCLUDE (checked_in_at) is in drizzle/0001_event-view-custom.sql:
    // drizzle-kit cannot write INCLUDE, and it lets the tab's cards count from the index alone.
    index('participants_event_created_idx').on(t.eventId, t.createdAt, t.id),
    index('participants_event_name_idx').on(t.eventId, sql`lower(${t.name})`, t.id),
    index('participants_event_ticket_idx').on(t.eventId, t.ticketTypeId, t.id),
    index('participants_event_amount_idx').on(t.eventId, t.amountCents, t.id),
    index('participants_event_checkin_idx').on(t.eventId, t.checkedInAt.asc().nullsFirst(), t.id),
    index('participants_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('participants_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // Search by phone or CPF digits (ADR 0410): the stored text may carry a mask.
    index('participants_event_phone_digits_idx').on(
      t.eventId,
      sql`regexp_replace(${t.phone}, '\\D', '', 'g')`,
    ),
    index('participants_event_cpf_digits_idx').on(t.eventId, sql`regexp_replace(${t.cpf}, '\\D', '', 'g')`),
    uniqueIndex('participants_event_door_code_uq').on(t.eventId, t.doorCode),
    check(
      'participants_refunded_range',
      sql`${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);

export const PARTICIPANT_HISTORY_ACTIONS = PARTICIPANT_HISTORY_ACTION_VALUES;
export const HISTORY_ACTORS = ['organizador', 'comprador', 'sistema'] as const;

/** Every change to a participant after the sale (ADR 0412): who, what, why, and the values before. */
export const participantHistory = pgTable(
  'participant_history',
  {
    id: serialId(),
    participantId: requiredRef('participant_id', () => participants.id, 'cascade'),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    action: text('action', { enum: PARTICIPANT_HISTORY_ACTIONS }).notNull(),
    actor: text('actor', { enum: HISTORY_ACTORS }).notNull(),
    organiserId: integer('organiser_id').references(() => organisers.id, { onDelete: 'set null' }),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('participant_history_participant_idx').on(t.participantId, t.createdAt)],
);

/**
 * Presence per event day (ADR 0436): one row per participant and Brazilian calendar day, so a
 * second scan the same day finds the row (ON CONFLICT) and the next day admits again. Undoing a
 * check-in deletes the row and records the reason in the participant's history.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serialId(),
    participantId: requiredRef('participant_id', () => participants.id, 'cascade'),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    day: date('day', { mode: 'string' }).notNull(),
    checkedInAt: timestamptz('checked_in_at').notNull(),
    organiserId: integer('organiser_id').references(() => organisers.id, { onDelete: 'set null' }),
    /** The phone that admitted, for offline scans synced later ('' when online). */
    device: text('device').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('check_ins_participant_day_uq').on(t.participantId, t.day),
    index('check_ins_event_day_idx').on(t.eventId, t.day),
  ],
);

export const participantAnswers = pgTable(
  'participant_answers',
  {
    id: serialId(),
    participantId: requiredRef('participant_id', () => participants.id, 'cascade'),
    fieldId: requiredRef('field_id', () => formFields.id, 'cascade'),
    value: text('value').notNull().default(''),
    isHidden: boolean('is_hidden').notNull().default(false),
  },
  (t) => [uniqueIndex('participant_answers_uq').on(t.participantId, t.fieldId)],
);
