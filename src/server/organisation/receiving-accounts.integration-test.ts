import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_RECEIVING_ACCOUNT_MESSAGE,
  NO_RECEIVING_ACCOUNT_ORGANISER_WARNING,
} from '../../domain/contracts/receiving-account.ts';
import { buildApp } from '../app.ts';
import type { AppContext } from '../context.ts';
import { orderPayments, orders, receivingAccounts } from '../db/schema.ts';
import { participant, pixBody, postRegistration } from '../orders/registration-test-kit.ts';
import {
  type MercadoPagoSimulator,
  signMercadoPagoNotification,
  startMercadoPagoSimulator,
} from '../payments/simulators/mercadopago-simulator.ts';
import { type PixApiSimulator, startPixApiSimulator } from '../payments/simulators/pix-api-simulator.ts';
import { createTestEvent } from '../testing/factories.ts';
import { freePort } from '../testing/local-network.ts';
import { createMemberAgent } from '../testing/team.ts';
import { type OrganiserAgent, registerOrganiserAgent, testConfig } from '../testing/test-app.ts';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../testing/test-db.ts';
import { TEST_PSP_CERTIFICATE, TEST_PSP_PRIVATE_KEY } from './receiving-account-test-data.ts';

// The platform's own application at the simulator (never used to charge: RECEIVING_ACCOUNTS=required).
const PLATFORM = {
  accessToken: 'TEST-platform-access-token-0000',
  publicKey: 'TEST-platform-public-key-0000',
  webhookSecret: 'platform-webhook-secret-0000',
};
// The organiser's own Mercado Pago account.
const ORGANISER = {
  accessToken: 'APP_USR-organiser-access-token-9f3e',
  publicKey: 'APP_USR-organiser-public-key-77aa',
  webhookSecret: 'organiser-webhook-secret-c0ffee',
};
const PIX_CLIENT = { clientId: 'banco-client-id', clientSecret: 'banco-client-secret-1234' };
const HOLDER_CNPJ = '11.222.333/0001-81';

const mercadoPagoBody = (overrides: Record<string, string> = {}) => ({
  provedor: 'mercadopago',
  documento_titular: HOLDER_CNPJ,
  access_token: ORGANISER.accessToken,
  public_key: ORGANISER.publicKey,
  webhook_secret: ORGANISER.webhookSecret,
  ...overrides,
});

describe.each(TEST_DRIVERS)('receiving accounts (%s)', (driver) => {
  let app: FastifyInstance;
  let ctx: AppContext;
  let baseUrl: string;
  let database: TestDatabase;
  let mp: MercadoPagoSimulator;
  let pix: PixApiSimulator;

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    mp = await startMercadoPagoSimulator({ ...PLATFORM, accounts: [ORGANISER] });
    pix = await startPixApiSimulator({
      ...PIX_CLIENT,
      pixKey: 'financeiro@organizadora.com.br',
    });
    database = await openTestDatabase(driver);
    const config = testConfig({
      PUBLIC_URL: baseUrl,
      PAYMENT_GATEWAY: 'sandbox',
      RECEIVING_ACCOUNTS: 'required',
      PAYMENT_SECRETS_KEY: 'ab'.repeat(32),
      MERCADOPAGO_API_BASE_URL: mp.url,
      MERCADOPAGO_SDK_URL: `${mp.url}/js/v2`,
    });
    ({ app, ctx } = await buildApp(config, { dbHandle: database.handle, serveWeb: false }));
    await app.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await mp?.close();
    await pix?.close();
    await database?.dispose();
  });

  const connect = (owner: OrganiserAgent, body: object) =>
    owner.inject({ method: 'PUT', url: '/api/organizacao/recebimentos', payload: body });

  async function paidEventOf(owner: OrganiserAgent) {
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id, {}, [
      { name: 'Inteira', priceCents: 6000, allowCard: true },
    ]);
    return { eventId: event.id, ticketId: ticketTypes[0]?.id as number };
  }

  it('stores the Mercado Pago account sealed, and never answers a secret back', async () => {
    const owner = await registerOrganiserAgent(app, 'Dona do Caixa');
    const saved = await connect(owner, mercadoPagoBody());
    expect(saved.statusCode, saved.body).toBe(200);
    for (const secret of [ORGANISER.accessToken, ORGANISER.webhookSecret]) {
      expect(saved.body).not.toContain(secret);
    }
    const read = await owner.inject({ method: 'GET', url: '/api/organizacao/recebimentos' });
    expect(read.body).not.toContain(ORGANISER.accessToken);
    expect(read.body).not.toContain(ORGANISER.webhookSecret);
    const { conta } = read.json().data;
    expect(conta).toMatchObject({
      provedor: 'mercadopago',
      documento_titular: '11222333000181',
      dados: { public_key: ORGANISER.publicKey },
      segredos: [
        { nome: 'Access token', final: '9f3e' },
        { nome: 'Assinatura secreta dos webhooks', final: 'ffee' },
      ],
    });
    expect(conta.url_notificacao).toMatch(/\/api\/webhooks\/mercadopago\?conta=[A-Za-z0-9_-]{24}$/);

    const [row] = await ctx.db
      .select()
      .from(receivingAccounts)
      .where(eq(receivingAccounts.holderDocument, '11222333000181'));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(ORGANISER.accessToken);
    expect(stored).not.toContain(ORGANISER.webhookSecret);
    expect(row?.secretsCiphertext).toMatch(/^v1\./);
  });

  it('refuses credentials the gateway refuses, in pt-BR, and stores nothing', async () => {
    const owner = await registerOrganiserAgent(app);
    const refused = await connect(owner, mercadoPagoBody({ access_token: 'APP_USR-wrong-token-0000' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().validation_errors.access_token[0]).toContain(
      'O Mercado Pago recusou este access token',
    );
    const read = await owner.inject({ method: 'GET', url: '/api/organizacao/recebimentos' });
    expect(read.json().data.conta).toBeNull();
    const invalid = await connect(owner, mercadoPagoBody({ documento_titular: '111.111.111-11' }));
    expect(invalid.statusCode).toBe(422);
  });

  it('is the owner’s alone: other roles get 404, another organisation sees only its own', async () => {
    const owner = await registerOrganiserAgent(app, 'Dona Única');
    expect((await connect(owner, mercadoPagoBody())).statusCode).toBe(200);
    const { event } = await createTestEvent(ctx, owner.id);
    for (const role of ['administrador', 'financeiro', 'check-in'] as const) {
      const member = await createMemberAgent(app, owner, role, role === 'check-in' ? [event.id] : []);
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await member.inject({
          method,
          url: '/api/organizacao/recebimentos',
          ...(method === 'PUT' ? { payload: mercadoPagoBody() } : {}),
        });
        expect(res.statusCode, `${role} ${method}`).toBe(404);
      }
    }
    const stranger = await registerOrganiserAgent(app, 'Outra Organização');
    const theirs = await stranger.inject({ method: 'GET', url: '/api/organizacao/recebimentos' });
    expect(theirs.json().data.conta).toBeNull();
    expect(
      (await stranger.inject({ method: 'DELETE', url: '/api/organizacao/recebimentos' })).statusCode,
    ).toBe(200); // the stranger removes their own (none), never this one
    const still = await owner.inject({ method: 'GET', url: '/api/organizacao/recebimentos' });
    expect(still.json().data.conta).not.toBeNull();
  });

  it('refuses a paid order until the organisation has an account; a free one goes through', async () => {
    const owner = await registerOrganiserAgent(app);
    const { eventId, ticketId } = await paidEventOf(owner);
    const refused = await postRegistration(app, eventId, pixBody([participant(ticketId, 1)]));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      error_type: 'payment_error',
      error: NO_RECEIVING_ACCOUNT_MESSAGE,
    });
    const free = await createTestEvent(ctx, owner.id, {}, [{ name: 'Grátis', priceCents: 0 }]);
    const ok = await postRegistration(
      app,
      free.event.id,
      pixBody([participant(free.ticketTypes[0]?.id as number, 2)], {
        comprador: {
          comprador: { name: 'Ana Livre', email: 'ana@teste.com.br', documento: '529.982.247-25' },
          payment_method: 'pix',
          installments: 1,
        },
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('charges through the organisation’s account and settles its signed notification; a forged one is refused', async () => {
    const owner = await registerOrganiserAgent(app, 'Dona Recebedora');
    expect((await connect(owner, mercadoPagoBody())).statusCode).toBe(200);
    const { eventId, ticketId } = await paidEventOf(owner);
    const created = await postRegistration(app, eventId, pixBody([participant(ticketId, 3)]));
    expect(created.statusCode, created.body).toBe(201);
    const publicId = created.json().data.order_payment_id as string;
    const [payment] = await ctx.db.select().from(orderPayments).where(eq(orderPayments.publicId, publicId));
    expect(payment).toMatchObject({ gateway: 'mercadopago', receivingAccountId: expect.any(Number) });
    const simulated = mp.payments.get(Number(payment?.gatewayReference));
    expect(simulated?.seller_access_token).toBe(ORGANISER.accessToken);
    const accountRow = (
      await ctx.db
        .select()
        .from(receivingAccounts)
        .where(eq(receivingAccounts.id, payment?.receivingAccountId ?? 0))
    )[0];
    expect(simulated?.notification_url).toBe(
      `${baseUrl}/api/webhooks/mercadopago?conta=${accountRow?.publicId}`,
    );

    // Signed with the platform's secret instead of the organisation's: refused, nothing changes.
    const dataId = String(payment?.gatewayReference);
    const requestId = crypto.randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const forged = await fetch(
      `${baseUrl}/api/webhooks/mercadopago?conta=${accountRow?.publicId}&data.id=${dataId}&type=payment`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-request-id': requestId,
          'x-signature': signMercadoPagoNotification(PLATFORM.webhookSecret, dataId, requestId, ts),
        },
        body: JSON.stringify({ type: 'payment', data: { id: dataId } }),
      },
    );
    expect(forged.status).toBe(401);
    const unknownAccount = await fetch(
      `${baseUrl}/api/webhooks/mercadopago?conta=nao-existe&data.id=${dataId}&type=payment`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      },
    );
    expect(unknownAccount.status).toBe(404);
    const [pending] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, payment?.orderId ?? 0));
    expect(pending?.status).toBe('pending');

    // The payer pays: the simulator notifies, signed with the organisation's own secret.
    mp.approve(Number(dataId));
    await mp.webhooks.settled();
    expect(mp.webhooks.delivered.at(-1)?.status).toBe(200);
    const [paid] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, payment?.orderId ?? 0));
    expect(paid?.status).toBe('paid');
  });

  it('connects a bank’s Pix API: OAuth at the PSP, our callback registered, a PIX paid through it', async () => {
    const owner = await registerOrganiserAgent(app, 'Dona do Banco');
    const body = {
      provedor: 'pix-api',
      documento_titular: HOLDER_CNPJ,
      base_url: pix.url,
      client_id: PIX_CLIENT.clientId,
      client_secret: PIX_CLIENT.clientSecret,
      certificado: TEST_PSP_CERTIFICATE,
      chave_privada: TEST_PSP_PRIVATE_KEY,
      chave_pix: 'financeiro@organizadora.com.br',
    };
    const wrong = await connect(owner, { ...body, client_secret: 'nao-e-este' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().validation_errors.client_secret[0]).toContain('A Pix API recusou estas credenciais');
    const notPem = await connect(owner, { ...body, certificado: 'qualquer coisa' });
    expect(notPem.statusCode).toBe(422);

    const saved = await connect(owner, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(PIX_CLIENT.clientSecret);
    expect(saved.body).not.toContain('PRIVATE KEY');
    const callback = pix.webhookUrls.get(body.chave_pix);
    expect(callback).toMatch(new RegExp(`^${baseUrl}/api/webhooks/pix-api/[A-Za-z0-9_-]{32}$`));

    const { eventId, ticketId } = await paidEventOf(owner);
    const created = await postRegistration(app, eventId, pixBody([participant(ticketId, 4)]));
    expect(created.statusCode, created.body).toBe(201);
    const publicId = created.json().data.order_payment_id as string;
    const [payment] = await ctx.db.select().from(orderPayments).where(eq(orderPayments.publicId, publicId));
    expect(payment?.gateway).toBe('pix-api');
    pix.pay(String(payment?.gatewayReference));
    await pix.webhooks.settled();
    expect(pix.webhooks.delivered.at(-1)?.status).toBe(200);
    const [paid] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, payment?.orderId ?? 0));
    expect(paid?.status).toBe('paid');
  });

  it('warns before publishing an event with paid tickets until the organisation has an account', async () => {
    const owner = await registerOrganiserAgent(app);
    const { eventId } = await paidEventOf(owner);
    const free = (await createTestEvent(ctx, owner.id, {}, [{ name: 'Grátis', priceCents: 0 }])).event;
    const warningOf = async (id: number) =>
      (await owner.inject({ method: 'GET', url: `/api/admin/eventos/${id}` })).json().data.aviso_recebimento;
    expect(await warningOf(eventId)).toBe(NO_RECEIVING_ACCOUNT_ORGANISER_WARNING);
    expect(await warningOf(free.id)).toBeNull();
    const list = (await owner.inject({ method: 'GET', url: '/api/admin/eventos' })).json().data;
    expect(list.find((e: { id: number }) => e.id === eventId).aviso_recebimento).toBe(
      NO_RECEIVING_ACCOUNT_ORGANISER_WARNING,
    );
    expect((await connect(owner, mercadoPagoBody())).statusCode).toBe(200);
    expect(await warningOf(eventId)).toBeNull();
  });

  it('removes the account: the organisation takes no paid orders again', async () => {
    const owner = await registerOrganiserAgent(app);
    expect((await connect(owner, mercadoPagoBody())).statusCode).toBe(200);
    const removed = await owner.inject({ method: 'DELETE', url: '/api/organizacao/recebimentos' });
    expect(removed.statusCode).toBe(200);
    const { eventId, ticketId } = await paidEventOf(owner);
    const refused = await postRegistration(app, eventId, pixBody([participant(ticketId, 5)]));
    expect(refused.statusCode).toBe(402);
  });
});
