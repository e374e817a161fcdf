// The whole Catraca data model, one Drizzle schema split by slice under ./schema/ (decision 0201).
// Money columns are integer centavos (`*_cents`). Wall-clock times are timestamptz (see
// docs/decisions/0003-brazil-time.md). This file is the index every import and drizzle-kit read:
// a new table goes in its slice's file (or a new one) and that file is re-exported here.
export * from './schema/accounts.ts';
export * from './schema/buyer-access.ts';
export * from './schema/candidates.ts';
export * from './schema/coupons.ts';
export * from './schema/email.ts';
export * from './schema/events.ts';
export * from './schema/files.ts';
export * from './schema/orders.ts';
export * from './schema/organisations.ts';
export * from './schema/participants.ts';
export * from './schema/rate-limits.ts';
export * from './schema/receiving-accounts.ts';
