import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SqlResult {
  rows: Record<string, unknown>[];
  rowCount?: number | null;
}

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Raw SQL for the job queue adapter and health checks. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export function openPostgres(connectionString: string, poolSize = 10): DbHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client losing its connection (server restart, a test dropping its database) is
  // emitted on the pool; unhandled, that event would crash the process. The next query reconnects.
  pool.on('error', (err) => {
    // An idle client died (server restart, dropped database): the pool replaces it on next use;
    // without a listener Node would crash the whole process.
    process.emitWarning(`PostgreSQL idle connection error: ${err.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    executeSql: (text, values) => pool.query(text, values as unknown[]),
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): DbHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async executeSql(text, values) {
      // PGlite's extended protocol takes one statement; parameterless batches go through exec.
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows };
      }
      const result = await client.query(text, values);
      return { rows: result.rows as Record<string, unknown>[], rowCount: result.affectedRows };
    },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/**
 * Extensions every PGlite must load: the migrations create them, and a database that has them
 * cannot even be opened without (pg_trgm backs the dashboard's list search).
 */
export const PGLITE_EXTENSIONS = { pg_trgm } satisfies PGliteOptions['extensions'];

export async function openPglite(dataDir: string | undefined): Promise<DbHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return wrapPglite(client);
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export async function openDatabase(cfg: {
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE?: number;
  DATA_DIR: string;
}): Promise<DbHandle> {
  if (cfg.DATABASE_URL) return openPostgres(cfg.DATABASE_URL, cfg.DATABASE_POOL_SIZE);
  return openPglite(`${cfg.DATA_DIR}/pglite`);
}
