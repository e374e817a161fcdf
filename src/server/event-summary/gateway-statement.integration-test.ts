import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gatewayStatementSchema } from '../../domain/contracts/gateway-statement.ts';
import { createTestEvent } from '../testing/factories.ts';
import { createMemberAgent } from '../testing/team.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { createTestSales, type TestSale } from './sales-test-data.ts';

const at = (iso: string) => new Date(iso);
// 05/03/2026 12:00 in Brazil.
const NOW = at('2026-03-05T15:00:00Z');

describe.each(TEST_DRIVERS)('GET /api/eventos/{id}/extrato (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;
  let intruder: OrganiserAgent;

  const statement = (eventId: number, query = '', agent = owner) =>
    agent.inject({ method: 'GET', url: `/api/eventos/${eventId}/extrato${query}` });
  const atNow = async <T>(run: () => Promise<T>) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    try {
      return await run();
    } finally {
      vi.useRealTimers();
    }
  };

  beforeAll(async () => {
    owner = await registerOrganiserAgent(env().app, 'Dona do extrato');
    intruder = await registerOrganiserAgent(env().app, 'Intrusa do extrato');
  });
  afterEach(() => vi.useRealTimers());

  async function eventWithPayments() {
    const { event, ticketTypes } = await createTestEvent(env().ctx, owner.id);
    const ticketTypeId = ticketTypes[0]?.id as number;
    const ticket = (amountCents: number) => ({ ticketTypeId, amountCents, status: 'pago' as const });
    const sales: TestSale[] = [
      // 1. PIX 01/03, 0,99 %, released at once.
      {
        status: 'paid',
        method: 'pix',
        buyerName: 'Ana Souza',
        paidAt: at('2026-03-01T13:00:00Z'),
        gateway: { feeCents: 99, releaseAt: at('2026-03-01T13:00:00Z') },
        tickets: [ticket(10_000)],
      },
      // 2. Card 3x 04/03, 4,99 %, released whole on 03/04.
      {
        status: 'paid',
        method: 'credit_card',
        installments: 3,
        buyerName: 'Bruno Lima',
        paidAt: at('2026-03-04T13:00:00Z'),
        gateway: { feeCents: 1_497, releaseAt: at('2026-04-03T13:00:00Z') },
        tickets: [ticket(30_000)],
      },
      // 3. PIX 02/03 refunded in full by the gateway: no fee, nothing left.
      {
        status: 'paid',
        method: 'pix',
        buyerName: 'Carla Dias',
        paidAt: at('2026-03-02T13:00:00Z'),
        refundedCents: 8_000,
        gateway: { feeCents: 79, releaseAt: at('2026-03-02T13:00:00Z'), refundedCents: 8_000 },
        tickets: [{ ticketTypeId, amountCents: 8_000, status: 'reembolsado' }],
      },
      // 4. Card 1x 01/03 whose gateway reported nothing: no fee shown, released on the estimate (31/03).
      {
        status: 'paid',
        method: 'credit_card',
        buyerName: '=HYPERLINK("x")',
        paidAt: at('2026-03-01T14:00:00Z'),
        tickets: [ticket(10_000)],
      },
      // 5. A pending PIX: not money the gateway took.
      {
        status: 'pending',
        method: 'pix',
        createdAt: at('2026-03-05T13:00:00Z'),
        expiresAt: at('2026-03-05T16:00:00Z'),
        tickets: [{ ticketTypeId, amountCents: 10_000, status: 'pendente' }],
      },
    ];
    await createTestSales(env().ctx, event.id, sales);
    return event;
  }

  it('lists each payment with the gateway’s figures and totals that add up to the centavo', async () => {
    const event = await eventWithPayments();
    const res = await atNow(() => statement(event.id));
    expect(res.statusCode, res.body).toBe(200);
    const data = gatewayStatementSchema.parse(res.json().data);
    expect(data.linhas.map((l) => [l.comprador, l.status, l.liberacao])).toEqual([
      ['Ana Souza', 'liberado', '2026-03-01'],
      ['=HYPERLINK("x")', 'a_liberar', '2026-03-31'],
      ['Carla Dias', 'estornado', '2026-03-02'],
      ['Bruno Lima', 'a_liberar', '2026-04-03'],
    ]);
    expect(data.linhas[1]).toMatchObject({
      taxa_gateway_cents: null,
      liquido_cents: 10_000,
      liberacao_estimada: true,
    });
    expect(data.linhas[2]).toMatchObject({
      bruto_cents: 8_000,
      estornado_cents: 8_000,
      taxa_gateway_cents: 0,
      liquido_cents: 0,
    });
    expect(data.linhas[3]).toMatchObject({
      metodo: 'credit_card',
      parcelas: 3,
      bruto_cents: 30_000,
      taxa_gateway_cents: 1_497,
      liquido_cents: 28_503,
      liberacao_estimada: false,
    });
    expect(data.linhas[0]?.pedido).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    expect(data.totais).toEqual({
      quantidade: 4,
      bruto_cents: 58_000,
      taxa_gateway_cents: 99 + 1_497,
      estornado_cents: 8_000,
      liquido_cents: 58_000 - 8_000 - 1_596,
      liberado_cents: 9_901,
      a_liberar_cents: 10_000 + 28_503,
      proxima_liberacao: { data: '2026-03-31', valor_cents: 10_000 },
    });
    expect(data).toMatchObject({ pagina: 1, por_pagina: 50, total: 4 });
  });

  it('filters by period and method, totals included, and pages a big event', async () => {
    const event = await eventWithPayments();
    const cards = gatewayStatementSchema.parse(
      (await atNow(() => statement(event.id, '?metodo=credit_card'))).json().data,
    );
    expect(cards.linhas.map((l) => l.comprador)).toEqual(['=HYPERLINK("x")', 'Bruno Lima']);
    expect(cards.totais).toMatchObject({ quantidade: 2, bruto_cents: 40_000, taxa_gateway_cents: 1_497 });
    // 02/03 to 04/03 in Brazil: Carla (02/03) and Bruno (04/03 10:00).
    const period = gatewayStatementSchema.parse(
      (await atNow(() => statement(event.id, '?de=2026-03-02&ate=2026-03-04'))).json().data,
    );
    expect(period.linhas.map((l) => l.comprador)).toEqual(['Carla Dias', 'Bruno Lima']);
    expect(period.totais.bruto_cents).toBe(38_000);

    const { event: big, ticketTypes } = await createTestEvent(env().ctx, owner.id);
    const ticketTypeId = ticketTypes[0]?.id as number;
    await createTestSales(
      env().ctx,
      big.id,
      Array.from({ length: 53 }, (_, i) => ({
        status: 'paid' as const,
        method: 'pix' as const,
        buyerName: `Pessoa ${String(i + 1).padStart(2, '0')}`,
        paidAt: new Date(at('2026-03-01T13:00:00Z').getTime() + i * 60_000),
        gateway: { feeCents: 10, releaseAt: at('2026-03-01T13:00:00Z') },
        tickets: [{ ticketTypeId, amountCents: 1_000, status: 'pago' as const }],
      })),
    );
    const second = gatewayStatementSchema.parse(
      (await atNow(() => statement(big.id, '?pagina=2'))).json().data,
    );
    expect(second.linhas.map((l) => l.comprador)).toEqual(['Pessoa 51', 'Pessoa 52', 'Pessoa 53']);
    expect(second).toMatchObject({ pagina: 2, total: 53 });
    expect(second.totais).toMatchObject({ quantidade: 53, bruto_cents: 53_000, liquido_cents: 53 * 990 });
    // A page past the end answers the last one.
    expect(gatewayStatementSchema.parse((await statement(big.id, '?pagina=9')).json().data).pagina).toBe(2);
  });

  it('exports the same lines as xlsx: real dates and money, a frozen header, formulas neutralised', async () => {
    const event = await eventWithPayments();
    const res = await atNow(() => statement(event.id, '?formato=xlsx&metodo=credit_card'));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`extrato-${event.slug}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Extrato');
    if (!sheet) throw new Error('no Extrato sheet');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Pago em',
      'Pedido',
      'Comprador',
      'Forma de pagamento',
      'Parcelas',
      'Valor bruto',
      'Taxa da operadora',
      'Estornado',
      'Valor líquido',
      'Liberação',
      'Situação',
      'Gateway',
    ]);
    expect(sheet.rowCount).toBe(3);
    const bruno = sheet.getRow(3);
    // Paid 04/03 13:00 UTC: 10:00 on Brazil's clock, as the cell shows it.
    expect(bruno.getCell(1).value).toEqual(at('2026-03-04T10:00:00Z'));
    expect(bruno.getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(bruno.getCell(3).value).toBe('Bruno Lima');
    expect(bruno.getCell(4).value).toBe('Cartão 3x');
    expect(bruno.getCell(5).value).toBe(3);
    expect([6, 7, 8, 9].map((c) => bruno.getCell(c).value)).toEqual([300, 14.97, 0, 285.03]);
    expect(bruno.getCell(6).numFmt).toBe('"R$" #,##0.00');
    expect(bruno.getCell(10).value).toEqual(at('2026-04-03T00:00:00Z'));
    expect(bruno.getCell(10).numFmt).toBe('dd/mm/yyyy');
    expect(bruno.getCell(11).value).toBe('A liberar');
    const unreported = sheet.getRow(2);
    expect(unreported.getCell(3).value).toBe('\'=HYPERLINK("x")');
    // No fee reported: an empty cell, not a zero.
    expect(unreported.getCell(7).value).toBeNull();
  });

  it('is the money roles’ only: 404 to another organiser and to check-in, 401 without a session, 422 for a bad filter', async () => {
    const { event } = await createTestEvent(env().ctx, owner.id);
    expect((await statement(event.id, '', intruder)).statusCode).toBe(404);
    expect((await statement(event.id, '?formato=xlsx', intruder)).statusCode).toBe(404);
    const door = await createMemberAgent(env().app, owner, 'check-in', [event.id]);
    expect((await statement(event.id, '', door)).statusCode).toBe(404);
    expect((await statement(event.id, '?formato=xlsx', door)).statusCode).toBe(404);
    expect((await door.inject({ method: 'GET', url: `/api/eventos/${event.id}/dashboard` })).statusCode).toBe(
      404,
    );
    const finance = await createMemberAgent(env().app, owner, 'financeiro');
    expect((await statement(event.id, '', finance)).statusCode).toBe(200);
    const anonymous = await env().app.inject({ method: 'GET', url: `/api/eventos/${event.id}/extrato` });
    expect(anonymous.statusCode).toBe(401);
    for (const bad of ['?metodo=boleto', '?de=2026-03-05&ate=2026-03-01', '?pagina=0', '?de=ontem']) {
      const res = await statement(event.id, bad);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().error_type, bad).toBe('validation');
    }
  });
});
