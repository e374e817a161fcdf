import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppContext } from '../context.ts';
import { orderPayments, orders } from '../db/schema.ts';
import {
  type MercadoPagoSimulator,
  startMercadoPagoSimulator,
} from '../payments/simulators/mercadopago-simulator.ts';
import { type PixApiSimulator, startPixApiSimulator } from '../payments/simulators/pix-api-simulator.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { freePort } from '../testing/local-network.ts';
import { testConfig } from '../testing/test-app.ts';
import { openTestDatabase, type TestDatabase, type TestDriver } from '../testing/test-db.ts';

export const MP_CREDENTIALS = {
  accessToken: 'TEST-0000000000000000-000000-simulator-access-token',
  publicKey: 'TEST-simulator-public-key-0000',
  webhookSecret: 'simulator-webhook-secret-0123456789',
};
export const PIX_API_CREDENTIALS = {
  clientId: 'catraca-client',
  clientSecret: 'catraca-secret-0123456789',
  pixKey: 'recebimentos@organizadora.com.br',
  webhookToken: 'webhook-token-0123456789abcdef',
};

export interface GatewayEnv {
  app: FastifyInstance;
  ctx: AppContext;
  baseUrl: string;
  database: TestDatabase;
  mp: MercadoPagoSimulator;
  pix: PixApiSimulator;
  organiserId: number;
}

/** Both simulators, and an app using `gateway` (the simulator's base URL in its config). */
export function useGatewayApp(driver: TestDriver, gateway: 'mercadopago' | 'pix-api'): () => GatewayEnv {
  let env: GatewayEnv | undefined;
  beforeAll(async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const mp = await startMercadoPagoSimulator({ ...MP_CREDENTIALS });
    const pix = await startPixApiSimulator({ ...PIX_API_CREDENTIALS });
    const database = await openTestDatabase(driver);
    const config = testConfig({
      PUBLIC_URL: baseUrl,
      PAYMENT_GATEWAY: gateway,
      MERCADOPAGO_ACCESS_TOKEN: MP_CREDENTIALS.accessToken,
      MERCADOPAGO_PUBLIC_KEY: MP_CREDENTIALS.publicKey,
      MERCADOPAGO_WEBHOOK_SECRET: MP_CREDENTIALS.webhookSecret,
      MERCADOPAGO_API_BASE_URL: mp.url,
      MERCADOPAGO_SDK_URL: `${mp.url}/js/v2`,
      PIX_API_BASE_URL: pix.url,
      PIX_API_CLIENT_ID: PIX_API_CREDENTIALS.clientId,
      PIX_API_CLIENT_SECRET: PIX_API_CREDENTIALS.clientSecret,
      PIX_API_PIX_KEY: PIX_API_CREDENTIALS.pixKey,
      PIX_API_WEBHOOK_TOKEN: PIX_API_CREDENTIALS.webhookToken,
      // The timeout tests wait it out: 2 s instead of production's 15.
      GATEWAY_TIMEOUT_SECONDS: '2',
    });
    const { app, ctx } = await buildApp(config, { dbHandle: database.handle, serveWeb: false });
    await app.listen({ port, host: '127.0.0.1' });
    const organiserId = (await createTestOrganiser(ctx)).id;
    env = { app, ctx, baseUrl, database, mp, pix, organiserId };
  });
  afterAll(async () => {
    await env?.app.close();
    await env?.mp.close();
    await env?.pix.close();
    await env?.database.dispose();
  });
  return () => {
    if (!env) throw new Error('gateway app not ready');
    return env;
  };
}

/** A paid event with one ticket type (R$ 80,00 by default). */
export async function paidEvent(env: GatewayEnv, priceCents = 8000, capacity = 100) {
  const { event, ticketTypes } = await createTestEvent(env.ctx, env.organiserId, { capacity }, [
    { name: 'Inteira', priceCents, allowCard: true },
  ]);
  return { eventId: event.id, ticketId: ticketTypes[0]?.id as number };
}

export async function paymentRow(ctx: AppContext, publicId: string) {
  const [row] = await ctx.db
    .select({ payment: orderPayments, order: orders })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(eq(orderPayments.publicId, publicId));
  if (!row) throw new Error(`no payment ${publicId}`);
  return row;
}
