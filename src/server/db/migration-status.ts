// Whether this database has every migration this build ships: the readiness probe's question, so a
// node whose code is newer than its database (a deploy whose migration failed) is never sent traffic.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DbHandle, MIGRATIONS_FOLDER } from './client.ts';

interface Journal {
  entries: { tag: string; when: number }[];
}

let latestShipped: number | null = null;

/** The `when` of the newest migration in drizzle/meta/_journal.json (drizzle's created_at). */
export function latestShippedMigration(): number {
  if (latestShipped === null) {
    const journal = JSON.parse(
      readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    latestShipped = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return latestShipped;
}

/** True when the newest applied migration is this build's newest one (or newer: a later build ran). */
export async function hasAllMigrations(db: DbHandle): Promise<boolean> {
  const { rows } = await db.executeSql(
    `SELECT CASE WHEN to_regclass('drizzle.__drizzle_migrations') IS NULL THEN NULL
            ELSE (SELECT max(created_at)::text FROM drizzle.__drizzle_migrations) END AS last`,
  );
  const last = rows[0]?.last;
  return typeof last === 'string' && Number(last) >= latestShippedMigration();
}
