import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  candidates,
  coupons,
  eventSettings,
  events,
  orderPayments,
  orders,
  participants,
  ticketTypes,
} from '../db/schema.ts';
import { createTestCoupon } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import {
  cardBody,
  orderIdOf,
  participant,
  pixBody,
  postRegistration,
  useEventFactory,
  VALID_CPF,
} from './registration-test-kit.ts';

describe.each(TEST_DRIVERS)('POST /api/eventos/{id}/inscricao: payment kinds (%s)', (driver) => {
  const env = useTestApp(driver);
  const newEvent = useEventFactory(env);

  it('pays by card at once, storing only brand and last four digits', async () => {
    const {
      event,
      ticketTypes: [ticket],
    } = await newEvent({}, [{ priceCents: 12000 }]);
    const res = await postRegistration(
      env().app,
      event.id,
      cardBody([participant(ticket?.id as number)], {}, 3),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'paid',
      payment_method: 'credit_card',
      installments: 3,
      pix: null,
    });
    const [payment] = await env()
      .ctx.db.select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, await orderIdOf(env().ctx, res.json().data.order_id)));
    expect(payment).toMatchObject({
      status: 'fulfilled',
      cardBrand: 'visa',
      cardLast4: '1111',
      installments: 3,
    });
    const people = await env()
      .ctx.db.select()
      .from(participants)
      .where(eq(participants.orderId, await orderIdOf(env().ctx, res.json().data.order_id)));
    expect(people[0]?.status).toBe('pago');
  });

  it('refuses installments under R$ 35,00 each', async () => {
    const {
      event,
      ticketTypes: [ticket],
    } = await newEvent({}, [{ priceCents: 6000 }]);
    const res = await postRegistration(
      env().app,
      event.id,
      cardBody([participant(ticket?.id as number)], {}, 2),
    );
    expect(res.json().validation_errors['comprador.installments']).toBeDefined();
  });

  it('keeps nothing when the card is declined', async () => {
    const {
      event,
      ticketTypes: [ticket],
    } = await newEvent({}, [{ quantity: 5 }]);
    const res = await postRegistration(
      env().app,
      event.id,
      cardBody([participant(ticket?.id as number)], { number: '4000 0000 0000 0002' }),
    );
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      error_type: 'payment_error',
      // The gateway's reason already says it was declined: said once (issue 11 item 8).
      error: 'Pagamento recusado pelo emissor do cartão.',
    });
    expect(await env().ctx.db.select().from(orders).where(eq(orders.eventId, event.id))).toHaveLength(0);
    expect(
      await env().ctx.db.select().from(participants).where(eq(participants.eventId, event.id)),
    ).toHaveLength(0);
    const [stock] = await env()
      .ctx.db.select()
      .from(ticketTypes)
      .where(eq(ticketTypes.id, ticket?.id as number));
    expect(stock?.sold).toBe(0);
  });

  it('confirms a free order straight from the form, the first participant standing in as buyer', async () => {
    const {
      event,
      ticketTypes: [ticket],
    } = await newEvent({}, [{ priceCents: 0 }]);
    const res = await postRegistration(env().app, event.id, {
      participantes: [participant(ticket?.id as number, 1, { email: 'ana@teste.com.br' })],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'free', payment_method: 'free', valor_total: 0 });
    const [order] = await env().ctx.db.select().from(orders).where(eq(orders.hash, res.json().data.order_id));
    expect(order).toMatchObject({ buyerEmail: 'ana@teste.com.br', status: 'free' });
  });

  it('pre-registers on approval events without taking places or payment', async () => {
    const { ctx } = env();
    const {
      event,
      ticketTypes: [limited, open],
    } = await newEvent({ needsApproval: true, capacity: 1 }, [
      { quantity: 1, limitPerOrder: 3 },
      { quantity: null, limitPerOrder: 3 },
    ]);
    const coupon = await createTestCoupon(ctx, event.id, { code: 'SELECAO', usageLimit: 1 });
    const counters = async () => {
      const types = await ctx.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, event.id));
      const [e] = await ctx.db.select().from(events).where(eq(events.id, event.id));
      const [c] = await ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      return { sold: types.map((t) => t.sold), placesTaken: e?.placesTaken, couponUses: c?.uses };
    };
    const before = await counters();
    expect(before).toEqual({ sold: [0, 0], placesTaken: 0, couponUses: 0 });

    const p = (ticketId: number, n: number) =>
      participant(ticketId, n, { telefone: '11987654321', cpf: VALID_CPF });
    const limitedId = limited?.id as number;
    const openId = open?.id as number;
    // More candidates than the ticket's stock, the event's capacity and the coupon's uses: all of
    // them are taken, as none of those is spent until a candidate is selected (ADR 0021).
    for (const people of [
      [p(limitedId, 1), p(limitedId, 2), p(openId, 3)],
      [p(limitedId, 4), p(openId, 5)],
    ]) {
      const res = await postRegistration(env().app, event.id, {
        participantes: people,
        cupom: { code: 'SELECAO' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({
        status: 'awaiting_approval',
        payment_method: 'none',
        order_payment_id: null,
        cupom: null,
      });
    }
    const rows = await ctx.db.select().from(candidates).where(eq(candidates.eventId, event.id));
    expect(rows.map((c) => c.status)).toEqual(Array(5).fill('pre_inscrito'));
    expect(await counters()).toEqual(before);

    const tooMany = await postRegistration(env().app, event.id, {
      participantes: [p(openId, 1), p(openId, 2), p(openId, 3), p(openId, 4)],
    });
    expect(tooMany.json().error_type).toBe('ticket_limit_exceeded');
  });

  it('refuses e-mails already registered when the event asks for unique e-mails', async () => {
    const {
      event,
      ticketTypes: [ticket],
    } = await newEvent();
    await env()
      .ctx.db.update(eventSettings)
      .set({ uniqueParticipantEmail: true })
      .where(eq(eventSettings.eventId, event.id));
    const tid = ticket?.id as number;
    expect(
      (
        await postRegistration(
          env().app,
          event.id,
          pixBody([participant(tid, 1, { email: 'unica@teste.com.br' })]),
        )
      ).statusCode,
    ).toBe(201);
    const again = await postRegistration(
      env().app,
      event.id,
      pixBody([participant(tid, 2, { email: 'UNICA@teste.com.br' })]),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error_type: 'duplicate_participant',
      error_details: { emails: ['unica@teste.com.br'] },
    });
  });

  it('answers 404 for an unknown event and 422 for a body without participants', async () => {
    expect((await postRegistration(env().app, 999_999, pixBody([participant(1)]))).statusCode).toBe(404);
    const { event } = await newEvent();
    const res = await postRegistration(env().app, event.id, pixBody([]));
    expect(res.statusCode).toBe(422);
  });
});
