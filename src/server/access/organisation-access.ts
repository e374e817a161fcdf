// Who the signed-in person is in an organisation (issue 21, ADR 0430): the membership the guard
// reads on every organiser request, and the organisation an account owns, created on first use
// (an organiser signs up alone; the migration gave every existing organiser one).
import { eq } from 'drizzle-orm';
import {
  EVENT_SCOPED_ROLES,
  type OrganisationRole,
  type OrganiserPermission,
  ROLE_PERMISSIONS,
} from '../../domain/organiser-permissions.ts';
import type { Db, Tx } from '../db/client.ts';
import { organisationMembers, organisations, organisers } from '../db/schema.ts';

export interface OrganisationAccess {
  organisationId: number;
  memberId: number;
  role: OrganisationRole;
  /** The events an event-scoped role works on (check-in); empty for the others. */
  eventIds: readonly number[];
}

/** The account's membership, or null for an account in no organisation yet. */
export async function loadAccess(db: Db | Tx, organiserId: number): Promise<OrganisationAccess | null> {
  const [row] = await db
    .select({
      organisationId: organisationMembers.organisationId,
      memberId: organisationMembers.id,
      role: organisationMembers.role,
      eventIds: organisationMembers.eventIds,
    })
    .from(organisationMembers)
    .where(eq(organisationMembers.organiserId, organiserId))
    .limit(1);
  return row ?? null;
}

/**
 * The organisation the account works in: the one it is a member of, or a new one it owns (named
 * after it). Idempotent under concurrency: the unique owner and member keys decide the race.
 */
export async function ensureOrganisation(db: Db | Tx, organiserId: number): Promise<OrganisationAccess> {
  const existing = await loadAccess(db, organiserId);
  if (existing) return existing;
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ name: organisers.name })
      .from(organisers)
      .where(eq(organisers.id, organiserId));
    if (!account) throw new Error(`ensureOrganisation: no organiser ${organiserId}`);
    const [created] = await tx
      .insert(organisations)
      .values({ ownerId: organiserId, name: account.name })
      .onConflictDoNothing({ target: organisations.ownerId })
      .returning({ id: organisations.id });
    if (created) {
      await tx
        .insert(organisationMembers)
        .values({ organisationId: created.id, organiserId, role: 'proprietario' })
        .onConflictDoNothing({ target: organisationMembers.organiserId });
    }
  });
  const access = await loadAccess(db, organiserId);
  if (!access) throw new Error(`ensureOrganisation: organiser ${organiserId} has no membership`);
  return access;
}

/** Which of the organisation's events a list may show: all of them, or only the assigned ones. */
export interface EventScope {
  organisationId: number;
  /** null: every event of the organisation. */
  onlyEventIds: readonly number[] | null;
}

/**
 * The events on which the member holds `permission`, as a scope for a list query; null when
 * there are none (no organisation yet, or a role without it).
 */
export function eventScope(
  access: OrganisationAccess | null,
  permission: OrganiserPermission,
): EventScope | null {
  if (!access || !ROLE_PERMISSIONS[access.role].has(permission)) return null;
  const scoped = EVENT_SCOPED_ROLES.has(access.role);
  return { organisationId: access.organisationId, onlyEventIds: scoped ? access.eventIds : null };
}
