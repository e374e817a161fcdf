// The Pix API adapter against its simulator over HTTP: OAuth2 token, a cob for each PIX order, the
// PSP's callback to {registered url}/pix, the callback's secret token, devoluções, expiry.
import { describe, expect, it } from 'vitest';
import { PIX_UNAVAILABLE_MESSAGE } from '../orders/order-placement.ts';
import { participant, pixBody, postRegistration } from '../orders/registration-test-kit.ts';
import { CARDS_NOT_ACCEPTED_MESSAGE } from '../payments/card-source.ts';
import { pixApiWebhookUrl } from '../payments/create-gateway.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { PIX_API_CREDENTIALS, paidEvent, paymentRow, useGatewayApp } from './gateway-test-kit.ts';
import { reconcilePendingPayments } from './reconcile-payments.ts';

describe.each(TEST_DRIVERS)('Pix API adapter on the simulator (%s)', (driver) => {
  const env = useGatewayApp(driver, 'pix-api');

  it('creates a cob for the order and is paid by the PSP callback to the registered webhook', async () => {
    const e = env();
    await e.ctx.payments.registerWebhook?.(pixApiWebhookUrl(e.ctx.config));
    expect(e.pix.webhookUrls.get(PIX_API_CREDENTIALS.pixKey)).toBe(pixApiWebhookUrl(e.ctx.config));
    const { eventId, ticketId } = await paidEvent(e, 4550);
    const created = await postRegistration(e.app, eventId, pixBody([participant(ticketId, 1)]));
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    const { payment } = await paymentRow(e.ctx, data.order_payment_id);
    const cob = e.pix.cobs.get(String(payment.gatewayReference));
    expect(cob).toMatchObject({
      status: 'ATIVA',
      valor: { original: '45.50' },
      chave: PIX_API_CREDENTIALS.pixKey,
    });
    expect(data.pix.code).toBe(cob?.pixCopiaECola);

    e.pix.pay(String(payment.gatewayReference));
    await e.pix.webhooks.settled();
    expect(e.pix.webhooks.delivered.at(-1)?.status).toBe(200);
    const paid = await paymentRow(e.ctx, data.order_payment_id);
    expect(paid.order.status).toBe('paid');
    expect(paid.payment).toMatchObject({ status: 'fulfilled', gatewayFeeCents: 0, gatewayNetCents: 4550 });
  });

  it('refuses a callback without the secret token (401) and changes nothing', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e);
    const data = (await postRegistration(e.app, eventId, pixBody([participant(ticketId, 2)]))).json().data;
    const txid = String((await paymentRow(e.ctx, data.order_payment_id)).payment.gatewayReference);
    e.pix.webhookUrls.clear();
    e.pix.pay(txid);
    const forged = await fetch(`${e.baseUrl}/api/webhooks/pix-api/not-the-token-000000000000/pix`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pix: [{ txid, endToEndId: 'E1', valor: '80.00' }] }),
    });
    expect(forged.status).toBe(401);
    expect((await paymentRow(e.ctx, data.order_payment_id)).order.status).toBe('pending');
    // The job finds it anyway: the lost callback costs minutes, not the buyer's tickets.
    await reconcilePendingPayments(e.ctx, new Date(Date.now() + 5 * 60_000));
    expect((await paymentRow(e.ctx, data.order_payment_id)).order.status).toBe('paid');
  });

  it('takes no card: the registration is refused with a pt-BR message', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e);
    const response = await postRegistration(e.app, eventId, {
      comprador: {
        comprador: { name: 'Maria', email: 'maria@teste.com.br', documento: '529.982.247-25' },
        payment_method: 'credit_card',
        installments: 1,
        card_token: 'tok_abcdefgh',
        payment_method_id: 'master',
      },
      participantes: [participant(ticketId, 3)],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors['comprador.payment_method']).toEqual([
      CARDS_NOT_ACCEPTED_MESSAGE,
    ]);
  });

  it('gives money back by devolução, partial then the rest, the same key never twice', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e, 10000);
    const data = (await postRegistration(e.app, eventId, pixBody([participant(ticketId, 4)]))).json().data;
    const txid = String((await paymentRow(e.ctx, data.order_payment_id)).payment.gatewayReference);
    const received = e.pix.pay(txid);
    const partial = {
      gatewayReference: txid,
      amountCents: 2500,
      reason: 'Cancelamento parcial',
      idempotencyKey: 'd1',
    };
    expect(await e.ctx.payments.refundPayment(partial)).toMatchObject({ refunded: true });
    expect(await e.ctx.payments.refundPayment(partial)).toMatchObject({ refunded: true });
    expect(received.devolucoes).toHaveLength(1);
    expect(
      await e.ctx.payments.refundPayment({
        gatewayReference: txid,
        amountCents: 7500,
        reason: 'Cancelamento',
      }),
    ).toMatchObject({ refunded: true });
    const beyond = await e.ctx.payments.refundPayment({
      gatewayReference: txid,
      amountCents: 1,
      reason: 'x',
      idempotencyKey: 'd3',
    });
    expect(beyond.refunded).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await e.ctx.payments.getPayment(txid)).toMatchObject({ status: 'refunded', refundedCents: 10000 });
  });

  it('a cob the PSP expired ends the hold: the order expires and its place is on sale again', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e, 8000, 1);
    const data = (await postRegistration(e.app, eventId, pixBody([participant(ticketId, 5)]))).json().data;
    const txid = String((await paymentRow(e.ctx, data.order_payment_id)).payment.gatewayReference);
    e.pix.expire(txid);
    const report = await reconcilePendingPayments(e.ctx, new Date(Date.now() + 5 * 60_000));
    expect(report.closed).toBe(1);
    expect((await paymentRow(e.ctx, data.order_payment_id)).order.status).toBe('expired');
    expect((await postRegistration(e.app, eventId, pixBody([participant(ticketId, 6)]))).statusCode).toBe(
      201,
    );
  });

  it('a cob answered after the adapter gave up is read back by its txid: one charge, the order made', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e, 3000);
    const before = e.pix.created();
    // The PSP makes the cob but answers after the kit's 2 s timeout (GATEWAY_TIMEOUT_SECONDS).
    e.pix.sim.faults.push({ match: 'PUT /cob/', times: 1, delayMs: 3_000 });
    const created = await postRegistration(e.app, eventId, pixBody([participant(ticketId, 11)]));
    expect(created.statusCode, created.body).toBe(201);
    expect(e.pix.created()).toBe(before + 1);
    const data = created.json().data;
    const txid = String((await paymentRow(e.ctx, data.order_payment_id)).payment.gatewayReference);
    expect(data.pix.code).toBe(e.pix.cobs.get(txid)?.pixCopiaECola);
  }, 40_000);

  it('a PSP that never answers: a pt-BR error, no order left waiting, and the place still on sale', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e, 3000, 1);
    // Neither the charge nor the read-back is answered within the timeout.
    e.pix.sim.faults.push({ match: 'PUT /cob/', times: 1, delayMs: 3_000 });
    e.pix.sim.faults.push({ match: 'GET /cob/', times: 1, delayMs: 3_000 });
    const failed = await postRegistration(e.app, eventId, pixBody([participant(ticketId, 12)]));
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ error_type: 'payment_gateway', error: PIX_UNAVAILABLE_MESSAGE });
    // The event's one place was never taken: the next buyer gets it.
    const next = await postRegistration(e.app, eventId, pixBody([participant(ticketId, 13)]));
    expect(next.statusCode, next.body).toBe(201);
  }, 40_000);
});
