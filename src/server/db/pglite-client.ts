// The embedded database (PGlite, PostgreSQL compiled to WebAssembly): the default when no
// DATABASE_URL is set, and the test suite's always-on driver. Its own module so a process on
// PostgreSQL never loads it (client.ts imports it on demand).
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Db, type DbHandle, MIGRATIONS_FOLDER } from './client.ts';
import { lockPgliteDir } from './pglite-lock.ts';
import * as schema from './schema.ts';

export function wrapPglite(client: PGlite, onClose: () => void = () => undefined): DbHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async executeSql(text, values) {
      // PGlite's extended protocol takes one statement; parameterless batches go through exec.
      if (!values || values.length === 0) {
        // The rows of every statement, not just the last: pg-boss 12 reads a RETURNING placed
        // before a trailing COMMIT, as node-postgres gives it for a multi-statement query.
        try {
          const results = await client.exec(text);
          const last = results[results.length - 1];
          return {
            rows: results.flatMap((r) => r.rows ?? []) as Record<string, unknown>[],
            rowCount: last?.affectedRows,
          };
        } catch (error) {
          // A failed statement inside a batch's BEGIN … COMMIT would leave the one connection the
          // whole app shares in an aborted transaction; a pool would have discarded it.
          await client.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }
      const result = await client.query(text, values);
      return { rows: result.rows as Record<string, unknown>[], rowCount: result.affectedRows };
    },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      await client.close();
      onClose();
    },
  };
}

/**
 * Extensions every PGlite must load: the migrations create them, and a database that has them
 * cannot even be opened without (pg_trgm backs the dashboard's list search).
 */
export const PGLITE_EXTENSIONS = { pg_trgm } satisfies PGliteOptions['extensions'];

export async function openPglite(dataDir: string | undefined): Promise<DbHandle> {
  if (!dataDir) {
    const memory = new PGlite({ extensions: PGLITE_EXTENSIONS });
    await memory.waitReady;
    return wrapPglite(memory);
  }
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockPgliteDir(dataDir);
  try {
    const client = new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS });
    await client.waitReady;
    return wrapPglite(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}
