// The organisation's team (issue 21, ADR 0430): members and pending invitations, inviting by
// e-mail, changing a role, removing a member (their sessions end at once) and cancelling an
// invitation. The owner is a member too, and can be neither changed nor removed. The guard has
// checked that the member or invitation id is of the actor's organisation.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type {
  ChangeMemberInput,
  Invitation,
  InviteMemberInput,
  Member,
  Team,
} from '../../domain/contracts/organisation.ts';
import { EVENT_SCOPED_ROLES, type InvitableRole } from '../../domain/organiser-permissions.ts';
import type { OrganisationAccess } from '../access/organisation-access.ts';
import type { Actor } from '../access/owned-event.ts';
import { deleteOrganiserSessions, hashToken } from '../access/session-store.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import {
  events,
  organisationInvitations,
  organisationMembers,
  organisations,
  organisers,
} from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { ACCEPT_INVITATION_PAGE_PATH, queueInvitationEmail } from './invitation-email.ts';

export const TEAM_MESSAGES = {
  alreadyMember: 'Esta pessoa já faz parte da equipe.',
  ownerFixed: 'O proprietário da organização não pode ser alterado nem removido.',
  eventNotFound: 'Evento não encontrado.',
} as const;

export async function listTeam(ctx: AppContext, access: OrganisationAccess): Promise<Team> {
  const members = await ctx.db
    .select({
      id: organisationMembers.id,
      nome: organisers.name,
      email: organisers.email,
      papel: organisationMembers.role,
      eventos_ids: organisationMembers.eventIds,
      desde: organisationMembers.createdAt,
    })
    .from(organisationMembers)
    .innerJoin(organisers, eq(organisers.id, organisationMembers.organiserId))
    .where(eq(organisationMembers.organisationId, access.organisationId))
    .orderBy(
      sql`${organisationMembers.role} <> 'proprietario'`,
      asc(organisers.name),
      asc(organisationMembers.id),
    );
  const invitations = await ctx.db
    .select()
    .from(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.organisationId, access.organisationId),
        isNull(organisationInvitations.acceptedAt),
        isNull(organisationInvitations.revokedAt),
        gt(organisationInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(organisationInvitations.createdAt), asc(organisationInvitations.id));
  return {
    membros: members.map((m): Member => ({ ...m, desde: m.desde.toISOString() })),
    convites: invitations.map(toInvitation),
  };
}

function toInvitation(row: typeof organisationInvitations.$inferSelect): Invitation {
  return {
    id: row.id,
    email: row.email,
    papel: row.role,
    eventos_ids: row.eventIds,
    expira_em: row.expiresAt.toISOString(),
  };
}

/** The events a role works on: the chosen ones (all of this organisation) for check-in, none otherwise. */
async function assignedEvents(
  tx: Tx,
  access: OrganisationAccess,
  role: InvitableRole,
  eventIds: readonly number[],
): Promise<number[]> {
  if (!EVENT_SCOPED_ROLES.has(role)) return [];
  const ids = [...new Set(eventIds)];
  const found = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.organisationId, access.organisationId), inArray(events.id, ids)));
  if (found.length !== ids.length) throw AppError.validation({ eventos_ids: [TEAM_MESSAGES.eventNotFound] });
  return ids.sort((a, b) => a - b);
}

/**
 * Invites an e-mail with a role: a single-use link (only its hash is kept) that replaces any
 * pending invitation of that e-mail to this organisation, e-mailed in the same transaction.
 */
export async function inviteMember(
  ctx: AppContext,
  access: OrganisationAccess,
  actor: Actor,
  input: InviteMemberInput,
  linkBase: string,
): Promise<Invitation> {
  const token = randomBytes(32).toString('base64url');
  const hours = ctx.config.INVITATION_TTL_HOURS;
  const { invitation, outboxId } = await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: organisationMembers.id })
      .from(organisationMembers)
      .innerJoin(organisers, eq(organisers.id, organisationMembers.organiserId))
      .where(
        and(eq(organisationMembers.organisationId, access.organisationId), eq(organisers.email, input.email)),
      )
      .limit(1);
    if (member)
      throw new AppError('conflict', TEAM_MESSAGES.alreadyMember, {
        fieldErrors: { email: [TEAM_MESSAGES.alreadyMember] },
      });
    const eventIds = await assignedEvents(tx, access, input.papel, input.eventos_ids);
    const now = new Date();
    await tx
      .update(organisationInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(organisationInvitations.organisationId, access.organisationId),
          eq(organisationInvitations.email, input.email),
          isNull(organisationInvitations.acceptedAt),
          isNull(organisationInvitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(organisationInvitations)
      .values({
        organisationId: access.organisationId,
        email: input.email,
        role: input.papel,
        eventIds,
        tokenHash: hashToken(token),
        invitedBy: actor.id,
        expiresAt: new Date(now.getTime() + hours * 3_600_000),
      })
      .returning();
    if (!row) throw new Error('invitation not inserted');
    const [organisation] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, access.organisationId));
    const outbox = await queueInvitationEmail(tx, {
      toAddress: input.email,
      organisationName: organisation?.name ?? '',
      invitedByName: actor.name,
      role: input.papel,
      acceptUrl: `${linkBase}${ACCEPT_INVITATION_PAGE_PATH}#token=${token}`,
      validForHours: hours,
    });
    return { invitation: toInvitation(row), outboxId: outbox };
  });
  await ctx.jobs.enqueueEmail(outboxId);
  return invitation;
}

async function assertNotOwner(tx: Tx, memberId: number): Promise<{ organiserId: number }> {
  const [member] = await tx
    .select({ role: organisationMembers.role, organiserId: organisationMembers.organiserId })
    .from(organisationMembers)
    .where(eq(organisationMembers.id, memberId))
    .for('update');
  if (!member) throw AppError.notFound('Membro não encontrado.');
  if (member.role === 'proprietario') throw new AppError('conflict', TEAM_MESSAGES.ownerFixed);
  return member;
}

/** A member's new role (and events, for check-in): the next request they make is judged by it. */
export async function changeMember(
  ctx: AppContext,
  access: OrganisationAccess,
  memberId: number,
  input: ChangeMemberInput,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await assertNotOwner(tx, memberId);
    const eventIds = await assignedEvents(tx, access, input.papel, input.eventos_ids);
    await tx
      .update(organisationMembers)
      .set({ role: input.papel, eventIds })
      .where(eq(organisationMembers.id, memberId));
  });
}

/** Removes a member; every session of theirs ends in the same transaction. */
export async function removeMember(ctx: AppContext, memberId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const member = await assertNotOwner(tx, memberId);
    await tx.delete(organisationMembers).where(eq(organisationMembers.id, memberId));
    await deleteOrganiserSessions(tx, member.organiserId);
  });
}

/** Cancels a pending invitation: its link stops working. */
export async function cancelInvitation(ctx: AppContext, invitationId: number): Promise<void> {
  await ctx.db
    .update(organisationInvitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(organisationInvitations.id, invitationId), isNull(organisationInvitations.acceptedAt)));
}
