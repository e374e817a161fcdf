import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { type ActiveSession, findSession, SESSION_COOKIE } from './session-store.ts';

export const CSRF_HEADER = 'x-csrf-token';
// Marks the guard so buildApp can tell organiser routes apart (the contract tests sweep them all).
const ORGANISER_GUARD = Symbol('organiserGuard');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    organiserSession?: ActiveSession;
  }
}

export async function loadSession(ctx: AppContext, request: FastifyRequest): Promise<ActiveSession | null> {
  if (request.organiserSession) return request.organiserSession;
  const session = await findSession(ctx.db, request.cookies[SESSION_COOKIE]);
  if (session) request.organiserSession = session;
  return session;
}

/**
 * preHandler for every organiser route: a live session, and on mutating methods the session's
 * anti-forgery token in the X-CSRF-Token header (SameSite=Lax alone leaves same-site attacks open).
 */
export function requireOrganiser(ctx: AppContext) {
  const guard = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const session = await loadSession(ctx, request);
    if (!session) throw new AppError('unauthorized', 'Faça login para continuar.');
    if (!SAFE_METHODS.has(request.method) && request.headers[CSRF_HEADER] !== session.csrfToken) {
      throw new AppError(
        'forbidden',
        'Token de segurança ausente ou inválido. Recarregue a página e tente novamente.',
      );
    }
  };
  return Object.assign(guard, { [ORGANISER_GUARD]: true });
}

/** Whether a route's preHandler(s) include requireOrganiser. */
export function isOrganiserGuarded(preHandler: unknown): boolean {
  return [preHandler].flat().some((handler) => typeof handler === 'function' && ORGANISER_GUARD in handler);
}

/** The organiser of a request that passed requireOrganiser. */
export function currentOrganiser(request: FastifyRequest): ActiveSession['user'] {
  const session = request.organiserSession;
  if (!session) throw new AppError('unauthorized', 'Faça login para continuar.');
  return session.user;
}
