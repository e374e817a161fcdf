import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', async (request, reply) => {
    try {
      await ctx.dbHandle.executeSql('select 1 as ok');
      return { status: 'ok', database: 'ok', driver: ctx.dbHandle.driver };
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      return reply
        .status(503)
        .send({ status: 'error', database: 'unavailable', driver: ctx.dbHandle.driver });
    }
  });
}
