// The Participantes tab's changes after the sale (issue 20, issue 17 item 6): cancel and refund,
// edit, transfer, re-send e-mails, the history, and courtesy or manual registrations. Each route
// parses its body, calls one service with the event the guard loaded, and answers.
import {
  bulkResendBodySchema,
  cancelParticipantsBodySchema,
  editParticipantBodySchema,
  manualRegistrationBodySchema,
  resendBodySchema,
  transferParticipantBodySchema,
} from '../../domain/contracts/order-changes.ts';
import { CANCELLATION_MESSAGES } from '../../domain/order-lifecycle.ts';
import { plural } from '../../domain/plural.ts';
import { actorOf, type OrganiserArea, ownedEvent } from '../access/organiser-area.ts';
import type { AppContext } from '../context.ts';
import { idParam } from '../http/params.ts';
import { parseInput } from '../http/validate.ts';
import { registerManually } from '../orders/manual-registration.ts';
import { cancelParticipants } from '../orders/order-cancellation.ts';
import {
  editParticipant,
  getParticipantEditForm,
  listParticipantHistory,
  transferParticipant,
} from './participant-changes.ts';
import { editedMessage } from './participant-edit.ts';
import { resendFailedEmails, resendParticipantEmail } from './participant-resend.ts';

export function registerParticipantChangeRoutes(area: OrganiserArea, ctx: AppContext): void {
  const canRead = { config: { permission: 'participants.read' } } as const;
  const canWrite = { config: { permission: 'participants.write' } } as const;

  area.post(
    '/api/eventos/:id/participantes/cancelar',
    { config: { permission: 'sales.refund' } },
    async (request) => {
      const body = parseInput(cancelParticipantsBodySchema, request.body);
      const result = await cancelParticipants(ctx, {
        eventId: ownedEvent(request).id,
        participantIds: body.participantes_ids,
        refund: body.reembolsar,
        refundCents: body.valor_reembolso_cents ?? null,
        reason: body.motivo,
        by: { actor: 'organizador', organiserId: actorOf(request).id },
      });
      const failed = result.refunds.filter((r) => r.failure !== null);
      const unanswered = result.refunds.some((r) => r.pending);
      const cancelled = plural(result.cancelled.length, 'participante cancelado', 'participantes cancelados');
      return {
        success: true,
        message:
          failed.length > 0
            ? `${cancelled}, mas o reembolso foi recusado: ${failed[0]?.failure ?? ''}`
            : unanswered
              ? `${cancelled}. ${CANCELLATION_MESSAGES.refundPending}`
              : result.refundedCents > 0
                ? `${cancelled}. O reembolso foi solicitado ao meio de pagamento.`
                : `${cancelled}.`,
        data: {
          cancelados: result.cancelled.length,
          valor_reembolsado_cents: result.refundedCents,
          estornos: result.refunds.map((r) => ({
            valor_cents: r.amountCents,
            reembolsado: r.refunded,
            motivo_falha: r.failure,
          })),
        },
      };
    },
  );

  area.post('/api/eventos/:id/participantes', canWrite, async (request, reply) => {
    const body = parseInput(manualRegistrationBodySchema, request.body);
    const result = await registerManually(ctx, ownedEvent(request), actorOf(request), body);
    return reply.status(201).send({
      success: true,
      message:
        body.valor_pago > 0
          ? 'Inscrição manual registrada. O ingresso foi enviado.'
          : 'Cortesia registrada. O ingresso foi enviado.',
      data: { participante_id: result.participantId, codigo_pedido: result.orderCode },
    });
  });

  area.post('/api/eventos/:id/participantes/reenviar-emails', canWrite, async (request) => {
    const body = parseInput(bulkResendBodySchema, request.body);
    const emails = await resendFailedEmails(ctx, ownedEvent(request), actorOf(request), body);
    return {
      success: true,
      message: `${plural(emails, 'e-mail', 'e-mails')} na fila de envio.`,
      data: { emails },
    };
  });

  area.put('/api/eventos/:id/participantes/:participanteId', canWrite, async (request) => {
    const body = parseInput(editParticipantBodySchema, request.body);
    const { ticketResent } = await editParticipant(
      ctx,
      ownedEvent(request),
      actorOf(request),
      idParam(request, 'participanteId'),
      body,
    );
    return { success: true, message: editedMessage(ticketResent) };
  });

  area.get('/api/eventos/:id/participantes/:participanteId/formulario', canRead, async (request) => {
    const data = await getParticipantEditForm(ctx, ownedEvent(request), idParam(request, 'participanteId'));
    return { success: true, data };
  });

  area.post('/api/eventos/:id/participantes/:participanteId/transferir', canWrite, async (request) => {
    const body = parseInput(transferParticipantBodySchema, request.body);
    await transferParticipant(
      ctx,
      ownedEvent(request),
      actorOf(request),
      idParam(request, 'participanteId'),
      body,
    );
    return { success: true, message: 'Ingresso transferido. O novo ingresso foi enviado por e-mail.' };
  });

  area.post('/api/eventos/:id/participantes/:participanteId/reenviar', canWrite, async (request) => {
    const body = parseInput(resendBodySchema, request.body);
    const emails = await resendParticipantEmail(
      ctx,
      ownedEvent(request),
      actorOf(request),
      idParam(request, 'participanteId'),
      body,
    );
    return {
      success: true,
      message: body.tipo === 'ingresso' ? 'Ingresso reenviado.' : 'Confirmação reenviada ao comprador.',
      data: { emails },
    };
  });

  area.get('/api/eventos/:id/participantes/:participanteId/historico', canRead, async (request) => {
    const data = await listParticipantHistory(ctx, ownedEvent(request), idParam(request, 'participanteId'));
    return { success: true, data };
  });
}
