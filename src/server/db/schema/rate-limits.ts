// Request budgets every app node shares (docs/decisions/0240-shared-rate-limits.md): one row per
// budget and key (a route's limiter and an address, or a slice's own budget and whatever it counts
// by), counting the requests spent in the current window. Rows whose window has ended are reused in
// place by the next request and swept now and then (src/server/http/rate-budget.ts).
// Part of the Drizzle schema; src/server/db/schema.ts re-exports every slice (decision 0201).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** `<budget>|<key>`: the budget's name, then what it counts by (an address, an e-mail…). */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);
