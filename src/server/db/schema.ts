// The whole Catraca data model in one Drizzle schema. Money columns are integer centavos
// (`*_cents`). Wall-clock times are timestamptz (see docs/decisions/0003-brazil-time.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CANDIDATE_LOG_ACTION_VALUES } from '../../domain/candidate-history.ts';
import { CANDIDATE_DB_STATUSES } from '../../domain/candidate-status.ts';
import { COMMUNICATION_AUDIENCE_VALUES } from '../../domain/communication.ts';
import { DEFAULT_MAX_INSTALLMENTS } from '../../domain/installments.ts';
import { FORM_FIELD_TYPES } from '../../domain/participant-form.ts';
import { PARTICIPANT_STATUSES as PARTICIPANT_STATUS_VALUES } from '../../domain/participant-status.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const organisers = pgTable('organisers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie value: a leaked table does not leak live sessions.
    idHash: text('id_hash').primaryKey(),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_organiser_idx').on(t.organiserId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_email_idx').on(t.email, t.createdAt)],
);

// A password-reset link: only the sha256 of its token is kept, so a leaked table opens nothing.
// Single use (used_at) and short-lived (expires_at); a reset or password change spends them all.
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_organiser_idx').on(t.organiserId)],
);

// Every reset request, for any e-mail typed (with an account or not): the per-e-mail rate limit
// counts these, so it behaves the same whether the account exists.
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_requests_email_idx').on(t.email, t.createdAt)],
);

// Every sign-up, for any e-mail typed (with an account or not): the account is created only when
// the link e-mailed to a new address is followed (docs/decisions/0047-sign-up-by-e-mail-link.md).
// The per-e-mail limit counts these rows, so it behaves the same whether the account exists; for
// an e-mail that already has one, the token is never sent and so never usable.
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('signup_requests_email_idx').on(t.email, t.createdAt)],
);

export const institutions = pgTable(
  'institutions',
  {
    id: serial('id').primaryKey(),
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

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => organisers.id, { onDelete: 'restrict' }),
    institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_organiser_idx').on(t.organiserId),
    check('events_capacity_positive', sql`${t.capacity} >= 1`),
    check('events_places_taken_range', sql`${t.placesTaken} >= 0 AND ${t.placesTaken} <= ${t.capacity}`),
    check('events_dates_ordered', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

export const eventSettings = pgTable('event_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  uniqueParticipantEmail: boolean('unique_participant_email').notNull().default(false),
  maxInstallments: integer('max_installments').notNull().default(DEFAULT_MAX_INSTALLMENTS),
  metaPixelId: text('meta_pixel_id'),
  checkoutTitle: text('checkout_title').notNull().default('Compra realizada com sucesso!'),
  checkoutMessageHtml: text('checkout_message_html').notNull().default(''),
  updatedAt: updatedAt(),
});

export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    // null: no per-type stock (approval events).
    quantity: integer('quantity'),
    // Places held by pending or paid orders; guarded by `sold <= quantity`.
    sold: integer('sold').notNull().default(0),
    limitPerOrder: integer('limit_per_order'),
    salesStartAt: timestamp('sales_start_at', { withTimezone: true }),
    salesEndAt: timestamp('sales_end_at', { withTimezone: true }),
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
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
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
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('form_fields_event_idx').on(t.eventId)],
);

export const formFieldOptions = pgTable(
  'form_field_options',
  {
    id: serial('id').primaryKey(),
    fieldId: integer('field_id')
      .notNull()
      .references(() => formFields.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    label: text('label').notNull().default(''),
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('form_field_options_field_idx').on(t.fieldId)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percentual', 'valor'] }).notNull(),
    // Percent (1–100) for percentual, centavos for valor.
    value: integer('value').notNull(),
    usageLimit: integer('usage_limit'),
    // Uses held by pending or paid orders; guarded by `uses <= usage_limit`.
    uses: integer('uses').notNull().default(0),
    minValueCents: integer('min_value_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // Deleted by the organiser: kept so the orders that used it still name it (decision 0141).
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One live coupon per code and event, ignoring case and surrounding spaces (decision 0140).
    uniqueIndex('coupons_event_code_norm_uq')
      .on(t.eventId, sql`upper(btrim(${t.code}))`)
      .where(sql`${t.deletedAt} IS NULL`),
    check(
      'coupons_uses_range',
      sql`${t.uses} >= 0 AND (${t.usageLimit} IS NULL OR ${t.uses} <= ${t.usageLimit})`,
    ),
  ],
);

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'free',
  'awaiting_approval',
  'expired',
  'cancelled',
] as const;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    // Unguessable public handle for voucher and candidate links.
    hash: text('hash').notNull().unique(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerDocument: text('buyer_document'),
    paymentMethod: text('payment_method', { enum: ['pix', 'credit_card', 'free', 'none'] }).notNull(),
    installments: integer('installments').notNull().default(1),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    // Keyed hash of the request body the key was first used with: the same key with another body
    // is refused instead of replaying an order the buyer did not ask for (ADR 0043).
    idempotencyFingerprint: text('idempotency_fingerprint'),
    // Held places are released when a pending order passes this instant unpaid.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_event_idx').on(t.eventId),
    uniqueIndex('orders_event_idempotency_uq').on(t.eventId, t.idempotencyKey),
    index('orders_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // The participants list sorts by buyer and searches buyers (docs/decisions/0093).
    index('orders_event_buyer_name_idx').on(t.eventId, sql`lower(${t.buyerName})`, t.id),
    index('orders_event_buyer_email_idx').on(t.eventId, t.buyerEmail, t.id),
    index('orders_buyer_name_trgm_idx').using('gin', t.buyerName.op('gin_trgm_ops')),
    index('orders_buyer_email_trgm_idx').using('gin', t.buyerEmail.op('gin_trgm_ops')),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const PAYMENT_STATUSES = ['pending', 'processing', 'fulfilled', 'cancelled', 'failed'] as const;

/**
 * 18 random bytes (138 of them from pg_strong_random via two v4 UUIDs) as 24 base64url characters.
 * The database draws it, so every writer and the migration's backfill get the same kind of value.
 */
export const PAYMENT_PUBLIC_ID_DEFAULT = sql`translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || left(replace(gen_random_uuid()::text, '-', ''), 4), 'hex'), 'base64'), '+/', '-_')`;

export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    // The payment's public handle, the API's `order_payment_id` (ADR 0041). It opens vouchers,
    // receipts and the payment status, so it must not be guessable; `id` never leaves the server.
    publicId: text('public_id').notNull().unique().default(PAYMENT_PUBLIC_ID_DEFAULT),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['pix', 'credit_card', 'free'] }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    installments: integer('installments').notNull().default(1),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    pixCode: text('pix_code'),
    pixExpiresAt: timestamp('pix_expires_at', { withTimezone: true }),
    // Only the brand and last four digits: card numbers and CVVs are never stored.
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId)],
);

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

export const LATE_PAYMENT_STATUSES = ['refund_pending', 'refunded'] as const;

/**
 * Money that arrived for an order that could no longer take it: a PIX paid after its hold expired
 * (the places may have been sold again, so the order is not revived). Kept so the organiser can
 * see and refund it (ADR 0044); one row per payment, so a repeated notification is recorded once.
 */
export const latePayments = pgTable(
  'late_payments',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderPaymentId: integer('order_payment_id')
      .notNull()
      .unique()
      .references(() => orderPayments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    status: text('status', { enum: LATE_PAYMENT_STATUSES }).notNull().default('refund_pending'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('late_payments_event_status_idx').on(t.eventId, t.status)],
);

export const CANDIDATE_STATUSES = CANDIDATE_DB_STATUSES;

// The approval lifecycle of a participant of an approval event (spec: candidates).
export const candidates = pgTable(
  'candidates',
  {
    id: serial('id').primaryKey(),
    participantId: integer('participant_id')
      .notNull()
      .unique()
      .references(() => participants.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CANDIDATE_STATUSES }).notNull().default('pre_inscrito'),
    selectedAt: timestamp('selected_at', { withTimezone: true }),
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    selectionMethod: text('selection_method', { enum: ['cronologica', 'sorteio', 'manual'] }),
    // The lottery that selected this candidate (its ranking gives their position).
    drawId: integer('draw_id').references(() => candidateDraws.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('candidates_event_status_idx').on(t.eventId, t.status),
    // The Pré-Inscritos list in registration order, and the deadline job's due rows.
    index('candidates_event_created_idx').on(t.eventId, t.createdAt, t.id),
    index('candidates_selected_deadline_idx').on(t.paymentDeadline).where(sql`${t.status} = 'selecionado'`),
  ],
);

// A lottery among an event's candidates, kept for anyone to recompute (issue 9; ADR 0161):
// hash_lista = SHA-256 of the eligible ids ascending joined by ",", ranking by HMAC-SHA256(seed, id).
export const candidateDraws = pgTable(
  'candidate_draws',
  {
    id: serial('id').primaryKey(),
    // The public, unguessable handle of /api/sorteios/{id} (128 random bits, base64url).
    publicId: text('public_id').notNull().unique(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => organisers.id, { onDelete: 'set null' }),
    seed: text('seed').notNull(),
    seedSource: text('seed_source', { enum: ['organizador', 'servidor'] }).notNull(),
    listHash: text('list_hash').notNull(),
    eligibleIds: jsonb('eligible_ids').$type<number[]>().notNull(),
    ranking: jsonb('ranking').$type<number[]>().notNull(),
    quantity: integer('quantity').notNull(),
    selectedIds: jsonb('selected_ids').$type<number[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('candidate_draws_event_idx').on(t.eventId, t.createdAt)],
);

// What happened to each candidate, who did it and when (ADR 0185): one row per candidate an action
// touched, written in the transaction of the change itself, never updated or deleted by the app.
export const CANDIDATE_LOG_ACTIONS = CANDIDATE_LOG_ACTION_VALUES;
export const CANDIDATE_LOG_ACTORS = ['organizador', 'sistema', 'pagamento'] as const;

export const candidateActionLog = pgTable(
  'candidate_action_log',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    actorKind: text('actor_kind', { enum: CANDIDATE_LOG_ACTORS }).notNull(),
    // The organiser's id and name as they were (the name survives a renamed or deleted account).
    actorId: integer('actor_id').references(() => organisers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: CANDIDATE_LOG_ACTIONS }).notNull(),
    fromStatus: text('from_status', { enum: CANDIDATE_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: CANDIDATE_STATUSES }).notNull(),
    notified: boolean('notified').notNull(),
    // How many candidates the same action touched (1 for a single one).
    batchSize: integer('batch_size').notNull(),
    // A selection's method, and the lottery that made it (its public audit).
    selectionMethod: text('selection_method', { enum: ['cronologica', 'sorteio', 'manual'] }),
    drawId: integer('draw_id').references(() => candidateDraws.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('candidate_action_log_candidate_idx').on(t.candidateId, t.id),
    index('candidate_action_log_event_idx').on(t.eventId, t.id),
  ],
);

// Who paid a charge of a candidate order (the payer modal, spec §5): the confirmation e-mail goes to
// them, and it may be someone other than the person who pre-registered.
export const candidateCharges = pgTable('candidate_charges', {
  orderPaymentId: integer('order_payment_id')
    .primaryKey()
    .references(() => orderPayments.id, { onDelete: 'cascade' }),
  payerName: text('payer_name').notNull(),
  payerEmail: text('payer_email').notNull(),
  payerDocument: text('payer_document').notNull(),
  couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  discountCents: integer('discount_cents').notNull().default(0),
});

// Which candidates one charge of a candidate order pays for, and each one's share of its amount.
// A charge is issued for a chosen set and never changes; a new set gets a new charge (ADR 0170).
export const candidatePaymentItems = pgTable(
  'candidate_payment_items',
  {
    id: serial('id').primaryKey(),
    orderPaymentId: integer('order_payment_id')
      .notNull()
      .references(() => orderPayments.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('candidate_payment_items_uq').on(t.orderPaymentId, t.participantId),
    index('candidate_payment_items_participant_idx').on(t.participantId),
  ],
);

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
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
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
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    // Set at the claim and refreshed by the claiming worker's heartbeat; a stale one means it died.
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    // Written just before the message goes to SMTP: from here on a dead worker's row is ambiguous.
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    failure: text('failure', { enum: EMAIL_FAILURES }),
    // The reason of the last failure, in pt-BR with the server's reply when there was one.
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_ready_idx').on(t.priority, t.nextAttemptAt, t.id).where(sql`${t.status} = 'queued'`),
    index('email_outbox_claims_idx').on(t.claimedAt).where(sql`${t.status} = 'sending'`),
    index('email_outbox_communication_idx').on(t.communicationId, t.status),
    index('email_outbox_event_idx').on(t.eventId, t.status),
    uniqueIndex('email_outbox_dedupe_key_uq').on(t.dedupeKey),
    check(
      'email_outbox_content_present',
      sql`${t.communicationId} IS NOT NULL OR (${t.subject} IS NOT NULL AND ${t.html} IS NOT NULL AND ${t.text} IS NOT NULL)`,
    ),
  ],
);
