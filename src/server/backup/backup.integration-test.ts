// `catraca backup FILE` then `catraca restore FILE` into a fresh database, as an operator runs them
// (real CLI processes, pg_dump/pg_restore on PostgreSQL): the restored database has the same orders
// and the same uploaded files (ADR 0334).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppContext } from '../context.ts';
import type { DbHandle } from '../db/client.ts';
import { openDatabase } from '../db/open-database.ts';
import { PGLITE_EXTENSIONS } from '../db/pglite-client.ts';
import { participant, postRegistration } from '../orders/registration-test-kit.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { runCli } from '../testing/server-process.ts';
import { testConfig, useTestApp } from '../testing/test-app.ts';
import { createEmptyPostgresDatabase, TEST_DRIVERS } from '../testing/test-db.ts';
import { backupDatabase, restoreDatabase } from './backup-service.ts';

const ORDERS_SQL = 'SELECT hash, status, total_cents, buyer_email FROM orders ORDER BY hash';

/** Three orders on two events and one stored file: what the restore must bring back. */
async function sell(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const organiser = await createTestOrganiser(ctx);
  for (const price of [0, 0]) {
    const { event, ticketTypes } = await createTestEvent(ctx, organiser.id, {}, [{ priceCents: price }]);
    for (let n = 1; n <= 2; n++) {
      const res = await postRegistration(app, event.id, {
        participantes: [participant(ticketTypes[0]?.id as number, n)],
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  }
  await ctx.storage.put('banner-backup-test', Buffer.from('conteúdo do banner'));
}

async function snapshot(handle: DbHandle) {
  const orders = (await handle.executeSql(ORDERS_SQL)).rows;
  const files = (
    await handle.executeSql(
      "SELECT encode(data, 'escape') AS data FROM file_contents WHERE storage_key = 'banner-backup-test'",
    )
  ).rows;
  return { orders, files };
}

describe.runIf(TEST_DRIVERS.includes('postgres'))('backup and restore (postgres)', () => {
  const env = useTestApp('postgres');
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('restores into a fresh database with the same orders and files, and refuses to overwrite without --substituir', async () => {
    const { app, ctx, database } = env();
    await sell(app, ctx);
    const file = join(mkdtempSync(join(tmpdir(), 'catraca-backup-')), 'catraca.dump');
    const backup = await runCli(['backup', file], { DATABASE_URL: database.url ?? '' });
    expect(backup.code, backup.output).toBe(0);

    const fresh = await createEmptyPostgresDatabase('restore');
    cleanups.push(() => fresh.dispose());
    const restore = await runCli(['restore', file], { DATABASE_URL: fresh.url });
    expect(restore.code, restore.output).toBe(0);

    const restored = await openDatabase({ DATABASE_URL: fresh.url, DATABASE_POOL_SIZE: 1, DATA_DIR: '.' });
    try {
      const original = await snapshot(ctx.dbHandle);
      expect(original.orders).toHaveLength(4);
      expect(await snapshot(restored)).toEqual(original);
    } finally {
      await restored.close();
    }
    const again = await runCli(['restore', file], { DATABASE_URL: fresh.url });
    expect(again.code).toBe(1);
    expect(again.output).toContain('--substituir');
  }, 120_000);
});

// In-process: the CLI wiring is proven above, and each extra process opening PGlite costs seconds.
describe('backup and restore (pglite)', () => {
  it('copies the embedded database consistently and restores it into another DATA_DIR', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'catraca-pglite-backup-'));
    // Start from the run's migrated snapshot written to disk (migrating a PGlite on disk is slow).
    const seed = new PGlite({
      dataDir: join(dataDir, 'pglite'),
      loadDataDir: new Blob([readFileSync(inject('pgliteSnapshotPath'))]),
      extensions: PGLITE_EXTENSIONS,
    });
    await seed.waitReady;
    await seed.close();
    const handle = await openDatabase({ DATA_DIR: dataDir });
    const { app, ctx } = await buildApp(testConfig({ DATA_DIR: dataDir }), {
      dbHandle: handle,
      serveWeb: false,
    });
    await sell(app, ctx);
    const original = await snapshot(handle);
    await app.close();
    await handle.close();

    const file = join(dataDir, 'catraca.tar.gz');
    expect(await backupDatabase({ DATA_DIR: dataDir }, file)).toBe('pglite');
    const freshDir = mkdtempSync(join(tmpdir(), 'catraca-pglite-restore-'));
    await expect(
      restoreDatabase({ DATA_DIR: freshDir, DATABASE_URL: 'postgres://x@localhost/y' }, file),
    ).rejects.toThrow(/banco embutido/);
    expect(await restoreDatabase({ DATA_DIR: freshDir }, file)).toBe('pglite');
    const restored = await openDatabase({ DATA_DIR: freshDir });
    try {
      expect(original.orders).toHaveLength(4);
      expect(await snapshot(restored)).toEqual(original);
    } finally {
      await restored.close();
    }
    await expect(restoreDatabase({ DATA_DIR: freshDir }, file)).rejects.toThrow(/--substituir/);
  }, 120_000);
});
