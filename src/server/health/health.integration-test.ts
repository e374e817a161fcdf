import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

describe.each(TEST_DRIVERS)('health probes (%s)', (driver) => {
  const env = useTestApp(driver);

  it('/healthz says the process is alive without asking the database', async () => {
    const res = await env().app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is ready when the database answers and every migration is applied', async () => {
    const res = await env().app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok', driver });
  });

  it('/readyz answers 503 while a migration this build ships is missing', async () => {
    const { ctx } = env();
    const { rows } = await ctx.dbHandle.executeSql(
      'SELECT id, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
    );
    const last = rows[0] as { id: number; created_at: string };
    await ctx.dbHandle.executeSql('DELETE FROM drizzle.__drizzle_migrations WHERE id = $1', [last.id]);
    try {
      const res = await env().app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ migrations: 'pending' });
    } finally {
      await ctx.dbHandle.executeSql(
        "INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, 'restored', $2)",
        [last.id, last.created_at],
      );
    }
  });

  it('/readyz answers 503 once the node is draining, while /healthz stays alive', async () => {
    const { app } = env();
    const lifecycle = env().lifecycle;
    lifecycle.startDraining();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'shutting_down' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
