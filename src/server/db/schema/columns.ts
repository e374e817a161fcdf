// Column helpers every slice of the schema shares.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, serial, timestamp } from 'drizzle-orm/pg-core';

/** Every table's surrogate key. */
export const serialId = () => serial('id').primaryKey();
/** Every instant of the schema is a `timestamp with time zone`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
/** A required integer foreign key: `name` references `target` (a table's id), deleted as `onDelete` says. */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  integer(name).notNull().references(target, { onDelete });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/**
 * 18 random bytes (138 of them from pg_strong_random via two v4 UUIDs) as 24 base64url characters.
 * The database draws it, so every writer and the migration's backfill get the same kind of value.
 */
export const PAYMENT_PUBLIC_ID_DEFAULT = sql`translate(encode(decode(replace(gen_random_uuid()::text, '-', '') || left(replace(gen_random_uuid()::text, '-', ''), 4), 'hex'), 'base64'), '+/', '-_')`;
