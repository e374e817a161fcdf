// The Participantes tab's actions (issue 8): the .xlsx report, Comunicar Participantes with its
// delivery counts and retry, and check-in at the door. Each handler proves the event is the
// signed-in organiser's before it reads anything else: another organiser's id is a 404.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { checkInBodySchema } from '../../domain/contracts/check-in.ts';
import {
  communicateParticipantsBodySchema,
  recipientsPreviewQuerySchema,
  selectionPreviewBodySchema,
} from '../../domain/contracts/participant-communication.ts';
import { currentOrganiser, requireOrganiser } from '../auth/guard.ts';
import { retryFailedDeliveries } from '../communications/communication-service.ts';
import type { AppContext } from '../context.ts';
import { findOwnedEvent } from '../events/organiser-events-service.ts';
import { idParam } from '../http/params.ts';
import { parseInput } from '../http/validate.ts';
import { checkIn, getAttendance } from './check-in-service.ts';
import {
  communicateParticipants,
  listParticipantCommunications,
  previewParticipantRecipients,
  previewSelectedRecipients,
} from './participant-communication-service.ts';
import { REPORT_CONTENT_TYPE, reportFileName, writeParticipantReport } from './participant-report.ts';

export function registerParticipantActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireOrganiser(ctx) };
  const ownedEvent = (request: Parameters<typeof idParam>[0]) =>
    findOwnedEvent(ctx, currentOrganiser(request).id, idParam(request));

  app.get('/api/eventos/:id/download-relatorio-participantes', guard, async (request, reply) => {
    const event = await ownedEvent(request);
    const body = new PassThrough();
    writeParticipantReport(ctx, event, body).catch((err: unknown) => {
      // Headers are gone by now: the download breaks, and the browser reports the failure.
      request.log.error({ err, eventId: event.id }, 'participant report failed');
      body.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return reply
      .header('Content-Type', REPORT_CONTENT_TYPE)
      .header('Content-Disposition', `attachment; filename="${reportFileName(new Date())}"`)
      .header('Cache-Control', 'no-store')
      .send(body);
  });

  app.get('/api/eventos/:id/comunicar-participantes/destinatarios', guard, async (request) => {
    const event = await ownedEvent(request);
    const query = parseInput(recipientsPreviewQuerySchema, request.query);
    const data = await previewParticipantRecipients(ctx, event, {
      filtros: { status: query.status, tipoIngresso: query.tipoIngresso, presenca: query.presenca ?? null },
      enviarParaCompradores: query.enviarParaCompradores ?? false,
    });
    return { success: true, data };
  });

  // The same preview for the table's selection; POST because a frozen snapshot is a body, not a
  // query string (it reads only, but still carries the CSRF header like every POST).
  app.post('/api/eventos/:id/comunicar-participantes/destinatarios', guard, async (request) => {
    const event = await ownedEvent(request);
    const body = parseInput(selectionPreviewBodySchema, request.body);
    return { success: true, data: await previewSelectedRecipients(ctx, event, body) };
  });

  app.post('/api/eventos/:id/comunicar-participantes', guard, async (request) => {
    const event = await ownedEvent(request);
    const body = parseInput(communicateParticipantsBodySchema, request.body);
    const data = await communicateParticipants(ctx, event, currentOrganiser(request).id, body);
    return {
      success: true,
      message: 'Comunicação enviada com sucesso! A comunicação foi agendada e será enviada em breve.',
      data,
    };
  });

  app.get('/api/eventos/:id/comunicacoes', guard, async (request) => {
    const event = await ownedEvent(request);
    return {
      success: true,
      data: await listParticipantCommunications(ctx, event, currentOrganiser(request).id),
    };
  });

  app.post('/api/eventos/:id/comunicacoes/:comunicacaoId/reenviar-falhas', guard, async (request) => {
    const event = await ownedEvent(request);
    const communicationId = idParam(request, 'comunicacaoId');
    const reenviados = await retryFailedDeliveries(ctx, {
      organiserId: currentOrganiser(request).id,
      eventId: event.id,
      communicationId,
    });
    return {
      success: true,
      message:
        reenviados === 1 ? '1 e-mail voltou para a fila.' : `${reenviados} e-mails voltaram para a fila.`,
      data: { reenviados },
    };
  });

  app.get('/api/eventos/:id/check-in', guard, async (request) => {
    const event = await ownedEvent(request);
    return { success: true, data: await getAttendance(ctx, event) };
  });

  app.post('/api/eventos/:id/check-in', guard, async (request) => {
    const event = await ownedEvent(request);
    const { codigo } = parseInput(checkInBodySchema, request.body);
    const data = await checkIn(ctx, event, codigo);
    return { success: true, message: data.mensagem, data };
  });
}
