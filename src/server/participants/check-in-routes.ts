// The door (ADR 0132, 0436): scans, the search by order code, name or CPF, the live counts, undo,
// and the offline list and sync. Every route is an event route of the organiser area with the
// check_in permission: a check-in member reaches only the events assigned to them, others 404.
import {
  checkInBodySchema,
  doorSearchQuerySchema,
  syncBodySchema,
  undoCheckInBodySchema,
} from '../../domain/contracts/check-in.ts';
import { actorOf, type OrganiserArea, ownedEvent } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
import { idParam } from '../http/params.ts';
import { requestClock } from '../http/test-clock.ts';
import { parseInput } from '../http/validate.ts';
import { checkIn, getAttendance } from './check-in-service.ts';
import { undoCheckIn } from './check-in-undo.ts';
import { offlineList, searchAtTheDoor } from './door-lookup.ts';
import { syncOfflineScans } from './door-sync.ts';

export function registerCheckInRoutes(area: OrganiserArea, ctx: AppContext): void {
  const atTheDoor = { config: { permission: 'check_in' } } as const;

  area.get('/api/eventos/:id/check-in', atTheDoor, async (request) => {
    return { success: true, data: await getAttendance(ctx, ownedEvent(request), requestClock(ctx, request)) };
  });

  area.post('/api/eventos/:id/check-in', atTheDoor, async (request) => {
    const body = parseInput(checkInBodySchema, request.body);
    const data = await checkIn(ctx, ownedEvent(request), body, {
      organiserId: actorOf(request).id,
      now: requestClock(ctx, request),
    });
    return { success: true, message: data.mensagem, data };
  });

  area.get('/api/eventos/:id/check-in/busca', atTheDoor, async (request) => {
    const { q } = parseInput(doorSearchQuerySchema, request.query);
    return {
      success: true,
      data: await searchAtTheDoor(ctx, ownedEvent(request), q, requestClock(ctx, request)),
    };
  });

  area.get('/api/eventos/:id/check-in/lista', atTheDoor, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { success: true, data: await offlineList(ctx, ownedEvent(request), requestClock(ctx, request)) };
  });

  area.post('/api/eventos/:id/check-in/sincronizar', atTheDoor, async (request) => {
    const body = parseInput(syncBodySchema, request.body);
    const data = await syncOfflineScans(ctx, ownedEvent(request), body, {
      organiserId: actorOf(request).id,
      now: requestClock(ctx, request),
    });
    return { success: true, data };
  });

  area.post(
    '/api/eventos/:id/participantes/:participanteId/check-in/desfazer',
    atTheDoor,
    async (request) => {
      const body = parseInput(undoCheckInBodySchema, request.body);
      const data = await undoCheckIn(
        ctx,
        ownedEvent(request),
        { participantId: idParam(request, 'participanteId'), reason: body.motivo, day: body.dia },
        { organiserId: actorOf(request).id, now: requestClock(ctx, request) },
      );
      return { success: true, message: `Entrada de ${data.desfeita} desfeita.`, data };
    },
  );
}
