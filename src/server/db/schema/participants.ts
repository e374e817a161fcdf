// The people an order registers, and their answers to the event's custom form.
// Part of the Drizzle schema; src/server/db/schema.ts re-exports every slice (decision 0201).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PARTICIPANT_STATUSES as PARTICIPANT_STATUS_VALUES } from '../../../domain/participant-status.ts';
import { createdAt } from './columns.ts';
import { events, formFields, ticketTypes } from './events.ts';
import { orderPayments, orders } from './orders.ts';

export const PARTICIPANT_STATUSES = PARTICIPANT_STATUS_VALUES;

export const participants = pgTable(
  'participants',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'restrict' }),
    orderPaymentId: integer('order_payment_id').references(() => orderPayments.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    cpf: text('cpf'),
    status: text('status', { enum: PARTICIPANT_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
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
  ],
);

export const participantAnswers = pgTable(
  'participant_answers',
  {
    id: serial('id').primaryKey(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => formFields.id, { onDelete: 'cascade' }),
    value: text('value').notNull().default(''),
    isHidden: boolean('is_hidden').notNull().default(false),
  },
  (t) => [uniqueIndex('participant_answers_uq').on(t.participantId, t.fieldId)],
);
