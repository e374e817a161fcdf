// The migration that added orders.code computes, in SQL, the code the writer computes in
// TypeScript (domain/order-code.ts): for every kind of hash the product has written, both agree.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderCode } from '../../domain/order-code.ts';
import { MIGRATIONS_FOLDER } from '../db/client.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

const MIGRATION = readFileSync(join(MIGRATIONS_FOLDER, '0019_order-lifecycle.sql'), 'utf8');
const FUNCTIONS = MIGRATION.split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => statement.includes('CREATE FUNCTION catraca_tmp_'))
  .map((statement) => statement.replace(/^(--.*\n)+/, ''));

describe.each(TEST_DRIVERS)('orders.code backfill (%s)', (driver) => {
  const env = useTestApp(driver);

  it('gives every hash the code the writer prints', async () => {
    const { ctx } = env();
    expect(FUNCTIONS).toHaveLength(2);
    for (const statement of FUNCTIONS) await ctx.db.execute(sql.raw(statement));
    const hashes = [
      ...Array.from({ length: 40 }, () => randomBytes(24).toString('base64url')),
      ...Array.from({ length: 40 }, () => randomBytes(16).toString('hex')),
      `seed-${randomUUID()}`,
    ];
    const list = await queryRows(
      ctx.db,
      z.object({ hash: col.text(), code: col.text() }),
      sql`SELECT h AS hash, catraca_tmp_order_code(h) AS code FROM unnest(${`{${hashes.join(',')}}`}::text[]) AS h`,
    );
    expect(list).toHaveLength(hashes.length);
    for (const row of list) expect(row.code).toBe(orderCode(row.hash));
    await ctx.db.execute(sql`DROP FUNCTION catraca_tmp_order_code(text)`);
    await ctx.db.execute(sql`DROP FUNCTION catraca_tmp_fnv1a(text, bigint)`);
  });
});
