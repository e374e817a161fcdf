// The event lifecycle routes (issue 20 "Routes"): thin, each parses its input, calls the service
// and answers with the spec's envelope. Organiser area: session, CSRF, the event's owner (404 for
// anyone else's id), permission event.edit.
import type { FastifyRequest } from 'fastify';
import {
  cancelEventBody,
  type EventStatusReply,
  noEventActionBody,
} from '../../domain/contracts/event-lifecycle.ts';
import { EVENT_LIFECYCLE_MESSAGES as M } from '../../domain/event-lifecycle.ts';
import { actorOf, type OrganiserArea, ownedEvent } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
import { parseInput } from '../http/validate.ts';
import { duplicateEvent } from './event-duplicate-service.ts';
import { cancelEvent, changeEventStatus, deleteEvent, type StatusChange } from './event-lifecycle-service.ts';

const canEdit = { config: { permission: 'event.edit' } } as const;

/** The routes without input still refuse a body that is not empty (zod at every boundary). */
function readNoBody(request: FastifyRequest): void {
  parseInput(noEventActionBody, request.body ?? {});
}

function reply(message: string, change: StatusChange) {
  const data: EventStatusReply = { status: change.status, emails_enviados: change.emailsQueued };
  return { success: true, message, data };
}

export function registerEventLifecycleRoutes(area: OrganiserArea, ctx: AppContext): void {
  area.post('/api/eventos/:id/publicar', canEdit, async (request) => {
    readNoBody(request);
    const before = ownedEvent(request).status;
    const change = await changeEventStatus(ctx, ownedEvent(request), 'publish');
    return reply(before === 'sales_closed' ? M.reopened : M.published, change);
  });

  area.post('/api/eventos/:id/despublicar', canEdit, async (request) => {
    readNoBody(request);
    return reply(M.unpublished, await changeEventStatus(ctx, ownedEvent(request), 'unpublish'));
  });

  area.post('/api/eventos/:id/encerrar-vendas', canEdit, async (request) => {
    readNoBody(request);
    return reply(M.salesClosed, await changeEventStatus(ctx, ownedEvent(request), 'close_sales'));
  });

  area.post('/api/eventos/:id/cancelar', canEdit, async (request) => {
    const body = parseInput(cancelEventBody, request.body ?? {});
    const change = await cancelEvent(ctx, ownedEvent(request), body.motivo || null);
    return reply(M.cancelled, change);
  });

  area.post('/api/eventos/:id/duplicar', canEdit, async (request, response) => {
    readNoBody(request);
    const copy = await duplicateEvent(ctx, ownedEvent(request), actorOf(request).id);
    return response.status(201).send({ success: true, message: M.duplicated, data: { evento: copy } });
  });

  area.delete('/api/eventos/:id', canEdit, async (request) => {
    readNoBody(request);
    await deleteEvent(ctx, ownedEvent(request));
    return { success: true, message: M.deleted, data: null };
  });
}
