// Events and what they are made of: institution, banner uploads, settings, ticket types and the custom form.
// Part of the Drizzle schema; src/server/db/schema.ts re-exports every slice (decision 0201).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { EVENT_STATUSES } from '../../../domain/event-lifecycle.ts';
import { DEFAULT_EVENT_MAX_INSTALLMENTS, DEFAULT_MAX_INSTALLMENTS } from '../../../domain/installments.ts';
import { DEFAULT_WITHDRAWAL_LIMIT_HOURS } from '../../../domain/order-lifecycle.ts';
import { DEFAULT_PARTICIPANTS_PER_ORDER, DEFAULT_PIX_HOLD_MINUTES } from '../../../domain/order-limits.ts';
import { FORM_FIELD_TYPES } from '../../../domain/participant-form.ts';
import { organisers } from './accounts.ts';
import { createdAt, requiredRef, serialId, timestamptz, updatedAt } from './columns.ts';
import { organisations } from './organisations.ts';

export const institutions = pgTable(
  'institutions',
  {
    id: serialId(),
    name: text('name').notNull(),
    hasMembers: boolean('has_members').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('institutions_name_idx').on(t.name)],
);

export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  organiserId: integer('organiser_id').references(() => organisers.id, { onDelete: 'set null' }),
  kind: text('kind', { enum: ['banner', 'rich_editor'] }).notNull(),
  storageKey: text('storage_key').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  originalName: text('original_name'),
  sessionUuid: text('session_uuid'),
  createdAt: createdAt(),
});

/** 32 random bytes (two v4 UUIDs' 244 random bits) as 64 hex characters, drawn by the database. */
export const PREVIEW_TOKEN_DEFAULT = sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`;

export const events = pgTable(
  'events',
  {
    id: serialId(),
    /** The account that created it; the event belongs to its organisation (ADR 0430). */
    organiserId: requiredRef('organiser_id', () => organisers.id, 'restrict'),
    organisationId: requiredRef('organisation_id', () => organisations.id, 'restrict'),
    institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    // Places held by pending or paid orders; guarded by `taken <= capacity`.
    placesTaken: integer('places_taken').notNull().default(0),
    bannerUploadId: uuid('banner_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    needsApproval: boolean('needs_approval').notNull().default(false),
    approvalDeadlineValue: integer('approval_deadline_value'),
    approvalDeadlineUnit: text('approval_deadline_unit', { enum: ['horas', 'dias', 'semanas', 'meses'] }),
    isOnline: boolean('is_online').notNull().default(false),
    meetingLink: text('meeting_link'),
    placeName: text('place_name'),
    cep: text('cep'),
    street: text('street'),
    streetNumber: text('street_number'),
    complement: text('complement'),
    district: text('district'),
    city: text('city'),
    state: text('state'),
    maxInstallmentsMatrix: integer('max_installments_matrix').notNull().default(DEFAULT_MAX_INSTALLMENTS),
    // The lifecycle (src/domain/event-lifecycle.ts, ADR 0400). Rows from before it were public and
    // selling, so the column defaults to published; the event form inserts new events as drafts.
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('published'),
    // Opens the draft's preview page (/previa/{token}): 256 random bits, never a serial id.
    previewToken: text('preview_token').notNull().unique().default(PREVIEW_TOKEN_DEFAULT),
    publishedAt: timestamptz('published_at'),
    salesClosedAt: timestamptz('sales_closed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelReason: text('cancel_reason'),
    // The organiser's contact shown on the public page and in buyer e-mails (ADR 0402).
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    contactSite: text('contact_site'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_organiser_idx').on(t.organiserId),
    index('events_organisation_idx').on(t.organisationId),
    check('events_capacity_positive', sql`${t.capacity} >= 1`),
    check('events_places_taken_range', sql`${t.placesTaken} >= 0 AND ${t.placesTaken} <= ${t.capacity}`),
    check('events_dates_ordered', sql`${t.startsAt} < ${t.endsAt}`),
    check('events_status_known', sql.raw(`status IN (${EVENT_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);

export const eventSettings = pgTable('event_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  uniqueParticipantEmail: boolean('unique_participant_email').notNull().default(false),
  maxInstallments: integer('max_installments').notNull().default(DEFAULT_EVENT_MAX_INSTALLMENTS),
  metaPixelId: text('meta_pixel_id'),
  checkoutTitle: text('checkout_title').notNull().default('Compra realizada com sucesso!'),
  checkoutMessageHtml: text('checkout_message_html').notNull().default(''),
  // Participants one order may hold (limiteParticipantesPorPedido, ADR 0250) and how long an unpaid
  // PIX order holds its places (tempoReservaPix, ADR 0251). Defaults in src/domain/order-limits.ts.
  maxParticipantsPerOrder: integer('max_participants_per_order')
    .notNull()
    .default(DEFAULT_PARTICIPANTS_PER_ORDER),
  pixHoldMinutes: integer('pix_hold_minutes').notNull().default(DEFAULT_PIX_HOLD_MINUTES),
  // The buyer's withdrawal (CDC art. 49) closes this many hours before the event starts (ADR 0413).
  withdrawalLimitHours: integer('withdrawal_limit_hours').notNull().default(DEFAULT_WITHDRAWAL_LIMIT_HOURS),
  updatedAt: updatedAt(),
});

export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: serialId(),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    // null: no per-type stock (approval events).
    quantity: integer('quantity'),
    // Places held by pending or paid orders; guarded by `sold <= quantity`.
    sold: integer('sold').notNull().default(0),
    limitPerOrder: integer('limit_per_order'),
    salesStartAt: timestamptz('sales_start_at'),
    salesEndAt: timestamptz('sales_end_at'),
    // A lot: opens when this earlier ticket's sales end or it sells out.
    startAfterTicketId: integer('start_after_ticket_id'),
    allowCard: boolean('allow_card').notNull().default(true),
    allowMultiple: boolean('allow_multiple').notNull().default(true),
    showInAgenda: boolean('show_in_agenda').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_types_event_idx').on(t.eventId),
    check('ticket_types_price_nonneg', sql`${t.priceCents} >= 0`),
    check(
      'ticket_types_sold_range',
      sql`${t.sold} >= 0 AND (${t.quantity} IS NULL OR ${t.sold} <= ${t.quantity})`,
    ),
  ],
);

export const formFields = pgTable(
  'form_fields',
  {
    id: serialId(),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    type: text('type', { enum: FORM_FIELD_TYPES }).notNull(),
    label: text('label').notNull(),
    instructions: text('instructions').notNull().default(''),
    placeholder: text('placeholder'),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    // Ticket type ids the field is shown for; null means every type.
    showForTicketTypes: jsonb('show_for_ticket_types').$type<number[] | null>(),
    conditionalFatherFieldId: integer('conditional_father_field_id'),
    conditionalOptionId: integer('conditional_option_id'),
    createdAt: createdAt(),
    // Removed in the builder: hidden from the public form, kept for the answers already given (ADR 0150).
    retiredAt: timestamptz('retired_at'),
  },
  (t) => [index('form_fields_event_idx').on(t.eventId)],
);

export const formFieldOptions = pgTable(
  'form_field_options',
  {
    id: serialId(),
    fieldId: requiredRef('field_id', () => formFields.id, 'cascade'),
    value: text('value').notNull(),
    label: text('label').notNull().default(''),
    position: integer('position').notNull().default(0),
    retiredAt: timestamptz('retired_at'),
  },
  (t) => [index('form_field_options_field_idx').on(t.fieldId)],
);
