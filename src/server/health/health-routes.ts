// Probes for a load balancer or orchestrator (docs/decisions/0332-graceful-lifecycle.md):
// /healthz says the process is alive and answering (restart it if not); /readyz says it should get
// traffic: the database answers, every migration this build ships is applied, and it is not
// shutting down. Neither needs a token: they reveal nothing beyond up/down.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { hasAllMigrations } from '../db/migration-status.ts';
import type { Lifecycle } from '../lifecycle.ts';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext, lifecycle: Lifecycle): void {
  // Probed every few seconds by balancers: their successes are not worth a log line each.
  const probe = { logLevel: 'warn' } as const;
  app.get('/healthz', probe, async () => ({ status: 'ok' }));

  app.get('/readyz', probe, async (request, reply) => {
    const driver = ctx.dbHandle.driver;
    if (lifecycle.isDraining) return reply.status(503).send({ status: 'shutting_down', driver });
    let migrated: boolean;
    try {
      migrated = await hasAllMigrations(ctx.dbHandle);
    } catch (err) {
      request.log.error({ err }, 'readiness: database unavailable');
      return reply.status(503).send({ status: 'error', database: 'unavailable', driver });
    }
    if (!migrated) {
      return reply.status(503).send({ status: 'error', database: 'ok', migrations: 'pending', driver });
    }
    return { status: 'ok', database: 'ok', migrations: 'ok', driver };
  });
}
