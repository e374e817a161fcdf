// Discount coupons of an event.
// Part of the Drizzle schema; src/server/db/schema.ts re-exports every slice (decision 0201).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId, timestamptz } from './columns.ts';
import { events, ticketTypes } from './events.ts';

export const coupons = pgTable(
  'coupons',
  {
    id: serialId(),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percentual', 'valor'] }).notNull(),
    // Percent (1–100) for percentual, centavos for valor.
    value: integer('value').notNull(),
    usageLimit: integer('usage_limit'),
    // Uses held by pending or paid orders; guarded by `uses <= usage_limit`.
    uses: integer('uses').notNull().default(0),
    minValueCents: integer('min_value_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    // Limited to the ticket types in coupon_ticket_types (ADR 0425). Kept apart from the rows so a
    // limited coupon whose types were all deleted reaches nothing instead of every ticket.
    limitedToTicketTypes: boolean('limited_to_ticket_types').notNull().default(false),
    // Deleted by the organiser: kept so the orders that used it still name it (decision 0141).
    deletedAt: timestamptz('deleted_at'),
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

/** The ticket types a limited coupon applies to (ADR 0425); both belong to the same event. */
export const couponTicketTypes = pgTable(
  'coupon_ticket_types',
  {
    couponId: requiredRef('coupon_id', () => coupons.id, 'cascade'),
    ticketTypeId: requiredRef('ticket_type_id', () => ticketTypes.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.ticketTypeId] }),
    index('coupon_ticket_types_ticket_idx').on(t.ticketTypeId),
  ],
);
