// Which database a process opens; its own module so client.ts and the PGlite driver, which
// imports client.ts's types, do not import each other.
import { type DbHandle, openPostgres } from './client.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export async function openDatabase(cfg: {
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE?: number;
  DATA_DIR: string;
}): Promise<DbHandle> {
  if (cfg.DATABASE_URL) return openPostgres(cfg.DATABASE_URL, cfg.DATABASE_POOL_SIZE);
  // Loaded only when used: PGlite (WebAssembly PostgreSQL) is ~30 MB of a process's memory that a
  // server on PostgreSQL never needs.
  const { openPglite } = await import('./pglite-client.ts');
  return openPglite(`${cfg.DATA_DIR}/pglite`);
}
