// GET /metrics: its own token, and numbers that move with what happens (a sale, an error, a queued
// e-mail, a due job), in Prometheus' text format.
import { describe, expect, it } from 'vitest';
import { participant, postRegistration } from '../orders/registration-test-kit.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

const TOKEN = 'token-de-metricas-0123456789';

function metricValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

describe.each(TEST_DRIVERS)('GET /metrics (%s)', (driver) => {
  const env = useTestApp(driver, { config: { METRICS_TOKEN: TOKEN } });
  const scrape = async () => {
    const res = await env().app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('answers 401 in the error shape without its token or with another', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer outro-token-qualquer-00000' },
      { authorization: TOKEN },
    ]) {
      const res = await env().app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error_type: 'unauthorized', error_code: 401 });
    }
  });

  it('counts requests by route template, orders and payments by status, and the e-mail queue', async () => {
    const { app, ctx } = env();
    const organiser = await createTestOrganiser(ctx);
    const { event, ticketTypes } = await createTestEvent(ctx, organiser.id, {}, [{ priceCents: 0 }]);
    const before = await scrape();
    const sold = await postRegistration(app, event.id, {
      participantes: [participant(ticketTypes[0]?.id as number)],
    });
    expect(sold.statusCode).toBe(201);
    await app.inject({ method: 'GET', url: '/api/eventos/99999999/inscricao' });
    const after = await scrape();

    const route =
      'catraca_http_requests_total{method="POST",route="/api/eventos/:id/inscricao",status="201"}';
    expect(metricValue(after, route) - (metricValue(before, route) || 0)).toBe(1);
    const orders = 'catraca_orders{status="free"}';
    expect(metricValue(after, orders) - metricValue(before, orders)).toBe(1);
    const payments = 'catraca_payments{status="fulfilled"}';
    expect(metricValue(after, payments) - metricValue(before, payments)).toBe(1);
    const unmatched = 'catraca_http_requests_total{method="GET",route="unmatched",status="404"}';
    expect(metricValue(after, unmatched)).toBeGreaterThanOrEqual(1);
    expect(metricValue(after, 'catraca_email_outbox{status="queued"}')).toBeGreaterThanOrEqual(1);
    expect(metricValue(after, 'catraca_email_oldest_queued_seconds')).toBeGreaterThanOrEqual(0);
    expect(after).toContain(
      'catraca_http_request_duration_seconds_bucket{le="0.005",method="POST",route="/api/eventos/:id/inscricao"}',
    );
    expect(after).toContain('process_cpu_user_seconds_total');
  });

  it('reports the lag of a job that is due and not started', async () => {
    const { ctx } = env();
    // No worker runs in this app (JOBS_ENABLED=false): a job put in the queue's table a minute ago
    // stays due, and its wait is the lag.
    await ctx.dbHandle.executeSql(
      `CREATE SCHEMA IF NOT EXISTS pgboss;
       CREATE TABLE IF NOT EXISTS pgboss.job (name text, state text, start_after timestamptz);
       INSERT INTO pgboss.job VALUES ('expire-orders', 'created', now() - interval '60 seconds')`,
    );
    const lag = metricValue(await scrape(), 'catraca_job_lag_seconds{queue="expire-orders"}');
    expect(lag).toBeGreaterThanOrEqual(59);
    await ctx.dbHandle.executeSql('DROP SCHEMA pgboss CASCADE');
  });
});
