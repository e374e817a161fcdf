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

/**
 * PGlite instances kept for reuse within one test worker (files share a worker's modules,
 * vitest.config.ts). Starting one from the migrated snapshot costs 1.2-2 CPU-seconds (a 43 MB data
 * directory unpacked into memory and PostgreSQL started on it), and about a hundred describe blocks
 * each ask for one: a returned instance is emptied instead (every table truncated, identities
 * restarted, the session discarded, a checkpoint so its WAL does not pile up) and given to the next
 * block, but only when its schema, roles, settings and migration rows are exactly the snapshot's,
 * so a block that migrated, added an object or changed a setting has its instance closed instead.
 */
const idlePglites: PGlite[] = [];
const MAX_IDLE_PGLITES = 2;
let pristine: Promise<string> | undefined;
let snapshotBytes: Uint8Array<ArrayBuffer> | undefined;
let pgliteStarts = 0;

/** How many PGlite instances this worker has started from the snapshot (the reuse test reads it). */
export const pgliteStartCount = () => pgliteStarts;

/** Everything a test could change besides table rows (and the sequences a reset restarts), as one string to compare. */
const FINGERPRINT_SQL = `
  WITH parts(part) AS (
    SELECT 'class ' || n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || c.relnatts || ':' || c.relpersistence::text
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
    UNION ALL
    SELECT 'column ' || a.attrelid::regclass::text || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
           || ':' || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT 'constraint ' || conrelid::regclass::text || '.' || conname || ':' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    UNION ALL
    SELECT 'function ' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
    UNION ALL
    SELECT 'trigger ' || tgrelid::regclass::text || '.' || tgname || ':' || tgenabled::text FROM pg_trigger
    UNION ALL
    SELECT 'schema ' || nspname FROM pg_namespace
    UNION ALL
    SELECT 'type ' || n.nspname || '.' || typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
     WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
    UNION ALL
    SELECT 'extension ' || extname || ':' || extversion FROM pg_extension
    UNION ALL
    SELECT 'role ' || rolname || ':' || rolsuper || ':' || rolcanlogin FROM pg_roles
    UNION ALL
    SELECT 'role setting ' || setdatabase || ':' || setrole || ':' || array_to_string(setconfig, ';') FROM pg_db_role_setting
    UNION ALL
    SELECT 'setting ' || name || '=' || setting FROM pg_settings WHERE source NOT IN ('default', 'override')
    UNION ALL
    SELECT 'sequence ' || schemaname || '.' || sequencename || ':' || coalesce(last_value, 0) FROM pg_sequences
    UNION ALL
    SELECT 'migration ' || hash || ':' || created_at FROM drizzle.__drizzle_migrations
  )
  SELECT md5(string_agg(part, '|' ORDER BY part)) AS fingerprint FROM parts`;

/** The user tables a reset empties: all of them but the migrations' own record. */
const USER_TABLES_SQL = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
     AND NOT (n.nspname = 'drizzle' AND c.relname = '__drizzle_migrations')`;

async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT_SQL);
  return rows[0]?.fingerprint ?? '';
}

async function takePglite(): Promise<PGlite> {
  const idle = idlePglites.pop();
  if (idle) return idle;
  snapshotBytes ??= new Uint8Array(readFileSync(inject('pgliteSnapshotPath')));
  pgliteStarts += 1;
  const client = new PGlite({ loadDataDir: new Blob([snapshotBytes]), extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  pristine ??= fingerprint(client);
  await pristine;
  return client;
}

/**
 * The instance as one block sees it: once the block gives it back, every call through this view
 * fails as on a closed database, so work a block left running (a fire-and-forget write after its
 * app closed) cannot land in the next block's data. Calls run on the instance itself (`this` is the
 * PGlite, whose private fields a proxy could not reach).
 */
function leasePglite(client: PGlite): { client: PGlite; end(): void } {
  let ended = false;
  const view = new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (ended) return Promise.reject(new Error('PGlite is closed (this test database was given back)'));
        return value.apply(target, args);
      };
    },
  });
  return {
    client: view,
    end: () => {
      ended = true;
    },
  };
}

/** Empties a returned instance for the next block, or closes it if anything else changed. */
async function givePgliteBack(client: PGlite): Promise<void> {
  if (client.closed) return;
  try {
    if (idlePglites.length >= MAX_IDLE_PGLITES) throw new Error('enough idle instances');
    await client.exec('ROLLBACK').catch(() => undefined);
    await client.exec('DISCARD ALL');
    const { rows } = await client.query<{ name: string }>(USER_TABLES_SQL);
    if (rows.length > 0) {
      await client.exec(`TRUNCATE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY CASCADE`);
    }
    await client.exec('CHECKPOINT');
    if ((await fingerprint(client)) !== (await pristine)) throw new Error('schema changed');
    idlePglites.push(client);
  } catch {
    await client.close();
  }
}

export async function openTestDatabase(driver: TestDriver, poolSize = 10): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const client = await takePglite();
    const lease = leasePglite(client);
    const handle = wrapPglite(lease.client);
    return {
      handle,
      url: null,
      dispose: async () => {
        lease.end();
        await givePgliteBack(client);
      },
    };
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
