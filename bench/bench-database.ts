// What the PostgreSQL benchmarks share: the server they run on (BENCH_DATABASE_URL, else
// DATABASE_URL), a fresh migrated database of their own dropped afterwards, and the app's config
// for a run (development, silent, no background jobs, a throwaway data directory).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type AppConfig, loadConfig } from '../src/server/config.ts';
import { type DbHandle, openPostgres } from '../src/server/db/client.ts';

export const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The bench server's address with its credentials left out, for a report's first line. */
export const BENCH_SERVER_LABEL = BENCH_SERVER_URL.replace(/\/\/[^@]*@/, '//');

export interface BenchDatabase {
  name: string;
  url: string;
  handle: DbHandle;
  /** Closes the handle and drops the database (BENCH_KEEP_DB=1 keeps it, and says so). */
  drop(): Promise<void>;
}

/** A new database `catraca_bench_<tag>_<random>` on the bench server, migrated, with a pool of `pool`. */
export async function createBenchDatabase(pool: number, tag?: string): Promise<BenchDatabase> {
  const name = `catraca_bench_${tag ? `${tag}_` : ''}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const address = new URL(BENCH_SERVER_URL);
  address.pathname = `/${name}`;
  const url = address.toString();
  const handle = openPostgres(url, pool);
  const drop = async () => {
    await handle.close();
    if (process.env.BENCH_KEEP_DB) console.log(`Kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  };
  try {
    await handle.migrate();
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, url, handle, drop };
}

/** The app's config for a benchmark run; `overrides` win. */
export function benchConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'catraca-bench-')),
    JOBS_ENABLED: 'false',
    ...overrides,
  });
}
