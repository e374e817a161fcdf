// The Participantes tab's actions (issue 8): the .xlsx report, Comunicar Participantes with its
// delivery counts and retry (check-in at the door: check-in-routes.ts). The guard has loaded the event (and a
// communication id within it) before any handler reads anything else.
import {
  communicateParticipantsBodySchema,
  recipientsPreviewQuerySchema,
  selectionPreviewBodySchema,
} from '../../domain/contracts/participant-communication.ts';
import { actorOf, type OrganiserArea, ownedEvent } from '../access/organiser-area.ts';
import { retryFailedDeliveries } from '../communications/communication-service.ts';
import type { AppContext } from '../context.ts';
import { attachment } from '../http/attachment.ts';
import { idParam } from '../http/params.ts';
import { parseInput } from '../http/validate.ts';
import { streamedFile, XLSX_CONTENT_TYPE } from '../list-query/xlsx-stream.ts';
import {
  communicateParticipants,
  listParticipantCommunications,
  previewParticipantRecipients,
  previewSelectedRecipients,
} from './participant-communication-service.ts';
import { reportFileName, writeParticipantReport } from './participant-report.ts';

export function registerParticipantActionRoutes(area: OrganiserArea, ctx: AppContext): void {
  const canRead = { config: { permission: 'participants.read' } } as const;
  const canWrite = { config: { permission: 'participants.write' } } as const;

  area.get(
    '/api/eventos/:id/download-relatorio-participantes',
    { config: { permission: 'sales.read' } },
    async (request, reply) => {
      const event = ownedEvent(request);
      const body = streamedFile(
        (output) => writeParticipantReport(ctx, event, output),
        (err) => request.log.error({ err, eventId: event.id }, 'participant report failed'),
      );
      return reply
        .header('Content-Type', XLSX_CONTENT_TYPE)
        .header('Content-Disposition', attachment(reportFileName(new Date())))
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );

  area.get('/api/eventos/:id/comunicar-participantes/destinatarios', canRead, async (request) => {
    const query = parseInput(recipientsPreviewQuerySchema, request.query);
    const data = await previewParticipantRecipients(ctx, ownedEvent(request), {
      filtros: { status: query.status, tipoIngresso: query.tipoIngresso, presenca: query.presenca ?? null },
      enviarParaCompradores: query.enviarParaCompradores ?? false,
    });
    return { success: true, data };
  });

  // The same preview for the table's selection; POST because a frozen snapshot is a body, not a
  // query string (it reads only, but still carries the CSRF header like every POST).
  area.post('/api/eventos/:id/comunicar-participantes/destinatarios', canRead, async (request) => {
    const body = parseInput(selectionPreviewBodySchema, request.body);
    return { success: true, data: await previewSelectedRecipients(ctx, ownedEvent(request), body) };
  });

  area.post('/api/eventos/:id/comunicar-participantes', canWrite, async (request) => {
    const body = parseInput(communicateParticipantsBodySchema, request.body);
    const data = await communicateParticipants(ctx, ownedEvent(request), actorOf(request).id, body);
    return {
      success: true,
      message: 'Comunicação enviada com sucesso! A comunicação foi agendada e será enviada em breve.',
      data,
    };
  });

  area.get('/api/eventos/:id/comunicacoes', canRead, async (request) => {
    return { success: true, data: await listParticipantCommunications(ctx, ownedEvent(request)) };
  });

  area.post('/api/eventos/:id/comunicacoes/:comunicacaoId/reenviar-falhas', canWrite, async (request) => {
    const reenviados = await retryFailedDeliveries(ctx, {
      event: ownedEvent(request),
      communicationId: idParam(request, 'comunicacaoId'),
    });
    return {
      success: true,
      message:
        reenviados === 1 ? '1 e-mail voltou para a fila.' : `${reenviados} e-mails voltaram para a fila.`,
      data: { reenviados },
    };
  });
}
