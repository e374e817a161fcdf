// The ticket type modal's checks (spec §5), in the spec's order, each with its title and message.
// The modal shows the first failing check; the server runs the same function on every ticket.
import { readDateTime } from '../dates.ts';
import {
  BOUND_MESSAGES,
  formatCount,
  MAX_LIMIT_PER_ORDER,
  MAX_TICKET_PRICE_CENTS,
  MAX_TICKET_QUANTITY,
} from '../input-bounds.ts';
import { parseMoney } from '../money.ts';
import { TICKET_DESCRIPTION_MAX, type TicketTypeInput } from './event-form-contract.ts';

export interface TicketIssue {
  /** The ticket field the message belongs to ("nome", "quantidade", ...). */
  field: string;
  title: string;
  message: string;
}

export const TICKET_MESSAGES = {
  saleStartAfterEventEnd: 'A data de início do ingresso não pode ser posterior à data de fim do evento.',
  saleEndAfterEventEnd: 'A data de fim do ingresso não pode ser posterior à data de fim do evento.',
  saleEndBeforeStart: 'A data de fim da venda deve ser posterior à data de início da venda.',
  salesAfterEventEnd: 'Há ingressos com datas de venda após o fim do evento.',
  onlyOneInAgenda: 'Apenas um ingresso pode ser exibido na agenda dos membros.',
  invalidDate: 'Data inválida. Use dd/mm/aaaa.',
  invalidTime: 'Hora inválida. Use HH:MM.',
} as const;

/** The key other tickets use to point at this one: its saved id, or its client id before saving. */
export function ticketKey(ticket: Pick<TicketTypeInput, 'id' | 'client_id'>): number | string | null {
  return ticket.id ?? ticket.client_id;
}

function matchesReference(ticket: TicketTypeInput, reference: number | string): boolean {
  return (
    (ticket.id !== null && ticket.id === reference) ||
    (ticket.client_id !== null && ticket.client_id === reference)
  );
}

/**
 * Follows a lot's chain of predecessors; true when it ends at a ticket sold by period. A missing
 * link or a loop (A after B after A) means the lot could never open.
 */
export function lotReachesPeriodTicket(ticket: TicketTypeInput, all: readonly TicketTypeInput[]): boolean {
  const seen = new Set<TicketTypeInput>([ticket]);
  let current = ticket;
  while (current.use_lotes) {
    const reference = current.start_after_ticket_id;
    if (reference === null) return false;
    const previous = all.find((candidate) => candidate !== current && matchesReference(candidate, reference));
    if (!previous || seen.has(previous)) return false;
    seen.add(previous);
    current = previous;
  }
  return true;
}

/**
 * A whole number typed as text or given as a number; null when it is not one. A huge number is
 * still read (not null), so the rules can say "at most" instead of "at least".
 */
export function readInteger(value: string | number | null): number | null {
  if (value === null) return null;
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  const text = value.trim();
  if (!/^-?\d+$/.test(text)) return null;
  return Number(text);
}

export interface TicketCheckContext {
  isApproval: boolean;
  /** Places of this ticket type already held by orders (0 for a new one). */
  sold: number;
  /** Every ticket type of the form, this one included (for lot references). */
  allTickets: readonly TicketTypeInput[];
}

/** The spec's modal checks in order, then the rest of the ticket's own fields. */
export function validateTicketDraft(ticket: TicketTypeInput, ctx: TicketCheckContext): TicketIssue | null {
  if (ticket.nome.trim() === '') {
    return { field: 'nome', title: 'Dados incompletos', message: 'Informe o nome do ingresso.' };
  }
  if (!ctx.isApproval) {
    const quantity = readInteger(ticket.quantidade);
    if (quantity === null || quantity < 1) {
      return {
        field: 'quantidade',
        title: 'Quantidade inválida',
        message: 'A quantidade disponível deve ser de pelo menos 1.',
      };
    }
    if (quantity > MAX_TICKET_QUANTITY) {
      return {
        field: 'quantidade',
        title: 'Quantidade inválida',
        message: `A quantidade disponível deve ser de no máximo ${formatCount(MAX_TICKET_QUANTITY)}.`,
      };
    }
    if (quantity < ctx.sold) {
      return {
        field: 'quantidade',
        title: 'Quantidade inválida',
        message: `Já foram vendidos ${ctx.sold} ingressos deste tipo, a quantidade precisa ser maior que isso.`,
      };
    }
  }
  if (!ticket.is_free) {
    if (ticket.preco === null || String(ticket.preco).trim() === '') {
      return {
        field: 'preco',
        title: 'Valor obrigatório',
        message: 'Informe o valor do ingresso ou marque como Gratuito.',
      };
    }
    const cents = parseMoney(ticket.preco);
    if (cents === null || cents < 0) {
      return {
        field: 'preco',
        title: 'Valor inválido',
        message: 'O valor do ingresso deve ser um número maior ou igual a zero.',
      };
    }
    if (cents > MAX_TICKET_PRICE_CENTS) {
      return { field: 'preco', title: 'Valor inválido', message: BOUND_MESSAGES.ticketPriceMax };
    }
  }
  if (ticket.use_lotes && !lotReachesPeriodTicket(ticket, ctx.allTickets)) {
    return {
      field: 'start_after_ticket_id',
      title: 'Configuração de lote incompleta',
      message: 'Escolha um ingresso vendido por período, após o qual este lote começa.',
    };
  }
  if (ticket.descricao.length > TICKET_DESCRIPTION_MAX) {
    return {
      field: 'descricao',
      title: 'Descrição muito longa',
      message: `A descrição deve ter no máximo ${TICKET_DESCRIPTION_MAX} caracteres.`,
    };
  }
  const limit = readInteger(ticket.limit_per_order);
  if (
    ticket.limit_per_order !== null &&
    String(ticket.limit_per_order).trim() !== '' &&
    (limit === null || limit < 0)
  ) {
    return {
      field: 'limit_per_order',
      title: 'Limite inválido',
      message: 'O limite por compra deve ser de pelo menos 1.',
    };
  }
  if (limit !== null && limit > MAX_LIMIT_PER_ORDER) {
    return {
      field: 'limit_per_order',
      title: 'Limite inválido',
      message: `O limite por compra deve ser de no máximo ${formatCount(MAX_LIMIT_PER_ORDER)}.`,
    };
  }
  return null;
}

export interface SaleWindow {
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * The sale window of a ticket, with the field errors of its dates. A lot has no start: it opens
 * when its predecessor closes. Blank times default to 00:00 (start) and 23:59 (end).
 */
export function readSaleWindow(
  ticket: TicketTypeInput,
  eventEnd: Date | null,
): { window: SaleWindow; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const read = (
    dateText: string,
    timeText: string,
    dateField: string,
    timeField: string,
    fallback: string,
  ) => {
    const reading = readDateTime(dateText, timeText, fallback);
    if (reading.dateMissing) return null;
    if (reading.dateInvalid) errors[dateField] = TICKET_MESSAGES.invalidDate;
    if (reading.timeInvalid) errors[timeField] = TICKET_MESSAGES.invalidTime;
    return reading.instant;
  };
  const startsAt = ticket.use_lotes
    ? null
    : read(
        ticket.data_inicio_venda,
        ticket.hora_inicio_venda,
        'data_inicio_venda',
        'hora_inicio_venda',
        '00:00',
      );
  const endsAt = read(
    ticket.data_fim_venda,
    ticket.hora_fim_venda,
    'data_fim_venda',
    'hora_fim_venda',
    '23:59',
  );
  if (eventEnd && startsAt && startsAt > eventEnd)
    errors.data_inicio_venda = TICKET_MESSAGES.saleStartAfterEventEnd;
  if (eventEnd && endsAt && endsAt > eventEnd) errors.data_fim_venda = TICKET_MESSAGES.saleEndAfterEventEnd;
  if (startsAt && endsAt && startsAt >= endsAt && !errors.data_fim_venda) {
    errors.data_fim_venda = TICKET_MESSAGES.saleEndBeforeStart;
  }
  return { window: { startsAt, endsAt }, errors };
}

/** Turning show_in_agenda on for one ticket turns it off for every other (spec §4). */
export function setAgendaTicket<T extends { show_in_agenda: boolean }>(
  tickets: readonly T[],
  index: number,
  on: boolean,
): T[] {
  return tickets.map((ticket, i) => ({
    ...ticket,
    show_in_agenda: i === index ? on : on ? false : ticket.show_in_agenda,
  }));
}
