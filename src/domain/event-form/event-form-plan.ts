// A validated event form turned into the values Catraca stores: instants, centavos, nulls for
// "not controlled". Call only after validateEventForm returned no errors.

import { maskCep, onlyDigits } from '../documents.ts';
import { parseMoney } from '../money.ts';
import { contactFromFields, type OrganiserContact } from '../organiser-contact.ts';
import type { ApprovalDeadlineUnit, EventFormInput, TicketTypeInput } from './event-form-contract.ts';
import { normalizeMeetingLink } from './field-inputs.ts';
import { readInteger, readSaleWindow, ticketKey } from './ticket-type-rules.ts';
import { readEventPeriod } from './validate-event-form.ts';

export interface TicketPlan {
  id: number | null;
  /** How other tickets of the same request refer to this one. */
  key: number | string | null;
  name: string;
  description: string;
  priceCents: number;
  /** null: not controlled per ticket (approval events). */
  quantity: number | null;
  /** null: "Sem Limite". */
  limitPerOrder: number | null;
  salesStartAt: Date | null;
  salesEndAt: Date | null;
  /** A lot's predecessor, as sent (a saved id or a client id). */
  startAfter: number | string | null;
  allowCard: boolean;
  allowMultiple: boolean;
  showInAgenda: boolean;
  position: number;
}

export interface EventPlan {
  name: string;
  descriptionHtml: string;
  capacity: number;
  institutionId: number | null;
  needsApproval: boolean;
  approvalDeadlineValue: number | null;
  approvalDeadlineUnit: ApprovalDeadlineUnit | null;
  startsAt: Date;
  endsAt: Date;
  isOnline: boolean;
  meetingLink: string | null;
  placeName: string | null;
  cep: string | null;
  street: string | null;
  streetNumber: string | null;
  complement: string | null;
  district: string | null;
  city: string | null;
  state: string | null;
  /** Null e-mail: the organiser's account e-mail (filled by the server). */
  contact: OrganiserContact;
  tickets: TicketPlan[];
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function planTicket(
  ticket: TicketTypeInput,
  index: number,
  isApproval: boolean,
  hasMembers: boolean,
  eventEnd: Date,
): TicketPlan {
  const { window } = readSaleWindow(ticket, eventEnd);
  const limit = readInteger(ticket.limit_per_order);
  return {
    id: ticket.id,
    key: ticketKey(ticket),
    name: ticket.nome.trim(),
    description: ticket.descricao.trim(),
    priceCents: ticket.is_free ? 0 : (parseMoney(ticket.preco) ?? 0),
    quantity: isApproval ? null : readInteger(ticket.quantidade),
    limitPerOrder: limit !== null && limit > 0 ? limit : null,
    salesStartAt: ticket.use_lotes ? null : window.startsAt,
    salesEndAt: window.endsAt,
    startAfter: ticket.use_lotes ? ticket.start_after_ticket_id : null,
    allowCard: ticket.permitir_cartao,
    allowMultiple: ticket.permitir_multiplos,
    showInAgenda: hasMembers && ticket.show_in_agenda,
    position: index,
  };
}

export function planEvent(
  input: EventFormInput,
  opts: { hasMembers: boolean; descriptionHtml: string },
): EventPlan {
  const { startsAt, endsAt } = readEventPeriod(input);
  if (!startsAt || !endsAt) throw new Error('planEvent called on an invalid form');
  const isApproval = input.pre_inscricao_type === 'approval';
  const isOnline = input.tipo_evento === 'online';
  const place = (text: string) => (isOnline ? null : orNull(text));
  return {
    name: input.nome.trim(),
    descriptionHtml: opts.descriptionHtml,
    capacity: readInteger(input.numero_participantes) ?? 1,
    institutionId: input.instituicao_id,
    needsApproval: isApproval,
    approvalDeadlineValue: isApproval
      ? readInteger(input.pre_inscricao_approval_duration?.value ?? null)
      : null,
    approvalDeadlineUnit: isApproval ? (input.pre_inscricao_approval_duration?.unit ?? 'dias') : null,
    startsAt,
    endsAt,
    isOnline,
    meetingLink: isOnline ? normalizeMeetingLink(input.link_evento) : null,
    placeName: place(input.local_evento),
    cep: isOnline || onlyDigits(input.cep) === '' ? null : maskCep(input.cep),
    street: place(input.endereco),
    streetNumber: place(input.numero),
    complement: place(input.complemento),
    district: place(input.bairro),
    city: place(input.cidade),
    state: isOnline ? null : input.estado.trim().toUpperCase(),
    contact: contactFromFields(input),
    tickets: input.tipos_ingresso.map((t, i) => planTicket(t, i, isApproval, opts.hasMembers, endsAt)),
  };
}
