// The per-address limits hold across app nodes (ADR 0240): two app nodes, each with its own
// connection pool, listening on its own port, on one PostgreSQL behind a round-robin balancer allow
// one client the budget once between them. The canary runs the same two nodes with the per-process
// store and sees them allow it twice, so the test would catch a limiter that went back to counting
// in memory. The nodes are two app instances in this process: what they could share is only the
// database, as between two processes (the in-memory store belongs to each instance), and
// two-nodes.integration-test.ts runs real `catraca serve` processes side by side.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openPostgres } from './db/client.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './testing/round-robin-proxy.ts';
import { testConfig, useTestApp } from './testing/test-app.ts';
import { TEST_DRIVERS } from './testing/test-db.ts';

const BUDGET = 8;

/** Statuses of `n` payment-status lookups (a per-address limited public route) sent through `base`. */
async function lookups(base: string, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${base}/api/check-order-payment-status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_payment_id: `nao-existe-${i}` }),
    });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

describe.runIf(TEST_DRIVERS.includes('postgres'))(
  'per-address limits across two app nodes (postgres)',
  () => {
    const env = useTestApp('postgres');
    let nodes: { app: FastifyInstance; url: string }[] = [];
    let proxy: RoundRobinProxy | undefined;

    async function startNode(store: 'database' | 'memory') {
      const handle = openPostgres(env().database.url ?? '', 3);
      const { app } = await buildApp(
        testConfig({ PUBLIC_LOOKUP_MAX_PER_IP_PER_MINUTE: String(BUDGET), RATE_LIMIT_STORE: store }),
        { dbHandle: handle, serveWeb: false },
      );
      app.addHook('onClose', () => handle.close());
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, url };
    }

    async function startNodes(store: 'database' | 'memory'): Promise<RoundRobinProxy> {
      nodes = await Promise.all([startNode(store), startNode(store)]);
      proxy = await startRoundRobinProxy(nodes.map((node) => node.url));
      return proxy;
    }

    afterEach(async () => {
      await proxy?.close();
      await Promise.all(nodes.map((node) => node.app.close()));
      nodes = [];
      proxy = undefined;
    }, 60_000);

    it('allows one client the budget once between both nodes (database store)', async () => {
      const balancer = await startNodes('database');
      const statuses = await lookups(balancer.url, BUDGET * 2 + 2);

      expect(statuses.slice(0, BUDGET).every((status) => status !== 429)).toBe(true);
      expect(statuses.filter((status) => status !== 429)).toHaveLength(BUDGET);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      for (const node of nodes) expect(balancer.forwarded.get(node.url)).toBe(BUDGET + 1);
    }, 120_000);

    it('canary: with the per-process store the two nodes together allow twice the budget', async () => {
      const balancer = await startNodes('memory');
      const statuses = await lookups(balancer.url, BUDGET * 2 + 2);

      expect(statuses.filter((status) => status !== 429)).toHaveLength(BUDGET * 2);
    }, 120_000);
  },
);
