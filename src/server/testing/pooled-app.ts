// The harness of the concurrency tests: the app over real PostgreSQL with a pool, because PGlite has
// one connection and nothing there is ever concurrent. One describe block opens one app (and one
// fresh database) before its tests and closes both after them.
import { afterAll, beforeAll } from 'vitest';
import { type BuiltApp, buildApp } from '../app.ts';
import { testConfig } from './test-app.ts';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from './test-db.ts';

/** The concurrency tests run only where TEST_DATABASE_URL names a PostgreSQL server. */
export const hasPostgres = TEST_DRIVERS.includes('postgres');

export interface PooledApp {
  built: BuiltApp;
  database: TestDatabase;
}

/** The app over a fresh PostgreSQL database with a pool of `pool` connections, ready for requests. */
export async function openPooledApp(pool = 20): Promise<PooledApp> {
  const database = await openTestDatabase('postgres', pool);
  const built = await buildApp(testConfig(), { dbHandle: database.handle, serveWeb: false });
  await built.app.ready();
  return { built, database };
}

/**
 * Opens `open()` before the enclosing describe block's tests, then runs `prepare` on it (a canary
 * switching a guard off), and closes the app and its database after them. Answers the open harness.
 */
export function usePooledApp<T extends PooledApp>(
  open: () => Promise<T>,
  prepare?: (harness: T) => Promise<unknown>,
): () => T {
  let harness: T | undefined;
  beforeAll(async () => {
    harness = await open();
    await prepare?.(harness);
  });
  afterAll(async () => {
    await harness?.built.app.close();
    await harness?.database.dispose();
  });
  return () => {
    if (!harness) throw new Error('the pooled app is not open (used outside its describe block?)');
    return harness;
  };
}
