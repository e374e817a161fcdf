// Where an organisation's money goes (ADR 0304): its own Mercado Pago account or its bank's Pix API,
// connected on the Recebimentos screen. One per organisation. The secrets (access token, webhook
// secret, client secret, certificate key) are one AES-256-GCM box (PAYMENT_SECRETS_KEY), never
// sent back to the browser: the screen shows when they were set and their last 4 characters.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, PAYMENT_PUBLIC_ID_DEFAULT, serialId, updatedAt } from './columns.ts';
import { organisations } from './organisations.ts';

export const RECEIVING_PROVIDERS = ['mercadopago', 'pix-api'] as const;
export type ReceivingProvider = (typeof RECEIVING_PROVIDERS)[number];

export const receivingAccounts = pgTable(
  'receiving_accounts',
  {
    id: serialId(),
    // Names the account in its webhook URLs (?conta=…): random, so a URL reveals nothing.
    publicId: text('public_id').notNull().unique().default(PAYMENT_PUBLIC_ID_DEFAULT),
    organisationId: integer('organisation_id')
      .notNull()
      .unique()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: RECEIVING_PROVIDERS }).notNull(),
    /** The account holder's CPF or CNPJ, normalised. */
    holderDocument: text('holder_document').notNull(),
    /** What may be shown: public key, Pix API base URL, client id, PIX key; per provider. */
    publicSettings: jsonb('public_settings').$type<Record<string, string>>().notNull(),
    /** The secrets, encrypted (v1.<iv>.<tag>.<ciphertext>, base64url). */
    secretsCiphertext: text('secrets_ciphertext').notNull(),
    /** The last 4 characters of each secret, for the screen ("…a1b2"). */
    secretHints: jsonb('secret_hints').$type<Record<string, string>>().notNull(),
    /** sha256 of the Pix API callback token (…/api/webhooks/pix-api/<token>/pix), for lookup. */
    webhookTokenHash: text('webhook_token_hash').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'receiving_accounts_provider_known',
      sql`${t.provider} IN (${sql.raw(RECEIVING_PROVIDERS.map((p) => `'${p}'`).join(', '))})`,
    ),
  ],
);
