import type { FastifyInstance } from 'fastify';
import {
  changePasswordBody,
  checkResetTokenBody,
  FORGOT_PASSWORD_REPLY,
  forgotPasswordBody,
  resetPasswordBody,
  updateProfileBody,
} from '../../domain/contracts/organiser-account.ts';
import { actorOf, type OrganiserArea } from '../access/organiser-area.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import { afterReplyTasks } from '../http/after-reply.ts';
import { parseInput } from '../http/validate.ts';
import { changePassword, updateProfile } from './account-service.ts';
import { loginRateLimit } from './login-rate-limit.ts';
import { requestPasswordReset, resetPassword, usableResetTokenEmail } from './password-reset-service.ts';

/** Forgotten password: public, rate-limited like login. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const perIpLimit = { config: loginRateLimit(ctx.config) };

  // Deliveries still running (or about to start) when the app closes are awaited.
  const afterReply = afterReplyTasks(app);

  app.post('/api/auth/forgot-password', perIpLimit, async (request) => {
    const { email } = parseInput(forgotPasswordBody, request.body);
    const deliver = await requestPasswordReset(ctx, {
      email,
      ip: request.ip,
      linkBase: appBaseUrl(ctx.config),
    });
    // After the reply: whether the e-mail has an account must not show in the response time.
    afterReply(deliver, (error) => request.log.error({ err: error }, 'password reset delivery failed'));
    return { success: true, message: FORGOT_PASSWORD_REPLY, data: null };
  });

  app.post('/api/auth/reset-password/check', perIpLimit, async (request) => {
    const { token } = parseInput(checkResetTokenBody, request.body);
    const email = await usableResetTokenEmail(ctx, token);
    return { success: true, data: { valid: true, email } };
  });

  app.post('/api/auth/reset-password', perIpLimit, async (request) => {
    const input = parseInput(resetPasswordBody, request.body);
    await resetPassword(ctx, input);
    return {
      success: true,
      message: 'Senha redefinida. Entre com a nova senha; as outras sessões da conta foram encerradas.',
      data: null,
    };
  });
}

/** The organiser's profile and password (organiser area). */
export function registerProfileRoutes(area: OrganiserArea, ctx: AppContext): void {
  const perIpLimit = loginRateLimit(ctx.config);
  area.put('/api/auth/profile', { config: { permission: 'account' } }, async (request) => {
    const organiser = actorOf(request);
    const input = parseInput(updateProfileBody, request.body);
    const user = await updateProfile(ctx, organiser.id, input);
    return { success: true, message: 'Perfil atualizado.', data: { user } };
  });

  area.put('/api/auth/password', { config: { permission: 'account', ...perIpLimit } }, async (request) => {
    const organiser = actorOf(request);
    const input = parseInput(changePasswordBody, request.body);
    await changePassword(ctx, {
      organiserId: organiser.id,
      sessionIdHash: request.organiserSession?.idHash ?? '',
      ip: request.ip,
      input,
    });
    return {
      success: true,
      message: 'Senha alterada. As outras sessões da sua conta foram encerradas.',
      data: null,
    };
  });
}
