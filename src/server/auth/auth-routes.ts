import type { FastifyInstance, FastifyReply } from 'fastify';
import { loginBody } from '../../domain/contracts/organiser-auth.ts';
import type { OrganiserArea } from '../access/organiser-area.ts';
import { loadSession } from '../access/organiser-session.ts';
import { deleteSession, SESSION_COOKIE } from '../access/session-store.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { parseInput } from '../http/validate.ts';
import { registerAccountRoutes, registerProfileRoutes } from './account-routes.ts';
import { logIn, type NewSession } from './auth-service.ts';
import { registerInvitationRoutes } from './invitation-routes.ts';
import { loginRateLimit } from './login-rate-limit.ts';
import { registerSignupRoutes } from './signup-routes.ts';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const setSessionCookie = (reply: FastifyReply, session: NewSession) => {
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.cookieSecure,
      expires: session.expiresAt,
    });
  };

  registerSignupRoutes(app, ctx, setSessionCookie);
  registerInvitationRoutes(app, ctx, setSessionCookie);

  app.post('/api/auth/login', { config: loginRateLimit(ctx.config) }, async (request, reply) => {
    const input = parseInput(loginBody, request.body);
    const session = await logIn(ctx, input, request.ip);
    setSessionCookie(reply, session);
    return { success: true, data: { user: session.user, csrfToken: session.csrfToken } };
  });

  app.get('/api/auth/session', async (request) => {
    const session = await loadSession(ctx, request);
    if (!session) throw new AppError('unauthorized', 'Faça login para continuar.');
    return { success: true, data: { user: session.user, csrfToken: session.csrfToken } };
  });

  registerAccountRoutes(app, ctx);
}

/** Logout, profile and password: the signed-in person's own account (organiser area). */
export function registerSignedInAuthRoutes(area: OrganiserArea, ctx: AppContext): void {
  area.post('/api/auth/logout', { config: { permission: 'account' } }, async (request, reply) => {
    if (request.organiserSession) await deleteSession(ctx.db, request.organiserSession.idHash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true, message: 'Sessão encerrada.', data: null };
  });
  registerProfileRoutes(area, ctx);
}
