import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type RouteInfo } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { openTestDatabase, type TestDatabase, type TestDriver } from './test-db.ts';

export interface TestEnv {
  app: FastifyInstance;
  ctx: AppContext;
  routes: RouteInfo[];
  database: TestDatabase;
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'catraca-data-')),
    JOBS_ENABLED: 'false',
    ...overrides,
  });
}

/** An app on its own copy of the migrated database for one describe block. */
export function useTestApp(
  driver: TestDriver,
  options: { config?: Record<string, string>; serveWeb?: boolean; logStream?: DestinationStream } = {},
): () => TestEnv {
  let env: TestEnv | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase(driver);
    const { app, ctx, routes } = await buildApp(testConfig(options.config), {
      dbHandle: database.handle,
      serveWeb: options.serveWeb ?? false,
      recordRouteInputs: true,
      logStream: options.logStream,
    });
    await app.ready();
    env = { app, ctx, routes, database };
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

/** The token of the newest sign-up link e-mailed to this address (the dev outbox; queued after the reply). */
export async function signupLinkToken(app: FastifyInstance, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const messages = (res.json() as { data: { kind: string; text: string }[] }).data;
    const link = messages.find((m) => m.kind === 'signup_confirmation')?.text.match(/#token=([\w-]+)/);
    if (link?.[1]) return link[1];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no sign-up link e-mailed to ${email}`);
}

/** Signs up, follows the e-mailed link and returns the signed-in organiser. */
export async function registerOrganiserAgent(
  app: FastifyInstance,
  name = 'Organizadora Teste',
): Promise<OrganiserAgent> {
  organiserCounter += 1;
  const email = `org${organiserCounter}-${Date.now()}@teste.com.br`;
  // Each organiser signs up from an address of their own, as people do: a file that creates many
  // organisers must not run into the per-address sign-up limit meant for one abuser.
  const remoteAddress = `10.77.${Math.floor(organiserCounter / 250) % 250}.${(organiserCounter % 250) + 1}`;
  const res = await app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/auth/register',
    payload: { name, email, password: 'senha-muito-segura' },
  });
  if (res.statusCode !== 202) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const confirmed = await app.inject({
    method: 'POST',
    remoteAddress,
    url: '/api/auth/confirm-email',
    payload: { token: await signupLinkToken(app, email) },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
  const setCookie = confirmed.cookies.find((c) => c.name === 'catraca_session');
  if (!setCookie) throw new Error('no session cookie');
  const body = confirmed.json() as { data: { user: { id: number }; csrfToken: string } };
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
