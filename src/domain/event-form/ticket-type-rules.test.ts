import { describe, expect, it } from 'vitest';
import { ticketTypeInputSchema } from './event-form-contract.ts';
import {
  readSaleWindow,
  setAgendaTicket,
  TICKET_MESSAGES,
  validateTicketDraft,
} from './ticket-type-rules.ts';

const ticket = (overrides: Record<string, unknown> = {}) =>
  ticketTypeInputSchema.parse({ nome: 'Inteira', preco: '50.00', quantidade: 10, ...overrides });

const check = (t = ticket(), ctx: Partial<Parameters<typeof validateTicketDraft>[1]> = {}) =>
  validateTicketDraft(t, { isApproval: false, sold: 0, allTickets: [t], ...ctx });

describe('validateTicketDraft, in the order of spec §5', () => {
  it('accepts a complete ticket', () => expect(check()).toBeNull());

  it.each([
    [{ nome: '  ' }, 'nome', 'Dados incompletos', 'Informe o nome do ingresso.'],
    [
      { quantidade: 0 },
      'quantidade',
      'Quantidade inválida',
      'A quantidade disponível deve ser de pelo menos 1.',
    ],
    [
      { quantidade: '1.5' },
      'quantidade',
      'Quantidade inválida',
      'A quantidade disponível deve ser de pelo menos 1.',
    ],
    [
      { quantidade: null },
      'quantidade',
      'Quantidade inválida',
      'A quantidade disponível deve ser de pelo menos 1.',
    ],
    [{ preco: '' }, 'preco', 'Valor obrigatório', 'Informe o valor do ingresso ou marque como Gratuito.'],
    [
      { preco: '-1' },
      'preco',
      'Valor inválido',
      'O valor do ingresso deve ser um número maior ou igual a zero.',
    ],
    [
      { preco: 'abc' },
      'preco',
      'Valor inválido',
      'O valor do ingresso deve ser um número maior ou igual a zero.',
    ],
    [
      { descricao: 'x'.repeat(71) },
      'descricao',
      'Descrição muito longa',
      'A descrição deve ter no máximo 70 caracteres.',
    ],
  ])('%j → %s: %s', (overrides, field, title, message) => {
    expect(check(ticket(overrides))).toEqual({ field, title, message });
  });

  it.each([
    [{ preco: '100000.00' }, null],
    [{ preco: '100.000,01' }, 'O valor do ingresso deve ser de no máximo R$ 100.000,00.'],
    [{ preco: 99999999999 }, 'O valor do ingresso deve ser de no máximo R$ 100.000,00.'],
    [{ preco: 1e20 }, 'O valor do ingresso deve ser de no máximo R$ 100.000,00.'],
    [{ quantidade: 1_000_000 }, null],
    [{ quantidade: 1_000_001 }, 'A quantidade disponível deve ser de no máximo 1.000.000.'],
    [{ quantidade: '99999999999999999999' }, 'A quantidade disponível deve ser de no máximo 1.000.000.'],
    [{ quantidade: 2 ** 31 }, 'A quantidade disponível deve ser de no máximo 1.000.000.'],
    [{ limit_per_order: 1000 }, null],
    [{ limit_per_order: '1001' }, 'O limite por compra deve ser de no máximo 1.000.'],
  ])('bounds %j: %s', (overrides, message) => {
    expect(check(ticket(overrides))?.message ?? null).toBe(message);
  });

  it('reports the first failing check only', () => {
    expect(check(ticket({ nome: '', quantidade: 0, preco: '' }))?.field).toBe('nome');
    expect(check(ticket({ quantidade: 0, preco: '' }))?.field).toBe('quantidade');
  });

  it('refuses a quantity below what was sold', () => {
    expect(check(ticket({ quantidade: 3 }), { sold: 5 })?.message).toBe(
      'Já foram vendidos 5 ingressos deste tipo, a quantidade precisa ser maior que isso.',
    );
    expect(check(ticket({ quantidade: 5 }), { sold: 5 })).toBeNull();
  });

  it('skips quantity for approval events and price for free tickets', () => {
    expect(check(ticket({ quantidade: null }), { isApproval: true })).toBeNull();
    expect(check(ticket({ is_free: true, preco: '' }))).toBeNull();
  });

  it('needs a lot to follow an existing ticket sold by period', () => {
    const first = ticket({ id: 1 });
    const lot = ticket({ client_id: 'b', use_lotes: true, start_after_ticket_id: 1 });
    expect(check(lot, { allTickets: [first, lot] })).toBeNull();
    const orphan = ticket({ use_lotes: true, start_after_ticket_id: null });
    expect(check(orphan, { allTickets: [orphan] })?.title).toBe('Configuração de lote incompleta');
    const missing = ticket({ use_lotes: true, start_after_ticket_id: 99 });
    expect(check(missing, { allTickets: [missing] })?.title).toBe('Configuração de lote incompleta');
  });

  it('follows a chain of lots by client id and refuses a loop', () => {
    const a = ticket({ client_id: 'a' });
    const b = ticket({ client_id: 'b', use_lotes: true, start_after_ticket_id: 'a' });
    const c = ticket({ client_id: 'c', use_lotes: true, start_after_ticket_id: 'b' });
    expect(check(c, { allTickets: [a, b, c] })).toBeNull();
    const x = ticket({ client_id: 'x', use_lotes: true, start_after_ticket_id: 'y' });
    const y = ticket({ client_id: 'y', use_lotes: true, start_after_ticket_id: 'x' });
    expect(check(x, { allTickets: [x, y] })?.field).toBe('start_after_ticket_id');
  });
});

describe('readSaleWindow', () => {
  const eventEnd = new Date('2030-05-10T23:59:00-03:00');

  it('reads both date formats with default times', () => {
    const { window, errors } = readSaleWindow(
      ticket({ data_inicio_venda: '01/05/2030', data_fim_venda: '2030-05-09' }),
      eventEnd,
    );
    expect(errors).toEqual({});
    expect(window.startsAt?.toISOString()).toBe('2030-05-01T03:00:00.000Z');
    expect(window.endsAt?.toISOString()).toBe('2030-05-10T02:59:00.000Z');
  });

  it('refuses sale dates after the event end', () => {
    const { errors } = readSaleWindow(
      ticket({ data_inicio_venda: '11/05/2030', data_fim_venda: '12/05/2030' }),
      eventEnd,
    );
    expect(errors).toEqual({
      data_inicio_venda: TICKET_MESSAGES.saleStartAfterEventEnd,
      data_fim_venda: TICKET_MESSAGES.saleEndAfterEventEnd,
    });
  });

  it('ignores a lot start and flags bad dates, times and an end before the start', () => {
    expect(
      readSaleWindow(ticket({ use_lotes: true, data_inicio_venda: '99/99/2030' }), eventEnd).window.startsAt,
    ).toBeNull();
    expect(readSaleWindow(ticket({ data_fim_venda: '31/02/2030' }), eventEnd).errors).toEqual({
      data_fim_venda: TICKET_MESSAGES.invalidDate,
    });
    expect(
      readSaleWindow(ticket({ data_fim_venda: '01/05/2030', hora_fim_venda: '25:00' }), eventEnd).errors,
    ).toEqual({
      hora_fim_venda: TICKET_MESSAGES.invalidTime,
    });
    expect(
      readSaleWindow(ticket({ data_inicio_venda: '05/05/2030', data_fim_venda: '04/05/2030' }), eventEnd)
        .errors,
    ).toEqual({ data_fim_venda: TICKET_MESSAGES.saleEndBeforeStart });
  });
});

describe('setAgendaTicket', () => {
  it('keeps one ticket in the agenda at a time', () => {
    const list = [{ show_in_agenda: true }, { show_in_agenda: false }];
    expect(setAgendaTicket(list, 1, true)).toEqual([{ show_in_agenda: false }, { show_in_agenda: true }]);
    expect(setAgendaTicket(list, 0, false)).toEqual([{ show_in_agenda: false }, { show_in_agenda: false }]);
  });
});
