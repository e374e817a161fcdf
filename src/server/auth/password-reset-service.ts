// "Esqueci minha senha": a single-use, short-lived link by e-mail, and the reset it allows.
// The answer to a request never depends on whether the e-mail has an account: the reply is sent
// after the same work for every e-mail (rate limit, one insert), and the account-dependent part
// (token, e-mail) runs after it (docs/decisions/0080-password-reset.md).
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { RESET_LINK_INVALID } from '../../domain/contracts/organiser-account.ts';
import { passwordProblem } from '../../domain/password-rules.ts';
import { deleteOrganiserSessions, hashToken } from '../access/session-store.ts';
import type { AppContext } from '../context.ts';
import { loginAttempts, organisers, passwordResetRequests, passwordResetTokens } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { hashPassword } from './password.ts';
import { queuePasswordResetEmail } from './password-reset-email.ts';

/** Where the link in the e-mail leads; the token rides in the fragment, which no server logs. */
export const RESET_PAGE_PATH = '/admin/redefinir-senha';

export interface ResetRequest {
  email: string;
  ip: string;
  /** The absolute base URL for the link (appBaseUrl: never the request's Host header). */
  linkBase: string;
}

const invalidLink = () =>
  new AppError('validation', RESET_LINK_INVALID, { fieldErrors: { token: [RESET_LINK_INVALID] } });

async function recentRequests(ctx: AppContext, email: string): Promise<number> {
  const since = new Date(Date.now() - ctx.config.LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000);
  const rows = await ctx.db
    .select({ n: count() })
    .from(passwordResetRequests)
    .where(and(eq(passwordResetRequests.email, email), gt(passwordResetRequests.createdAt, since)));
  return rows[0]?.n ?? 0;
}

/**
 * Records a reset request (refused past the per-e-mail limit, for any e-mail alike) and returns
 * the delivery to run once the reply is on its way.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  request: ResetRequest,
): Promise<() => Promise<void>> {
  if ((await recentRequests(ctx, request.email)) >= ctx.config.PASSWORD_RESET_MAX_PER_EMAIL) {
    throw new AppError(
      'too_many_requests',
      'Muitos pedidos de redefinição para este e-mail. Tente novamente em alguns minutos.',
    );
  }
  await ctx.db.insert(passwordResetRequests).values({ email: request.email, ip: request.ip });
  return () => deliverPasswordReset(ctx, request);
}

/** Issues a token and queues its e-mail when the e-mail has an account; nothing otherwise. */
export async function deliverPasswordReset(ctx: AppContext, request: ResetRequest): Promise<void> {
  const [organiser] = await ctx.db
    .select({ id: organisers.id, name: organisers.name, email: organisers.email })
    .from(organisers)
    .where(eq(organisers.email, request.email))
    .limit(1);
  if (!organiser) return;
  const token = randomBytes(32).toString('base64url');
  const ttl = ctx.config.PASSWORD_RESET_TTL_MINUTES;
  const outboxId = await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      organiserId: organiser.id,
      expiresAt: new Date(Date.now() + ttl * 60 * 1000),
    });
    return queuePasswordResetEmail(tx, {
      organiserName: organiser.name,
      toAddress: organiser.email,
      resetUrl: `${request.linkBase}${RESET_PAGE_PATH}#token=${token}`,
      validForMinutes: ttl,
    });
  });
  await ctx.jobs.enqueueEmail(outboxId);
}

async function findLiveToken(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ organiserId: organisers.id, email: organisers.email })
    .from(passwordResetTokens)
    .innerJoin(organisers, eq(organisers.id, passwordResetTokens.organiserId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The account e-mail of a usable link (shown on the reset page, whose visitor got the link in that
 * mailbox); throws the spec-shaped "invalid link" error otherwise.
 */
export async function usableResetTokenEmail(ctx: AppContext, token: string): Promise<string> {
  const live = await findLiveToken(ctx, token);
  if (!live) throw invalidLink();
  return live.email;
}

/**
 * Sets the new password, spends this and every other open link of the account and ends all of its
 * sessions, in one transaction. The token is spent by a guarded UPDATE, so two submissions of the
 * same link cannot both succeed.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string },
): Promise<void> {
  const live = await findLiveToken(ctx, input.token);
  if (!live) throw invalidLink();
  const problem = passwordProblem(input.password, { email: live.email });
  if (problem) throw AppError.validation({ password: [problem] });
  const passwordHash = await hashPassword(input.password, ctx.config.PASSWORD_HASH_COST);
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ organiserId: passwordResetTokens.organiserId });
    const organiserId = spent[0]?.organiserId;
    if (organiserId === undefined) throw invalidLink();
    await tx.update(organisers).set({ passwordHash }).where(eq(organisers.id, organiserId));
    await spendResetTokens(tx, organiserId, now);
    await deleteOrganiserSessions(tx, organiserId);
    // Whoever holds the mailbox has proved it: earlier failed logins no longer lock the e-mail.
    await tx
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.email, live.email), eq(loginAttempts.succeeded, false)));
  });
}

/** Every open reset link of the account stops working (after a reset or a password change). */
export async function spendResetTokens(
  tx: Pick<AppContext['db'], 'update'>,
  organiserId: number,
  now = new Date(),
): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.organiserId, organiserId), isNull(passwordResetTokens.usedAt)));
}
