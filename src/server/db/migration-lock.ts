// Several app nodes started together (a deploy, a scale-out) all run `catraca migrate` or `serve`,
// which migrates first. drizzle's migrator is not safe against itself: two processes read the same
// "last applied" row and both run the pending SQL, and the slower one fails on "already exists"
// halfway through its boot. A session-level advisory lock, held on a connection of its own (the
// pool may have a single connection, which the migrator needs), makes them take turns: the first
// applies the migrations, the others wait, then find nothing pending
// (docs/decisions/0331-migrations-under-an-advisory-lock.md).
import pg from 'pg';

/** Any constant shared by every Catraca process: "catraca migrate" as a 63-bit number. */
export const MIGRATION_LOCK_KEY = 4_201_913_020_230_331n;

export interface MigrationLockOptions {
  /** Told once when another process holds the lock and this one waits for it. */
  onWait?: () => void;
}

export async function withMigrationLock<T>(
  connectionString: string,
  run: () => Promise<T>,
  options: MigrationLockOptions = {},
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const key = MIGRATION_LOCK_KEY.toString();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      key,
    ]);
    if (!rows[0]?.locked) {
      options.onWait?.();
      await client.query('SELECT pg_advisory_lock($1)', [key]);
    }
    try {
      return await run();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    // Closing the session would release the lock too, should the unlock itself have failed.
    await client.end();
  }
}
