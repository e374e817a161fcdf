// Pré-Inscritos (spec organiser-dashboard §7) and the public draw audit. Thin: parse, call the
// service, reply. The guard has loaded the event (and a candidate id within it), or for the
// /api/candidatos/* actions the events of every id in the body; the transaction locks only
// candidates of those events (lockOwnedCandidates).
import type { FastifyInstance } from 'fastify';
import { CANDIDATE_SUCCESS } from '../../domain/candidate-rules.ts';
import {
  candidateHistoryParamsSchema,
  candidateIdsBodySchema,
  candidateListQuerySchema,
  candidateRecipientsQuerySchema,
  communicateBodySchema,
  disqualifyBodySchema,
  exportBodySchema,
  selectParticipantsBodySchema,
} from '../../domain/contracts/candidates.ts';
import { actorOf, type OrganiserArea, ownedEvent, ownedEvents } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
import { attachment } from '../http/attachment.ts';
import { idParam } from '../http/params.ts';
import { publicLookupLimit } from '../http/public-lookup-limit.ts';
import { parseInput } from '../http/validate.ts';
import { streamedFile, XLSX_CONTENT_TYPE } from '../list-query/xlsx-stream.ts';
import { listCandidateHistory } from './candidate-action-log.ts';
import { actionMessage, type IdAction, runCandidateAction } from './candidate-actions-service.ts';
import { communicateCandidates, previewCandidateRecipients } from './candidate-communication.ts';
import { getPublicDraw, listEventDraws } from './candidate-draws.ts';
import { exportCandidates } from './candidate-export.ts';
import { selectParticipants } from './candidate-selection-service.ts';
import { getCandidateDetails, getCandidateSummary, listCandidates } from './candidates-service.ts';

const ID_ACTIONS: [string, IdAction][] = [
  ['selecionar', 'select'],
  ['reenviar-email-pagamento', 'resend'],
  ['conceder-isencao', 'exempt'],
  ['reverter-para-pre-inscrito', 'revert'],
];

export function registerCandidateRoutes(area: OrganiserArea, ctx: AppContext): void {
  const canRead = { config: { permission: 'participants.read' } } as const;
  const canWrite = { config: { permission: 'participants.write' } } as const;
  // The ids travel in the body: the guard parses it and loads the event of every one (404 otherwise).
  const byIds = (body: typeof candidateIdsBodySchema | typeof disqualifyBodySchema) =>
    ({
      config: {
        permission: 'participants.write',
        eventFrom: { kind: 'candidate', bodyField: 'candidato_ids', body },
      },
    }) as const;

  area.get('/api/eventos/:id/candidatos', canRead, async (request) => {
    const query = parseInput(candidateListQuerySchema, request.query);
    return { success: true, data: await listCandidates(ctx, ownedEvent(request), query) };
  });

  area.get('/api/eventos/:id/candidatos/resumo', canRead, async (request) => {
    return { success: true, data: await getCandidateSummary(ctx, ownedEvent(request)) };
  });

  // The candidate's action log (ADR 0185): the guard has found both ids, then the schema reads them.
  area.get('/api/eventos/:id/candidatos/:candidatoId/historico', canRead, async (request) => {
    const params = parseInput(candidateHistoryParamsSchema, request.params);
    return { success: true, data: await listCandidateHistory(ctx, ownedEvent(request), params.candidatoId) };
  });

  area.get('/api/eventos/:id/candidatos/:candidatoId', canRead, async (request) => {
    const data = await getCandidateDetails(ctx, ownedEvent(request), idParam(request, 'candidatoId'));
    return { success: true, data };
  });

  for (const [path, action] of ID_ACTIONS) {
    area.post(`/api/candidatos/${path}`, byIds(candidateIdsBodySchema), async (request) => {
      const { candidato_ids } = parseInput(candidateIdsBodySchema, request.body);
      const result = await runCandidateAction(
        ctx,
        actorOf(request),
        ownedEvents(request),
        action,
        candidato_ids,
      );
      const data =
        action === 'select'
          ? { candidatos_selecionados: result.changed }
          : action === 'exempt'
            ? { candidatos_istentos: result.changed }
            : { candidatos: result.changed };
      return { success: true, message: actionMessage(action, result), data };
    });
  }

  area.post('/api/candidatos/desclassificar', byIds(disqualifyBodySchema), async (request) => {
    const { candidato_ids, notify_candidates } = parseInput(disqualifyBodySchema, request.body);
    const events = ownedEvents(request);
    const result = await runCandidateAction(ctx, actorOf(request), events, 'disqualify', candidato_ids, {
      notify: notify_candidates,
    });
    return {
      success: true,
      message: CANDIDATE_SUCCESS.disqualify,
      data: { candidatos: result.changed, emails_agendados: result.emails },
    };
  });

  area.post('/api/eventos/:id/selecionar-participantes', canWrite, async (request) => {
    const body = parseInput(selectParticipantsBodySchema, request.body);
    const { message, ...data } = await selectParticipants(
      ctx,
      actorOf(request).id,
      ownedEvent(request),
      body,
    );
    return { success: true, message, data };
  });

  area.post('/api/eventos/:id/exportar-candidatos-excel', canWrite, async (request, reply) => {
    const event = ownedEvent(request);
    const body = parseInput(exportBodySchema, request.body ?? {});
    const file = await exportCandidates(ctx, event, {
      ids: body.candidatos?.map((c) => c.id),
      filtros: body.filtros,
    });
    const stream = streamedFile(file.write, (err) =>
      request.log.error({ err, eventId: event.id }, 'candidate export failed'),
    );
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachment(file.fileName))
      .header('cache-control', 'no-store')
      .send(stream);
  });

  // The modal's recipients preview (a POST: the ticked ids may be many).
  area.post('/api/eventos/:id/comunicar-pre-inscritos/destinatarios', canRead, async (request) => {
    const choice = parseInput(candidateRecipientsQuerySchema, request.body);
    return { success: true, data: await previewCandidateRecipients(ctx, ownedEvent(request), choice) };
  });

  area.post('/api/eventos/:id/comunicar-pre-inscritos', canWrite, async (request) => {
    const body = parseInput(communicateBodySchema, request.body);
    const { message, data } = await communicateCandidates(
      ctx,
      actorOf(request).id,
      ownedEvent(request),
      body,
    );
    return { success: true, message, data };
  });

  area.get('/api/eventos/:id/sorteios', canRead, async (request) => {
    return { success: true, data: await listEventDraws(ctx, ownedEvent(request)) };
  });
}

/** The public draw audit: anyone with the draw's unguessable id (rate-limited like other lookups). */
export function registerPublicDrawRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/sorteios/:sorteioId', publicLookupLimit(ctx.config), async (request) => {
    const { sorteioId } = request.params as { sorteioId: string };
    return { success: true, data: await getPublicDraw(ctx, sorteioId) };
  });
}
