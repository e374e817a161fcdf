import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** A positive integer id from the path; anything else is a 404, like an id that does not exist. */
export function idParam(request: FastifyRequest, name = 'id'): number {
  const raw = (request.params as Record<string, string | undefined>)[name];
  if (!raw || !/^\d{1,10}$/.test(raw)) throw AppError.notFound();
  const id = Number(raw);
  if (id < 1 || id > 2_147_483_647) throw AppError.notFound();
  return id;
}

/** The absolute base URL of this deployment, for links in pages and e-mails. */
export function publicBaseUrl(request: FastifyRequest, configured: string | undefined): string {
  if (configured) return configured.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
