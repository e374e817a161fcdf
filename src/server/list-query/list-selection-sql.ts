// The server side of frozen selections (docs/decisions/0092-frozen-selection.md): the snapshot of
// "all N matching" and, at action time, the ids a selection names, or a refusal when the rows
// that match are no longer the ones the user saw.
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { filtersToParams, type ListQuery, listQuerySchema } from '../../domain/list-query.ts';
import {
  type ListSelection,
  SELECTION_CHANGED_MESSAGE,
  type SelectionSnapshot,
} from '../../domain/list-selection.ts';
import { col, type Executor, queryRows } from '../db/raw-sql.ts';
import { AppError } from '../http/app-error.ts';
import { parseInput } from '../http/validate.ts';
import { type AnyListSource, listWhere } from './list-sql.ts';

const MATCHING = z.object({ total: col.int(), ate: col.int(), impressao: col.text() });
const MATCHING_IDS = MATCHING.extend({ ids: col.json<number[]>() });

/** How many rows match, the highest id and the md5 of the ids in order (computed in SQL only). */
function matchingSql(source: AnyListSource, where: SQL, withIds = false): SQL {
  const ids = withIds
    ? sql`coalesce(array_agg(${source.id} ORDER BY ${source.id}), '{}')::int[] AS ids,`
    : sql``;
  return sql`SELECT ${ids} count(*)::int AS total,
                    coalesce(max(${source.id}), 0)::int AS ate,
                    md5(coalesce(string_agg(${source.id}::text, ',' ORDER BY ${source.id}), '')) AS impressao
             FROM ${source.from} WHERE ${where}`;
}

/** Freezes "all rows matching these filters" as the user sees them now. */
export async function snapshotSelection(
  db: Executor,
  source: AnyListSource,
  query: Pick<ListQuery, 'busca' | 'filtros'>,
): Promise<SelectionSnapshot> {
  const [row] = await queryRows(db, MATCHING, matchingSql(source, listWhere(source, query)));
  return {
    filtro: filtersToParams(source.spec, query),
    total: row?.total ?? 0,
    ate: row?.ate ?? 0,
    impressao: String(row?.impressao),
  };
}

/**
 * The ids a selection names, all inside the source's scope. Ticked ids outside it are a 404 (they
 * are another organiser's, or gone); a frozen filter whose matching rows changed is a 409 that
 * tells the user to look again, so a bulk action never reaches a row the user did not see.
 */
export async function resolveSelection(
  db: Executor,
  source: AnyListSource,
  selection: ListSelection,
  notFoundMessage: string,
): Promise<number[]> {
  if (selection.tipo === 'ids') {
    const wanted = [...new Set(selection.ids)];
    const rows = await queryRows(
      db,
      z.object({ id: col.int() }),
      // One int[] parameter, however many ids were ticked.
      sql`SELECT ${source.id} AS id FROM ${source.from}
          WHERE ${source.scope} AND ${source.id} = ANY(${`{${wanted.join(',')}}`}::int[])`,
    );
    if (rows.length !== wanted.length) throw AppError.notFound(notFoundMessage);
    return wanted.sort((a, b) => a - b);
  }

  const { snapshot, excluidos } = selection;
  const query = parseInput(listQuerySchema(source.spec), snapshot.filtro);
  const where = sql`${listWhere(source, query)} AND ${source.id} <= ${snapshot.ate}`;
  // One statement: the fingerprint and the ids come from the same view of the table.
  const [frozen] = await queryRows(db, MATCHING_IDS, matchingSql(source, where, true));
  if (frozen?.impressao !== snapshot.impressao || frozen?.total !== snapshot.total) {
    throw new AppError('conflict', SELECTION_CHANGED_MESSAGE, {
      details: { total_antes: snapshot.total, total_agora: frozen?.total ?? 0 },
    });
  }
  const excluded = new Set(excluidos);
  const ids = (frozen?.ids ?? []).map(Number).filter((id) => !excluded.has(id));
  if (ids.length === 0) throw AppError.validation({ selecao: ['Nenhum item selecionado.'] });
  return ids;
}
