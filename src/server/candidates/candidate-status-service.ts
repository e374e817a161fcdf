import { asc, eq } from 'drizzle-orm';
import { CANDIDATE_STATUS_LABELS, toCandidatePageStatus } from '../../domain/candidate-status.ts';
import type { CandidateOrder } from '../../domain/contracts/candidate-order.ts';
import { maskDocument } from '../../domain/documents.ts';
import { centsToDecimal, formatBRL } from '../../domain/money.ts';
import type { AppContext } from '../context.ts';
import { candidates, events, orders, participants, ticketTypes } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { publicCardTokenization } from '../payments/card-source.ts';
import { drawPositionsOf } from './candidate-draws.ts';
import { maxInstallmentsOfEvent } from './candidate-payment-order.ts';

/**
 * What a candidate sees through the link of an approval order (GET /api/payment-candidate/{hash}).
 * The order hash is the credential, so only what the candidate typed in is shown, documents masked.
 */
export async function getCandidateOrder(ctx: AppContext, orderHash: string): Promise<CandidateOrder> {
  const [row] = await ctx.db
    .select({ order: orders, event: events })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.hash, orderHash))
    .limit(1);
  if (!row?.event.needsApproval) throw AppError.notFound('Inscrição não encontrada.');
  const people = await ctx.db
    .select({ participant: participants, candidate: candidates, ticket: ticketTypes })
    .from(participants)
    .innerJoin(candidates, eq(candidates.participantId, participants.id))
    .innerJoin(ticketTypes, eq(ticketTypes.id, participants.ticketTypeId))
    .where(eq(participants.orderId, row.order.id))
    .orderBy(asc(participants.id));

  const draws = await drawPositionsOf(
    ctx,
    row.event.id,
    people.map(({ candidate }) => ({ candidateId: candidate.id, drawId: candidate.drawId })),
  );
  const participantes = people.map(({ participant, candidate, ticket }) => {
    const status = toCandidatePageStatus(candidate.status);
    const draw = draws.get(candidate.id);
    return {
      id: participant.id,
      nome: participant.name,
      email: participant.email,
      cpf: participant.cpf ? maskDocument(participant.cpf) : null,
      status,
      status_label: CANDIDATE_STATUS_LABELS[status],
      amount: centsToDecimal(ticket.priceCents),
      payment_deadline: candidate.paymentDeadline?.toISOString() ?? null,
      ticket_type: {
        id: ticket.id,
        nome: ticket.name,
        preco_formatado: ticket.priceCents === 0 ? 'Gratuito' : formatBRL(ticket.priceCents),
      },
      candidato_id: candidate.id,
      sorteio: draw
        ? { id: draw.drawId, posicao: draw.position, total: draw.total, selecionado: draw.selected }
        : null,
      documentos:
        status === 'fulfilled' || status === 'waived'
          ? {
              ingresso: `/voucher/participant/${participant.uuid}`,
              recibo: `/receipt/download/${participant.uuid}`,
            }
          : null,
    };
  });
  // The gateway that would take this event's money: its organisation's account or the environment's.
  const gateway = (await ctx.gateways.forOrganisation(row.event.organisationId))?.gateway ?? ctx.payments;
  return {
    evento: {
      id: row.event.id,
      nome: row.event.name,
      slug: row.event.slug,
      start_date: row.event.startsAt.toISOString(),
      end_date: row.event.endsAt.toISOString(),
      is_online: row.event.isOnline,
      local: row.event.placeName,
      cidade: row.event.city,
      estado: row.event.state,
      metodos_pagamento: gateway.acceptsCards ? ['pix', 'credit_card'] : ['pix'],
      parcelamento_maximo: await maxInstallmentsOfEvent(ctx, row.event),
      sandbox_mode: gateway.isSandbox,
      tokenizacao_cartao: publicCardTokenization(gateway),
    },
    participantes,
    participante_principal: participantes[0] ?? null,
  };
}
