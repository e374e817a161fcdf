// GET /api/eventos/{id}/dashboard: the Resumo tab's data (spec §3 dashboard response). Ownership
// first: another organiser's event is the same 404 as a missing one.
import type { FastifyInstance } from 'fastify';
import { currentOrganiser, requireOrganiser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { findOwnedEvent } from '../events/organiser-events-service.ts';
import { idParam, publicBaseUrl } from '../http/params.ts';
import { getEventDashboard } from './event-summary-service.ts';

export function registerEventSummaryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/eventos/:id/dashboard', { preHandler: requireOrganiser(ctx) }, async (request) => {
    const event = await findOwnedEvent(ctx, currentOrganiser(request).id, idParam(request));
    const link = `${publicBaseUrl(request, ctx.config.PUBLIC_URL)}/eventos/${event.slug}`;
    return { success: true, data: await getEventDashboard(ctx, event, link) };
  });
}
