// Participantes tab (spec §2 Participants, §4 Presence). Each handler proves the event is the
// signed-in organiser's before it reads the input: another organiser's id is a 404 whatever else
// the request carries.
import type { FastifyInstance } from 'fastify';
import {
  bulkPresenceBodySchema,
  participantListQuerySchema,
  presenceBodySchema,
} from '../../domain/contracts/participants.ts';
import { currentOrganiser, requireOrganiser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { findOwnedEvent } from '../events/organiser-events-service.ts';
import { idParam } from '../http/params.ts';
import { parseInput } from '../http/validate.ts';
import { getParticipantDetails } from './participant-details.ts';
import {
  getParticipantSummary,
  listParticipants,
  setBulkPresence,
  setParticipantPresence,
  snapshotParticipantSelection,
} from './participants-service.ts';

export function registerParticipantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireOrganiser(ctx) };
  const ownedEvent = (request: Parameters<typeof idParam>[0]) =>
    findOwnedEvent(ctx, currentOrganiser(request).id, idParam(request));

  app.get('/api/eventos/:id/participantes', guard, async (request) => {
    const event = await ownedEvent(request);
    const query = parseInput(participantListQuerySchema, request.query);
    return { success: true, data: await listParticipants(ctx, event, query) };
  });

  app.get('/api/eventos/:id/participantes/resumo', guard, async (request) => {
    const event = await ownedEvent(request);
    return { success: true, data: await getParticipantSummary(ctx, event) };
  });

  // The frozen "select all N matching" of the current search and filters (decision 0092).
  app.get('/api/eventos/:id/participantes/selecao', guard, async (request) => {
    const event = await ownedEvent(request);
    const query = parseInput(participantListQuerySchema, request.query);
    return { success: true, data: await snapshotParticipantSelection(ctx, event, query) };
  });

  // Static paths (resumo, selecao) win over this parameter in Fastify's router.
  app.get('/api/eventos/:id/participantes/:participanteId', guard, async (request) => {
    const event = await ownedEvent(request);
    const data = await getParticipantDetails(ctx, event, idParam(request, 'participanteId'));
    return { success: true, data };
  });

  app.post('/api/eventos/:id/participantes/presenca', guard, async (request) => {
    const event = await ownedEvent(request);
    const body = parseInput(bulkPresenceBodySchema, request.body);
    const data = await setBulkPresence(ctx, event, body);
    return { success: true, message: 'Presenças atualizadas.', data };
  });

  app.post('/api/eventos/:id/participantes/:participanteId/presenca', guard, async (request) => {
    const event = await ownedEvent(request);
    const participantId = idParam(request, 'participanteId');
    const { presenca } = parseInput(presenceBodySchema, request.body);
    const data = await setParticipantPresence(ctx, event, participantId, presenca);
    return { success: true, message: presenca ? 'Presença registrada.' : 'Presença removida.', data };
  });
}
