// Issue 7 item 1: a payment's public id (order_payment_id) cannot be guessed, the serial id behind
// it opens nothing, and the public lookups are limited per address.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_PUBLIC_ID_PATTERN } from '../../domain/contracts/public-event.ts';
import { orderPayments } from '../db/schema.ts';
import { extractPdfText } from '../documents/pdf-text.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { participant, pixBody, postRegistration } from './registration-test-kit.ts';

const statusOf = (app: ReturnType<ReturnType<typeof useTestApp>>['app'], order_payment_id: unknown) =>
  app.inject({ method: 'POST', url: '/api/check-order-payment-status', payload: { order_payment_id } });

describe.each(TEST_DRIVERS)('public payment ids (%s)', (driver) => {
  const env = useTestApp(driver);
  let organiserId: number;
  beforeAll(async () => {
    organiserId = (await createTestOrganiser(env().ctx)).id;
  });

  async function paidFreeOrder() {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId, {}, [{ priceCents: 0 }]);
    const res = await postRegistration(app, event.id, {
      participantes: [participant(ticket?.id as number, 1, { nome: 'Rita Lee' })],
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    const [payment] = await ctx.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.publicId, data.order_payment_id));
    return { data, payment: payment as typeof orderPayments.$inferSelect };
  }

  it('answers every order with a random 24-character id, never the serial key', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId);
    const ids = [];
    for (let n = 0; n < 5; n++) {
      const res = await postRegistration(app, event.id, pixBody([participant(ticket?.id as number, n)]));
      const { order_id, order_payment_id, order_hash } = res.json().data;
      expect(order_payment_id).toMatch(PAYMENT_PUBLIC_ID_PATTERN);
      expect(order_id).toBe(order_hash);
      ids.push(order_payment_id);
    }
    expect(new Set(ids).size).toBe(5);
    const rows = await ctx.db.select().from(orderPayments);
    for (const row of rows) expect(row.publicId).not.toBe(String(row.id));
    // Nothing sequential to walk: consecutive payments share no long prefix.
    expect(new Set(ids.map((id) => id.slice(0, 4))).size).toBe(5);
  });

  it('opens the status, vouchers and receipt by public id', async () => {
    const { app } = env();
    const { data } = await paidFreeOrder();
    const status = await statusOf(app, data.order_payment_id);
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({
      paid: true,
      order_payment_id: data.order_payment_id,
      participants_count: 1,
    });
    const voucher = await app.inject({
      method: 'GET',
      url: `/voucher/order-payment/${data.order_payment_id}`,
    });
    expect(voucher.statusCode).toBe(200);
    expect(extractPdfText(voucher.rawPayload)).toContain('Rita Lee');
    const receipt = await app.inject({
      method: 'GET',
      url: `/receipt/order-payment/${data.order_payment_id}`,
    });
    expect(receipt.statusCode).toBe(200);
    // An ordinary order's receipt (issue 22): "Recibo", never the pre-registration's name.
    expect(receipt.headers['content-disposition']).toContain('filename=Recibo.pdf');
  });

  it('answers 404 to the serial id, small integers and anything that is not an issued id', async () => {
    const { app } = env();
    const { payment } = await paidFreeOrder();
    const notIssued = 'A'.repeat(24);
    for (const guess of [payment.id, String(payment.id), 1, 2, '3', 3_000_000_000, notIssued, 'x', '']) {
      const status = await statusOf(app, guess);
      expect(status.statusCode, `status ${guess}`).toBe(404);
      expect(status.json()).toMatchObject({ error_type: 'not_found', error: 'Pagamento não encontrado.' });
    }
    for (const guess of [payment.id, 1, 2, notIssued, `${payment.publicId}x`, '..%2F1']) {
      for (const url of [`/voucher/order-payment/${guess}`, `/receipt/order-payment/${guess}`]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error_type).toBe('not_found');
      }
    }
  });
});

describe.each(TEST_DRIVERS)('public lookups are limited per address (%s)', (driver) => {
  const env = useTestApp(driver, { config: { PUBLIC_LOOKUP_MAX_PER_IP_PER_MINUTE: '5' } });

  it('refuses the sixth lookup in a minute from one address with 429, per route', async () => {
    const { app } = env();
    const codes = [];
    for (let n = 0; n < 6; n++) codes.push((await statusOf(app, 'B'.repeat(24))).statusCode);
    expect(codes).toEqual([404, 404, 404, 404, 404, 429]);
    const limited = await statusOf(app, 'B'.repeat(24));
    expect(limited.json()).toMatchObject({ error_type: 'too_many_requests', error_code: 429 });
    // Another address is not held back, and neither is another route for this one.
    const other = await app.inject({
      method: 'POST',
      url: '/api/check-order-payment-status',
      payload: { order_payment_id: 'B'.repeat(24) },
      remoteAddress: '198.51.100.7',
    });
    expect(other.statusCode).toBe(404);
    const voucher = await app.inject({ method: 'GET', url: `/voucher/order-payment/${'B'.repeat(24)}` });
    expect(voucher.statusCode).toBe(404);
    for (const url of ['/voucher/order/', '/receipt/download/', '/receipt/order-payment/']) {
      const codesFor = [];
      for (let n = 0; n < 6; n++) {
        codesFor.push((await app.inject({ method: 'GET', url: `${url}${'C'.repeat(24)}` })).statusCode);
      }
      expect(codesFor.at(-1), url).toBe(429);
    }
  });
});

describe.each(TEST_DRIVERS)('a buyer polling the PIX status (%s)', (driver) => {
  const env = useTestApp(driver);

  it('lets 20 buyers behind one address poll every 10 s for a minute without a 429', async () => {
    const { app } = env();
    // Spec §9: one poll every 10 s is 6 a minute per buyer; buyers behind one shared address (a
    // campus, an office) poll together.
    const codes = new Set<number>();
    for (let n = 0; n < 6 * 20; n++) codes.add((await statusOf(app, 'D'.repeat(24))).statusCode);
    expect([...codes]).toEqual([404]);
  });
});
