import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp, type RouteInfo } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Lifecycle } from '../lifecycle.ts';
import { signUpThroughLink } from './sign-up.ts';
import { openTestDatabase, type TestDatabase, type TestDriver } from './test-db.ts';

export interface TestEnv {
  app: FastifyInstance;
  ctx: AppContext;
  routes: RouteInfo[];
  lifecycle: Lifecycle;
  database: TestDatabase;
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'catraca-data-')),
    JOBS_ENABLED: 'false',
    // Every test buyer comes from 127.0.0.1, mostly as the same person: the abuse budgets are off
    // (0) and proven by their own tests (registration-mail-limits, unpaid-holds, coupon-attempts).
    // Counted, one shared counter row would also queue the concurrency tests' buyers.
    REGISTRATION_MAX_PER_IP_PER_HOUR: '0',
    REGISTRATION_MAX_PER_EMAIL_PER_HOUR: '0',
    // Off (0): every test buyer is one person at one address, and the bound's locks would queue
    // the concurrency tests' buyers behind each other.
    UNPAID_PLACES_MAX_PER_BUYER: '0',
    UNPAID_PLACES_MAX_PER_IP: '0',
    COUPON_CHECK_MAX_PER_IP_PER_MINUTE: '1000000',
    COUPON_MISSES_MAX_PER_EVENT_PER_HOUR: '0',
    // Never the real Mercado Pago from a test: a closed local port refuses at once (the Recebimentos
    // check of a fuzzed body); tests of the adapter point it at the simulator.
    MERCADOPAGO_API_BASE_URL: 'http://127.0.0.1:9',
    // About a thousand organisers sign up across the suites: scrypt at 2^10 instead of 2^15 (the
    // production floor, config.ts), the same function at a cheaper cost. A production config keeps
    // the production cost.
    ...(overrides.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: '10' }),
    ...overrides,
  });
}

/** An app on its own copy of the migrated database for one describe block. */
export function useTestApp(
  driver: TestDriver,
  options: {
    config?: Record<string, string>;
    serveWeb?: boolean;
    logStream?: DestinationStream;
    extraOrganiserRoutes?: BuildAppOptions['extraOrganiserRoutes'];
  } = {},
): () => TestEnv {
  let env: TestEnv | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase(driver);
    const { app, ctx, routes, lifecycle } = await buildApp(testConfig(options.config), {
      dbHandle: database.handle,
      serveWeb: options.serveWeb ?? false,
      recordRouteInputs: true,
      logStream: options.logStream,
      extraOrganiserRoutes: options.extraOrganiserRoutes,
    });
    await app.ready();
    env = { app, ctx, routes, lifecycle, database };
  });
  afterAll(async () => {
    await env?.app.close();
    await env?.database.dispose();
  });
  return () => {
    if (!env) throw new Error('test app not ready');
    return env;
  };
}

/** A logged-in organiser's cookie and CSRF token, for inject() calls. */
export interface OrganiserAgent {
  id: number;
  email: string;
  cookie: string;
  csrfToken: string;
  inject(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse>;
}

let organiserCounter = 0;

/** Signs up, follows the e-mailed link and returns the signed-in organiser. */
/** An event's owner ("Dona") and a stranger to it ("Intrusa"): the pair every ownership test needs. */
export async function registerOwnerAndIntruder(
  app: FastifyInstance,
): Promise<{ owner: OrganiserAgent; intruder: OrganiserAgent }> {
  const owner = await registerOrganiserAgent(app, 'Dona');
  const intruder = await registerOrganiserAgent(app, 'Intrusa');
  return { owner, intruder };
}

export async function registerOrganiserAgent(
  app: FastifyInstance,
  name = 'Organizadora Teste',
): Promise<OrganiserAgent> {
  organiserCounter += 1;
  const email = `org${organiserCounter}-${Date.now()}@teste.com.br`;
  // Each organiser signs up from an address of their own, as people do: a file that creates many
  // organisers must not run into the per-address sign-up limit meant for one abuser.
  const remoteAddress = `10.77.${Math.floor(organiserCounter / 250) % 250}.${(organiserCounter % 250) + 1}`;
  const confirmed = await signUpThroughLink(
    app,
    { name, email, password: 'senha-muito-segura' },
    remoteAddress,
  );
  return agentFromSignIn(app, confirmed, email);
}

/** The agent of a response that signed someone in (its session cookie and CSRF token). */
export function agentFromSignIn(
  app: FastifyInstance,
  signedIn: { cookies: { name: string; value: string }[]; json: () => unknown },
  email: string,
): OrganiserAgent {
  const setCookie = signedIn.cookies.find((c) => c.name === 'catraca_session');
  if (!setCookie) throw new Error('no session cookie');
  const body = signedIn.json() as { data: { user: { id: number }; csrfToken: string } };
  const cookie = `catraca_session=${setCookie.value}`;
  const csrfToken = body.data.csrfToken;
  return {
    id: body.data.user.id,
    email,
    cookie,
    csrfToken,
    inject: ({ csrf = true, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { ...(headers ?? {}), cookie, ...(csrf ? { 'x-csrf-token': csrfToken } : {}) },
      } as InjectOptions),
  };
}
