// Orders, their lines and payments, and PIX paid after expiring (late payments). Money is integer centavos.
// Part of the Drizzle schema; src/server/db/schema.ts re-exports every slice (decision 0201).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { REFUND_STATUSES } from '../../../domain/contracts/refunds.ts';
import { createdAt, PAYMENT_PUBLIC_ID_DEFAULT, requiredRef, serialId, timestamptz } from './columns.ts';
import { coupons } from './coupons.ts';
import { events, ticketTypes } from './events.ts';

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
    id: serialId(),
    eventId: requiredRef('event_id', () => events.id, 'restrict'),
    // Unguessable public handle for voucher and candidate links.
    hash: text('hash').notNull().unique(),
    // The short code printed on vouchers and quoted in e-mails (`K7Q-2M9`, domain/order-code.ts),
    // stored so the organiser's search finds it through an index (ADR 0410).
    code: text('code').notNull(),
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
    // Keyed hash of the address the order came from (never the address itself): bounds what one
    // connection may hold unpaid (ADR 0251).
    clientKey: text('client_key'),
    // Held places are released when a pending order passes this instant unpaid.
    expiresAt: timestamptz('expires_at'),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_event_idx').on(t.eventId),
    uniqueIndex('orders_event_idempotency_uq').on(t.eventId, t.idempotencyKey),
    index('orders_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // What one buyer holds unpaid in an event, read under the buyer's locks on every PIX order.
    index('orders_event_pending_idx').on(t.eventId).where(sql`${t.status} = 'pending'`),
    // The participants list sorts by buyer and searches buyers (docs/decisions/0093).
    index('orders_event_buyer_name_idx').on(t.eventId, sql`lower(${t.buyerName})`, t.id),
    index('orders_event_buyer_email_idx').on(t.eventId, t.buyerEmail, t.id),
    // "Meus ingressos" lists one address's orders across every event (ADR 0471).
    index('orders_buyer_email_idx').on(t.buyerEmail),
    index('orders_event_code_idx').on(t.eventId, t.code),
    index('orders_buyer_name_trgm_idx').using('gin', t.buyerName.op('gin_trgm_ops')),
    index('orders_buyer_email_trgm_idx').using('gin', t.buyerEmail.op('gin_trgm_ops')),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serialId(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    ticketTypeId: requiredRef('ticket_type_id', () => ticketTypes.id, 'restrict'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const PAYMENT_STATUSES = ['pending', 'processing', 'fulfilled', 'cancelled', 'failed'] as const;

export { PAYMENT_PUBLIC_ID_DEFAULT };

export const orderPayments = pgTable(
  'order_payments',
  {
    id: serialId(),
    // The payment's public handle, the API's `order_payment_id` (ADR 0041). It opens vouchers,
    // receipts and the payment status, so it must not be guessable; `id` never leaves the server.
    publicId: text('public_id').notNull().unique().default(PAYMENT_PUBLIC_ID_DEFAULT),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    method: text('method', { enum: ['pix', 'credit_card', 'free'] }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    installments: integer('installments').notNull().default(1),
    gateway: text('gateway').notNull(),
    // The organisation's receiving account the payment went through (ADR 0304); null: the
    // environment's gateway. No foreign key: a removed account leaves its payments' history.
    receivingAccountId: integer('receiving_account_id'),
    gatewayReference: text('gateway_reference'),
    pixCode: text('pix_code'),
    pixExpiresAt: timestamptz('pix_expires_at'),
    // Only the brand and last four digits: card numbers and CVVs are never stored.
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureReason: text('failure_reason'),
    paidAt: timestamptz('paid_at'),
    // What the gateway reported once the payment was approved (read back from its API, never
    // from a notification's body): its fee, the net, when the net is released, what was refunded.
    gatewayFeeCents: integer('gateway_fee_cents'),
    gatewayNetCents: integer('gateway_net_cents'),
    moneyReleaseAt: timestamptz('money_release_at'),
    gatewayStatusDetail: text('gateway_status_detail'),
    // What the gateway says it gave back (its own figure, for the extrato); what Catraca reserved
    // or refunded is refundedCents below, the ledger's guard (ADR 0411).
    gatewayRefundedCents: integer('gateway_refunded_cents').notNull().default(0),
    gatewayCheckedAt: timestamptz('gateway_checked_at'),
    // What was given back (refunds in flight or done): never more than was paid (ADR 0411).
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    // Webhooks and the reconciliation job find a payment by the gateway's own reference.
    index('order_payments_gateway_ref_idx').on(t.gateway, t.gatewayReference),
    index('order_payments_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    check(
      'order_payments_refunded_range',
      sql`${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);

export const REFUND_REQUESTERS = ['organizador', 'comprador'] as const;

/**
 * One refund asked of the gateway for one payment (ADR 0411): written with the cancellation that
 * decides it, then settled with the gateway's answer. A failed one gives its amount back to the
 * payment's `refunded_cents` and leaves the places cancelled.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serialId(),
    eventId: requiredRef('event_id', () => events.id, 'restrict'),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    orderPaymentId: requiredRef('order_payment_id', () => orderPayments.id, 'restrict'),
    amountCents: integer('amount_cents').notNull(),
    participantIds: jsonb('participant_ids').$type<number[]>().notNull(),
    reason: text('reason').notNull(),
    requestedBy: text('requested_by', { enum: REFUND_REQUESTERS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('processing'),
    gatewayReference: text('gateway_reference'),
    failureReason: text('failure_reason'),
    settledAt: timestamptz('settled_at'),
    // Which request to the gateway this is: a retry after a refusal is a new attempt (a new
    // idempotency key); asking again about an unanswered one keeps the key (ADR 0415).
    attempt: integer('attempt').notNull().default(1),
    // When the gateway was last asked: a `processing` refund unanswered for a while is asked again.
    askedAt: timestamptz('asked_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.orderPaymentId),
    index('refunds_event_idx').on(t.eventId, t.status),
    index('refunds_processing_idx').on(t.askedAt).where(sql`status = 'processing'`),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
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
    id: serialId(),
    eventId: requiredRef('event_id', () => events.id, 'restrict'),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    orderPaymentId: integer('order_payment_id')
      .notNull()
      .unique()
      .references(() => orderPayments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    gateway: text('gateway').notNull(),
    gatewayReference: text('gateway_reference'),
    status: text('status', { enum: LATE_PAYMENT_STATUSES }).notNull().default('refund_pending'),
    receivedAt: timestamptz('received_at').notNull(),
    refundedAt: timestamptz('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('late_payments_event_status_idx').on(t.eventId, t.status)],
);
