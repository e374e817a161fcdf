// Issue 17 item 5 (ADR 0242): a development server started as the README says cannot be taken over
// from another machine. The dev outbox (password-reset links) and the sandbox's "payment confirmed"
// answer only a person at the machine; development listens on loopback unless told otherwise; and a
// server reachable from the network refuses to start with the public development secret unless a
// person opts in. The takeover is tried as a newcomer would: from another address, then against a
// real `catraca serve` reached through this machine's network address.
import { networkInterfaces } from 'node:os';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema.ts';
import { participant, pixBody, postRegistration } from '../orders/registration-test-kit.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { migratedDataDir, runCli, startServerProcess } from '../testing/server-process.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { isLoopbackAddress, isLoopbackHost } from './local-only.ts';

const STRANGER = '203.0.113.50';
/** A development server migrates its own PGlite at boot: slow when the machine is busy. */
const BOOT_MS = 120_000;

/** This machine's first non-loopback IPv4 address, if it has one. */
function networkAddress(): string | null {
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return null;
}

describe('loopback addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.5.6.7', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.0.2.2', false],
    ['::ffff:192.0.2.2', false],
    ['0.0.0.0', false],
    ['::', false],
    ['fd00::2', false],
    ['', false],
  ])('%s is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.0.2.2', false],
    ['catraca.local', false],
  ])('HOST=%s reaches this machine only: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe.each(TEST_DRIVERS)('development tools from another address (%s)', (driver) => {
  const env = useTestApp(driver, { config: { NODE_ENV: 'development' } });

  it('answers the dev outbox only to this machine: 404 to another address or through a proxy', async () => {
    const { app } = env();
    const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

    const stranger = await outbox(STRANGER);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ error_type: 'not_found', error_code: 404 });
    expect(stranger.body).not.toContain('"data"');
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': STRANGER })).statusCode).toBe(404);
    expect((await outbox('::ffff:127.0.0.1', { forwarded: `for=${STRANGER}` })).statusCode).toBe(404);
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    expect((await outbox('::1')).statusCode).toBe(200);

    const html = await app.inject({ method: 'GET', url: '/api/dev/outbox/1/html', remoteAddress: STRANGER });
    expect(html.statusCode).toBe(404);
  });

  it("does not let another address confirm a buyer's PIX through the sandbox", async () => {
    const { app, ctx } = env();
    const organiser = await createTestOrganiser(ctx);
    const { event, ticketTypes } = await createTestEvent(ctx, organiser.id, {}, [{ priceCents: 5000 }]);
    const created = await postRegistration(
      app,
      event.id,
      pixBody([participant(ticketTypes[0]?.id as number)]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { order_hash } = created.json().data;
    const confirm = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/sandbox/pix/confirmar',
        payload: { order_hash },
        remoteAddress,
      });

    expect((await confirm(STRANGER)).statusCode).toBe(404);
    const candidate = await app.inject({
      method: 'POST',
      url: '/api/sandbox/pix/confirmar-pagamento',
      payload: { order_payment_id: 'x'.repeat(24) },
      remoteAddress: STRANGER,
    });
    expect(candidate.statusCode).toBe(404);
    const [pending] = await ctx.db.select().from(orders).where(eq(orders.hash, order_hash));
    expect(pending?.status).toBe('pending');

    const local = await confirm('127.0.0.1');
    expect(local.statusCode, local.body).toBe(200);
    const [paid] = await ctx.db.select().from(orders).where(eq(orders.hash, order_hash));
    expect(paid?.status).not.toBe('pending');
  });
});

describe('a real development server and the network', () => {
  const address = networkAddress();
  const development = { NODE_ENV: 'development', JOBS_ENABLED: 'false', APP_SECRET: '' };

  it('listens on loopback by default: this machine reaches it, its network address does not', async () => {
    const server = await startServerProcess({ ...development, HOST: '' }, ['serve'], BOOT_MS);
    try {
      expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
      if (address) {
        await expect(fetch(`http://${address}:${server.port}/healthz`)).rejects.toThrow();
      }
    } finally {
      await server.stop('SIGTERM');
    }
  }, 150_000);

  it('refuses to start on a network address with the public development secret', async () => {
    const run = await runCli(['serve'], { ...development, HOST: '0.0.0.0' });
    expect(run.code).toBe(1);
    expect(run.output).toContain(
      'HOST=0.0.0.0: o servidor ficaria acessível por outras máquinas sem APP_SECRET',
    );
    expect(run.output).toContain('ALLOW_DEVELOPMENT_SECRET_ON_NETWORK=true');
    expect(run.output).not.toContain('Catraca em http');
  }, 150_000);

  it.runIf(address !== null)(
    'opted in on the network, still shows the dev outbox and confirms PIX only at the machine',
    async () => {
      const server = await startServerProcess(
        {
          ...development,
          HOST: '0.0.0.0',
          ALLOW_DEVELOPMENT_SECRET_ON_NETWORK: 'true',
          // The first test starts on an empty DATA_DIR (initdb and migrations, as `npm start` does
          // the first time); this one starts on an already migrated one.
          DATA_DIR: migratedDataDir(),
        },
        ['serve'],
        BOOT_MS,
      );
      try {
        // Through the machine's network address the connection comes from that address, not loopback.
        const remote = await fetch(`http://${address}:${server.port}/api/dev/outbox`);
        expect(remote.status).toBe(404);
        expect(await remote.json()).toMatchObject({ error_type: 'not_found' });
        const confirm = await fetch(`http://${address}:${server.port}/api/sandbox/pix/confirmar`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ order_hash: 'x'.repeat(32) }),
        });
        expect(confirm.status).toBe(404);
        expect((await fetch(`http://127.0.0.1:${server.port}/api/dev/outbox`)).status).toBe(200);
      } finally {
        await server.stop('SIGTERM');
      }
    },
    150_000,
  );
});
