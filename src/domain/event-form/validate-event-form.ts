// Every rule of the event form (spec §4, §5) as one function over plain data: the browser runs it
// before sending, the server runs it again with what only the database knows (sold counts, the
// saved registration type, the institution) and is the authority.

import { isValidUf } from '../brazil.ts';
import { readDateTime } from '../dates.ts';
import { onlyDigits } from '../documents.ts';
import type { FieldErrors } from '../errors.ts';
import { formatCount, MAX_APPROVAL_DEADLINE, MAX_EVENT_CAPACITY } from '../input-bounds.ts';
import { validateContactFields } from '../organiser-contact.ts';
import type { EventFormInput } from './event-form-contract.ts';
import { isHttpUrl, normalizeMeetingLink } from './field-inputs.ts';
import { readInteger, readSaleWindow, TICKET_MESSAGES, validateTicketDraft } from './ticket-type-rules.ts';

export const EVENT_MESSAGES = {
  nameRequired: 'Informe o nome do evento.',
  descriptionRequired: 'Informe a descrição do evento.',
  participantsRequired: 'Informe o número de participantes.',
  participantsMin: 'O número de participantes deve ser de pelo menos 1.',
  participantsMax: `O número de participantes deve ser de no máximo ${formatCount(MAX_EVENT_CAPACITY)}.`,
  startDateRequired: 'Informe a data de início.',
  endDateRequired: 'Informe a data de fim.',
  startBeforeEnd: 'A data/hora de início deve ser anterior à data/hora de fim do evento.',
  endAfterStart: 'A data/hora de fim deve ser posterior à data/hora de início do evento.',
  approvalDurationMin: 'O prazo para pagamento deve ser de pelo menos 1.',
  approvalDurationMax: `O prazo para pagamento deve ser de no máximo ${MAX_APPROVAL_DEADLINE}.`,
  approvalIrreversible: 'Um evento com Pré Inscrição não pode voltar para Inscrição Comum.',
  approvalAfterSales: 'Este evento já tem inscrições; o tipo de inscrição não pode mais ser alterado.',
  placeRequired: 'Informe o local do evento.',
  streetRequired: 'Informe o endereço.',
  cityRequired: 'Informe a cidade.',
  stateInvalid: 'Informe a UF com 2 letras (ex.: SP).',
  cepInvalid: 'O CEP deve ter 8 dígitos.',
  linkRequired: 'Informe o link do evento.',
  linkInvalid: 'Informe um link válido (ex.: https://meet.google.com/abc).',
} as const;

export interface EventFormContext {
  /** Places held per saved ticket type id. */
  soldByTicketId?: ReadonlyMap<number, number>;
  /** Whether the chosen institution has members (only then may a ticket go to the agenda). */
  hasMembers: boolean;
  /** The saved event, when editing. */
  previous?: { needsApproval: boolean; placesTaken: number } | null;
}

/** The text a person reads in rich-text HTML; an image alone also counts as content. */
export function hasRichTextContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text !== '';
}

export interface EventPeriod {
  startsAt: Date | null;
  endsAt: Date | null;
}

/** The event's start and end (blank times default to 00:00 and 23:59), with their field errors. */
export function readEventPeriod(input: EventFormInput, errors: FieldErrors = {}): EventPeriod {
  const read = (
    dateText: string,
    timeText: string,
    dateField: string,
    timeField: string,
    fallback: string,
    required: string,
  ) => {
    const reading = readDateTime(dateText, timeText, fallback);
    if (reading.dateMissing) errors[dateField] = [required];
    else if (reading.dateInvalid) errors[dateField] = [TICKET_MESSAGES.invalidDate];
    if (reading.timeInvalid) errors[timeField] = [TICKET_MESSAGES.invalidTime];
    return reading.instant;
  };
  const startsAt = read(
    input.data_inicio,
    input.hora_inicio,
    'data_inicio',
    'hora_inicio',
    '00:00',
    EVENT_MESSAGES.startDateRequired,
  );
  const endsAt = read(
    input.data_fim,
    input.hora_fim,
    'data_fim',
    'hora_fim',
    '23:59',
    EVENT_MESSAGES.endDateRequired,
  );
  if (startsAt && endsAt && startsAt >= endsAt) {
    errors.data_inicio = [EVENT_MESSAGES.startBeforeEnd];
    errors.data_fim = [EVENT_MESSAGES.endAfterStart];
  }
  return { startsAt, endsAt };
}

function validateBasics(input: EventFormInput, ctx: EventFormContext, errors: FieldErrors): void {
  if (input.nome.trim() === '') errors.nome = [EVENT_MESSAGES.nameRequired];
  if (!hasRichTextContent(input.descricao)) errors.descricao = [EVENT_MESSAGES.descriptionRequired];
  const capacity = readInteger(input.numero_participantes);
  const taken = ctx.previous?.placesTaken ?? 0;
  if (input.numero_participantes === null || String(input.numero_participantes).trim() === '') {
    errors.numero_participantes = [EVENT_MESSAGES.participantsRequired];
  } else if (capacity === null || capacity < 1) {
    errors.numero_participantes = [EVENT_MESSAGES.participantsMin];
  } else if (capacity > MAX_EVENT_CAPACITY) {
    errors.numero_participantes = [EVENT_MESSAGES.participantsMax];
  } else if (capacity < taken) {
    errors.numero_participantes = [
      `Já existem ${taken} inscrições neste evento; o número de participantes precisa ser pelo menos ${taken}.`,
    ];
  }
}

function validateRegistrationType(input: EventFormInput, ctx: EventFormContext, errors: FieldErrors): void {
  const isApproval = input.pre_inscricao_type === 'approval';
  if (ctx.previous?.needsApproval && !isApproval) {
    errors.pre_inscricao_type = [EVENT_MESSAGES.approvalIrreversible];
  } else if (ctx.previous && !ctx.previous.needsApproval && isApproval && ctx.previous.placesTaken > 0) {
    errors.pre_inscricao_type = [EVENT_MESSAGES.approvalAfterSales];
  }
  // Required with approval; without it the deadline is ignored, but a value sent is still checked.
  const given = input.pre_inscricao_approval_duration?.value ?? null;
  if (isApproval || (given !== null && String(given).trim() !== '')) {
    const value = readInteger(given);
    const key = 'pre_inscricao_approval_duration.value';
    if (value === null || value < 1) errors[key] = [EVENT_MESSAGES.approvalDurationMin];
    else if (value > MAX_APPROVAL_DEADLINE) errors[key] = [EVENT_MESSAGES.approvalDurationMax];
  }
}

function validateLocation(input: EventFormInput, errors: FieldErrors): void {
  if (input.tipo_evento === 'online') {
    const link = normalizeMeetingLink(input.link_evento);
    if (link === '') errors.link_evento = [EVENT_MESSAGES.linkRequired];
    else if (!isHttpUrl(link)) errors.link_evento = [EVENT_MESSAGES.linkInvalid];
    return;
  }
  if (input.local_evento.trim() === '') errors.local_evento = [EVENT_MESSAGES.placeRequired];
  if (input.endereco.trim() === '') errors.endereco = [EVENT_MESSAGES.streetRequired];
  if (input.cidade.trim() === '') errors.cidade = [EVENT_MESSAGES.cityRequired];
  if (!isValidUf(input.estado.trim().toUpperCase())) errors.estado = [EVENT_MESSAGES.stateInvalid];
  if (input.cep.trim() !== '' && onlyDigits(input.cep).length !== 8) errors.cep = [EVENT_MESSAGES.cepInvalid];
}

function validateTickets(
  input: EventFormInput,
  ctx: EventFormContext,
  eventEnd: Date | null,
  errors: FieldErrors,
): void {
  const isApproval = input.pre_inscricao_type === 'approval';
  let hasLateSales = false;
  input.tipos_ingresso.forEach((ticket, index) => {
    const prefix = `tipos_ingresso.${index}`;
    const sold = ticket.id !== null ? (ctx.soldByTicketId?.get(ticket.id) ?? 0) : 0;
    const issue = validateTicketDraft(ticket, { isApproval, sold, allTickets: input.tipos_ingresso });
    if (issue) errors[`${prefix}.${issue.field}`] = [issue.message];
    const { errors: dateErrors } = readSaleWindow(ticket, eventEnd);
    for (const [field, message] of Object.entries(dateErrors)) {
      errors[`${prefix}.${field}`] ??= [message];
      if (
        message === TICKET_MESSAGES.saleStartAfterEventEnd ||
        message === TICKET_MESSAGES.saleEndAfterEventEnd
      ) {
        hasLateSales = true;
      }
    }
  });
  const messages: string[] = [];
  if (hasLateSales) messages.push(TICKET_MESSAGES.salesAfterEventEnd);
  const inAgenda = input.tipos_ingresso.filter((t) => t.show_in_agenda).length;
  if (ctx.hasMembers && inAgenda > 1) messages.push(TICKET_MESSAGES.onlyOneInAgenda);
  if (messages.length > 0) errors.tipos_ingresso = messages;
}

/** Every field error of the form, keyed as the API reports them ('nome', 'tipos_ingresso.0.preco'). */
export function validateEventForm(input: EventFormInput, ctx: EventFormContext): FieldErrors {
  const errors: FieldErrors = {};
  validateBasics(input, ctx, errors);
  validateRegistrationType(input, ctx, errors);
  const { endsAt } = readEventPeriod(input, errors);
  validateLocation(input, errors);
  validateTickets(input, ctx, endsAt, errors);
  for (const [field, message] of Object.entries(validateContactFields(input))) errors[field] = [message];
  return errors;
}
