// The approval flow (spec: candidates): candidates, lotteries, and the charges that pay for them.
// Part of the Drizzle schema; src/server/db/schema.ts re-exports every slice (decision 0201).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CANDIDATE_LOG_ACTION_VALUES } from '../../../domain/candidate-history.ts';
import { CANDIDATE_DB_STATUSES } from '../../../domain/candidate-status.ts';
import { organisers } from './accounts.ts';
import { createdAt, requiredRef, serialId, timestamptz, updatedAt } from './columns.ts';
import { coupons } from './coupons.ts';
import { events } from './events.ts';
import { orderPayments } from './orders.ts';
import { participants } from './participants.ts';

export const CANDIDATE_STATUSES = CANDIDATE_DB_STATUSES;

// The approval lifecycle of a participant of an approval event (spec: candidates).
export const candidates = pgTable(
  'candidates',
  {
    id: serialId(),
    participantId: integer('participant_id')
      .notNull()
      .unique()
      .references(() => participants.id, { onDelete: 'cascade' }),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    status: text('status', { enum: CANDIDATE_STATUSES }).notNull().default('pre_inscrito'),
    selectedAt: timestamptz('selected_at'),
    paymentDeadline: timestamptz('payment_deadline'),
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
    id: serialId(),
    // The public, unguessable handle of /api/sorteios/{id} (128 random bits, base64url).
    publicId: text('public_id').notNull().unique(),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
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
    id: serialId(),
    orderPaymentId: requiredRef('order_payment_id', () => orderPayments.id, 'cascade'),
    participantId: requiredRef('participant_id', () => participants.id, 'cascade'),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('candidate_payment_items_uq').on(t.orderPaymentId, t.participantId),
    index('candidate_payment_items_participant_idx').on(t.participantId),
  ],
);

// What happened to each candidate, who did it and when (ADR 0185): one row per candidate an action
// touched, written in the transaction of the change itself, never updated or deleted by the app.
export const CANDIDATE_LOG_ACTIONS = CANDIDATE_LOG_ACTION_VALUES;
export const CANDIDATE_LOG_ACTORS = ['organizador', 'sistema', 'pagamento'] as const;

export const candidateActionLog = pgTable(
  'candidate_action_log',
  {
    id: serialId(),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    candidateId: requiredRef('candidate_id', () => candidates.id, 'cascade'),
    occurredAt: timestamptz('occurred_at').notNull(),
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
