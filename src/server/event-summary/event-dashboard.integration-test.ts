import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventDashboardSchema } from '../../domain/contracts/event-dashboard.ts';
import { APPROVED_CARD, createCandidateOrder, PAYER } from '../candidates/candidate-payment-test-kit.ts';
import {
  candidates,
  emailOutbox,
  events,
  latePayments,
  orderPayments,
  orders,
  participants,
} from '../db/schema.ts';
import { createTestCoupon, createTestEvent, createTestForm } from '../testing/factories.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { createTestSales } from './sales-test-data.ts';

const at = (iso: string) => new Date(iso);
// 05/03/2026 12:00 in Brazil: the day settlements are counted up to.
const NOW = at('2026-03-05T15:00:00Z');

describe.each(TEST_DRIVERS)('GET /api/eventos/{id}/dashboard (%s)', (driver) => {
  const env = useTestApp(driver, { config: { PLATFORM_FEE_PERCENT: '5', PLATFORM_FEE_FIXED_CENTS: '100' } });
  let owner: OrganiserAgent;
  let intruder: OrganiserAgent;

  const dashboard = (eventId: number | string, agent = owner) =>
    agent.inject({ method: 'GET', url: `/api/eventos/${eventId}/dashboard` });

  beforeAll(async () => {
    owner = await registerOrganiserAgent(env().app, 'Dona');
    intruder = await registerOrganiserAgent(env().app, 'Intrusa');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 404 to another organiser, a missing or malformed id, and 401 without a session', async () => {
    const { event } = await createTestEvent(env().ctx, owner.id);
    expect((await dashboard(event.id, intruder)).statusCode).toBe(404);
    expect((await dashboard(2_000_000_000)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      expect((await dashboard(bad)).statusCode, bad).toBe(404);
    }
    const anonymous = await env().app.inject({ method: 'GET', url: `/api/eventos/${event.id}/dashboard` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is all zero for an event without sales', async () => {
    const { event } = await createTestEvent(env().ctx, owner.id, { capacity: 40 });
    const res = await dashboard(event.id);
    expect(res.statusCode, res.body).toBe(200);
    const data = eventDashboardSchema.parse(res.json().data);
    expect(data.resumo_financeiro).toMatchObject({
      valor_bruto: 0,
      valor_liquido: 0,
      recebido: 0,
      pendente: 0,
    });
    expect(data.ingressos).toEqual({
      vendidos: 0,
      disponiveis: 40,
      reservados: 0,
      total: 40,
      percentual_vendido: 0,
    });
    expect(data.vendas_por_dia).toEqual([]);
    expect(data.atencao).toEqual([]);
    expect(data.candidatos).toBeNull();
    expect(data.evento.link).toMatch(new RegExp(`/eventos/${event.slug}$`));
  });

  it('computes Bruto, fee, Líquido, Recebido and Pendente as docs/money.md defines them', async () => {
    const { ctx } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id, { capacity: 100, placesTaken: 7 }, [
      { name: 'Inteira', priceCents: 10_000, quantity: 50, sold: 5 },
      { name: 'Cortesia', priceCents: 0, quantity: 10, sold: 1 },
      { name: 'VIP', priceCents: 30_000, quantity: 2, sold: 1 },
    ]);
    const [a, b, c] = ticketTypes.map((t) => t.id) as [number, number, number];
    await createTestSales(ctx, event.id, [
      // 1. PIX of two tickets on 01/03: 20 000, fee 1 000 + 100, net 18 900, received at once.
      {
        status: 'paid',
        method: 'pix',
        paidAt: at('2026-03-01T13:00:00Z'),
        tickets: [
          { ticketTypeId: a, amountCents: 10_000, status: 'pago', checkedIn: true },
          { ticketTypeId: a, amountCents: 10_000, status: 'pago' },
        ],
      },
      // 2. Card 3x on 01/02: 30 000, fee 1 600, net 28 400 = 9 466 (03/03) + 9 466 (02/04) + 9 468 (02/05).
      {
        status: 'paid',
        method: 'credit_card',
        installments: 3,
        paidAt: at('2026-02-01T12:00:00Z'),
        tickets: [{ ticketTypeId: c, amountCents: 30_000, status: 'pago' }],
      },
      // 3. Card 1x on 04/03: 10 000, fee 600, net 9 400 on 03/04.
      {
        status: 'paid',
        method: 'credit_card',
        paidAt: at('2026-03-04T20:00:00Z'),
        tickets: [{ ticketTypeId: a, amountCents: 10_000, status: 'pago' }],
      },
      // 4. PIX at 23:00 of 01/03 in Brazil (02/03 in UTC), one of its two tickets refunded: kept
      //    10 000, fee 600, net 9 400, received.
      {
        status: 'paid',
        method: 'pix',
        paidAt: at('2026-03-02T02:00:00Z'),
        tickets: [
          { ticketTypeId: a, amountCents: 10_000, status: 'pago' },
          { ticketTypeId: a, amountCents: 10_000, status: 'reembolsado' },
        ],
      },
      // 5. A PIX still pending past its hold: no money, one place reserved, one attention item.
      {
        status: 'pending',
        method: 'pix',
        createdAt: at('2026-03-05T13:00:00Z'),
        expiresAt: at('2026-03-05T14:00:00Z'),
        tickets: [{ ticketTypeId: a, amountCents: 10_000, status: 'pendente' }],
      },
      // 6. An expired PIX: nothing.
      {
        status: 'expired',
        method: 'pix',
        createdAt: at('2026-03-03T13:00:00Z'),
        tickets: [{ ticketTypeId: a, amountCents: 10_000, status: 'cancelado' }],
      },
      // 7. A free ticket on 05/03: a ticket sold, no money.
      {
        status: 'free',
        method: 'free',
        paidAt: at('2026-03-05T12:00:00Z'),
        tickets: [{ ticketTypeId: b, amountCents: 0, status: 'pago' }],
      },
    ]);
    // The expired PIX was paid anyway (ADR 0044), and one confirmation e-mail bounced.
    const [expired] = await ctx.db
      .select({ orderId: orders.id, paymentId: orderPayments.id })
      .from(orders)
      .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
      .where(eq(orders.status, 'expired'));
    await ctx.db.insert(latePayments).values({
      eventId: event.id,
      orderId: expired?.orderId as number,
      orderPaymentId: expired?.paymentId as number,
      amountCents: 10_000,
      gateway: 'sandbox',
      receivedAt: at('2026-03-04T10:00:00Z'),
    });
    await ctx.db.insert(emailOutbox).values({
      eventId: event.id,
      kind: 'order_confirmation',
      toAddress: 'p1.1@teste.com.br',
      subject: 'Inscrição confirmada',
      html: '<p>ok</p>',
      text: 'ok',
      status: 'failed',
      failure: 'rejected',
    });
    await createTestCoupon(ctx, event.id, { uses: 3 });
    await createTestCoupon(ctx, event.id, { code: 'OFF', active: false });
    await createTestForm(ctx, event.id, [{ label: 'Empresa' }, { label: 'Cargo' }]);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const res = await dashboard(event.id);
    vi.useRealTimers();
    expect(res.statusCode, res.body).toBe(200);
    const data = eventDashboardSchema.parse(res.json().data);

    expect(data.resumo_financeiro).toEqual({
      valor_bruto: 700,
      valor_liquido: 661,
      recebido: 377.67,
      pendente: 283.33,
      valor_bruto_cents: 70_000,
      valor_liquido_cents: 66_100,
      recebido_cents: 18_900 + 9_467 + 9_400,
      pendente_cents: 9_467 + 9_466 + 9_400,
      // No gateway figures on these rows: none of its fees, the estimated settlement days.
      taxas_operadora_cents: 0,
      // The refunded ticket of sale 4.
      estornado_cents: 10_000,
      taxa_plataforma: {
        percentual: 5,
        fixo_cents: 100,
        descricao: '5% + R$ 1,00 por pedido',
        valor_cents: 3_900,
      },
      proximo_recebimento: { data: '2026-04-02', valor_cents: 9_467 },
      vendas_pagas: 4,
      vendas_cartao: 2,
    });
    expect(data.ingressos).toEqual({
      vendidos: 6,
      disponiveis: 93,
      reservados: 1,
      total: 100,
      percentual_vendido: 6,
    });
    expect(data.resumo_ingressos).toEqual([
      {
        id: a,
        nome: 'Inteira',
        preco: 100,
        preco_cents: 10_000,
        quantidade_participantes: 4,
        quantidade_total: 50,
      },
      {
        id: b,
        nome: 'Cortesia',
        preco: 0,
        preco_cents: 0,
        quantidade_participantes: 1,
        quantidade_total: 10,
      },
      {
        id: c,
        nome: 'VIP',
        preco: 300,
        preco_cents: 30_000,
        quantidade_participantes: 1,
        quantidade_total: 2,
      },
    ]);
    expect(data.participantes).toEqual({
      total: 9,
      por_status: { pago: 6, pendente: 1, cancelado: 1, reembolsado: 1, isento: 0, contestado: 0 },
      presentes: 1,
    });
    expect(data.cupons).toEqual({ total: 2, ativos: 1, usos: 3 });
    expect(data.formulario_personalizado).toEqual({ campos: 2 });
    expect(data.atencao).toEqual([
      { tipo: 'pix_expirado', quantidade: 1, tipo_ingresso: null, valor_cents: null },
      { tipo: 'pix_tardio', quantidade: 1, tipo_ingresso: null, valor_cents: 10_000 },
      { tipo: 'emails_falharam', quantidade: 1, tipo_ingresso: null, valor_cents: null },
      {
        tipo: 'quase_esgotado',
        quantidade: 1,
        tipo_ingresso: { id: c, nome: 'VIP', restantes: 1 },
        valor_cents: null,
      },
    ]);
    // From the first sale (01/02) to today (05/03), days without sales as zero.
    expect(data.vendas_por_dia).toHaveLength(33);
    const day = (d: string) => data.vendas_por_dia.find((point) => point.dia === d);
    expect(day('2026-02-01')).toEqual({ dia: '2026-02-01', ingressos: 1, valor_bruto_cents: 30_000 });
    expect(day('2026-03-01')).toEqual({ dia: '2026-03-01', ingressos: 3, valor_bruto_cents: 30_000 });
    expect(day('2026-03-02')).toEqual({ dia: '2026-03-02', ingressos: 0, valor_bruto_cents: 0 });
    expect(day('2026-03-04')).toEqual({ dia: '2026-03-04', ingressos: 1, valor_bruto_cents: 10_000 });
    expect(day('2026-03-05')).toEqual({ dia: '2026-03-05', ingressos: 1, valor_bruto_cents: 0 });
    expect(data.calculado_em).toBe(NOW.toISOString());
  });

  it('takes refunded and disputed tickets off Bruto; a sale refunded in full pays no fee and is no sale', async () => {
    const { ctx } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id);
    const ticketTypeId = ticketTypes[0]?.id as number;
    const paidAt = at('2026-03-01T13:00:00Z');
    await createTestSales(ctx, event.id, [
      // Refunded in full: nothing kept, no fee, not counted.
      {
        status: 'paid',
        method: 'pix',
        paidAt,
        tickets: [{ ticketTypeId, amountCents: 5_000, status: 'reembolsado' }],
      },
      // One of two tickets disputed: 5 000 kept, fee 250 + 100.
      {
        status: 'paid',
        method: 'pix',
        paidAt,
        tickets: [
          { ticketTypeId, amountCents: 5_000, status: 'pago' },
          { ticketTypeId, amountCents: 5_000, status: 'contestado' },
        ],
      },
    ]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const res = await dashboard(event.id);
    vi.useRealTimers();
    const money = eventDashboardSchema.parse(res.json().data).resumo_financeiro;
    expect(money).toMatchObject({
      valor_bruto_cents: 5_000,
      valor_liquido_cents: 4_650,
      recebido_cents: 4_650,
      pendente_cents: 0,
      estornado_cents: 10_000,
      taxas_operadora_cents: 0,
      vendas_pagas: 1,
      vendas_cartao: 0,
    });
    expect(money.taxa_plataforma.valor_cents).toBe(350);
  });

  it('takes what the gateway reported: its fees off Líquido, each sale released on its release day', async () => {
    const { ctx } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id);
    const ticketTypeId = ticketTypes[0]?.id as number;
    await createTestSales(ctx, event.id, [
      // PIX 10 000 on 01/03: gateway 99, released at once; platform 600 → net 9 301.
      {
        status: 'paid',
        method: 'pix',
        paidAt: at('2026-03-01T13:00:00Z'),
        gateway: { feeCents: 99, releaseAt: at('2026-03-01T13:00:00Z') },
        tickets: [{ ticketTypeId, amountCents: 10_000, status: 'pago' }],
      },
      // Card 3x 30 000 on 04/03: gateway 1 497, released whole on 03/04; platform 1 600 → 26 903.
      {
        status: 'paid',
        method: 'credit_card',
        installments: 3,
        paidAt: at('2026-03-04T13:00:00Z'),
        gateway: { feeCents: 1_497, releaseAt: at('2026-04-03T13:00:00Z') },
        tickets: [{ ticketTypeId, amountCents: 30_000, status: 'pago' }],
      },
      // Card 1x 10 000 on 01/03 the gateway reported nothing of: the estimate, D+30 (31/03).
      {
        status: 'paid',
        method: 'credit_card',
        paidAt: at('2026-03-01T13:00:00Z'),
        tickets: [{ ticketTypeId, amountCents: 10_000, status: 'pago' }],
      },
    ]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const res = await dashboard(event.id);
    vi.useRealTimers();
    const money = eventDashboardSchema.parse(res.json().data).resumo_financeiro;
    expect(money).toMatchObject({
      valor_bruto_cents: 50_000,
      taxas_operadora_cents: 1_596,
      valor_liquido_cents: 50_000 - 2_800 - 1_596,
      recebido_cents: 9_301,
      pendente_cents: 26_903 + 9_400,
      proximo_recebimento: { data: '2026-03-31', valor_cents: 9_400 },
      estornado_cents: 0,
    });
    expect(money.taxa_plataforma.valor_cents).toBe(2_800);
    expect(money.recebido_cents + money.pendente_cents).toBe(money.valor_liquido_cents);
  });

  it('counts candidate charges paid on the candidate payment page as sales, with the sandbox’s gateway figures', async () => {
    const { ctx, app } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id, { needsApproval: true }, [
      { quantity: null, priceCents: 30_000 },
    ]);
    const ticketTypeId = ticketTypes[0]?.id as number;
    // Paid on 01/02/2026 (Brazil), before the deadline of a week the kit gives.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at('2026-02-01T13:00:00Z'));
    const { hash, participantIds } = await createCandidateOrder(
      ctx,
      { eventId: event.id, ticketTypeId, priceCents: 30_000 },
      [
        { name: 'Ana Souza', status: 'selecionado' },
        { name: 'Bruno Lima', status: 'selecionado' },
        { name: 'Carla Dias', status: 'selecionado' },
      ],
    );
    const [ana, bruno, carla] = participantIds as [number, number, number];
    const pay = (ids: number[], metodo: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/payment-candidate/processar-pagamento-parcial',
        payload: { comprador: PAYER, order_hash: hash, participantes_ids: ids, metodo_pagamento: metodo },
      });
    const card = await pay([bruno], { method: 'credit_card', card_data: APPROVED_CARD, installments: 3 });
    expect(card.json().data, card.body).toMatchObject({ paid: true, installments: 3 });
    const pix = await pay([ana], { method: 'pix' });
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/sandbox/pix/confirmar-pagamento',
      payload: { order_payment_id: pix.json().data.order_payment_id },
    });
    expect(confirmed.json().data, confirmed.body).toMatchObject({ paid: true });
    // Carla's PIX charge is issued but never paid: no sale.
    expect((await pay([carla], { method: 'pix' })).json().data).toMatchObject({ paid: false });

    vi.setSystemTime(NOW);
    const res = await dashboard(event.id);
    vi.useRealTimers();
    expect(res.statusCode, res.body).toBe(200);
    // Each: kept 30 000, platform fee 1 500 + 100. The sandbox reports its gateway figures like
    // Mercado Pago: the PIX 0,99 % (297) released at once; the card 4,99 % (1 497) released whole
    // 30 days after 01/02, on 03/03 (not month by month): both Recebido by 05/03.
    expect(eventDashboardSchema.parse(res.json().data).resumo_financeiro).toMatchObject({
      valor_bruto_cents: 60_000,
      taxas_operadora_cents: 297 + 1_497,
      valor_liquido_cents: 56_800 - 297 - 1_497,
      recebido_cents: 56_800 - 297 - 1_497,
      pendente_cents: 0,
      proximo_recebimento: null,
      vendas_pagas: 2,
      vendas_cartao: 1,
    });
  });

  it('counts only live coupons and form fields: deleted coupons and retired fields are left out', async () => {
    const { ctx } = env();
    const { event } = await createTestEvent(ctx, owner.id);
    await createTestCoupon(ctx, event.id, { code: 'VIVO', uses: 2 });
    await createTestCoupon(ctx, event.id, {
      code: 'APAGADO',
      uses: 5,
      deletedAt: at('2026-03-01T12:00:00Z'),
    });
    await createTestForm(ctx, event.id, [
      { label: 'Empresa' },
      { label: 'Cargo', retiredAt: at('2026-03-01T12:00:00Z') },
    ]);
    const data = eventDashboardSchema.parse((await dashboard(event.id)).json().data);
    expect(data.cupons).toEqual({ total: 1, ativos: 1, usos: 2 });
    expect(data.formulario_personalizado).toEqual({ campos: 1 });
  });

  it('counts the candidates of an approval event by status', async () => {
    const { ctx } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id, { needsApproval: true }, [
      { quantity: null, priceCents: 20_000 },
    ]);
    const ticketTypeId = ticketTypes[0]?.id as number;
    await createTestSales(ctx, event.id, [
      {
        status: 'pending',
        method: 'pix',
        tickets: [
          { ticketTypeId, amountCents: 20_000, status: 'pendente' },
          { ticketTypeId, amountCents: 20_000, status: 'pendente' },
          { ticketTypeId, amountCents: 20_000, status: 'pendente' },
        ],
      },
    ]);
    const people = await ctx.db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.eventId, event.id));
    await ctx.db.insert(candidates).values(
      people.map((person, i) => ({
        participantId: person.id,
        eventId: event.id,
        status: (['pre_inscrito', 'pre_inscrito', 'selecionado'] as const)[i],
      })),
    );
    const data = eventDashboardSchema.parse((await dashboard(event.id)).json().data);
    expect(data.candidatos).toEqual({
      pre_inscrito: 2,
      selecionado: 1,
      desclassificado: 0,
      prazo_vencido: 0,
      pago: 0,
      isento: 0,
    });
    expect(data.resumo_ingressos[0]?.quantidade_total).toBeNull();
    // The two pre-registered candidates wait for a decision: not "Tudo em ordem" (issue 20).
    expect(data.atencao).toEqual([
      { tipo: 'candidatos_aguardando', quantidade: 2, tipo_ingresso: null, valor_cents: null },
    ]);
    // Deleting the event's rows is not needed: each test uses its own event.
    expect((await ctx.db.select().from(events).where(eq(events.id, event.id))).length).toBe(1);
  });
});
