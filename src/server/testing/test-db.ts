import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DbHandle, openPostgres } from '../db/client.ts';
import { PGLITE_EXTENSIONS, wrapPglite } from '../db/pglite-client.ts';
import { adminUrl, databaseUrl } from './pg-urls.ts';

export type TestDriver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DRIVERS: TestDriver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  handle: DbHandle;
  /** Connection string for a second pool (concurrency tests); null on PGlite. */
  url: string | null;
  dispose(): Promise<void>;
}

async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  // Two files cloning the template at the same instant can collide; a short retry resolves it.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (err) {
      if (attempt >= 20 || !String(err).includes('being accessed by other users')) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

export async function openTestDatabase(driver: TestDriver, poolSize = 10): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const blob = new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
    const client = new PGlite({ loadDataDir: blob, extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    const handle = wrapPglite(client);
    return { handle, url: null, dispose: () => handle.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplateDatabase');
  if (!url || !template) throw new Error('TEST_DATABASE_URL is not set');
  const name = `catraca_t_${inject('testRunId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await createFromTemplate(admin, name, template);
  const dbUrl = databaseUrl(url, name);
  const handle = openPostgres(dbUrl, poolSize);
  return {
    handle,
    url: dbUrl,
    async dispose() {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * An empty PostgreSQL database (no migrations), for tests of what happens to a database from
 * nothing: concurrent first migrations, restoring a backup. Dropped by dispose (and by the run's
 * teardown should a test die first).
 */
export async function createEmptyPostgresDatabase(
  label = 'empty',
): Promise<{ url: string; dispose(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `catraca_${label}_${inject('testRunId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    url: databaseUrl(url, name),
    async dispose() {
      const closer = new pg.Client({ connectionString: adminUrl(url) });
      await closer.connect();
      await closer.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await closer.end();
    },
  };
}
