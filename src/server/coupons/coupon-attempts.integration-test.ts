// Issue 17 item 4: the coupon checks stopped at 30 guesses a minute but the registration answered
// every guess, told "not found", "inactive" and "expired" apart, and turned a 100 % code into a free
// order with no buyer data. One budget now counts every code attempt of a connection on every route
// that takes one, another the unusable codes tried against one event from anywhere; every unusable
// code reads the same; the buyer's data is checked before any code is looked up.
import { count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders, rateLimitCounters } from '../db/schema.ts';
import { participant, VALID_CPF } from '../orders/registration-test-kit.ts';
import { createTestCoupon, createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

const PER_ADDRESS = 6;
const MISSES_PER_EVENT = 5;
const buyer = { name: 'Bruna Compradora', email: 'bruna@teste.com.br', documento: VALID_CPF };

describe.each(TEST_DRIVERS)('coupon attempts (%s)', (driver) => {
  const env = useTestApp(driver, {
    config: {
      COUPON_CHECK_MAX_PER_IP_PER_MINUTE: String(PER_ADDRESS),
      COUPON_MISSES_MAX_PER_EVENT_PER_HOUR: String(MISSES_PER_EVENT),
    },
  });
  let organiserId: number;
  let addressCounter = 0;
  beforeAll(async () => {
    organiserId = (await createTestOrganiser(env().ctx)).id;
  });
  const newAddress = () => {
    addressCounter += 1;
    return `10.66.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  };
  const newEvent = async () => {
    const { event, ticketTypes } = await createTestEvent(env().ctx, organiserId, { capacity: 100 }, [
      { priceCents: 10_000, quantity: 100 },
    ]);
    return { eventId: event.id, ticketId: ticketTypes[0]?.id as number };
  };
  const check = (eventId: number, code: string, remoteAddress: string) =>
    env().app.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/validar-cupom`,
      payload: { codigo: code, cart_total: 100 },
      remoteAddress,
    });
  const candidateCheck = (eventId: number, code: string, remoteAddress: string) =>
    env().app.inject({
      method: 'POST',
      url: '/api/payment-candidate/validate-coupon',
      payload: { cupom_code: code, evento_id: eventId, valor_total: 100 },
      remoteAddress,
    });
  const register = (
    eventId: number,
    ticketId: number,
    code: string,
    remoteAddress: string,
    withBuyer = true,
  ) =>
    env().app.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/inscricao`,
      payload: {
        ...(withBuyer ? { comprador: { comprador: buyer, payment_method: 'pix' } } : {}),
        participantes: [participant(ticketId)],
        cupom: { code },
      },
      remoteAddress,
    });

  it('counts every code attempt of one connection on every route against one budget', async () => {
    const { eventId, ticketId } = await newEvent();
    await createTestCoupon(env().ctx, eventId, { code: 'VALE10', value: 10 });
    const address = newAddress();
    const answers = [
      await check(eventId, 'CHUTE1', address),
      await candidateCheck(eventId, 'CHUTE2', address),
      await register(eventId, ticketId, 'CHUTE3', address),
      await check(eventId, 'VALE10', address),
      await candidateCheck(eventId, 'VALE10', address),
      await register(eventId, ticketId, 'VALE10', address),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([422, 422, 422, 200, 200, 201]);
    for (const next of [
      () => register(eventId, ticketId, 'VALE10', address),
      () => check(eventId, 'VALE10', address),
      () => candidateCheck(eventId, 'CHUTE4', address),
    ]) {
      const refused = await next();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error_type: 'too_many_requests',
        error: 'Muitas tentativas de cupom. Aguarde um pouco e tente novamente.',
      });
    }
    // Another connection has its own budget.
    expect((await check(eventId, 'VALE10', newAddress())).statusCode).toBe(200);
  });

  it('stops guesses at one event spread over many connections, and only guesses spend it', async () => {
    const { eventId, ticketId } = await newEvent();
    await createTestCoupon(env().ctx, eventId, { code: 'REAL', value: 10 });
    for (let i = 0; i < 4; i++) expect((await check(eventId, 'REAL', newAddress())).statusCode).toBe(200);
    for (let i = 0; i < MISSES_PER_EVENT; i++) {
      expect((await check(eventId, `PALPITE${i}`, newAddress())).statusCode).toBe(422);
    }
    const blocked = await register(eventId, ticketId, 'PALPITE9', newAddress());
    expect(blocked.statusCode).toBe(429);
    expect((await candidateCheck(eventId, 'PALPITE10', newAddress())).statusCode).toBe(429);
    // Another event's coupons are not locked by this one's guessers.
    const other = await newEvent();
    expect((await check(other.eventId, 'PALPITE', newAddress())).statusCode).toBe(422);
  });

  it('answers every unusable code with the same message on every route', async () => {
    const { eventId, ticketId } = await newEvent();
    const { ctx } = env();
    await createTestCoupon(ctx, eventId, { code: 'DESLIGADO', active: false });
    await createTestCoupon(ctx, eventId, { code: 'VENCIDO', endsAt: new Date('2020-01-01T00:00:00Z') });
    await createTestCoupon(ctx, eventId, { code: 'FUTURO', startsAt: new Date('2099-01-01T00:00:00Z') });
    await createTestCoupon(ctx, eventId, { code: 'GASTO', usageLimit: 1, uses: 1 });
    for (const code of ['NAOEXISTE', 'DESLIGADO', 'VENCIDO', 'FUTURO', 'GASTO']) {
      // Fifteen misses in all: the event's guess budget (5) is not what this test is about.
      await ctx.db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'coupon-misses-event|%'));
      const address = newAddress();
      for (const res of [
        await check(eventId, code, address),
        await candidateCheck(eventId, code, address),
        await register(eventId, ticketId, code, address),
      ]) {
        expect(res.statusCode, code).toBe(422);
        expect(res.json(), code).toMatchObject({ error_type: 'invalid_coupon', error: 'Cupom não é válido' });
      }
    }
  });

  it('asks for the buyer before looking a 100 % code up, and never makes a free order without one', async () => {
    const { eventId, ticketId } = await newEvent();
    const [coupon] = await Promise.all([
      createTestCoupon(env().ctx, eventId, { code: 'CORTESIA', value: 100 }),
    ]);
    const address = newAddress();
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      const res = await register(eventId, ticketId, 'CORTESIA', address, false);
      expect(res.statusCode).toBe(422);
      expect(res.json().error_type).toBe('validation');
      expect(Object.keys(res.json().validation_errors).sort()).toEqual([
        'comprador.documento',
        'comprador.email',
        'comprador.name',
      ]);
    }
    // None of those looked the code up, so none spent the connection's coupon budget.
    const withBuyer = await register(eventId, ticketId, 'CORTESIA', address);
    expect(withBuyer.statusCode, withBuyer.body).toBe(201);
    expect(withBuyer.json().data).toMatchObject({ status: 'free', valor_total: 0 });
    const [orderCount] = await env()
      .ctx.db.select({ n: count() })
      .from(orders)
      .where(eq(orders.eventId, eventId));
    expect(orderCount?.n).toBe(1);
    const [row] = await env()
      .ctx.db.select()
      .from(coupons)
      .where(eq(coupons.id, coupon?.id as number));
    expect(row?.uses).toBe(1);
  });
});
