import { describe, expect, it } from 'vitest';
import { TICKET_MESSAGES } from '../../../../domain/event-form/ticket-type-rules.ts';
import { emptyTicket, LIMIT_MESSAGES, type TicketDraft } from './form-values.ts';
import { type TicketFormContext, ticketDraftIssue, ticketFormSchema } from './ticket-form.ts';

const ticket = (over: Partial<TicketDraft> = {}): TicketDraft => ({
  ...emptyTicket(),
  nome: 'Inteira',
  preco: '50,00',
  quantidade: '100',
  ...over,
});
const ctx = (over: Partial<TicketFormContext> = {}): TicketFormContext => ({
  isApproval: false,
  eventEnd: new Date('2030-06-01T02:59:00Z'),
  others: [],
  ...over,
});
const issuesOf = (draft: TicketDraft, context = ctx()) => {
  const result = ticketFormSchema(context).safeParse(draft);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('ticketFormSchema (the ticket type modal)', () => {
  it('passes a complete ticket through unchanged', () => {
    const draft = ticket();
    expect(ticketFormSchema(ctx()).parse(draft)).toEqual(draft);
  });

  it('stops at the first of the spec’s checks, with its toast title', () => {
    expect(ticketDraftIssue(ticket({ nome: ' ', quantidade: '' }), ctx())).toEqual({
      title: 'Dados incompletos',
      message: 'Informe o nome do ingresso.',
      errors: { nome: 'Informe o nome do ingresso.' },
    });
    expect(issuesOf(ticket({ quantidade: '0' }))).toEqual({
      quantidade: 'A quantidade disponível deve ser de pelo menos 1.',
    });
  });

  it('does not count places in an approval event, and asks for the price unless free', () => {
    expect(issuesOf(ticket({ quantidade: '' }), ctx({ isApproval: true }))).toEqual({});
    expect(issuesOf(ticket({ preco: '' }))).toEqual({
      preco: 'Informe o valor do ingresso ou marque como Gratuito.',
    });
    expect(issuesOf(ticket({ preco: '', is_free: true }))).toEqual({});
  });

  it('asks for the limit when Sem Limite is unticked', () => {
    expect(ticketDraftIssue(ticket({ sem_limite: false }), ctx())?.title).toBe('Limite inválido');
    expect(issuesOf(ticket({ sem_limite: false }))).toEqual({ limit_per_order: LIMIT_MESSAGES.required });
  });

  it('shows every sale-date message at once, after the other checks', () => {
    const late = ticket({ data_inicio_venda: '02/06/2030', data_fim_venda: '03/06/2030' });
    expect(ticketDraftIssue(late, ctx())?.title).toBe('Datas de venda');
    expect(issuesOf(late)).toEqual({
      data_inicio_venda: TICKET_MESSAGES.saleStartAfterEventEnd,
      data_fim_venda: TICKET_MESSAGES.saleEndAfterEventEnd,
    });
  });

  it('refuses a lot that follows no ticket sold by period', () => {
    const lot = ticket({ use_lotes: true, start_after_ticket_id: 'nenhum' });
    expect(issuesOf(lot, ctx({ others: [ticket({ client_id: 'outro' })] }))).toEqual({
      start_after_ticket_id: 'Escolha um ingresso vendido por período, após o qual este lote começa.',
    });
    expect(
      issuesOf({ ...lot, start_after_ticket_id: 'outro' }, ctx({ others: [ticket({ client_id: 'outro' })] })),
    ).toEqual({});
  });
});
