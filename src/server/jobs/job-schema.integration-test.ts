// Upgrading from pg-boss 10: its schema (version 24) has no migration path in pg-boss 12, so a
// database that ran the previous release must still start its jobs, with a current queue.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { startJobs } from './jobs.ts';

describe.each(TEST_DRIVERS)('job queue schema upgrade (%s)', (driver) => {
  const env = useTestApp(driver);

  it('starts on a database left by pg-boss 10 (schema version 24) and installs the current schema', async () => {
    const { ctx } = env();
    await ctx.dbHandle.executeSql(
      `CREATE SCHEMA pgboss;
       CREATE TABLE pgboss.version (version int PRIMARY KEY, maintained_on timestamptz, cron_on timestamptz);
       INSERT INTO pgboss.version (version) VALUES (24);
       CREATE TABLE pgboss.job (id uuid PRIMARY KEY, name text NOT NULL)`,
    );
    const jobs = await startJobs(ctx, { pollingIntervalSeconds: 0.5 });
    try {
      const { rows } = await ctx.dbHandle.executeSql('SELECT version FROM pgboss.version');
      expect(Number(rows[0]?.version)).toBeGreaterThan(24);
      const run = await jobs.runJob('expire-candidate-deadlines', {});
      expect(run.state).toBe('completed');
    } finally {
      await jobs.stop();
    }
  });
});
