// Money never lost or doubled: the webhook (repeated), the reconciliation job and the buyer's
// polling race on the same approved payment, in parallel on real PostgreSQL; exactly one of them
// confirms it. The canary runs the same race with the confirmation's status guard switched off and
// must see more than one confirmation, proving the harness can see the race it guards against.
import { describe, expect, it } from 'vitest';
import { participant, pixBody, postRegistration } from '../orders/registration-test-kit.ts';
import { signMercadoPagoNotification } from '../payments/simulators/mercadopago-simulator.ts';
import { type GatewayEnv, MP_CREDENTIALS, paidEvent, paymentRow, useGatewayApp } from './gateway-test-kit.ts';
import { reconcilePendingPayments } from './reconcile-payments.ts';
import { refreshPendingPayment, settlePayment } from './settle-payment.ts';

const RACERS = 4;
const LATER = () => new Date(Date.now() + 5 * 60_000);

async function approvedPendingPayment(e: GatewayEnv, n: number) {
  const { eventId, ticketId } = await paidEvent(e);
  const data = (await postRegistration(e.app, eventId, pixBody([participant(ticketId, n)]))).json().data;
  const reference = String((await paymentRow(e.ctx, data.order_payment_id)).payment.gatewayReference);
  await e.mp.webhooks.settled();
  // Approved at the gateway, its notification not yet delivered.
  e.mp.webhooks.policy = { mode: 'drop', copies: 1, delayMs: 0 };
  e.mp.approve(Number(reference));
  e.mp.webhooks.policy = { mode: 'send', copies: 1, delayMs: 0 };
  return { publicId: data.order_payment_id as string, reference };
}

async function webhook(e: GatewayEnv, reference: string): Promise<string> {
  const requestId = crypto.randomUUID();
  const ts = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`${e.baseUrl}/api/webhooks/mercadopago?data.id=${reference}&type=payment`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      'x-signature': signMercadoPagoNotification(MP_CREDENTIALS.webhookSecret, reference, requestId, ts),
    },
    body: JSON.stringify({ type: 'payment', data: { id: reference } }),
  });
  return ((await response.json()) as { outcome: string }).outcome;
}

// PostgreSQL only: PGlite has one connection, so nothing there runs truly in parallel.
describe.skipIf(!process.env.TEST_DATABASE_URL)('one approved payment, many settlers (postgres)', () => {
  const env = useGatewayApp('postgres', 'mercadopago');

  it('webhooks, the reconciliation job and the polling buyer confirm it exactly once', async () => {
    const e = env();
    for (let round = 0; round < 5; round++) {
      const { publicId, reference } = await approvedPendingPayment(e, round + 1);
      const outcomes = await Promise.all([
        ...Array.from({ length: RACERS }, () => webhook(e, reference)),
        ...Array.from({ length: RACERS }, () => refreshPendingPayment(e.ctx, publicId)),
        ...Array.from({ length: 2 }, async () => {
          const report = await reconcilePendingPayments(e.ctx, LATER());
          return report.confirmed > 0 ? 'confirmed' : 'other';
        }),
      ]);
      expect(outcomes.filter((o) => o === 'confirmed')).toHaveLength(1);
      const { order, payment } = await paymentRow(e.ctx, publicId);
      expect(order.status).toBe('paid');
      expect(payment.status).toBe('fulfilled');
    }
  });

  it('canary: with the status guard off, the same race confirms more than once', async () => {
    const e = env();
    let doubled = false;
    for (let round = 0; round < 10 && !doubled; round++) {
      const { reference } = await approvedPendingPayment(e, 100 + round);
      const outcomes = await Promise.all(
        Array.from({ length: RACERS * 2 }, () => settlePayment(e.ctx, reference, { guard: 'none' })),
      );
      doubled = outcomes.filter((o) => o === 'confirmed').length > 1;
    }
    expect(doubled).toBe(true);
  });
});
