// pg-boss 11 rewrote its tables and ships no migration from pg-boss 10's schema (version 24): its
// migrations start at 25. The queue holds only our recurring sweeps (PIX expiry, candidate
// deadlines), which re-schedule themselves and act on the database's own state, so the old schema
// is dropped and pg-boss installs its own afresh (docs/decisions/0330-dependency-updates-on-node-24.md).
import type { DbHandle } from '../db/client.ts';

export const PG_BOSS_SCHEMA = 'pgboss';

/** The first schema version pg-boss 12 can migrate from. */
const FIRST_MIGRATABLE_VERSION = 25;

/** Any number: one node at a time decides; the others find the schema gone or current. */
const LOCK_KEY = 7_302_330;

export async function dropPreviousJobSchema(db: DbHandle): Promise<boolean> {
  const versionOf = async () => {
    const { rows } = await db.executeSql(
      `SELECT to_regclass('${PG_BOSS_SCHEMA}.version') IS NOT NULL AS installed`,
    );
    if (!rows[0]?.installed) return null;
    const result = await db.executeSql(`SELECT version FROM ${PG_BOSS_SCHEMA}.version LIMIT 1`);
    return result.rows[0] ? Number(result.rows[0].version) : null;
  };
  const found = await versionOf();
  if (found === null || found >= FIRST_MIGRATABLE_VERSION) return false;
  // A transaction-scoped lock on one statement batch, so the check and the drop are one decision
  // even when several nodes boot together.
  await db.executeSql(
    `DO $$ BEGIN
       PERFORM pg_advisory_xact_lock(${LOCK_KEY});
       IF to_regclass('${PG_BOSS_SCHEMA}.version') IS NOT NULL
          AND (SELECT version FROM ${PG_BOSS_SCHEMA}.version LIMIT 1) < ${FIRST_MIGRATABLE_VERSION} THEN
         DROP SCHEMA ${PG_BOSS_SCHEMA} CASCADE;
       END IF;
     END $$`,
  );
  return true;
}
