// Raw SQL where the query builder cannot say it (CTEs, guarded UPDATEs, keyset pages, FOR UPDATE
// orders). Both drivers (node-postgres, PGlite) answer with { rows }.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

export type Executor = Pick<Db, 'execute'>;

export async function queryRows(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}
