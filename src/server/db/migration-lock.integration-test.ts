// Nodes started together all migrate first: two real `catraca migrate` processes on one empty
// PostgreSQL must both succeed and apply each migration once (ADR 0331). The test holds the lock
// itself until both processes are waiting for it, so they truly start their migrations together.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliRun, runCli } from '../testing/server-process.ts';
import { createEmptyPostgresDatabase, TEST_DRIVERS } from '../testing/test-db.ts';
import { MIGRATION_LOCK_KEY } from './migration-lock.ts';
import { latestShippedMigration } from './migration-status.ts';

describe.runIf(TEST_DRIVERS.includes('postgres'))('migrations on several nodes at once (postgres)', () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase('migrate');
  });
  afterAll(async () => database?.dispose());

  it('two processes migrating one empty database at once both succeed, and each migration runs once', async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    const outputs: string[] = ['', ''];
    const runs: Promise<CliRun>[] = [0, 1].map((i) =>
      runCli(['migrate'], { DATABASE_URL: database.url }).then((result) => {
        outputs[i] = result.output;
        return result;
      }),
    );
    // Both wait on the lock (they say so), then start together once it is free.
    const waiting = async () => {
      const { rows } = await holder.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
      );
      return rows[0]?.n ?? 0;
    };
    let blocked = 0;
    for (let i = 0; i < 600 && blocked < 2; i++) {
      blocked = await waiting();
      if (blocked < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(blocked).toBe(2);
    await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);

    const results = await Promise.all(runs);
    for (const result of results) expect(result.code, result.output).toBe(0);
    expect(outputs.every((output) => output.includes('aguardando'))).toBe(true);
    const { rows } = await holder.query<{ n: number; last: string }>(
      'SELECT count(*)::int AS n, max(created_at)::text AS last FROM drizzle.__drizzle_migrations',
    );
    const applied = await holder.query<{ n: number }>(
      'SELECT count(DISTINCT hash)::int AS n FROM drizzle.__drizzle_migrations',
    );
    expect(rows[0]?.n).toBe(applied.rows[0]?.n);
    expect(Number(rows[0]?.last)).toBe(latestShippedMigration());
    await holder.end();
  }, 120_000);
});
