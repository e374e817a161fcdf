// The Pix API adapter against its simulator over HTTP: OAuth2 token, a cob for each PIX order, the
// PSP's callback to {registered url}/pix, the callback's secret token, devoluções, expiry.
import { describe, expect, it } from 'vitest';
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
});
