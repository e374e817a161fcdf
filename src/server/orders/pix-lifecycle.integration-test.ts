import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  coupons,
  emailOutbox,
  events,
  orderPayments,
  orders,
  participants,
  ticketTypes,
} from '../db/schema.ts';
import { verifyCheckInCode } from '../documents/check-in-code.ts';
import { extractDrawnImages } from '../documents/pdf-images.ts';
import { extractPdfText } from '../documents/pdf-text.ts';
import { outboxDir } from '../email/mailer.ts';
import { sendOutboxEmail } from '../email/outbox-sender.ts';
import { createTestCoupon, createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { releaseExpiredOrders } from './order-expiry.ts';
import { registerForEvent } from './registration-service.ts';
import { orderIdOf, participant, pixBody, postRegistration } from './registration-test-kit.ts';

const HOUR = 3_600_000;

describe.each(TEST_DRIVERS)('PIX order lifecycle, vouchers and e-mail (%s)', (driver) => {
  const env = useTestApp(driver);
  let organiserId: number;
  beforeAll(async () => {
    organiserId = (await createTestOrganiser(env().ctx)).id;
  });

  it('is pending until the sandbox confirms it, then paid with vouchers, receipt and e-mail', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId, { name: 'Congresso de Inovação' }, [
      { name: 'Inteira', priceCents: 8000 },
    ]);
    const tid = ticket?.id as number;
    const created = await postRegistration(
      app,
      event.id,
      pixBody([participant(tid, 1, { nome: 'João Ávila' }), participant(tid, 2, { nome: 'Beatriz Sá' })]),
    );
    const { order_hash, order_payment_id, participantes } = created.json().data;

    const pending = await app.inject({
      method: 'POST',
      url: '/api/check-order-payment-status',
      payload: { order_payment_id },
    });
    expect(pending.json().data).toMatchObject({
      paid: false,
      status: 'pending',
      amount: 160,
      participants_count: 2,
    });
    const early = await app.inject({ method: 'GET', url: `/voucher/order/${order_hash}` });
    expect(early.statusCode).toBe(409);
    expect(early.json().error_type).toBe('conflict');

    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/sandbox/pix/confirmar',
      payload: { order_hash },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ paid: true, status: 'fulfilled' });
    const status = await app.inject({
      method: 'POST',
      url: '/api/check-order-payment-status',
      payload: { order_payment_id },
    });
    expect(status.json().data).toMatchObject({
      paid: true,
      checkout_message: { title: 'Compra realizada com sucesso!' },
      order_hash,
    });
    const people = await ctx.db.select().from(participants).where(eq(participants.eventId, event.id));
    expect(people.map((p) => p.status)).toEqual(['pago', 'pago']);

    const vouchers = await app.inject({ method: 'GET', url: `/voucher/order/${order_hash}` });
    expect(vouchers.statusCode).toBe(200);
    expect(vouchers.headers['content-type']).toBe('application/pdf');
    expect(vouchers.headers['content-disposition']).toContain('Ingressos dos Participantes.pdf');
    const text = extractPdfText(vouchers.rawPayload);
    for (const expected of ['Congresso de Inovação', 'João Ávila', 'Beatriz Sá', 'Inteira', order_hash]) {
      expect(text).toContain(expected);
    }
    const receipt = await app.inject({ method: 'GET', url: `/receipt/download/${participantes[0].uuid}` });
    expect(receipt.statusCode).toBe(200);
    expect(extractPdfText(receipt.rawPayload)).toMatch(/Recibo[\s\S]*João Ávila[\s\S]*R\$ 80,00/);
    const byPayment = await app.inject({ method: 'GET', url: `/voucher/order-payment/${order_payment_id}` });
    expect(extractPdfText(byPayment.rawPayload)).toContain('Beatriz Sá');

    // The confirmation e-mail waits in the outbox (jobs are off in tests) and goes out as an .eml.
    const [mail] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.eventId, event.id), eq(emailOutbox.kind, 'order_confirmation')));
    expect(mail).toMatchObject({
      status: 'queued',
      toAddress: 'maria@teste.com.br',
      kind: 'order_confirmation',
    });
    expect(await sendOutboxEmail(ctx, mail?.id as number)).toBe(true);
    expect(await sendOutboxEmail(ctx, mail?.id as number)).toBe(false);
    const files = readdirSync(outboxDir(ctx.config));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(outboxDir(ctx.config), files[0] as string), 'utf8');
    expect(eml).toMatch(/^To: Maria Compradora <maria@teste\.com\.br>/m);
    expect(eml).toContain('Ingressos dos Participantes.pdf');
    expect(eml).toContain('Content-Type: application/pdf');
    const listed = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const listedMail = listed.json().data.find((m: { id: number }) => m.id === mail?.id);
    expect(listedMail).toMatchObject({ kind: 'order_confirmation', status: 'sent' });
  });

  it('draws on every voucher page a QR that decodes to a check-in code the door verifier accepts', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId, {}, [{ priceCents: 0 }]);
    const tid = ticket?.id as number;
    const res = await postRegistration(app, event.id, {
      participantes: [participant(tid, 1), participant(tid, 2)],
    });
    const { order_hash, participantes } = res.json().data;
    const voucher = await app.inject({ method: 'GET', url: `/voucher/order/${order_hash}` });
    expect(voucher.statusCode).toBe(200);

    // What a door scanner reads: the pixels of the image each page draws, decoded as a QR code.
    const images = extractDrawnImages(voucher.rawPayload);
    expect(images.map((image) => image.page)).toEqual([1, 2]);
    const decoded = images.map((image) => jsQR(image.rgba, image.width, image.height)?.data ?? null);
    expect(decoded.map((code) => (code ? verifyCheckInCode(ctx.config.appSecret, code) : null))).toEqual(
      participantes.map((p: { uuid: string }) => p.uuid),
    );
    // The verifier is not a rubber stamp: the same code signed with another secret is refused.
    expect(verifyCheckInCode('outro-segredo-com-mais-de-32-caracteres!!', decoded[0] as string)).toBeNull();

    expect(
      (await app.inject({ method: 'GET', url: '/voucher/order/nao-existe-este-hash-1234' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/receipt/download/nao-e-uuid' })).statusCode).toBe(404);
  });

  it('a sweep scoped to one order (the test clock’s) expires that order alone', async () => {
    const { ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId, { capacity: 50 }, [{ quantity: 10 }]);
    const tid = ticket?.id as number;
    const placedAt = new Date(Date.now() - 2 * HOUR);
    const place = async (n: number) =>
      (await registerForEvent(ctx, event.id, pixBody([participant(tid, n)]) as never, { now: placedAt }))
        .result.order_id;
    const named = await place(1);
    const other = await place(2);
    expect(await releaseExpiredOrders(ctx, new Date(), { orderHash: named })).toBe(1);
    const status = async (hash: string) =>
      (await ctx.db.select().from(orders).where(eq(orders.hash, hash)))[0]?.status;
    expect(await status(named)).toBe('expired');
    expect(await status(other)).toBe('pending');
    expect(await releaseExpiredOrders(ctx, new Date(), { eventId: event.id })).toBe(1);
    expect(await status(other)).toBe('expired');
  });

  it("releases the places, ticket and coupon use of a PIX order unpaid after the event's hold (15 minutes)", async () => {
    const { ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId, { capacity: 50 }, [{ quantity: 2 }]);
    const coupon = await createTestCoupon(ctx, event.id, { code: 'UMAVEZ', usageLimit: 1 });
    const tid = ticket?.id as number;
    const placedAt = new Date(Date.now() - 2 * HOUR);
    const { result } = await registerForEvent(
      ctx,
      event.id,
      pixBody([participant(tid, 1), participant(tid, 2)], { cupom: { code: 'UMAVEZ' } }) as never,
      { now: placedAt },
    );
    expect(await releaseExpiredOrders(ctx, new Date(placedAt.getTime() + 14 * 60_000))).toBe(0);
    expect(await releaseExpiredOrders(ctx)).toBeGreaterThanOrEqual(1);

    const [order] = await ctx.db.select().from(orders).where(eq(orders.hash, result.order_id));
    expect(order?.status).toBe('expired');
    const [payment] = await ctx.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, await orderIdOf(ctx, result.order_id)));
    expect(payment?.status).toBe('cancelled');
    const people = await ctx.db
      .select()
      .from(participants)
      .where(eq(participants.orderId, await orderIdOf(ctx, result.order_id)));
    expect(people.map((p) => p.status)).toEqual(['cancelado', 'cancelado']);
    const [t] = await ctx.db.select().from(ticketTypes).where(eq(ticketTypes.id, tid));
    const [e] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    const [c] = await ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect([t?.sold, e?.placesTaken, c?.uses]).toEqual([0, 0, 0]);
    const late = await env().app.inject({
      method: 'POST',
      url: '/api/sandbox/pix/confirmar',
      payload: { order_hash: result.order_hash },
    });
    expect(late.statusCode).toBe(409);
  });

  it('sweeps expired holds on demand when a buyer finds the ticket sold out', async () => {
    const { app, ctx } = env();
    const {
      event,
      ticketTypes: [ticket],
    } = await createTestEvent(ctx, organiserId, {}, [{ quantity: 1 }]);
    const tid = ticket?.id as number;
    const stale = await registerForEvent(ctx, event.id, pixBody([participant(tid, 1)]) as never, {
      now: new Date(Date.now() - 2 * HOUR),
    });
    const res = await postRegistration(app, event.id, pixBody([participant(tid, 2)]));
    expect(res.statusCode, res.body).toBe(201);
    const [old] = await ctx.db.select().from(orders).where(eq(orders.hash, stale.result.order_id));
    expect(old?.status).toBe('expired');
    const status = await app.inject({
      method: 'POST',
      url: '/api/check-order-payment-status',
      payload: { order_payment_id: stale.result.order_payment_id },
    });
    expect(status.json().data).toMatchObject({ paid: false, status: 'cancelled' });
  });
});
