import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { withMigrationLock } from './migration-lock.ts';
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
    // Under an advisory lock: nodes that start together migrate one at a time (ADR 0331).
    migrate: () =>
      withMigrationLock(
        connectionString,
        () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
        {
          onWait: () => console.log('Outro processo está aplicando as migrações; aguardando…'),
        },
      ),
    close: () => pool.end(),
  };
}
