// GET /api/eventos/{id}/dashboard: the Resumo tab's data (spec §3 dashboard response). The guard
// has loaded the event: another organiser's is the same 404 as a missing one.
import { type OrganiserArea, ownedEvent } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
import { publicBaseUrl } from '../http/params.ts';
import { getEventDashboard } from './event-summary-service.ts';

export function registerEventSummaryRoutes(area: OrganiserArea, ctx: AppContext): void {
  area.get('/api/eventos/:id/dashboard', { config: { permission: 'sales.read' } }, async (request) => {
    const event = ownedEvent(request);
    const link = `${publicBaseUrl(request, ctx.config.PUBLIC_URL)}/eventos/${event.slug}`;
    return { success: true, data: await getEventDashboard(ctx, event, link) };
  });
}
