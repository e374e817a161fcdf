// "Meus ingressos" (issue 22, docs/decisions/0471-meus-ingressos-link.md): a link e-mailed to a
// buyer's address, opened once, lists every order of that address for a while. Only hashes of the
// two secrets are stored: the e-mailed token, and the view key the opened link hands that browser.
// Part of the Drizzle schema; src/server/db/schema.ts re-exports every slice (decision 0201).
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamptz } from './columns.ts';

export const buyerAccessLinks = pgTable(
  'buyer_access_links',
  {
    id: serialId(),
    /** SHA-256 of the token in the e-mailed link. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Lowercased, as orders store the buyer's e-mail. */
    email: text('email').notNull(),
    /** The link can be opened until then, once. */
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** SHA-256 of the view key handed out when the link was opened; lists until viewExpiresAt. */
    viewKeyHash: text('view_key_hash'),
    viewExpiresAt: timestamptz('view_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('buyer_access_links_view_key_uq').on(t.viewKeyHash).where(sql`${t.viewKeyHash} IS NOT NULL`),
    index('buyer_access_links_expires_idx').on(t.expiresAt),
  ],
);
