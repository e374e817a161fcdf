import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { createMetrics, instrumentRequests } from './metrics.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus' text format, behind its own bearer token (METRICS_TOKEN): not a
 * session, not public. Without the variable the route does not exist (ADR 0336).
 */
export function registerMetricsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const token = ctx.config.METRICS_TOKEN;
  if (!token) return;
  const registry = createMetrics(ctx.dbHandle);
  instrumentRequests(app, registry);
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameToken(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('unauthorized', 'Token de métricas inválido.');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
