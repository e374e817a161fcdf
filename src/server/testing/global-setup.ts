// Runs once per `vitest run`: migrates one PGlite and snapshots it, and (with TEST_DATABASE_URL)
// migrates one PostgreSQL template database. Every test file then starts from a copy of those,
// so no file pays for initdb or migrations, and concurrent runs never share a database.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../db/client.ts';
import { PGLITE_EXTENSIONS, wrapPglite } from '../db/pglite-client.ts';
import { adminUrl, databaseUrl } from './pg-urls.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    pgTemplateDatabase: string | null;
    testRunId: string;
  }
}

export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const dir = join(tmpdir(), `catraca-test-${runId}`);
  mkdirSync(dir, { recursive: true });

  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const handle = wrapPglite(pglite);
  await handle.migrate();
  const snapshot = await pglite.dumpDataDir('none');
  const snapshotPath = join(dir, 'pglite-snapshot.tar');
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  await pglite.close();

  let template: string | null = null;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    template = `catraca_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    await admin.end();
    const tpl = openPostgres(databaseUrl(url, template), 1);
    await tpl.migrate();
    await tpl.close();
  }

  project.provide('pgliteSnapshotPath', snapshotPath);
  project.provide('pgTemplateDatabase', template);
  project.provide('testRunId', runId);

  return async () => {
    if (!url || !template) return;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`catraca_%${runId}%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
  };
}
