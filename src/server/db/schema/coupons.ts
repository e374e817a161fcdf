// Discount coupons of an event.
// Part of the Drizzle schema; src/server/db/schema.ts re-exports every slice (decision 0201).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId, timestamptz } from './columns.ts';
import { events } from './events.ts';

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
