import { describe, expect, it } from 'vitest';
import { orderCode } from '../../domain/order-code.ts';
import { candidates, orders, participants } from '../db/schema.ts';
import { createTestEvent } from '../testing/factories.ts';
import { registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

describe.each(TEST_DRIVERS)('GET /api/payment-candidate/:hash (%s)', (driver) => {
  const env = useTestApp(driver);

  async function preRegistration(needsApproval: boolean) {
    const { app, ctx } = env();
    const organiser = await registerOrganiserAgent(app);
    const { event, ticketTypes } = await createTestEvent(ctx, organiser.id, { needsApproval }, [
      { name: 'Vaga', priceCents: 30000, quantity: null },
    ]);
    const ticket = ticketTypes[0];
    if (!ticket) throw new Error('no ticket');
    const hash = `h${crypto.randomUUID().replace(/-/g, '')}`;
    const [order] = await ctx.db
      .insert(orders)
      .values({
        eventId: event.id,
        hash,
        code: orderCode(hash),
        status: 'awaiting_approval',
        buyerName: 'Maria Silva',
        buyerEmail: 'maria@teste.com.br',
        paymentMethod: 'none',
        subtotalCents: 60000,
        totalCents: 60000,
      })
      .returning();
    const rows = await ctx.db
      .insert(participants)
      .values(
        ['Maria Silva', 'João Souza'].map((name, i) => ({
          orderId: order?.id ?? 0,
          eventId: event.id,
          ticketTypeId: ticket.id,
          name,
          email: `p${i}@teste.com.br`,
          cpf: '529.982.247-25',
          status: 'pendente' as const,
        })),
      )
      .returning();
    const deadline = new Date('2027-01-10T15:00:00Z');
    await ctx.db.insert(candidates).values([
      {
        participantId: rows[0]?.id ?? 0,
        eventId: event.id,
        status: 'selecionado',
        paymentDeadline: deadline,
      },
      { participantId: rows[1]?.id ?? 0, eventId: event.id, status: 'pre_inscrito' },
    ]);
    return { hash, event };
  }

  it('shows each participant with the status label of the spec and a masked document', async () => {
    const { hash, event } = await preRegistration(true);
    const res = await env().app.inject({ method: 'GET', url: `/api/payment-candidate/${hash}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.evento).toMatchObject({ id: event.id, nome: event.name });
    expect(data.participantes.map((p: { status_label: string }) => p.status_label)).toEqual([
      'Aguardando Pagamento',
      'Em Análise',
    ]);
    expect(data.participantes[0]).toMatchObject({
      status: 'selected',
      amount: '300.00',
      // The one mask (ADR 0243), the receipt's: the middle six digits, never the check digits.
      cpf: '***.982.247-**',
      payment_deadline: '2027-01-10T15:00:00.000Z',
      ticket_type: { nome: 'Vaga', preco_formatado: 'R$ 300,00' },
      // Nothing to download before the place is paid.
      documentos: null,
    });
    expect(res.body).not.toContain('529.982.247-25');
    expect(res.body).not.toMatch(/4725|47-25|529\./);
  });

  it('answers 404 for unknown hashes and for orders of events without approval', async () => {
    const { hash } = await preRegistration(false);
    for (const url of [
      `/api/payment-candidate/${hash}`,
      '/api/payment-candidate/naoexiste123',
      '/api/payment-candidate/x',
    ]) {
      const res = await env().app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error_type).toBe('not_found');
    }
  });
});
