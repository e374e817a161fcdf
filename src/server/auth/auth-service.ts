import { and, count, eq, gt } from 'drizzle-orm';
import type { LoginInput, RegisterInput, SessionUser } from '../../domain/contracts/organiser-auth.ts';
import { createSession } from '../access/session-store.ts';
import type { AppContext } from '../context.ts';
import { loginAttempts, organisers } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';

export interface NewSession {
  user: SessionUser;
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

/** An account at once, for the CLI and the demo seed; people sign up by e-mail link (signup-service.ts). */
export async function createOrganiser(ctx: AppContext, input: RegisterInput): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password, ctx.config.PASSWORD_HASH_COST);
  const inserted = await ctx.db
    .insert(organisers)
    .values({ email: input.email, name: input.name, passwordHash })
    .onConflictDoNothing({ target: organisers.email })
    .returning({ id: organisers.id, email: organisers.email, name: organisers.name });
  const user = inserted[0];
  if (!user) {
    throw new AppError('conflict', 'Este e-mail já está cadastrado.', {
      fieldErrors: { email: ['Este e-mail já está cadastrado.'] },
    });
  }
  return user;
}

export async function recentFailures(ctx: AppContext, email: string): Promise<number> {
  const since = new Date(Date.now() - ctx.config.LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000);
  const rows = await ctx.db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return rows[0]?.n ?? 0;
}

export async function logIn(ctx: AppContext, input: LoginInput, ip: string): Promise<NewSession> {
  if ((await recentFailures(ctx, input.email)) >= ctx.config.LOGIN_MAX_FAILURES_PER_EMAIL) {
    throw new AppError('too_many_requests', 'Muitas tentativas de login. Tente novamente em alguns minutos.');
  }
  const found = await ctx.db.select().from(organisers).where(eq(organisers.email, input.email)).limit(1);
  const organiser = found[0];
  const ok = await verifyPassword(
    input.password,
    organiser?.passwordHash ?? (await dummyPasswordHash(ctx.config.PASSWORD_HASH_COST)),
  );
  await ctx.db.insert(loginAttempts).values({ email: input.email, ip, succeeded: ok && !!organiser });
  if (!organiser || !ok) {
    throw new AppError('unauthorized', 'E-mail ou senha inválidos.');
  }
  const user = { id: organiser.id, email: organiser.email, name: organiser.name };
  return { user, ...(await createSession(ctx.db, user.id, ctx.config.SESSION_TTL_DAYS)) };
}
