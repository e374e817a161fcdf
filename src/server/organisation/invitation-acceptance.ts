// Following an invitation link (issue 21, ADR 0430): what it invites to, and accepting it with the
// e-mail's existing account or a new one. Public module of the organisation slice: the auth slice
// owns the HTTP routes (passwords, sessions and cookies are its business) and calls these.
import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import { INVITATION_LINK_INVALID, type InvitationInfo } from '../../domain/contracts/organisation.ts';
import { hashToken } from '../access/session-store.ts';
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

export const ACCEPT_MESSAGES = {
  alreadyHere: 'Você já faz parte desta equipe.',
  elsewhere:
    'Esta conta já faz parte de outra organização (com eventos ou equipe). Peça o convite para outro e-mail.',
  accountExists: 'Já existe uma conta com este e-mail: informe a senha dela.',
} as const;

export const invalidInvitation = () =>
  new AppError('validation', INVITATION_LINK_INVALID, { fieldErrors: { token: [INVITATION_LINK_INVALID] } });

const usable = (token: string, now: Date) =>
  and(
    eq(organisationInvitations.tokenHash, hashToken(token)),
    isNull(organisationInvitations.acceptedAt),
    isNull(organisationInvitations.revokedAt),
    gt(organisationInvitations.expiresAt, now),
  );

/** What a live link invites to, and whether its e-mail already has an account. */
export async function describeInvitation(ctx: AppContext, token: string): Promise<InvitationInfo> {
  const [row] = await ctx.db
    .select({
      organisation: organisations.name,
      role: organisationInvitations.role,
      email: organisationInvitations.email,
    })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .where(usable(token, new Date()))
    .limit(1);
  if (!row) throw invalidInvitation();
  const [account] = await ctx.db
    .select({ id: organisers.id })
    .from(organisers)
    .where(eq(organisers.email, row.email))
    .limit(1);
  return {
    organizacao: row.organisation,
    papel: row.role,
    email: row.email,
    conta_existente: Boolean(account),
  };
}

/** The invitation's e-mail, for the caller to check the account's password against; null: dead link. */
export async function invitationEmail(ctx: AppContext, token: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ email: organisationInvitations.email })
    .from(organisationInvitations)
    .where(usable(token, new Date()))
    .limit(1);
  return row?.email ?? null;
}

export type Acceptor =
  /** The e-mail's account, whose password the caller has verified. */
  | { kind: 'existing'; organiserId: number }
  /** A new account for the invitation's e-mail (the link proves the mailbox). */
  | { kind: 'new'; name: string; passwordHash: string };

/**
 * Spends the link (a guarded UPDATE: two clicks cannot both pass) and makes the account a member
 * with the invited role, in one transaction. An existing account that owns an organisation with
 * no events and no other member leaves it (it was only ever its own); one in a working
 * organisation is refused, and the link stays usable. Returns the member's account id.
 */
export async function acceptInvitation(ctx: AppContext, token: string, acceptor: Acceptor): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(organisationInvitations)
      .set({ acceptedAt: new Date() })
      .where(usable(token, new Date()))
      .returning();
    if (!invitation) throw invalidInvitation();
    const organiserId =
      acceptor.kind === 'existing'
        ? acceptor.organiserId
        : await createAccount(tx, invitation.email, acceptor.name, acceptor.passwordHash);
    await leaveEmptyOrganisation(tx, organiserId, invitation.organisationId);
    await tx.insert(organisationMembers).values({
      organisationId: invitation.organisationId,
      organiserId,
      role: invitation.role,
      eventIds: invitation.eventIds,
    });
    return organiserId;
  });
}

async function createAccount(tx: Tx, email: string, name: string, passwordHash: string): Promise<number> {
  const [created] = await tx
    .insert(organisers)
    .values({ email, name, passwordHash })
    .onConflictDoNothing({ target: organisers.email })
    .returning({ id: organisers.id });
  if (!created)
    throw new AppError('conflict', ACCEPT_MESSAGES.accountExists, {
      fieldErrors: { password: [ACCEPT_MESSAGES.accountExists] },
    });
  return created.id;
}

/** Frees the account for the new organisation, or refuses when it already works in one. */
async function leaveEmptyOrganisation(tx: Tx, organiserId: number, joining: number): Promise<void> {
  const [current] = await tx
    .select({ organisationId: organisationMembers.organisationId, role: organisationMembers.role })
    .from(organisationMembers)
    .where(eq(organisationMembers.organiserId, organiserId))
    .for('update');
  if (!current) return;
  if (current.organisationId === joining) throw new AppError('conflict', ACCEPT_MESSAGES.alreadyHere);
  if (current.role !== 'proprietario') throw new AppError('conflict', ACCEPT_MESSAGES.elsewhere);
  const [eventCount] = await tx
    .select({ n: count() })
    .from(events)
    .where(eq(events.organisationId, current.organisationId));
  const [otherMembers] = await tx
    .select({ n: count() })
    .from(organisationMembers)
    .where(
      and(
        eq(organisationMembers.organisationId, current.organisationId),
        ne(organisationMembers.organiserId, organiserId),
      ),
    );
  if ((eventCount?.n ?? 0) > 0 || (otherMembers?.n ?? 0) > 0)
    throw new AppError('conflict', ACCEPT_MESSAGES.elsewhere);
  await tx.delete(organisations).where(eq(organisations.id, current.organisationId));
}
