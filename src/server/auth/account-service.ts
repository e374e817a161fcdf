// The signed-in organiser's own account: the name shown in the admin, and a password change that
// needs the current password and ends every other session.
import { eq } from 'drizzle-orm';
import type { ChangePasswordInput, UpdateProfileInput } from '../../domain/contracts/organiser-account.ts';
import type { SessionUser } from '../../domain/contracts/organiser-auth.ts';
import { passwordProblem } from '../../domain/password-rules.ts';
import { deleteOrganiserSessions } from '../access/session-store.ts';
import type { AppContext } from '../context.ts';
import { loginAttempts, organisers } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { recentFailures } from './auth-service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { spendResetTokens } from './password-reset-service.ts';

export async function updateProfile(
  ctx: AppContext,
  organiserId: number,
  input: UpdateProfileInput,
): Promise<SessionUser> {
  const [user] = await ctx.db
    .update(organisers)
    .set({ name: input.name })
    .where(eq(organisers.id, organiserId))
    .returning({ id: organisers.id, email: organisers.email, name: organisers.name });
  if (!user) throw new AppError('unauthorized', 'Faça login para continuar.');
  return user;
}

export interface PasswordChange {
  organiserId: number;
  /** The session making the change: the only one left open. */
  sessionIdHash: string;
  ip: string;
  input: ChangePasswordInput;
}

/**
 * Checks the current password like a login does (failures count towards the same per-e-mail
 * lock, so a stolen session cannot guess it), then sets the new one, spends open reset links and
 * ends every other session.
 */
export async function changePassword(ctx: AppContext, change: PasswordChange): Promise<void> {
  const [organiser] = await ctx.db.select().from(organisers).where(eq(organisers.id, change.organiserId));
  if (!organiser) throw new AppError('unauthorized', 'Faça login para continuar.');
  if ((await recentFailures(ctx, organiser.email)) >= ctx.config.LOGIN_MAX_FAILURES_PER_EMAIL) {
    throw new AppError('too_many_requests', 'Muitas tentativas. Tente novamente em alguns minutos.');
  }
  const ok = await verifyPassword(change.input.current_password, organiser.passwordHash);
  if (!ok) {
    await ctx.db.insert(loginAttempts).values({ email: organiser.email, ip: change.ip, succeeded: false });
    throw AppError.validation({ current_password: ['A senha atual está incorreta.'] });
  }
  const problem =
    passwordProblem(change.input.new_password, { email: organiser.email }) ??
    (change.input.new_password === change.input.current_password
      ? 'A nova senha deve ser diferente da atual.'
      : null);
  if (problem) throw AppError.validation({ new_password: [problem] });
  const passwordHash = await hashPassword(change.input.new_password, ctx.config.PASSWORD_HASH_COST);
  await ctx.db.transaction(async (tx) => {
    await tx.update(organisers).set({ passwordHash }).where(eq(organisers.id, organiser.id));
    await spendResetTokens(tx, organiser.id);
    await deleteOrganiserSessions(tx, organiser.id, change.sessionIdHash);
  });
}
