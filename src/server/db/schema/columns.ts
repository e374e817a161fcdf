// Column helpers every slice of the schema shares.
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * 18 random bytes (138 of them from pg_strong_random via two v4 UUIDs) as 24 base64url characters.
 * The database draws it, so every writer and the migration's backfill get the same kind of value.
 */
export const PAYMENT_PUBLIC_ID_DEFAULT = sql`translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || left(replace(gen_random_uuid()::text, '-', ''), 4), 'hex'), 'base64'), '+/', '-_')`;
