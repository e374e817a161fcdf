// Pré-Inscritos (spec organiser-dashboard §7) and the public draw audit. Thin: parse, call the
// service, reply. Event routes prove ownership before reading the input; id routes prove it for
// every id inside the transaction (lockOwnedCandidates).
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
import { currentOrganiser, requireOrganiser } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { findOwnedEvent } from '../events/organiser-events-service.ts';
import { idParam } from '../http/params.ts';
import { parseInput } from '../http/validate.ts';
import { publicLookupLimit } from '../orders/public-lookup-limit.ts';
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

export function registerCandidateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = { preHandler: requireOrganiser(ctx) };
  const ownedEvent = (request: Parameters<typeof idParam>[0]) =>
    findOwnedEvent(ctx, currentOrganiser(request).id, idParam(request));

  app.get('/api/eventos/:id/candidatos', guard, async (request) => {
    const event = await ownedEvent(request);
    const query = parseInput(candidateListQuerySchema, request.query);
    return { success: true, data: await listCandidates(ctx, event, query) };
  });

  app.get('/api/eventos/:id/candidatos/resumo', guard, async (request) => {
    const event = await ownedEvent(request);
    return { success: true, data: await getCandidateSummary(ctx, event) };
  });

  // The candidate's action log (ADR 0185): both ids checked by schema, then ownership (404).
  app.get('/api/eventos/:id/candidatos/:candidatoId/historico', guard, async (request) => {
    const params = parseInput(candidateHistoryParamsSchema, request.params);
    const event = await findOwnedEvent(ctx, currentOrganiser(request).id, params.id);
    return { success: true, data: await listCandidateHistory(ctx, event, params.candidatoId) };
  });

  app.get('/api/eventos/:id/candidatos/:candidatoId', guard, async (request) => {
    const event = await ownedEvent(request);
    return { success: true, data: await getCandidateDetails(ctx, event, idParam(request, 'candidatoId')) };
  });

  for (const [path, action] of ID_ACTIONS) {
    app.post(`/api/candidatos/${path}`, guard, async (request) => {
      const { candidato_ids } = parseInput(candidateIdsBodySchema, request.body);
      const result = await runCandidateAction(ctx, currentOrganiser(request).id, action, candidato_ids);
      const data =
        action === 'select'
          ? { candidatos_selecionados: result.changed }
          : action === 'exempt'
            ? { candidatos_istentos: result.changed }
            : { candidatos: result.changed };
      return { success: true, message: actionMessage(action, result), data };
    });
  }

  app.post('/api/candidatos/desclassificar', guard, async (request) => {
    const { candidato_ids, notify_candidates } = parseInput(disqualifyBodySchema, request.body);
    const result = await runCandidateAction(ctx, currentOrganiser(request).id, 'disqualify', candidato_ids, {
      notify: notify_candidates,
    });
    return {
      success: true,
      message: CANDIDATE_SUCCESS.disqualify,
      data: { candidatos: result.changed, emails_agendados: result.emails },
    };
  });

  app.post('/api/eventos/:id/selecionar-participantes', guard, async (request) => {
    const event = await ownedEvent(request);
    const body = parseInput(selectParticipantsBodySchema, request.body);
    const { message, ...data } = await selectParticipants(ctx, currentOrganiser(request).id, event, body);
    return { success: true, message, data };
  });

  app.post('/api/eventos/:id/exportar-candidatos-excel', guard, async (request, reply) => {
    const event = await ownedEvent(request);
    const body = parseInput(exportBodySchema, request.body ?? {});
    const file = await exportCandidates(ctx, event, {
      ids: body.candidatos?.map((c) => c.id),
      filtros: body.filtros,
    });
    const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      )
      .send(file.body);
  });

  // The modal's recipients preview (a POST: the ticked ids may be many).
  app.post('/api/eventos/:id/comunicar-pre-inscritos/destinatarios', guard, async (request) => {
    const event = await ownedEvent(request);
    const choice = parseInput(candidateRecipientsQuerySchema, request.body);
    return { success: true, data: await previewCandidateRecipients(ctx, event, choice) };
  });

  app.post('/api/eventos/:id/comunicar-pre-inscritos', guard, async (request) => {
    const event = await ownedEvent(request);
    const body = parseInput(communicateBodySchema, request.body);
    const { message, data } = await communicateCandidates(ctx, currentOrganiser(request).id, event, body);
    return { success: true, message, data };
  });

  app.get('/api/eventos/:id/sorteios', guard, async (request) => {
    const event = await ownedEvent(request);
    return { success: true, data: await listEventDraws(ctx, event.id) };
  });

  // Public: anyone with the draw's unguessable id may audit it (rate-limited like other lookups).
  app.get('/api/sorteios/:sorteioId', publicLookupLimit(ctx.config), async (request) => {
    const { sorteioId } = request.params as { sorteioId: string };
    return { success: true, data: await getPublicDraw(ctx, sorteioId) };
  });
}
