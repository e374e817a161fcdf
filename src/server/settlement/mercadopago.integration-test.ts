// The Mercado Pago adapter end to end against its simulator over HTTP: cards from browser tokens,
// dynamic PIX paid by a signed webhook, forged and stale notifications, read-back, timeouts with the
// same idempotency key, lost webhooks, refunds, expiry at the gateway.

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latePayments } from '../db/schema.ts';
import { getGatewayStatement } from '../event-summary/gateway-statement.ts';
import { participant, pixBody, postRegistration } from '../orders/registration-test-kit.ts';
import { CARD_DATA_REFUSED_MESSAGE } from '../payments/card-source.ts';
import { MP_TEST_CARDS, signMercadoPagoNotification } from '../payments/simulators/mercadopago-simulator.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { type GatewayEnv, MP_CREDENTIALS, paidEvent, paymentRow, useGatewayApp } from './gateway-test-kit.ts';
import { reconcilePendingPayments } from './reconcile-payments.ts';
import { settlePayment } from './settle-payment.ts';

const buyer = { name: 'Maria Compradora', email: 'maria@teste.com.br', documento: '529.982.247-25' };

/** What Mercado Pago's JS does in the browser: the card goes to the gateway, we get a token. */
async function tokenise(env: GatewayEnv, holder: string, number: string = MP_TEST_CARDS.master) {
  const response = await fetch(`${env.mp.url}/v1/card_tokens?public_key=${MP_CREDENTIALS.publicKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      card_number: number,
      security_code: '123',
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name: holder, identification: { type: 'CPF', number: '52998224725' } },
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function tokenBody(ticketId: number, token: string, n: number, installments = 1) {
  return {
    comprador: {
      comprador: buyer,
      payment_method: 'credit_card',
      installments,
      card_token: token,
      payment_method_id: 'master',
      issuer_id: '24',
    },
    participantes: [participant(ticketId, n)],
  };
}

function postWebhook(env: GatewayEnv, dataId: string, headers: Record<string, string>) {
  return fetch(`${env.baseUrl}/api/webhooks/mercadopago?data.id=${dataId}&type=payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ type: 'payment', action: 'payment.updated', data: { id: dataId } }),
  });
}

function signed(dataId: string, secret = MP_CREDENTIALS.webhookSecret, at = new Date()) {
  const requestId = crypto.randomUUID();
  const ts = String(Math.floor(at.getTime() / 1000));
  return {
    'x-request-id': requestId,
    'x-signature': signMercadoPagoNotification(secret, dataId, requestId, ts),
  };
}

describe.each(TEST_DRIVERS)('Mercado Pago adapter on the simulator (%s)', (driver) => {
  const env = useGatewayApp(driver, 'mercadopago');

  it('charges a tokenised card: paid at once, brand and last four from the gateway, one payment', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e);
    const before = e.mp.created();
    const token = await tokenise(e, 'APRO');
    const response = await postRegistration(e.app, eventId, tokenBody(ticketId, token, 1));
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data.status).toBe('paid');
    const { payment } = await paymentRow(e.ctx, data.order_payment_id);
    expect(payment).toMatchObject({
      gateway: 'mercadopago',
      cardBrand: 'master',
      cardLast4: '6351',
      status: 'fulfilled',
    });
    expect(e.mp.created()).toBe(before + 1);
    const charged = e.mp.payments.get(Number(payment.gatewayReference));
    expect(charged?.transaction_amount).toBe(80);
    expect(charged?.external_reference).toBe(data.order_hash);
  });

  it.each([
    ['FUND', 'O cartão não tem limite suficiente para este valor.'],
    ['SECU', 'Confira o código de segurança (CVV) do cartão.'],
    [
      'CALL',
      'O emissor do cartão pede que você autorize este pagamento: ligue para a central do cartão e tente de novo.',
    ],
    ['OTHE', 'O emissor do cartão recusou o pagamento. Use outro cartão ou pague com PIX.'],
  ])(
    'declines a card whose status_detail says so (%s) with its pt-BR message, taking no places',
    async (holder, message) => {
      const e = env();
      const { eventId, ticketId } = await paidEvent(e, 8000, 1);
      const token = await tokenise(e, holder);
      const response = await postRegistration(e.app, eventId, tokenBody(ticketId, token, 2));
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({
        error_type: 'payment_error',
        error: `Pagamento recusado: ${message}`,
      });
      // The one place is still on sale: the declined order was rolled back.
      const again = await postRegistration(e.app, eventId, tokenBody(ticketId, await tokenise(e, 'APRO'), 3));
      expect(again.statusCode).toBe(201);
    },
  );

  it('refuses card_data with a clear 422 when the gateway tokenises, and never calls the gateway', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e);
    const before = e.mp.created();
    const response = await postRegistration(e.app, eventId, {
      comprador: {
        comprador: buyer,
        payment_method: 'credit_card',
        installments: 1,
        card_data: { number: MP_TEST_CARDS.master, expiry: '11/2030', cvv: '123', name: 'APRO' },
      },
      participantes: [participant(ticketId, 4)],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().validation_errors['comprador.card_data']).toEqual([CARD_DATA_REFUSED_MESSAGE]);
    expect(e.mp.created()).toBe(before);
  });

  it('a PIX is pending until the signed webhook arrives; the API read-back decides, once', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e);
    const created = await postRegistration(e.app, eventId, pixBody([participant(ticketId, 5)]));
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data.pix.code).toMatch(/^000201/);
    const { payment } = await paymentRow(e.ctx, data.order_payment_id);
    const mpId = Number(payment.gatewayReference);
    expect(e.mp.payments.get(mpId)?.status).toBe('pending');

    // A notification that arrives while the API still says pending changes nothing.
    await e.mp.webhooks.settled();
    const stillPending = await postWebhook(e, String(mpId), signed(String(mpId)));
    expect(stillPending.status).toBe(200);
    expect((await paymentRow(e.ctx, data.order_payment_id)).order.status).toBe('pending');

    e.mp.webhooks.policy = { mode: 'send', copies: 3, delayMs: 0 };
    e.mp.approve(mpId);
    await e.mp.webhooks.settled();
    e.mp.webhooks.policy = { mode: 'send', copies: 1, delayMs: 0 };
    const paid = await paymentRow(e.ctx, data.order_payment_id);
    expect(paid.order.status).toBe('paid');
    expect(paid.payment).toMatchObject({ status: 'fulfilled', gatewayFeeCents: 79, gatewayNetCents: 7921 });
    expect(paid.payment.moneyReleaseAt).toBeInstanceOf(Date);
    const answers = e.mp.webhooks.delivered.filter(
      (d) => String((d.body as { data: { id: string } }).data.id) === String(mpId),
    );
    expect(answers.every((d) => d.status === 200)).toBe(true);
  });

  it('refuses a forged, unsigned or stale notification (401) and changes nothing', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e);
    const data = (await postRegistration(e.app, eventId, pixBody([participant(ticketId, 6)]))).json().data;
    const mpId = String((await paymentRow(e.ctx, data.order_payment_id)).payment.gatewayReference);
    await e.mp.webhooks.settled();
    // Approved at the gateway, but only a genuine notification (or the job) may make us look.
    e.mp.webhooks.policy = { mode: 'drop', copies: 1, delayMs: 0 };
    e.mp.approve(Number(mpId));
    e.mp.webhooks.policy = { mode: 'send', copies: 1, delayMs: 0 };
    for (const headers of [
      signed(mpId, 'not-the-secret-0000000'),
      {},
      signed(mpId, MP_CREDENTIALS.webhookSecret, new Date(Date.now() - 3_600_000)),
      { ...signed(mpId), 'x-request-id': 'another-request' },
    ]) {
      const response = await postWebhook(e, mpId, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error_type: 'unauthorized' });
    }
    expect((await paymentRow(e.ctx, data.order_payment_id)).order.status).toBe('pending');
  });

  it('a timeout after the charge was made is retried with the same idempotency key: one charge', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e);
    const before = e.mp.created();
    // The first answer comes after the adapter gave up; the retry carries the same key.
    // The kit's timeout is 2 s (GATEWAY_TIMEOUT_SECONDS).
    e.mp.sim.faults.push({ match: 'POST /v1/payments', times: 1, delayMs: 3_000 });
    const token = await tokenise(e, 'APRO');
    const response = await postRegistration(e.app, eventId, tokenBody(ticketId, token, 7));
    expect(response.statusCode).toBe(201);
    expect(e.mp.created()).toBe(before + 1);
  }, 40_000);

  it('a lost webhook is recovered by reconciliation; a PIX expired at the gateway gives its places back', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e, 8000, 2);
    e.mp.webhooks.policy = { mode: 'drop', copies: 1, delayMs: 0 };
    const paidLater = (await postRegistration(e.app, eventId, pixBody([participant(ticketId, 8)]))).json()
      .data;
    const expiring = (await postRegistration(e.app, eventId, pixBody([participant(ticketId, 9)]))).json()
      .data;
    const paidId = Number((await paymentRow(e.ctx, paidLater.order_payment_id)).payment.gatewayReference);
    const expiringId = Number((await paymentRow(e.ctx, expiring.order_payment_id)).payment.gatewayReference);
    e.mp.approve(paidId);
    e.mp.expire(expiringId);
    e.mp.webhooks.policy = { mode: 'send', copies: 1, delayMs: 0 };
    // Too recent for the job: nothing is asked yet.
    const early = await reconcilePendingPayments(e.ctx, new Date());
    expect(early.confirmed).toBe(0);
    const report = await reconcilePendingPayments(e.ctx, new Date(Date.now() + 5 * 60_000));
    expect(report.confirmed).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(e.ctx, paidLater.order_payment_id)).order.status).toBe('paid');
    expect((await paymentRow(e.ctx, expiring.order_payment_id)).order.status).toBe('expired');
    // The expired order's place is on sale again.
    const next = await postRegistration(e.app, eventId, pixBody([participant(ticketId, 10)]));
    expect(next.statusCode).toBe(201);
  });

  it('the buyer polling the status confirms a PIX the gateway approved', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e);
    e.mp.webhooks.policy = { mode: 'drop', copies: 1, delayMs: 0 };
    const data = (await postRegistration(e.app, eventId, pixBody([participant(ticketId, 11)]))).json().data;
    e.mp.approve(Number((await paymentRow(e.ctx, data.order_payment_id)).payment.gatewayReference));
    e.mp.webhooks.policy = { mode: 'send', copies: 1, delayMs: 0 };
    const polled = await e.app.inject({
      method: 'POST',
      url: '/api/check-order-payment-status',
      payload: { order_payment_id: data.order_payment_id },
    });
    expect(polled.json().data).toMatchObject({ paid: true, status: 'fulfilled' });
  });

  it('refunds partially then fully, each once even when asked twice with the same key', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e);
    const data = (
      await postRegistration(e.app, eventId, tokenBody(ticketId, await tokenise(e, 'APRO'), 12))
    ).json().data;
    const reference = String((await paymentRow(e.ctx, data.order_payment_id)).payment.gatewayReference);
    const partial = {
      gatewayReference: reference,
      amountCents: 3000,
      reason: 'Cancelamento parcial',
      idempotencyKey: 'r1',
    };
    const first = await e.ctx.payments.refundPayment(partial);
    const repeated = await e.ctx.payments.refundPayment(partial);
    expect(first).toMatchObject({ refunded: true });
    expect(repeated).toEqual(first);
    expect((await e.ctx.payments.getPayment(reference))?.refundedCents).toBe(3000);
    const rest = await e.ctx.payments.refundPayment({
      gatewayReference: reference,
      amountCents: 5000,
      reason: 'Cancelamento',
    });
    expect(rest).toMatchObject({ refunded: true });
    expect(await e.ctx.payments.getPayment(reference)).toMatchObject({
      status: 'refunded',
      refundedCents: 8000,
    });
    const beyond = await e.ctx.payments.refundPayment({
      gatewayReference: reference,
      amountCents: 100,
      reason: 'x',
      idempotencyKey: 'r3',
    });
    expect(beyond.refunded).toBe(false);
  });

  it('a late approval of an expired order is recorded for refund, not revived', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e);
    const data = (await postRegistration(e.app, eventId, pixBody([participant(ticketId, 13)]))).json().data;
    const row = await paymentRow(e.ctx, data.order_payment_id);
    await e.mp.webhooks.settled();
    e.mp.webhooks.policy = { mode: 'drop', copies: 1, delayMs: 0 };
    e.mp.approve(Number(row.payment.gatewayReference));
    e.mp.webhooks.policy = { mode: 'send', copies: 1, delayMs: 0 };
    // Read two hours later: the 60-minute hold is over.
    const outcome = await settlePayment(e.ctx, String(row.payment.gatewayReference), {
      now: new Date(Date.now() + 2 * 3_600_000),
    });
    expect(outcome).toBe('late');
    expect((await paymentRow(e.ctx, data.order_payment_id)).order.status).toBe('expired');
    const late = await e.ctx.db
      .select()
      .from(latePayments)
      .where(eq(latePayments.orderPaymentId, row.payment.id));
    expect(late).toMatchObject([{ status: 'refund_pending', amountCents: 8000, gateway: 'mercadopago' }]);
  });

  it('the extrato shows, per payment, the gateway fee, the net and the release date', async () => {
    const e = env();
    const { eventId, ticketId } = await paidEvent(e);
    await postRegistration(e.app, eventId, tokenBody(ticketId, await tokenise(e, 'APRO'), 14));
    const pix = (await postRegistration(e.app, eventId, pixBody([participant(ticketId, 15)]))).json().data;
    e.mp.approve(Number((await paymentRow(e.ctx, pix.order_payment_id)).payment.gatewayReference));
    await e.mp.webhooks.settled();
    const statement = await getGatewayStatement(e.ctx, eventId, {}, new Date());
    const card = statement.linhas.find((l) => l.metodo === 'credit_card');
    const paidPix = statement.linhas.find((l) => l.metodo === 'pix');
    // Card 4.99 % released in 30 days; PIX 0.99 % released at once (the simulator's documented model).
    expect(card).toMatchObject({
      bruto_cents: 8000,
      taxa_gateway_cents: 399,
      liquido_cents: 7601,
      gateway: 'mercadopago',
    });
    expect(card).toMatchObject({ status: 'a_liberar', liberacao_estimada: false });
    expect(new Date(`${card?.liberacao}T12:00:00Z`).getTime()).toBeGreaterThan(Date.now() + 28 * 86_400_000);
    expect(paidPix).toMatchObject({ bruto_cents: 8000, taxa_gateway_cents: 79, liquido_cents: 7921 });
    expect(statement.totais).toMatchObject({
      bruto_cents: 16000,
      taxa_gateway_cents: 478,
      liquido_cents: 15522,
      liberado_cents: 7921,
      a_liberar_cents: 7601,
    });
  });
});
