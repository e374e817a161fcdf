// Runs a raw statement as a named (prepared) statement on PostgreSQL. The order write is a large
// statement whose parse and plan cost more than executing it (measured 2.6 ms unnamed vs 1.05 ms
// prepared, docs/performance.md); node-postgres prepares a named statement once per connection.
// PGlite and open transactions fall back to a plain execute.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Tx } from '../db/client.ts';

const dialect = new PgDialect();

/** Named by a hash of its text, so a statement of another shape can never reuse the name. */
export async function executePrepared<Row>(db: Pick<Tx, 'execute'>, query: SQL): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = `catraca_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    const result = await client.query({ name, text, values: params as unknown[] });
    return result.rows as Row[];
  }
  // Both drivers (node-postgres, PGlite) answer raw SQL with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
