// The event form's state in the browser: text exactly as typed (masks applied), converted to the
// API contract only when sent. The same rules as the server run on the converted request.
import {
  type ApprovalDeadlineUnit,
  type EditEvent,
  type EventFormInput,
  type EventFormRequest,
  eventFormInputSchema,
  type RegistrationType,
  type TicketTypeInput,
  ticketTypeInputSchema,
} from '../../../../domain/event-form/event-form-contract.ts';
import {
  apiPriceToInput,
  normalizeMeetingLink,
  priceInputToApi,
} from '../../../../domain/event-form/field-inputs.ts';

export interface TicketDraft {
  id: number | null;
  client_id: string;
  nome: string;
  descricao: string;
  /** Brazilian format as typed: "1.234,56". */
  preco: string;
  quantidade: string;
  quantidade_vendida: number;
  is_free: boolean;
  use_lotes: boolean;
  start_after_ticket_id: number | string | null;
  data_inicio_venda: string;
  hora_inicio_venda: string;
  data_fim_venda: string;
  hora_fim_venda: string;
  sem_limite: boolean;
  limit_per_order: string;
  permitir_cartao: boolean;
  permitir_multiplos: boolean;
  show_in_agenda: boolean;
}

export interface EventFormValues {
  id: number | null;
  nome: string;
  descricao: string;
  numero_participantes: string;
  instituicao_id: number | null;
  instituicao_nome: string;
  has_members: boolean;
  banner: File | null;
  banner_url: string | null;
  remove_banner: boolean;
  pre_inscricao_type: RegistrationType;
  approval_value: string;
  approval_unit: ApprovalDeadlineUnit;
  data_inicio: string;
  hora_inicio: string;
  data_fim: string;
  hora_fim: string;
  tipo_evento: 'presencial' | 'online';
  link_evento: string;
  local_evento: string;
  cep: string;
  endereco: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  estado: string;
  contato_email: string;
  contato_telefone: string;
  contato_site: string;
  tipos_ingresso: TicketDraft[];
}

/** The dashboard spec's default payment deadline after approval: 7 dias. */
export const DEFAULT_APPROVAL_DEADLINE = '7';

let clientCounter = 0;
/** A client id for a ticket not saved yet; never numeric, so it cannot be mistaken for a saved id. */
export function newClientId(): string {
  clientCounter += 1;
  return `novo-${Date.now().toString(36)}-${clientCounter}`;
}

export function emptyTicket(): TicketDraft {
  return {
    id: null,
    client_id: newClientId(),
    nome: '',
    descricao: '',
    preco: '',
    quantidade: '',
    quantidade_vendida: 0,
    is_free: false,
    use_lotes: false,
    start_after_ticket_id: null,
    data_inicio_venda: '',
    hora_inicio_venda: '00:00',
    data_fim_venda: '',
    hora_fim_venda: '23:59',
    sem_limite: true,
    limit_per_order: '',
    permitir_cartao: true,
    permitir_multiplos: true,
    show_in_agenda: false,
  };
}

export function emptyEventForm(): EventFormValues {
  return {
    id: null,
    nome: '',
    descricao: '',
    numero_participantes: '',
    instituicao_id: null,
    instituicao_nome: '',
    has_members: false,
    banner: null,
    banner_url: null,
    remove_banner: false,
    pre_inscricao_type: 'immediate',
    approval_value: DEFAULT_APPROVAL_DEADLINE,
    approval_unit: 'dias',
    data_inicio: '',
    hora_inicio: '00:00',
    data_fim: '',
    hora_fim: '23:59',
    tipo_evento: 'presencial',
    link_evento: '',
    local_evento: '',
    cep: '',
    endereco: '',
    numero: '',
    complemento: '',
    bairro: '',
    cidade: '',
    estado: '',
    contato_email: '',
    contato_telefone: '',
    contato_site: '',
    tipos_ingresso: [],
  };
}

export function formValuesFromEvent(event: EditEvent): EventFormValues {
  return {
    ...emptyEventForm(),
    ...event,
    numero_participantes: String(event.numero_participantes),
    instituicao_nome: event.instituicao_nome ?? '',
    approval_value: String(event.pre_inscricao_approval_duration?.value ?? DEFAULT_APPROVAL_DEADLINE),
    approval_unit: event.pre_inscricao_approval_duration?.unit ?? 'dias',
    banner: null,
    remove_banner: false,
    tipos_ingresso: event.tipos_ingresso.map((t) => ({
      ...t,
      client_id: `salvo-${t.id}`,
      preco: t.is_free ? '' : apiPriceToInput(t.preco),
      quantidade: t.quantidade === null ? '' : String(t.quantidade),
      sem_limite: t.limit_per_order === null,
      limit_per_order: t.limit_per_order === null ? '' : String(t.limit_per_order),
    })),
  };
}

export function ticketToRequest(ticket: TicketDraft, isApproval: boolean) {
  return {
    id: ticket.id,
    client_id: ticket.client_id,
    nome: ticket.nome,
    descricao: ticket.descricao,
    preco: ticket.is_free
      ? '0.00'
      : ticket.preco.trim() === ''
        ? ''
        : priceInputToApi(ticket.preco) || ticket.preco,
    quantidade: isApproval || ticket.quantidade === '' ? null : Number(ticket.quantidade),
    is_free: ticket.is_free,
    use_lotes: ticket.use_lotes,
    start_after_ticket_id: ticket.use_lotes ? ticket.start_after_ticket_id : null,
    data_inicio_venda: ticket.use_lotes ? '' : ticket.data_inicio_venda,
    hora_inicio_venda: ticket.use_lotes ? '' : ticket.hora_inicio_venda,
    data_fim_venda: ticket.data_fim_venda,
    hora_fim_venda: ticket.hora_fim_venda,
    limit_per_order:
      ticket.sem_limite || ticket.limit_per_order === '' ? null : Number(ticket.limit_per_order),
    permitir_cartao: ticket.permitir_cartao,
    permitir_multiplos: ticket.permitir_multiplos,
    show_in_agenda: ticket.show_in_agenda,
  };
}

export const LIMIT_MESSAGES = {
  required: 'Informe o limite por compra ou marque Sem Limite.',
  min: 'O limite por compra deve ser de pelo menos 1.',
} as const;

/**
 * The one check only the form can make: with "Sem Limite" unticked the limit must be given. The
 * contract sends no limit as null, which means "no limit", so an empty field would otherwise save
 * the opposite of what the organiser chose.
 */
export function limitPerOrderIssue(ticket: TicketDraft): string | null {
  if (ticket.sem_limite) return null;
  const text = ticket.limit_per_order.trim();
  if (text === '') return LIMIT_MESSAGES.required;
  return /^\d+$/.test(text) && Number(text) >= 1 ? null : LIMIT_MESSAGES.min;
}

/** The request body (without the banner file) for criar-evento / atualizar-evento. */
export function toEventRequest(values: EventFormValues): EventFormRequest {
  const isApproval = values.pre_inscricao_type === 'approval';
  const isOnline = values.tipo_evento === 'online';
  return {
    id: values.id,
    nome: values.nome,
    descricao: values.descricao,
    numero_participantes: values.numero_participantes,
    instituicao_id: values.instituicao_id,
    remove_banner: values.remove_banner,
    pre_inscricao_type: values.pre_inscricao_type,
    pre_inscricao_approval_duration: isApproval
      ? {
          value: values.approval_value === '' ? null : Number(values.approval_value),
          unit: values.approval_unit,
        }
      : null,
    data_inicio: values.data_inicio,
    hora_inicio: values.hora_inicio,
    data_fim: values.data_fim,
    hora_fim: values.hora_fim,
    tipo_evento: values.tipo_evento,
    link_evento: isOnline ? normalizeMeetingLink(values.link_evento) : '',
    local_evento: values.local_evento,
    cep: values.cep,
    endereco: values.endereco,
    numero: values.numero,
    complemento: values.complemento,
    bairro: values.bairro,
    cidade: values.cidade,
    estado: values.estado.toUpperCase(),
    contato_email: values.contato_email,
    contato_telefone: values.contato_telefone,
    contato_site: values.contato_site,
    // Without members there is no agenda to show a ticket in.
    tipos_ingresso: values.tipos_ingresso.map((t) => ({
      ...ticketToRequest(t, isApproval),
      show_in_agenda: values.has_members && t.show_in_agenda,
    })),
  };
}

/** The request as the shared rules read it. */
export function toEventInput(values: EventFormValues): EventFormInput {
  return eventFormInputSchema.parse(toEventRequest(values));
}

export function toTicketInput(ticket: TicketDraft, isApproval: boolean): TicketTypeInput {
  return ticketTypeInputSchema.parse(ticketToRequest(ticket, isApproval));
}
