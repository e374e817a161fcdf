// Prometheus metrics of one app node (ADR 0336). HTTP traffic is counted by this process (scrape
// every node); the business gauges (orders, payments, e-mail queue, job lag) are read from the
// shared database at scrape time, so every node reports the same values: aggregate them with max().
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DbHandle } from '../db/client.ts';
import { EMAIL_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '../db/schema.ts';
import { PG_BOSS_SCHEMA } from '../jobs/job-schema.ts';

type Row = Record<string, unknown>;

/** Counts by status, every known status present (0 included) so a series never vanishes. */
function byStatus(statuses: readonly string[], rows: Row[]): Map<string, number> {
  const counts = new Map(statuses.map((status) => [status, 0]));
  for (const row of rows) counts.set(String(row.status), Number(row.n));
  return counts;
}

export function createMetrics(db: DbHandle): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  new Gauge({
    name: 'catraca_orders',
    help: 'Orders by status.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const { rows } = await db.executeSql('SELECT status, count(*)::int AS n FROM orders GROUP BY status');
      for (const [status, n] of byStatus(ORDER_STATUSES, rows)) this.set({ status }, n);
    },
  });
  new Gauge({
    name: 'catraca_payments',
    help: 'Payments (order_payments) by status.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const { rows } = await db.executeSql(
        'SELECT status, count(*)::int AS n FROM order_payments GROUP BY status',
      );
      for (const [status, n] of byStatus(PAYMENT_STATUSES, rows)) this.set({ status }, n);
    },
  });
  new Gauge({
    name: 'catraca_email_outbox',
    help: 'E-mails in the outbox by status (queued + sending is the queue depth).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const { rows } = await db.executeSql(
        'SELECT status, count(*)::int AS n FROM email_outbox GROUP BY status',
      );
      for (const [status, n] of byStatus(EMAIL_STATUSES, rows)) this.set({ status }, n);
    },
  });
  new Gauge({
    name: 'catraca_email_oldest_queued_seconds',
    help: 'Age of the oldest e-mail due and not yet sent (0 when none).',
    registers: [registry],
    async collect() {
      const { rows } = await db.executeSql(
        `SELECT COALESCE(EXTRACT(EPOCH FROM now() - min(next_attempt_at)), 0)::float8 AS age
         FROM email_outbox WHERE status IN ('queued', 'sending') AND next_attempt_at <= now()`,
      );
      this.set(Math.max(0, Number(rows[0]?.age ?? 0)));
    },
  });
  new Gauge({
    name: 'catraca_job_lag_seconds',
    help: 'How long the oldest due background job (pg-boss) has waited to start, per queue.',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await db.executeSql(
        `SELECT CASE WHEN to_regclass('${PG_BOSS_SCHEMA}.job') IS NULL THEN NULL ELSE 1 END AS installed`,
      );
      if (!rows[0]?.installed) return;
      const lag = await db.executeSql(
        `SELECT name, EXTRACT(EPOCH FROM now() - min(start_after))::float8 AS lag
         FROM ${PG_BOSS_SCHEMA}.job WHERE state IN ('created', 'retry') AND start_after <= now() GROUP BY name`,
      );
      for (const row of lag.rows) this.set({ queue: String(row.name) }, Math.max(0, Number(row.lag)));
    },
  });
  return registry;
}

/** Request rate, latency and errors per route template (never the raw URL: ids would explode it). */
export function instrumentRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'catraca_http_requests_total',
    help: 'HTTP requests by method, route and status code.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'catraca_http_server_errors_total',
    help: 'HTTP 5xx answers by route.',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'catraca_http_request_duration_seconds',
    help: 'HTTP request duration by route.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: request.method, route };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    if (reply.statusCode >= 500) errors.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}
