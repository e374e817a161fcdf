// The organisations migration (drizzle/0018_organisations.sql) on a database that already has
// organisers and events: every organiser gets an organisation named after them, owning exactly
// their events, with them as its proprietario member; an organiser without events gets one too.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../db/client.ts';
import { PGLITE_EXTENSIONS, wrapPglite } from '../db/pglite-client.ts';

const TAG = '0018_organisations';

/** The migrations folder as it stood before this one. */
function foldersBefore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'catraca-before-orgs-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === TAG);
  expect(at, `${TAG} in the journal`).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

describe('organisations migration (pglite)', () => {
  const before = foldersBefore();
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('gives every existing organiser an organisation owning their events', async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const handle = wrapPglite(client);
    try {
      await migrate(handle.db as never, { migrationsFolder: before });
      const sql = (text: string) => handle.executeSql(text).then((r) => r.rows);
      await sql(`INSERT INTO organisers (email, name, password_hash) VALUES
        ('ana@teste.com.br', 'Ana Eventos', 'x'), ('bia@teste.com.br', 'Bia', 'x'), ('caio@teste.com.br', 'Caio', 'x')`);
      const event = (slug: string, email: string) =>
        `INSERT INTO events (organiser_id, slug, name, starts_at, ends_at, capacity)
         SELECT id, '${slug}', '${slug}', now(), now() + interval '1 day', 10 FROM organisers WHERE email = '${email}'`;
      await sql(event('ana-1', 'ana@teste.com.br'));
      await sql(event('ana-2', 'ana@teste.com.br'));
      await sql(event('bia-1', 'bia@teste.com.br'));

      await handle.migrate();

      const rows = await sql(`
        SELECT o.email, g.name AS organisation, m.role,
               array(SELECT e.slug FROM events e WHERE e.organisation_id = g.id ORDER BY e.slug) AS events
        FROM organisers o
        JOIN organisations g ON g.owner_id = o.id
        JOIN organisation_members m ON m.organisation_id = g.id AND m.organiser_id = o.id
        ORDER BY o.email`);
      expect(rows).toEqual([
        {
          email: 'ana@teste.com.br',
          organisation: 'Ana Eventos',
          role: 'proprietario',
          events: ['ana-1', 'ana-2'],
        },
        { email: 'bia@teste.com.br', organisation: 'Bia', role: 'proprietario', events: ['bia-1'] },
        { email: 'caio@teste.com.br', organisation: 'Caio', role: 'proprietario', events: [] },
      ]);
      const orphans = await sql('SELECT count(*)::int AS n FROM events WHERE organisation_id IS NULL');
      expect(orphans).toEqual([{ n: 0 }]);
    } finally {
      await handle.close();
    }
  });
});
