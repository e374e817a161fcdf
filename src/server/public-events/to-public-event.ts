// Event bundle → the public page's contract (spec §3 "Event (public view)").
import type {
  CardTokenizationConfig,
  PaymentMethod,
  PublicAddress,
  PublicEvent,
  PublicTicketType,
} from '../../domain/contracts/public-event.ts';
import { eventStatusRefusal, isEventSelling } from '../../domain/event-lifecycle.ts';
import { getTicketSaleStatus, nextSalesOpening } from '../../domain/ticket-limits.ts';
import {
  type EventBundle,
  type EventRow,
  maxInstallmentsOf,
  type TicketTypeRow,
  toSaleWindowTicket,
} from '../orders/event-catalog.ts';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text.ts';

export interface PublicEventOptions {
  now: Date;
  mapsKey: string | null;
  sandboxMode: boolean;
  /** Places held by unpaid PIX orders per ticket type (read only when something is sold out). */
  held: Map<number, number>;
  /** How the page tokenises a card (null: it sends the card to the sandbox). */
  cardTokenization?: CardTokenizationConfig | null;
  /** False when the gateway takes PIX only (the Pix API). */
  acceptsCards?: boolean;
}

function addressOf(event: EventRow): PublicAddress {
  return {
    logradouro: event.street,
    numero: event.streetNumber,
    complemento: event.complement,
    bairro: event.district,
    cidade: event.city,
    estado: event.state,
    cep: event.cep,
  };
}

// "Rua X, 123 - Bairro, Cidade - UF", leaving out whatever the organiser did not fill in.
function addressLine(a: PublicAddress): string | null {
  const street = [a.logradouro, a.numero].filter(Boolean).join(', ');
  const cityState = [a.cidade, a.estado].filter(Boolean).join(' - ');
  const line = [street, [a.bairro, cityState].filter(Boolean).join(', ')].filter(Boolean).join(' - ');
  return line === '' ? null : line;
}

function toPublicTicket(
  t: TicketTypeRow,
  bundle: EventBundle,
  now: Date,
  held: Map<number, number>,
): PublicTicketType {
  const all = bundle.tickets.map(toSaleWindowTicket);
  const status = getTicketSaleStatus(toSaleWindowTicket(t), all, now);
  return {
    id: t.id,
    nome: t.name,
    descricao: t.description,
    preco: t.priceCents / 100,
    preco_cents: t.priceCents,
    quantidade: t.quantity,
    vendidos: t.sold,
    quantidade_disponivel: t.quantity === null ? null : Math.max(0, t.quantity - t.sold),
    // A draft in preview, closed sales or a cancelled event sell nothing, whatever the dates say.
    venda_disponivel: status === 'on_sale' && isEventSelling(bundle.event.status),
    status,
    limit_per_order: t.limitPerOrder && t.limitPerOrder > 0 ? t.limitPerOrder : null,
    start_date: t.salesStartAt?.toISOString() ?? null,
    end_date: t.salesEndAt?.toISOString() ?? null,
    start_after_ticket_id: t.startAfterTicketId,
    vai_para_agenda: t.showInAgenda,
    permitir_cartao: t.allowCard,
    permitir_multiplos: t.allowMultiple,
    esgotado_no_momento: status === 'sold_out' && (held.get(t.id) ?? 0) > 0,
  };
}

// Card is offered when some ticket type allows it; the registration then refuses card for a
// cart holding a type that does not (spec §9: both methods when the event lists none).
function paymentMethodsOf(tickets: TicketTypeRow[]): PaymentMethod[] {
  return tickets.length === 0 || tickets.some((t) => t.allowCard) ? ['pix', 'credit_card'] : ['pix'];
}

export function toPublicEvent(bundle: EventBundle, options: PublicEventOptions): PublicEvent {
  const { event, settings } = bundle;
  const remaining = Math.max(0, event.capacity - event.placesTaken);
  const tickets = bundle.tickets.map((t) => toPublicTicket(t, bundle, options.now, options.held));
  const heldTotal = [...options.held.values()].reduce((sum, n) => sum + n, 0);
  const isSoldOut =
    !event.needsApproval &&
    tickets.length > 0 &&
    (remaining <= 0 || tickets.every((t) => t.status === 'sold_out'));
  const isBeforeEnd = options.now.getTime() <= event.endsAt.getTime();
  const isSelling = isEventSelling(event.status);
  const opening =
    isSelling && isBeforeEnd && !event.needsApproval
      ? nextSalesOpening(bundle.tickets.map(toSaleWindowTicket), options.now)
      : null;
  const address = addressOf(event);
  return {
    id: event.id,
    slug: event.slug,
    nome: event.name,
    // Stored sanitised by the organiser form; sanitised again on the way out because this HTML is
    // injected into the public page, and rows may come from imports or older code.
    descricao: sanitizeRichText(event.descriptionHtml),
    start_date: event.startsAt.toISOString(),
    end_date: event.endsAt.toISOString(),
    banner: event.bannerUploadId ? `/uploads/${event.bannerUploadId}` : null,
    local: event.isOnline ? null : event.placeName,
    address: event.isOnline ? null : addressLine(address),
    endereco_formatado: address,
    is_online: event.isOnline,
    meeting_link: null,
    tipos_ingresso: tickets,
    formulario: bundle.fields.map((f) => ({ ...f, instructions: f.instructions ?? '' })),
    use_custom_form: bundle.fields.length > 0,
    parcelamento_maximo: maxInstallmentsOf(bundle),
    pixel_token: settings.metaPixelId,
    participants_need_approval: event.needsApproval,
    numero_participantes_restantes: remaining,
    attendants_remaining: remaining,
    metodos_pagamento: options.acceptsCards === false ? ['pix'] : paymentMethodsOf(bundle.tickets),
    email_unico: settings.uniqueParticipantEmail,
    maps_key: options.mapsKey,
    inscricoes_abertas:
      isSelling &&
      isBeforeEnd &&
      (event.needsApproval ? tickets.length > 0 : tickets.some((t) => t.venda_disponivel)),
    vendas_abrem_em: opening && opening.getTime() <= event.endsAt.getTime() ? opening.toISOString() : null,
    sandbox_mode: options.sandboxMode,
    tokenizacao_cartao: options.cardTokenization ?? null,
    organizador: {
      nome: bundle.organiserDisplayName,
      email: event.contactEmail,
      telefone: event.contactPhone,
      site: event.contactSite,
    },
    limite_participantes_por_pedido: settings.maxParticipantsPerOrder,
    tempo_reserva_pix: settings.pixHoldMinutes,
    limite_cancelamento_horas: settings.withdrawalLimitHours,
    esgotado_no_momento: isBeforeEnd && isSoldOut && heldTotal > 0,
    status: event.status,
    aviso_status: eventStatusRefusal(event.status),
  };
}
