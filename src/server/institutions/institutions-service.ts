import { asc, eq, ilike } from 'drizzle-orm';
import { INSTITUTION_SEARCH_MIN_CHARS } from '../../domain/event-form/event-form-contract.ts';
import type { AppContext } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { institutions } from '../db/schema.ts';

export type InstitutionRow = typeof institutions.$inferSelect;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Institutions whose name contains `query` (case-insensitive); none below 2 characters. */
export async function searchInstitutions(
  ctx: AppContext,
  query: string,
  limit: number,
): Promise<InstitutionRow[]> {
  const text = query.trim();
  if (text.length < INSTITUTION_SEARCH_MIN_CHARS) return [];
  return ctx.db
    .select()
    .from(institutions)
    .where(ilike(institutions.name, `%${escapeLike(text)}%`))
    .orderBy(asc(institutions.name), asc(institutions.id))
    .limit(limit);
}

export async function findInstitution(db: Db | Tx, id: number): Promise<InstitutionRow | null> {
  const [row] = await db.select().from(institutions).where(eq(institutions.id, id)).limit(1);
  return row ?? null;
}
