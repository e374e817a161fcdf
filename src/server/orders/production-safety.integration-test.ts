// Issue 7 item 6: money and orders stay consistent when things go wrong after the buyer acted —
// a card approved for an order that fails to commit is voided, a PIX paid too late is kept for a
// refund, a reused Idempotency-Key with another body is refused — and coupon guessing is limited.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons, events, latePayments, orderPayments, orders, ticketTypes } from '../db/schema.ts';
import { isSandboxGateway, type SandboxCharge } from '../payments/sandbox-gateway.ts';
import { createTestCoupon, createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { IDEMPOTENCY_MISMATCH_MESSAGE } from './idempotency.ts';
import { CARD_VOIDED_MESSAGE } from './order-placement.ts';
import { PIX_EXPIRED_MESSAGE } from './pix-confirmation.ts';
import { registerForEvent } from './registration-service.ts';
import { buyer, cardBody, participant, pixBody, postRegistration } from './registration-test-kit.ts';

const HOUR = 3_600_000;
const DOOMED_BUYER = 'commit.falha@teste.com.br';

// A deferred constraint trigger runs at COMMIT, after the card was charged: the surest way to make
// the commit itself fail, on PGlite and PostgreSQL alike. It fails orders of DOOMED_BUYER only:
// for good (P0001), or, for a buyer named "Retry", once with SQLSTATE 40001 (retryable).
const FAIL_AT_COMMIT = `
  CREATE SEQUENCE commit_failures;
  CREATE FUNCTION fail_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.buyer_email = '${DOOMED_BUYER}' THEN
      IF NEW.buyer_name NOT LIKE '%Retry%' THEN
        RAISE EXCEPTION 'forced failure at commit';
      END IF;
      -- Sequences are not rolled back: only the first retryable attempt fails.
      IF nextval('commit_failures') = 1 THEN
        RAISE EXCEPTION 'serialization failure at commit' USING ERRCODE = '40001';
      END IF;
    END IF;
    RETURN NULL;
  END $$;
  CREATE CONSTRAINT TRIGGER orders_fail_at_commit AFTER INSERT ON orders
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fail_at_commit();
`;

describe.each(TEST_DRIVERS)('production safety of orders (%s)', (driver) => {
  const env = useTestApp(driver, { config: { COUPON_CHECK_MAX_PER_IP_PER_MINUTE: '4' } });
  let organiserId: number;
  beforeAll(async () => {
    organiserId = (await createTestOrganiser(env().ctx)).id;
    await env().database.handle.executeSql(FAIL_AT_COMMIT);
  });

  function newCharges(before: number): SandboxCharge[] {
    const gateway = env().ctx.payments;
    if (!isSandboxGateway(gateway)) throw new Error('sandbox gateway expected');
    return gateway.charges().slice(before);
  }
  const chargeCount = () => newCharges(0).length;

  async function stockOf(eventId: number, ticketId: number) {
    const [t] = await env().ctx.db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketId));
    const [e] = await env().ctx.db.select().from(events).where(eq(events.id, eventId));
    return { sold: t?.sold, places: e?.placesTaken };
  }

  it('voids an approved card charge when the order fails to commit, and writes nothing', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId, {}, [{ priceCents: 7000 }]);
    const tid = ticket?.id as number;
    const before = chargeCount();
    const body = cardBody([participant(tid)]);
    body.comprador.comprador = { ...buyer, email: DOOMED_BUYER };
    const res = await postRegistration(app, event.id, body);

    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error_type: 'internal_error', error: CARD_VOIDED_MESSAGE });
    expect(newCharges(before).map((c) => [c.status, c.amountCents])).toEqual([['voided', 7000]]);
    expect(await ctx.db.select().from(orders).where(eq(orders.eventId, event.id))).toHaveLength(0);
    expect(await stockOf(event.id, tid)).toEqual({ sold: 0, places: 0 });
  });

  it('voids the charge of a failed attempt and charges once more when the write is retried', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId, {}, [{ priceCents: 4500 }]);
    const tid = ticket?.id as number;
    const before = chargeCount();
    const body = cardBody([participant(tid)]);
    body.comprador.comprador = { ...buyer, name: 'Maria Retry Silva', email: DOOMED_BUYER };
    const res = await postRegistration(app, event.id, body);

    expect(res.statusCode, res.body).toBe(201);
    expect(newCharges(before).map((c) => c.status)).toEqual(['voided', 'approved']);
    const [payment] = await ctx.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.publicId, res.json().data.order_payment_id));
    expect(payment?.gatewayReference).toBe(newCharges(before)[1]?.gatewayReference);
    expect(await stockOf(event.id, tid)).toEqual({ sold: 1, places: 1 });
  });

  it('records a PIX paid after its hold expired for refund, without reviving the order', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId, {}, [{ priceCents: 3000, quantity: 5 }]);
    const tid = ticket?.id as number;
    const { result } = await registerForEvent(
      ctx,
      event.id,
      pixBody([participant(tid, 1), participant(tid, 2)]) as never,
      { now: new Date(Date.now() - 2 * HOUR) },
    );
    // The sweep has not run yet: the order is still 'pending', its places still held.
    expect(await stockOf(event.id, tid)).toEqual({ sold: 2, places: 2 });

    const confirm = () =>
      app.inject({
        method: 'POST',
        url: '/api/sandbox/pix/confirmar',
        payload: { order_hash: result.order_hash },
      });
    const late = await confirm();
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error_type: 'conflict', error: PIX_EXPIRED_MESSAGE });
    expect((await confirm()).statusCode).toBe(409);

    const [order] = await ctx.db.select().from(orders).where(eq(orders.hash, result.order_hash));
    expect(order?.status).toBe('expired');
    expect(await stockOf(event.id, tid)).toEqual({ sold: 0, places: 0 });
    const [payment] = await ctx.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.publicId, result.order_payment_id as string));
    const recorded = await ctx.db.select().from(latePayments).where(eq(latePayments.eventId, event.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      orderId: order?.id,
      orderPaymentId: payment?.id,
      amountCents: 6000,
      gateway: 'sandbox',
      gatewayReference: payment?.gatewayReference,
      status: 'refund_pending',
      refundedAt: null,
    });
  });

  it('refuses an Idempotency-Key reused with another body, and replays it with the same one', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId);
    const tid = ticket?.id as number;
    const headers = { 'idempotency-key': `tentativa-${Date.now()}` };
    const first = pixBody([participant(tid, 1, { email: 'ana@teste.com.br' })]);
    const created = await postRegistration(app, event.id, first, headers);
    expect(created.statusCode).toBe(201);

    // The same request with its keys in another order is the same request.
    const reordered = { participantes: first.participantes, comprador: first.comprador };
    const replay = await postRegistration(app, event.id, reordered, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.order_hash).toBe(created.json().data.order_hash);

    const changed = pixBody([participant(tid, 1, { email: 'ana@teste.com.br' }), participant(tid, 2)]);
    const refused = await postRegistration(app, event.id, changed, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error_type: 'conflict', error: IDEMPOTENCY_MISMATCH_MESSAGE });
    expect(await ctx.db.select().from(orders).where(eq(orders.eventId, event.id))).toHaveLength(1);
    expect(await stockOf(event.id, tid)).toEqual({ sold: 1, places: 1 });
  });

  it('limits coupon checks per address', async () => {
    const { app, ctx } = env();
    const { event } = await createTestEvent(ctx, organiserId);
    await createTestCoupon(ctx, event.id, { code: 'SEGREDO' });
    const url = `/api/eventos/${event.id}/validar-cupom`;
    const guess = (codigo: string, remoteAddress = '203.0.113.9') =>
      app.inject({ method: 'POST', url, payload: { codigo, cart_total: 100 }, remoteAddress });
    const codes = [];
    for (const codigo of ['AAAA', 'BBBB', 'CCCC', 'DDDD', 'SEGREDO'])
      codes.push((await guess(codigo)).statusCode);
    expect(codes).toEqual([422, 422, 422, 422, 429]);
    expect((await guess('SEGREDO')).json()).toMatchObject({ error_type: 'too_many_requests' });
    expect((await guess('SEGREDO', '203.0.113.10')).statusCode).toBe(200);
    const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons.eventId, event.id));
    expect(coupon?.uses).toBe(0);
  });
});
