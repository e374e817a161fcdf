// Issue 22, trap 1: a buyer who generated a PIX pays the same order by card instead.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SANDBOX_APPROVED_CARDS, SANDBOX_DECLINED_CARD } from '../../domain/contracts/public-event.ts';
import { emailOutbox, latePayments, orderPayments, orders, participants, ticketTypes } from '../db/schema.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { PIX_NO_LONGER_PAYABLE_MESSAGE } from './pending-order-card.ts';
import {
  orderIdOf,
  participant,
  pixBody,
  postRegistration,
  useEventFactory,
} from './registration-test-kit.ts';

const HOUR = 3_600_000;

function card(overrides: Partial<{ number: string; expiry: string; cvv: string; name: string }> = {}) {
  return { number: SANDBOX_APPROVED_CARDS[0], expiry: '12/28', cvv: '123', name: 'MARIA C', ...overrides };
}

describe.each(TEST_DRIVERS)('paying a pending PIX order by card instead (%s)', (driver) => {
  const env = useTestApp(driver);
  const newEvent = useEventFactory(env);

  async function pendingPix(priceCents = 15_000, people = 2) {
    const { app } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await newEvent({ name: 'Festival de Inverno' }, [{ name: 'Inteira', priceCents, quantity: 10 }]);
    const tid = ticket?.id as number;
    const list = Array.from({ length: people }, (_, i) => participant(tid, i + 1));
    const res = await postRegistration(app, event.id, pixBody(list));
    expect(res.statusCode, res.body).toBe(201);
    return { eventId: event.id, ticketTypeId: tid, data: res.json().data };
  }

  const soldOf = async (ticketTypeId: number) =>
    (await env().ctx.db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketTypeId)))[0]?.sold;

  const switchToCard = (body: object) =>
    env().app.inject({ method: 'POST', url: '/api/pedidos/pagar-com-cartao', payload: body });

  it('cancels the PIX, keeps the places and charges the card with the installments shown', async () => {
    const { ctx } = env();
    const { ticketTypeId, data } = await pendingPix();
    const soldBefore = await soldOf(ticketTypeId);

    const res = await switchToCard({ order_hash: data.order_hash, installments: 7, card_data: card() });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({
      order_hash: data.order_hash,
      status: 'paid',
      payment_method: 'credit_card',
      installments: 7,
      valor_total_cents: 30_000,
      pix: null,
    });
    expect(result.order_payment_id).not.toBe(data.order_payment_id);
    // The same places: nothing released, nothing taken twice.
    expect(await soldOf(ticketTypeId)).toBe(soldBefore);

    const orderId = await orderIdOf(ctx, data.order_hash);
    const payments = await ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    expect(payments.map((p) => [p.method, p.status]).sort()).toEqual([
      ['credit_card', 'fulfilled'],
      ['pix', 'cancelled'],
    ]);
    const people = await ctx.db.select().from(participants).where(eq(participants.orderId, orderId));
    const cardPayment = payments.find((p) => p.method === 'credit_card');
    expect(people.map((p) => [p.status, p.orderPaymentId])).toEqual([
      ['pago', cardPayment?.id],
      ['pago', cardPayment?.id],
    ]);
    // The confirmation tells the same installments the checkout showed.
    const [mail] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, 'maria@teste.com.br'), eq(emailOutbox.kind, 'order_confirmation')))
      .orderBy(desc(emailOutbox.id));
    expect(mail?.text).toContain('7x sem juros: 5x de R$ 42,86 e 2x de R$ 42,85');
    // The polled PIX now says it is over.
    const status = await env().app.inject({
      method: 'POST',
      url: '/api/check-order-payment-status',
      payload: { order_payment_id: data.order_payment_id },
    });
    expect(status.json().data).toMatchObject({ paid: false, status: 'cancelled' });
  });

  it('leaves the PIX payable when the card is declined', async () => {
    const { ctx } = env();
    const { ticketTypeId, data } = await pendingPix();
    const soldBefore = await soldOf(ticketTypeId);
    const res = await switchToCard({
      order_hash: data.order_hash,
      installments: 1,
      card_data: card({ number: SANDBOX_DECLINED_CARD }),
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ error_type: 'payment_error' });
    expect(res.json().error.match(/Pagamento recusado/g)).toHaveLength(1);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.hash, data.order_hash));
    expect(order?.status).toBe('pending');
    const payments = await ctx.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order?.id ?? 0));
    expect(payments.map((p) => [p.method, p.status])).toEqual([['pix', 'pending']]);
    expect(await soldOf(ticketTypeId)).toBe(soldBefore);
  });

  it('refuses card data and installments the registration would refuse, with the same fields', async () => {
    const { data } = await pendingPix(5_000, 1);
    const res = await switchToCard({
      order_hash: data.order_hash,
      installments: 3,
      card_data: card({ expiry: '13/28' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().validation_errors).toMatchObject({
      'comprador.card_data': ['Data de validade inválida'],
      'comprador.installments': ['Parcelamento inválido: escolha de 1 a 1 parcela(s).'],
    });
  });

  it('refuses an expired PIX and gives its places back', async () => {
    const { ctx } = env();
    const { ticketTypeId, data } = await pendingPix();
    await ctx.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(orders.hash, data.order_hash));
    const res = await switchToCard({ order_hash: data.order_hash, installments: 1, card_data: card() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(PIX_NO_LONGER_PAYABLE_MESSAGE);
    expect(await soldOf(ticketTypeId)).toBe(0);
  });

  it('answers 404 for an unknown order hash', async () => {
    const res = await switchToCard({
      order_hash: 'nao-existe-este-pedido',
      installments: 1,
      card_data: card(),
    });
    expect(res.statusCode).toBe(404);
  });

  it('records a PIX paid after the switch as a late payment to refund, never a second sale', async () => {
    const { ctx, app } = env();
    const { data } = await pendingPix();
    expect((await switchToCard({ order_hash: data.order_hash, card_data: card() })).statusCode).toBe(200);
    const late = await app.inject({
      method: 'POST',
      url: '/api/sandbox/pix/confirmar',
      payload: { order_hash: data.order_hash },
    });
    expect(late.statusCode).toBe(409);
    const orderId = await orderIdOf(ctx, data.order_hash);
    const rows = await ctx.db.select().from(latePayments).where(eq(latePayments.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 30_000, status: 'refund_pending' });
  });

  it('confirms exactly one of a PIX and a card racing for the same order', async () => {
    const { ctx, app } = env();
    for (let round = 0; round < 4; round += 1) {
      const { data } = await pendingPix(8_000, 1);
      const [pix, cardRes] = await Promise.all([
        app.inject({
          method: 'POST',
          url: '/api/sandbox/pix/confirmar',
          payload: { order_hash: data.order_hash },
        }),
        switchToCard({ order_hash: data.order_hash, card_data: card() }),
      ]);
      const orderId = await orderIdOf(ctx, data.order_hash);
      const fulfilled = await ctx.db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, orderId))
        .then((rows) => rows.filter((p) => p.status === 'fulfilled'));
      expect(fulfilled, `round ${round}: ${pix.statusCode} / ${cardRes.statusCode}`).toHaveLength(1);
      const wonByCard = fulfilled[0]?.method === 'credit_card';
      expect(cardRes.statusCode).toBe(wonByCard ? 200 : 409);
      // The losing PIX money is recorded for refund; a losing card was never charged.
      const late = await ctx.db.select().from(latePayments).where(eq(latePayments.orderId, orderId));
      expect(late).toHaveLength(wonByCard ? 1 : 0);
    }
  });
});
