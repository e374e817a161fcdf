import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventDashboardSchema } from '../../domain/contracts/event-dashboard.ts';
import { gatewayStatementSchema } from '../../domain/contracts/gateway-statement.ts';
import { events, orderPayments, participants, ticketTypes } from '../db/schema.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from './demo-seed.ts';

describe.each(TEST_DRIVERS)('demo conference sales (%s)', (driver) => {
  const env = useTestApp(driver);

  it('seeds a living dashboard, with counters matching the rows behind them', async () => {
    const { ctx, app } = env();
    expect(await seedDemoData(ctx)).toEqual({ created: true });

    const [conference] = await ctx.db
      .select()
      .from(events)
      .where(eq(events.slug, 'conferencia-catraca-2027'));
    const eventId = conference?.id as number;
    const people = await ctx.db.select().from(participants).where(eq(participants.eventId, eventId));
    expect(people.length).toBeGreaterThanOrEqual(250);
    const held = people.filter((p) => p.status !== 'cancelado' && p.status !== 'reembolsado');
    expect(conference?.placesTaken).toBe(held.length);
    for (const type of await ctx.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId))) {
      expect(type.sold, type.name).toBe(held.filter((p) => p.ticketTypeId === type.id).length);
    }
    const statuses = new Set(people.map((p) => p.status));
    expect([...statuses].sort()).toEqual(['cancelado', 'contestado', 'pago', 'pendente', 'reembolsado']);
    expect(people.some((p) => p.checkedInAt !== null)).toBe(true);
    const payments = await ctx.db.select().from(orderPayments);
    expect(payments.some((p) => p.method === 'credit_card' && p.installments > 1)).toBe(true);
    expect(payments.some((p) => p.method === 'pix' && p.status === 'fulfilled')).toBe(true);
    // Every paid payment carries the sandbox gateway's figures: a fee and a release date.
    for (const paid of payments.filter((p) => p.status === 'fulfilled')) {
      expect(paid.gatewayFeeCents, paid.method).toBeGreaterThan(0);
      expect(paid.gatewayNetCents).toBe(paid.amountCents - (paid.gatewayFeeCents ?? 0));
      expect(paid.moneyReleaseAt).not.toBeNull();
    }

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const cookie = login.cookies.find((c) => c.name === 'catraca_session');
    const res = await app.inject({
      method: 'GET',
      url: `/api/eventos/${eventId}/dashboard`,
      cookies: { catraca_session: cookie?.value ?? '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = eventDashboardSchema.parse(res.json().data);
    const money = data.resumo_financeiro;
    expect(money.valor_bruto_cents).toBeGreaterThan(0);
    expect(money.pendente_cents).toBeGreaterThan(0);
    expect(money.recebido_cents).toBeGreaterThan(0);
    expect(money.recebido_cents + money.pendente_cents).toBe(money.valor_liquido_cents);
    expect(money.taxas_operadora_cents).toBeGreaterThan(0);
    expect(money.estornado_cents).toBeGreaterThan(0);
    // The extrato agrees with the Resumo: its Bruto less what was refunded is the Resumo's, less the
    // disputed shares (no dispute is refunded yet), and its fees are the Resumo's operator fees.
    const extrato = await app.inject({
      method: 'GET',
      url: `/api/eventos/${eventId}/extrato`,
      cookies: { catraca_session: cookie?.value ?? '' },
    });
    const totals = gatewayStatementSchema.parse(extrato.json().data).totais;
    const disputed = people
      .filter((p) => p.status === 'contestado')
      .reduce((sum, p) => sum + p.amountCents, 0);
    expect(totals.bruto_cents - totals.estornado_cents - disputed).toBe(money.valor_bruto_cents);
    expect(totals.estornado_cents + disputed).toBe(money.estornado_cents);
    expect(data.atencao.map((item) => item.tipo).sort()).toEqual(['emails_falharam', 'pix_tardio']);
    expect(data.vendas_por_dia.length).toBeGreaterThan(30);
  });
});
