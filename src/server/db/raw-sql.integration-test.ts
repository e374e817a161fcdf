// Raw rows are checked against the shape declared next to their SQL, on both drivers: a renamed
// alias is an error naming the column, never a row of `undefined`s (issue 18, item 5).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { COUNT_ROW, col, queryRows, RowShapeError } from './raw-sql.ts';

describe.each(TEST_DRIVERS)('typed raw SQL (%s)', (driver) => {
  const env = useTestApp(driver);

  it('reads each column kind the same way from the driver', async () => {
    const [row] = await queryRows(
      env().ctx.db,
      z.object({
        n: col.int(),
        big: col.int(),
        ratio: col.num(),
        name: col.text(),
        yes: col.bool(),
        at: col.date(),
        nothing: col.date().nullable(),
        list: col.json<number[]>(),
      }),
      sql`SELECT 3::int AS n, 9007199254740::bigint AS big, 1.5::numeric AS ratio, 'Ana' AS name,
                 true AS yes, '2026-05-10T12:00:00Z'::timestamptz AS at, NULL::timestamptz AS nothing,
                 '[1,2]'::json AS list`,
    );
    expect(row).toEqual({
      n: 3,
      big: 9007199254740,
      ratio: 1.5,
      name: 'Ana',
      yes: true,
      at: new Date('2026-05-10T12:00:00Z'),
      nothing: null,
      list: [1, 2],
    });
  });

  it('refuses a row whose alias was renamed, naming the missing column', async () => {
    const renamed = queryRows(env().ctx.db, COUNT_ROW, sql`SELECT count(*)::int AS total FROM events`);
    await expect(renamed).rejects.toBeInstanceOf(RowShapeError);
    await expect(renamed).rejects.toThrow(/n: .*the row had: total/);
  });

  it('refuses a NULL where the declaration does not allow one, and a value of the wrong kind', async () => {
    const db = env().ctx.db;
    await expect(queryRows(db, COUNT_ROW, sql`SELECT NULL::int AS n`)).rejects.toThrow(RowShapeError);
    await expect(queryRows(db, z.object({ at: col.date() }), sql`SELECT 'x' AS at`)).rejects.toThrow(
      RowShapeError,
    );
  });
});
