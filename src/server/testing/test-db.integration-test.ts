// The PGlite instances a test worker reuses (test-db.ts): the next describe block must find what a
// fresh copy of the snapshot holds, whatever the previous block wrote or built.
import { describe, expect, it } from 'vitest';
import { openTestDatabase, pgliteStartCount } from './test-db.ts';

describe('a PGlite given back for reuse (pglite)', () => {
  it('is reused by the next block with no rows, ids restarted and the session reset', async () => {
    const first = await openTestDatabase('pglite');
    await first.handle.executeSql(
      "INSERT INTO organisers (name, email, password_hash) VALUES ('Ana', 'ana@teste.com.br', 'x'), ('Bia', 'bia@teste.com.br', 'x')",
    );
    await first.handle.executeSql("SET TIME ZONE 'Asia/Tokyo'");
    await first.handle.executeSql('BEGIN');
    await first.dispose();
    const starts = pgliteStartCount();

    const next = await openTestDatabase('pglite');
    try {
      expect(pgliteStartCount(), 'a new instance was started instead').toBe(starts);
      const { rows } = await next.handle.executeSql('SELECT count(*)::int AS n FROM organisers');
      expect(rows[0]?.n).toBe(0);
      const inserted = await next.handle.executeSql(
        "INSERT INTO organisers (name, email, password_hash) VALUES ('Cris', 'cris@teste.com.br', 'x') RETURNING id",
      );
      expect(inserted.rows[0]?.id).toBe(1);
      const zone = await next.handle.executeSql('SHOW TIME ZONE');
      expect(zone.rows[0]?.TimeZone).not.toBe('Asia/Tokyo');
      const migrations = await next.handle.executeSql(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      expect(migrations.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await next.dispose();
    }
  });

  it('is closed instead when its schema changed: the next block never sees the change', async () => {
    const first = await openTestDatabase('pglite');
    await first.handle.executeSql('CREATE TABLE left_behind (id int)');
    await first.handle.executeSql('ALTER TABLE organisers ADD COLUMN nickname text');
    await first.dispose();

    const next = await openTestDatabase('pglite');
    try {
      const { rows } = await next.handle.executeSql(
        "SELECT to_regclass('public.left_behind') AS t, (SELECT count(*)::int FROM information_schema.columns WHERE table_name = 'organisers' AND column_name = 'nickname') AS c",
      );
      expect(rows[0]).toEqual({ t: null, c: 0 });
    } finally {
      await next.dispose();
    }
  });

  it("refuses the previous block's late queries instead of writing them into the next block", async () => {
    const first = await openTestDatabase('pglite');
    await first.dispose();
    const next = await openTestDatabase('pglite');
    try {
      await expect(
        first.handle.executeSql(
          "INSERT INTO organisers (name, email, password_hash) VALUES ('Tarde', 'tarde@teste.com.br', 'x')",
        ),
      ).rejects.toThrow(/closed/);
      const { rows } = await next.handle.executeSql('SELECT count(*)::int AS n FROM organisers');
      expect(rows[0]?.n).toBe(0);
    } finally {
      await next.dispose();
    }
  });
});
