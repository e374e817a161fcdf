// Issue 7 item 2 at the routes: numbers beyond the bounds (docs/decisions/0050-input-bounds.md)
// answer 4xx in the spec's error shape with a pt-BR message, and the ceilings themselves fit the
// database: an order at the ceiling is stored, not refused by an int4 column with a 500.
import { describe, expect, it } from 'vitest';
import {
  BOUND_MESSAGES,
  MAX_ORDER_TOTAL_CENTS,
  MAX_PARTICIPANTS_PER_ORDER,
  MAX_TICKET_PRICE_CENTS,
} from '../../domain/input-bounds.ts';
import { validEventForm } from '../events/event-form-test-data.ts';
import { participant, pixBody, postRegistration } from '../orders/registration-test-kit.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

const PRICE_FIELD = 'tipos_ingresso.0.preco';

function withFirstPrice(preco: unknown, overrides: Record<string, unknown> = {}) {
  const form = validEventForm(overrides);
  const [first, ...rest] = form.tipos_ingresso as Record<string, unknown>[];
  return { ...form, tipos_ingresso: [{ ...first, preco }, ...rest] };
}

describe.each(TEST_DRIVERS)('input bounds at the routes (%s)', (driver) => {
  const env = useTestApp(driver);

  const create = (agent: OrganiserAgent, body: unknown) =>
    agent.inject({ method: 'POST', url: '/api/criar-evento', payload: body as object });

  function expectPriceRefused(res: { statusCode: number; json(): unknown }) {
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_type: 'validation',
      error_code: 422,
      error: BOUND_MESSAGES.ticketPriceMax,
      error_details: expect.any(Object),
      validation_errors: { [PRICE_FIELD]: [BOUND_MESSAGES.ticketPriceMax] },
    });
    expect(BOUND_MESSAGES.ticketPriceMax).toBe('O valor do ingresso deve ser de no máximo R$ 100.000,00.');
  }

  it('refuses a ticket price of 99999999999 on create and on update with 422 and the pt-BR message', async () => {
    const agent = await registerOrganiserAgent(env().app);
    for (const preco of [99999999999, '99999999999', '99999999999.00']) {
      expectPriceRefused(await create(agent, withFirstPrice(preco)));
    }

    const created = await create(agent, validEventForm());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data.evento;
    const loaded = (await agent.inject({ method: 'GET', url: `/api/eventos/${id}/edit` })).json().data;
    loaded.tipos_ingresso[0].preco = 99999999999;
    for (const method of ['PUT', 'POST'] as const) {
      expectPriceRefused(await agent.inject({ method, url: '/api/atualizar-evento', payload: loaded }));
    }
    const after = (await agent.inject({ method: 'GET', url: `/api/eventos/${id}/edit` })).json().data;
    expect(after.tipos_ingresso[0].preco).toBe('100.00');
  });

  it('stores an order of the most participants at the ceiling price (the bounds fit int4)', async () => {
    const agent = await registerOrganiserAgent(env().app);
    const ceiling = (MAX_TICKET_PRICE_CENTS / 100).toFixed(2);
    const res = await create(
      agent,
      validEventForm({
        numero_participantes: MAX_PARTICIPANTS_PER_ORDER,
        tipos_ingresso: [
          { client_id: 'teto', nome: 'Teto', preco: ceiling, quantidade: MAX_PARTICIPANTS_PER_ORDER },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const eventId = res.json().data.evento.id;
    const ticketId = (await agent.inject({ method: 'GET', url: `/api/eventos/${eventId}/edit` })).json().data
      .tipos_ingresso[0].id;
    expectPriceRefused(await create(agent, withFirstPrice(((MAX_TICKET_PRICE_CENTS + 1) / 100).toFixed(2))));

    // A new event is a draft with 10 participants per order: publish it with the ceiling's cap.
    const settings = await agent.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/configuracoes/gerais`,
      payload: {
        emailUnico: false,
        parcelamentoMaximo: 1,
        limiteParticipantesPorPedido: MAX_PARTICIPANTS_PER_ORDER,
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const published = await agent.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/publicar`,
      payload: {},
    });
    expect(published.statusCode, published.body).toBe(200);
    const people = Array.from({ length: MAX_PARTICIPANTS_PER_ORDER }, (_, i) => participant(ticketId, i + 1));
    const order = await postRegistration(env().app, eventId, pixBody(people));
    expect(order.statusCode, order.body).toBe(201);
    const status = await env().app.inject({
      method: 'POST',
      url: '/api/check-order-payment-status',
      payload: { order_payment_id: order.json().data.order_payment_id },
    });
    expect(status.statusCode).toBe(200);
    const { rows } = await env().ctx.dbHandle.executeSql('select max(total_cents) as total from orders');
    expect(Number(rows[0]?.total)).toBe(MAX_ORDER_TOTAL_CENTS);
  });

  it('answers 404 to check-order-payment-status with an id beyond int4 and with a small integer', async () => {
    for (const order_payment_id of [3000000000, 1, 2, 42]) {
      const res = await env().app.inject({
        method: 'POST',
        url: '/api/check-order-payment-status',
        payload: { order_payment_id },
      });
      expect(res.statusCode, String(order_payment_id)).toBe(404);
      expect(res.json()).toMatchObject({
        error_type: 'not_found',
        error_code: 404,
        error: 'Pagamento não encontrado.',
      });
    }
  });
});
