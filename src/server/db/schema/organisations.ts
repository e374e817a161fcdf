// Organisations, their members and invitations (issue 21, ADR 0430). Events belong to an
// organisation (events.organisation_id); an account is in at most one organisation (its owner,
// `proprietario`, is a member row too), and its role decides what the guard lets it do
// (src/domain/organiser-permissions.ts). Part of the Drizzle schema (decision 0201).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { INVITABLE_ROLES, ORGANISATION_ROLES } from '../../../domain/organiser-permissions.ts';
import { organisers } from './accounts.ts';
import { createdAt, requiredRef, serialId, timestamptz, updatedAt } from './columns.ts';

export const organisations = pgTable('organisations', {
  id: serialId(),
  // One organisation per owning account; the owner cannot be removed (ADR 0430).
  ownerId: integer('owner_id')
    .notNull()
    .unique()
    .references(() => organisers.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  /** CPF or CNPJ, normalised ([0-9A-Z]), or null until the owner fills it in. */
  document: text('document'),
  contactEmail: text('contact_email'),
  /** Digits only, with area code. */
  contactPhone: text('contact_phone'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const organisationMembers = pgTable(
  'organisation_members',
  {
    id: serialId(),
    organisationId: requiredRef('organisation_id', () => organisations.id, 'cascade'),
    // At most one organisation per account: the guard resolves "the" organisation of a session.
    organiserId: integer('organiser_id')
      .notNull()
      .unique()
      .references(() => organisers.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ORGANISATION_ROLES }).notNull(),
    /** The events an event-scoped role (check-in) works on; empty for the others. */
    eventIds: integer('event_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('organisation_members_organisation_idx').on(t.organisationId),
    check(
      'organisation_members_role_known',
      sql`${t.role} IN (${sql.raw(ORGANISATION_ROLES.map((r) => `'${r}'`).join(', '))})`,
    ),
  ],
);

// An invitation link: only the sha256 of its token is kept; single use (accepted_at), short-lived
// (expires_at), and revoked when cancelled or replaced by a newer one to the same e-mail.
export const organisationInvitations = pgTable(
  'organisation_invitations',
  {
    id: serialId(),
    organisationId: requiredRef('organisation_id', () => organisations.id, 'cascade'),
    email: text('email').notNull(),
    role: text('role', { enum: INVITABLE_ROLES }).notNull(),
    eventIds: integer('event_ids').array().notNull().default(sql`'{}'::integer[]`),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').references(() => organisers.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('organisation_invitations_organisation_idx').on(t.organisationId, t.email)],
);
