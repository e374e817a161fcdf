// Organisers and their sign-in: accounts, sessions, login attempts, password resets and sign-ups.
// Part of the Drizzle schema; src/server/db/schema.ts re-exports every slice (decision 0201).
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId, timestamptz } from './columns.ts';

export const organisers = pgTable('organisers', {
  id: serialId(),
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
    organiserId: requiredRef('organiser_id', () => organisers.id, 'cascade'),
    csrfToken: text('csrf_token').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_organiser_idx').on(t.organiserId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serialId(),
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
    organiserId: requiredRef('organiser_id', () => organisers.id, 'cascade'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_organiser_idx').on(t.organiserId)],
);

// Every reset request, for any e-mail typed (with an account or not): the per-e-mail rate limit
// counts these, so it behaves the same whether the account exists.
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: serialId(),
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
    id: serialId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('signup_requests_email_idx').on(t.email, t.createdAt)],
);
