import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { type ActiveSession, findSession, SESSION_COOKIE } from './session-store.ts';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    organiserSession?: ActiveSession;
  }
}

/** The request's live session, if any (pages read it for the CSRF token they render). */
export async function loadSession(ctx: AppContext, request: FastifyRequest): Promise<ActiveSession | null> {
  if (request.organiserSession) return request.organiserSession;
  const session = await findSession(ctx.db, request.cookies[SESSION_COOKIE]);
  if (session) request.organiserSession = session;
  return session;
}

/**
 * A live session (401 otherwise), and on mutating methods the session's anti-forgery token in the
 * X-CSRF-Token header (403 otherwise): SameSite=Lax alone leaves same-site attacks open.
 */
export async function requireSession(ctx: AppContext, request: FastifyRequest): Promise<ActiveSession> {
  const session = await loadSession(ctx, request);
  if (!session) throw new AppError('unauthorized', 'Faça login para continuar.');
  if (!SAFE_METHODS.has(request.method) && request.headers[CSRF_HEADER] !== session.csrfToken) {
    throw new AppError(
      'forbidden',
      'Token de segurança ausente ou inválido. Recarregue a página e tente novamente.',
    );
  }
  return session;
}
