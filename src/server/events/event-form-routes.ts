import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentOrganiser, requireOrganiser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/app-error.ts';
import { idParam } from '../http/params.ts';
import { getEventForEdit } from './event-form-read.ts';
import { readEventFormRequest } from './event-form-request.ts';
import { createEvent, updateEvent } from './event-form-service.ts';

export function registerEventFormRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireOrganiser(ctx) };

  app.post('/api/criar-evento', guard, async (request, reply) => {
    const organiser = currentOrganiser(request);
    const { input, banner } = await readEventFormRequest(request);
    const event = await createEvent(ctx, { organiserId: organiser.id, input, banner });
    return reply
      .status(201)
      .send({ success: true, message: 'Evento criado com sucesso!', data: { evento: event } });
  });

  // PUT, or POST with a method override (spec §7); the event id travels in the body.
  const update = async (request: FastifyRequest, reply: FastifyReply) => {
    const organiser = currentOrganiser(request);
    const { input, banner } = await readEventFormRequest(request);
    if (input.id === null) throw AppError.notFound('Evento não encontrado.');
    const event = await updateEvent(ctx, input.id, { organiserId: organiser.id, input, banner });
    return reply.send({ success: true, message: 'Evento atualizado com sucesso!', data: { evento: event } });
  };
  app.put('/api/atualizar-evento', guard, update);
  app.post('/api/atualizar-evento', guard, update);

  app.get('/api/eventos/:id/edit', guard, async (request) => {
    const organiser = currentOrganiser(request);
    return { success: true, data: await getEventForEdit(ctx, organiser.id, idParam(request)) };
  });

  // The browser's CEP lookup goes straight to the postal-code service (spec §7); its base URL is
  // configuration, handed out here (docs/decisions/0014-cep-lookup.md).
  app.get('/api/config/public', async () => ({
    success: true,
    data: { cep_service_url: ctx.config.CEP_SERVICE_URL.replace(/\/$/, '') },
  }));
}
