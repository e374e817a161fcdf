import type { FastifyInstance, FastifyReply } from 'fastify';
import { confirmSignupBody, registerBody, SIGNUP_REPLY } from '../../domain/contracts/organiser-auth.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import { afterReplyTasks } from '../http/after-reply.ts';
import { parseInput } from '../http/validate.ts';
import type { NewSession } from './auth-service.ts';
import { loginRateLimit } from './login-rate-limit.ts';
import { confirmSignup, requestSignup } from './signup-service.ts';

/**
 * Sign-up (public, limited per address like login and per e-mail): the same neutral reply for every
 * e-mail, and the account exists only once the e-mailed link is followed (ADR 0047).
 */
export function registerSignupRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  setSessionCookie: (reply: FastifyReply, session: NewSession) => void,
): void {
  const perIpLimit = { config: loginRateLimit(ctx.config) };

  // Deliveries still running (or about to start) when the app closes are awaited.
  const afterReply = afterReplyTasks(app);

  app.post('/api/auth/register', perIpLimit, async (request, reply) => {
    const input = parseInput(registerBody, request.body);
    const deliver = await requestSignup(ctx, { input, ip: request.ip, linkBase: appBaseUrl(ctx.config) });
    // After the reply: whether the e-mail has an account must not show in the response time.
    afterReply(deliver, (error) => request.log.error({ err: error }, 'sign-up e-mail failed'));
    return reply.status(202).send({ success: true, message: SIGNUP_REPLY, data: null });
  });

  app.post('/api/auth/confirm-email', perIpLimit, async (request, reply) => {
    const { token } = parseInput(confirmSignupBody, request.body);
    const session = await confirmSignup(ctx, token);
    setSessionCookie(reply, session);
    return {
      success: true,
      message: 'Cadastro confirmado. Bem-vindo(a) à Catraca!',
      data: { user: session.user, csrfToken: session.csrfToken },
    };
  });
}
