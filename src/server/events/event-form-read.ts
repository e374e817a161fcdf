// The event as the organiser form edits it (GET /api/eventos/{id}/edit): the form's own field
// names, dates as dd/mm/yyyy and times as HH:MM in Brazil's wall clock, prices as "10.50".

import { asc, eq } from 'drizzle-orm';
import { isoToBrDate, toLocalParts } from '../../domain/dates.ts';
import type { EditEvent, EditTicketType } from '../../domain/event-form/event-form-contract.ts';
import { centsToDecimal } from '../../domain/money.ts';
import { formatContactPhone } from '../../domain/organiser-contact.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import { ticketTypes } from '../db/schema.ts';
import { findInstitution } from '../institutions/institutions-service.ts';
import { uploadUrl } from '../uploads/upload-service.ts';

function localParts(instant: Date | null): { date: string; time: string } {
  if (!instant) return { date: '', time: '' };
  const { date, time } = toLocalParts(instant);
  return { date: isoToBrDate(date), time };
}

function toEditTicket(row: typeof ticketTypes.$inferSelect): EditTicketType {
  const start = localParts(row.salesStartAt);
  const end = localParts(row.salesEndAt);
  const isLot = row.startAfterTicketId !== null;
  return {
    id: row.id,
    nome: row.name,
    descricao: row.description,
    preco: centsToDecimal(row.priceCents),
    quantidade: row.quantity,
    quantidade_vendida: row.sold,
    is_free: row.priceCents === 0,
    use_lotes: isLot,
    start_after_ticket_id: row.startAfterTicketId,
    data_inicio_venda: isLot ? '' : start.date,
    hora_inicio_venda: isLot ? '' : start.time,
    data_fim_venda: end.date,
    hora_fim_venda: end.time,
    limit_per_order: row.limitPerOrder,
    permitir_cartao: row.allowCard,
    permitir_multiplos: row.allowMultiple,
    show_in_agenda: row.showInAgenda,
  };
}

export async function getEventForEdit(ctx: AppContext, event: OwnedEvent): Promise<EditEvent> {
  const tickets = await ctx.db
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, event.id))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
  const institution = event.institutionId ? await findInstitution(ctx.db, event.institutionId) : null;
  const start = localParts(event.startsAt);
  const end = localParts(event.endsAt);
  return {
    id: event.id,
    slug: event.slug,
    nome: event.name,
    descricao: event.descriptionHtml,
    numero_participantes: event.capacity,
    instituicao_id: institution?.id ?? null,
    instituicao_nome: institution?.name ?? null,
    has_members: institution?.hasMembers ?? false,
    banner_url: event.bannerUploadId ? uploadUrl(event.bannerUploadId) : null,
    pre_inscricao_type: event.needsApproval ? 'approval' : 'immediate',
    pre_inscricao_approval_duration:
      event.needsApproval && event.approvalDeadlineValue !== null
        ? { value: event.approvalDeadlineValue, unit: event.approvalDeadlineUnit ?? 'dias' }
        : null,
    data_inicio: start.date,
    hora_inicio: start.time,
    data_fim: end.date,
    hora_fim: end.time,
    tipo_evento: event.isOnline ? 'online' : 'presencial',
    link_evento: event.meetingLink ?? '',
    local_evento: event.placeName ?? '',
    cep: event.cep ?? '',
    endereco: event.street ?? '',
    numero: event.streetNumber ?? '',
    complemento: event.complement ?? '',
    bairro: event.district ?? '',
    cidade: event.city ?? '',
    estado: event.state ?? '',
    contato_email: event.contactEmail ?? '',
    contato_telefone: event.contactPhone ? formatContactPhone(event.contactPhone) : '',
    contato_site: event.contactSite ?? '',
    tipos_ingresso: tickets.map(toEditTicket),
  };
}
