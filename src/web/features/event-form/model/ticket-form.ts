// The ticket type modal's checks (spec §5) as the modal's react-hook-form schema. They are the
// server's own rules (validateTicketDraft, readSaleWindow in src/domain) run on the request the
// draft becomes, plus the one check only the form can make (limitPerOrderIssue).
import { z } from 'zod';
import { readSaleWindow, validateTicketDraft } from '../../../../domain/event-form/ticket-type-rules.ts';
import { limitPerOrderIssue, type TicketDraft, toTicketInput } from './form-values.ts';

export const ticketDraftSchema = z.object({
  id: z.number().nullable(),
  client_id: z.string(),
  nome: z.string(),
  descricao: z.string(),
  preco: z.string(),
  quantidade: z.string(),
  quantidade_vendida: z.number(),
  is_free: z.boolean(),
  use_lotes: z.boolean(),
  start_after_ticket_id: z.union([z.number(), z.string()]).nullable(),
  data_inicio_venda: z.string(),
  hora_inicio_venda: z.string(),
  data_fim_venda: z.string(),
  hora_fim_venda: z.string(),
  sem_limite: z.boolean(),
  limit_per_order: z.string(),
  permitir_cartao: z.boolean(),
  permitir_multiplos: z.boolean(),
  show_in_agenda: z.boolean(),
}) satisfies z.ZodType<TicketDraft>;

export interface TicketFormContext {
  isApproval: boolean;
  eventEnd: Date | null;
  /** Every ticket of the form except this one (lots point at them). */
  others: readonly TicketDraft[];
}

export interface TicketDraftIssue {
  /** The toast's title. */
  title: string;
  message: string;
  /** The messages under the inputs, keyed by ticket field. */
  errors: Partial<Record<keyof TicketDraft, string>>;
}

/**
 * The first failing check, in the spec's order: the ticket's own fields, then the limit per
 * order, then the sale dates (all of whose messages show at once).
 */
export function ticketDraftIssue(ticket: TicketDraft, ctx: TicketFormContext): TicketDraftIssue | null {
  const all = [...ctx.others, ticket].map((t) => toTicketInput(t, ctx.isApproval));
  const me = all[all.length - 1];
  if (!me) return null;
  const issue = validateTicketDraft(me, {
    isApproval: ctx.isApproval,
    sold: ticket.quantidade_vendida,
    allTickets: all,
  });
  if (issue) {
    return { title: issue.title, message: issue.message, errors: { [issue.field]: issue.message } };
  }
  const limitIssue = limitPerOrderIssue(ticket);
  if (limitIssue) {
    return { title: 'Limite inválido', message: limitIssue, errors: { limit_per_order: limitIssue } };
  }
  const dateErrors = readSaleWindow(me, ctx.eventEnd).errors;
  const first = Object.values(dateErrors)[0];
  if (first) return { title: 'Datas de venda', message: first, errors: dateErrors };
  return null;
}

/** The modal's schema: a draft passes when ticketDraftIssue finds nothing; its messages go under their inputs. */
export function ticketFormSchema(ctx: TicketFormContext) {
  return ticketDraftSchema.superRefine((ticket, issues) => {
    const found = ticketDraftIssue(ticket, ctx);
    for (const [field, message] of Object.entries(found?.errors ?? {})) {
      issues.addIssue({ code: 'custom', path: [field], message });
    }
  });
}
