// The Mercado Pago adapter's contract, run twice: against the simulator (always) and against
// Mercado Pago's real test environment when test credentials are in the environment
// (MERCADOPAGO_TEST_ACCESS_TOKEN, MERCADOPAGO_TEST_PUBLIC_KEY; skipped, saying so, otherwise).
// Same tests, same adapter: the simulator is only trusted as far as this suite agrees with the real API.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMercadoPagoGateway } from './mercadopago-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import {
  type MercadoPagoSimulator,
  MP_TEST_CARDS,
  startMercadoPagoSimulator,
} from './simulators/mercadopago-simulator.ts';

interface Target {
  apiBaseUrl: string;
  accessToken: string;
  publicKey: string;
}

const payer = { name: 'Maria Teste', email: 'test_user_catraca@testuser.com', document: '52998224725' };

async function tokenise(target: Target, holder: string): Promise<string> {
  const response = await fetch(`${target.apiBaseUrl}/v1/card_tokens?public_key=${target.publicKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      card_number: MP_TEST_CARDS.master,
      security_code: '123',
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name: holder, identification: { type: 'CPF', number: payer.document } },
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function adapterContract(target: () => Target) {
  let gateway: PaymentGateway;
  beforeAll(() => {
    gateway = createMercadoPagoGateway({ ...target(), sdkUrl: '', notificationUrl: null });
  });

  it('approves a tokenised test card (APRO), reads it back approved with its fee, refunds part then the rest', async () => {
    const reference = `ct${randomBytes(10).toString('hex')}`;
    const card = { token: await tokenise(target(), 'APRO'), paymentMethodId: 'master', issuerId: null };
    const charge = await gateway.chargeCard({ amountCents: 5000, installments: 1, card, reference, payer });
    if (!charge.approved) throw new Error(charge.reason);
    expect(charge.cardLast4).toBe('6351');
    const read = await gateway.getPayment(charge.gatewayReference);
    expect(read).toMatchObject({ status: 'approved', amountCents: 5000 });
    expect(read?.money?.grossCents).toBe(5000);
    expect(read?.money?.netCents).toBe(5000 - (read?.money?.feeCents ?? 0));
    const partial = {
      gatewayReference: charge.gatewayReference,
      amountCents: 1000,
      reason: 'parcial',
      idempotencyKey: `${reference}-1`,
    };
    expect(await gateway.refundPayment(partial)).toMatchObject({ refunded: true });
    expect(await gateway.refundPayment(partial)).toMatchObject({ refunded: true });
    expect((await gateway.getPayment(charge.gatewayReference))?.refundedCents).toBe(1000);
    expect(
      await gateway.refundPayment({
        gatewayReference: charge.gatewayReference,
        amountCents: 4000,
        reason: 'total',
      }),
    ).toMatchObject({ refunded: true });
    expect(await gateway.getPayment(charge.gatewayReference)).toMatchObject({
      status: 'refunded',
      refundedCents: 5000,
    });
  });

  it('declines a test card for insufficient funds (FUND) with the pt-BR message', async () => {
    const card = { token: await tokenise(target(), 'FUND'), paymentMethodId: 'master', issuerId: null };
    const charge = await gateway.chargeCard({
      amountCents: 5000,
      installments: 1,
      card,
      reference: `ct${randomBytes(10).toString('hex')}`,
      payer,
    });
    expect(charge).toEqual({
      approved: false,
      reason: 'O cartão não tem limite suficiente para este valor.',
    });
  });

  it('creates a PIX charge with a copia-e-cola and an expiry, pending until paid', async () => {
    const txid = randomBytes(12).toString('hex').toUpperCase();
    const pix = await gateway.createPixCharge({
      amountCents: 1234,
      txid,
      description: 'Contrato Catraca',
      expiresAt: new Date(Date.now() + 30 * 60_000),
      payer,
    });
    expect(pix.code).toMatch(/^000201/);
    expect(await gateway.getPayment(pix.gatewayReference)).toMatchObject({
      status: 'pending',
      amountCents: 1234,
    });
  });

  it('does not know a payment id that does not exist', async () => {
    expect(await gateway.getPayment('1')).toBeNull();
  });
}

describe('Mercado Pago adapter contract: simulator', () => {
  let sim: MercadoPagoSimulator;
  const credentials = {
    accessToken: 'TEST-contract-token-000000',
    publicKey: 'TEST-contract-pk-0000',
    webhookSecret: 'contract-secret-0000',
  };
  beforeAll(async () => {
    sim = await startMercadoPagoSimulator(credentials);
  });
  afterAll(() => sim.close());
  adapterContract(() => ({ apiBaseUrl: sim.url, ...credentials }));
});

const live = {
  accessToken: process.env.MERCADOPAGO_TEST_ACCESS_TOKEN,
  publicKey: process.env.MERCADOPAGO_TEST_PUBLIC_KEY,
};
const hasLive = Boolean(live.accessToken && live.publicKey);
if (!hasLive) {
  console.info(
    'Mercado Pago live contract suite skipped: set MERCADOPAGO_TEST_ACCESS_TOKEN and MERCADOPAGO_TEST_PUBLIC_KEY (test credentials) to run it.',
  );
}

describe.skipIf(!hasLive)('Mercado Pago adapter contract: live test environment', () => {
  adapterContract(() => ({
    apiBaseUrl: process.env.MERCADOPAGO_TEST_API_BASE_URL ?? 'https://api.mercadopago.com',
    accessToken: live.accessToken ?? '',
    publicKey: live.publicKey ?? '',
  }));
});
