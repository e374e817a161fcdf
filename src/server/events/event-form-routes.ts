import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, type OrganiserArea, ownedEvent } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
import { getEventForEdit } from './event-form-read.ts';
import { type EventFormRequest, readEventFormRequest } from './event-form-request.ts';
import { createEvent, updateEvent } from './event-form-service.ts';

// The form an update route read while the guard resolved its event (the id travels in the body).
const readForms = new WeakMap<FastifyRequest, EventFormRequest>();

async function eventIdOfForm(request: FastifyRequest): Promise<number | null> {
  const form = await readEventFormRequest(request);
  readForms.set(request, form);
  return form.input.id;
}

export function registerEventFormRoutes(area: OrganiserArea, ctx: AppContext): void {
  area.post('/api/criar-evento', { config: { permission: 'events.create' } }, async (request, reply) => {
    const organiser = actorOf(request);
    const { input, banner } = await readEventFormRequest(request);
    const event = await createEvent(ctx, { organiserId: organiser.id, input, banner });
    return reply
      .status(201)
      .send({ success: true, message: 'Evento criado com sucesso!', data: { evento: event } });
  });

  // PUT, or POST with a method override (spec §7); the event id travels in the form, which the
  // guard reads (eventFrom.resolve) before it loads the event: a 422 first, then the 404.
  const update = async (request: FastifyRequest, reply: FastifyReply) => {
    const form = readForms.get(request);
    if (!form) throw new Error('the event form was not read by the guard');
    const event = await updateEvent(ctx, ownedEvent(request), { organiserId: actorOf(request).id, ...form });
    return reply.send({ success: true, message: 'Evento atualizado com sucesso!', data: { evento: event } });
  };
  const canEdit = { config: { permission: 'event.edit', eventFrom: { resolve: eventIdOfForm } } } as const;
  area.put('/api/atualizar-evento', canEdit, update);
  area.post('/api/atualizar-evento', canEdit, update);

  area.get('/api/eventos/:id/edit', { config: { permission: 'event.setup' } }, async (request) => {
    return { success: true, data: await getEventForEdit(ctx, ownedEvent(request)) };
  });
}

/**
 * The browser's CEP lookup goes straight to the postal-code service (spec §7); its base URL is
 * configuration, handed out here (docs/decisions/0014-cep-lookup.md). Public.
 */
export function registerPublicConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/config/public', async () => ({
    success: true,
    data: { cep_service_url: ctx.config.CEP_SERVICE_URL.replace(/\/$/, '') },
  }));
}
