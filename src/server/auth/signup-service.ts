// Sign-up by e-mail link (docs/decisions/0047-sign-up-by-e-mail-link.md). The reply to a sign-up
// never depends on whether the e-mail has an account: before the reply every sign-up does the same
// work (per-e-mail limit, password hash, one insert with a fresh token); after it, a new e-mail
// gets the link that creates the account, an existing one a notice pointing to login and reset.
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { type RegisterInput, SIGNUP_LINK_INVALID } from '../../domain/contracts/organiser-auth.ts';
import { createSession, hashToken } from '../access/session-store.ts';
import type { AppContext } from '../context.ts';
import { organisers, signupRequests } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { NewSession } from './auth-service.ts';
import { hashPassword } from './password.ts';
import { queueExistingAccountEmail, queueSignupConfirmationEmail } from './signup-email.ts';

/** Where the link in the e-mail leads; the token rides in the fragment, which no server logs. */
export const CONFIRM_SIGNUP_PAGE_PATH = '/admin/confirmar-cadastro';

export interface SignupRequest {
  input: RegisterInput;
  ip: string;
  /** The absolute base URL for the links (appBaseUrl: never the request's Host header). */
  linkBase: string;
}

const invalidLink = () =>
  new AppError('validation', SIGNUP_LINK_INVALID, { fieldErrors: { token: [SIGNUP_LINK_INVALID] } });

async function recentSignups(ctx: AppContext, email: string): Promise<number> {
  const since = new Date(Date.now() - ctx.config.LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000);
  const rows = await ctx.db
    .select({ n: count() })
    .from(signupRequests)
    .where(and(eq(signupRequests.email, email), gt(signupRequests.createdAt, since)));
  return rows[0]?.n ?? 0;
}

/**
 * Records a sign-up (refused past the per-e-mail limit, for any e-mail alike) and returns the
 * delivery to run once the reply is on its way.
 */
export async function requestSignup(ctx: AppContext, request: SignupRequest): Promise<() => Promise<void>> {
  const { email, name, password } = request.input;
  if ((await recentSignups(ctx, email)) >= ctx.config.SIGNUP_MAX_PER_EMAIL) {
    throw new AppError(
      'too_many_requests',
      'Muitos cadastros com este e-mail. Veja a sua caixa de entrada ou tente novamente em alguns minutos.',
    );
  }
  const token = randomBytes(32).toString('base64url');
  const ttl = ctx.config.SIGNUP_CONFIRM_TTL_MINUTES;
  await ctx.db.insert(signupRequests).values({
    email,
    name,
    passwordHash: await hashPassword(password, ctx.config.PASSWORD_HASH_COST),
    tokenHash: hashToken(token),
    ip: request.ip,
    expiresAt: new Date(Date.now() + ttl * 60 * 1000),
  });
  return () => deliverSignupEmail(ctx, { email, name, token, linkBase: request.linkBase });
}

/** Queues the confirmation link for a new e-mail, or the "account exists" notice. */
async function deliverSignupEmail(
  ctx: AppContext,
  signup: { email: string; name: string; token: string; linkBase: string },
): Promise<void> {
  const [existing] = await ctx.db
    .select({ id: organisers.id })
    .from(organisers)
    .where(eq(organisers.email, signup.email))
    .limit(1);
  const outboxId = existing
    ? await queueExistingAccountEmail(ctx.db, {
        toAddress: signup.email,
        loginUrl: `${signup.linkBase}/admin/login`,
        forgotPasswordUrl: `${signup.linkBase}/admin/esqueci-senha`,
      })
    : await queueSignupConfirmationEmail(ctx.db, {
        name: signup.name,
        toAddress: signup.email,
        confirmUrl: `${signup.linkBase}${CONFIRM_SIGNUP_PAGE_PATH}#token=${signup.token}`,
        validForMinutes: ctx.config.SIGNUP_CONFIRM_TTL_MINUTES,
      });
  await ctx.jobs.enqueueEmail(outboxId);
}

/**
 * Follows a confirmation link: spends it (a guarded UPDATE, so two clicks cannot both pass), creates
 * the account with the name and password given at sign-up, spends the e-mail's other pending links
 * and signs the new organiser in. A link whose e-mail got an account meanwhile is refused like a
 * spent one.
 */
export async function confirmSignup(ctx: AppContext, token: string): Promise<NewSession> {
  const user = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [signup] = await tx
      .update(signupRequests)
      .set({ usedAt: now })
      .where(
        and(
          eq(signupRequests.tokenHash, hashToken(token)),
          isNull(signupRequests.usedAt),
          gt(signupRequests.expiresAt, now),
        ),
      )
      .returning();
    if (!signup) return null;
    const [created] = await tx
      .insert(organisers)
      .values({ email: signup.email, name: signup.name, passwordHash: signup.passwordHash })
      .onConflictDoNothing({ target: organisers.email })
      .returning({ id: organisers.id, email: organisers.email, name: organisers.name });
    if (!created) return null;
    await tx
      .update(signupRequests)
      .set({ usedAt: now })
      .where(and(eq(signupRequests.email, signup.email), isNull(signupRequests.usedAt)));
    return created;
  });
  if (!user) throw invalidLink();
  return { user, ...(await createSession(ctx.db, user.id, ctx.config.SESSION_TTL_DAYS)) };
}
