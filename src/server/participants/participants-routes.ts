// Participantes tab (spec §2 Participants, §4 Presence). The guard has loaded the event (and a
// participant id within it) before any handler reads the input: another organiser's id is a 404
// whatever else the request carries.
import {
  bulkPresenceBodySchema,
  participantListQuerySchema,
  presenceBodySchema,
} from '../../domain/contracts/participants.ts';
import { type OrganiserArea, ownedEvent } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
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

export function registerParticipantRoutes(area: OrganiserArea, ctx: AppContext): void {
  const canRead = { config: { permission: 'participants.read' } } as const;
  const canWrite = { config: { permission: 'participants.write' } } as const;

  area.get('/api/eventos/:id/participantes', canRead, async (request) => {
    const query = parseInput(participantListQuerySchema, request.query);
    return { success: true, data: await listParticipants(ctx, ownedEvent(request), query) };
  });

  area.get('/api/eventos/:id/participantes/resumo', canRead, async (request) => {
    return { success: true, data: await getParticipantSummary(ctx, ownedEvent(request)) };
  });

  // The frozen "select all N matching" of the current search and filters (decision 0092).
  area.get('/api/eventos/:id/participantes/selecao', canRead, async (request) => {
    const query = parseInput(participantListQuerySchema, request.query);
    return { success: true, data: await snapshotParticipantSelection(ctx, ownedEvent(request), query) };
  });

  // Static paths (resumo, selecao) win over this parameter in Fastify's router.
  area.get('/api/eventos/:id/participantes/:participanteId', canRead, async (request) => {
    const data = await getParticipantDetails(ctx, ownedEvent(request), idParam(request, 'participanteId'));
    return { success: true, data };
  });

  area.post('/api/eventos/:id/participantes/presenca', canWrite, async (request) => {
    const body = parseInput(bulkPresenceBodySchema, request.body);
    const data = await setBulkPresence(ctx, ownedEvent(request), body);
    return { success: true, message: 'Presenças atualizadas.', data };
  });

  area.post('/api/eventos/:id/participantes/:participanteId/presenca', canWrite, async (request) => {
    const participantId = idParam(request, 'participanteId');
    const { presenca } = parseInput(presenceBodySchema, request.body);
    const data = await setParticipantPresence(ctx, ownedEvent(request), participantId, presenca);
    return { success: true, message: presenca ? 'Presença registrada.' : 'Presença removida.', data };
  });
}
