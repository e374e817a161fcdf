import type { AdminEvent, AdminEventSummary } from '../../domain/contracts/organiser-events.ts';
import { availableEventActions } from '../../domain/event-lifecycle.ts';
import { eventScope } from '../access/organisation-access.ts';
import { type OrganiserArea, organisationAccessOf, ownedEvent } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
import { publicBaseUrl } from '../http/params.ts';
import { getOrganiserEventSummary, listOrganiserEvents } from './organiser-events-service.ts';

function lifecycleOf(
  event: { status: AdminEvent['status']; previewToken: string },
  hasOrders: boolean,
  base: string,
) {
  return {
    status: event.status,
    preview_url: `${base}/previa/${event.previewToken}`,
    acoes: availableEventActions(event.status, { hasOrders }),
  };
}

export function registerOrganiserEventRoutes(area: OrganiserArea, ctx: AppContext): void {
  const canRead = { config: { permission: 'event.read' } } as const;

  area.get('/api/admin/eventos', canRead, async (request) => {
    const base = publicBaseUrl(request, ctx.config.PUBLIC_URL);
    const rows = await listOrganiserEvents(ctx, eventScope(organisationAccessOf(request), 'event.read'));
    const data: AdminEventSummary[] = rows.map(({ event, sold, hasOrders, receivingWarning }) => ({
      id: event.id,
      nome: event.name,
      slug: event.slug,
      start_date: event.startsAt.toISOString(),
      end_date: event.endsAt.toISOString(),
      is_online: event.isOnline,
      participants_need_approval: event.needsApproval,
      vendidos: sold,
      capacidade: event.capacity,
      public_url: `${base}/eventos/${event.slug}`,
      ...lifecycleOf(event, hasOrders, base),
      aviso_recebimento: receivingWarning,
    }));
    return { success: true, data };
  });

  area.get('/api/admin/eventos/:id', canRead, async (request) => {
    const base = publicBaseUrl(request, ctx.config.PUBLIC_URL);
    const { event, ticketTypes, hasOrders, receivingWarning } = await getOrganiserEventSummary(
      ctx,
      ownedEvent(request),
    );
    const data: AdminEvent = {
      id: event.id,
      nome: event.name,
      slug: event.slug,
      public_url: `${base}/eventos/${event.slug}`,
      ...lifecycleOf(event, hasOrders, base),
      aviso_recebimento: receivingWarning,
      start_date: event.startsAt.toISOString(),
      end_date: event.endsAt.toISOString(),
      is_online: event.isOnline,
      local: event.placeName,
      participants_need_approval: event.needsApproval,
      capacidade: event.capacity,
      vendidos: ticketTypes.reduce((sum, t) => sum + t.sold, 0),
      tipos_ingresso: ticketTypes.map(({ ticket, sold }) => ({
        id: ticket.id,
        nome: ticket.name,
        preco_cents: ticket.priceCents,
        quantidade: ticket.quantity,
        vendidos: sold,
      })),
    };
    return { success: true, data };
  });
}
