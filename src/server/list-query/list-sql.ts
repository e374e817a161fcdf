// Turns a declarative list source (tables, columns, how each filter and sort reads) plus a parsed
// ListQuery into SQL: WHERE, ORDER BY with a stable tiebreak, LIMIT/OFFSET and the COUNT. Every
// server-side list of the dashboard is one source and a call here (docs/decisions/0091).
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  brazilDayBounds,
  type DateRange,
  type FilterSpec,
  type FilterSpecs,
  type FilterValue,
  type ListQuery,
  type ListSpec,
  type NumberRange,
  type SortDirection,
} from '../../domain/list-query.ts';
import { col, type Executor, queryRows } from '../db/raw-sql.ts';

/** How one filter reads the database, by the filter's type. */
export type FilterSql<S extends FilterSpec> = S extends { type: 'boolean' }
  ? { whenTrue: SQL; whenFalse: SQL }
  : S extends { type: 'number' }
    ? /** `scale` turns the filter's unit into the column's (reais → centavos: 100). */
      { column: SQL; scale?: number }
    : { column: SQL };

/** A sort term; `nullsFirst` says where NULLs go in ascending order (reversed for descending). */
export type SortTerm = SQL | { expression: SQL; nullsFirst: boolean };

/**
 * A sort on a column with few values whose order lives elsewhere (ticket types by name): rows are
 * read bucket by bucket through an index on (scope, column, id) instead of sorting them all.
 */
export interface BucketSort {
  column: SQL;
  /** A query answering `value` for each bucket, in ascending order. */
  values: SQL;
}

export type ListSort = SortTerm[] | { buckets: BucketSort };

export interface ListSource<S extends string, F extends FilterSpecs, Row, Raw = Record<string, unknown>> {
  spec: ListSpec<S, F>;
  /** The rows' table with its alias; what COUNT scans. Filters and search may only read it. */
  from: SQL;
  /** Joins the page needs for its columns and sorts (never changes which rows match). */
  joins: SQL;
  /** The rows this caller may see at all (e.g. one event of the signed-in organiser). */
  scope: SQL;
  /** The unique tiebreak of every order, and the id that selections resolve to. */
  id: SQL;
  /** What a page shows; must include the id as `id`. */
  columns: SQL;
  /** The shape of a `columns` row, checked on every row read (db/raw-sql.ts). */
  row: z.ZodType<Raw>;
  /**
   * Conditions for an ILIKE pattern (already escaped and wrapped in %); a row matches when any
   * does. Alternatives are counted one by one (see countList), so each keeps its own cheap plan.
   */
  /** `text` is what was typed, for searches that are not substrings (an order code, a CPF). */
  search: (pattern: string, text: string) => SQL[];
  filters: { [K in keyof F]: FilterSql<F[K]> };
  sorts: Record<S, ListSort>;
  /** Joins a sort needs to read its terms when picking a page's ids (e.g. the buyer's order). */
  sortJoins: Partial<Record<S, SQL>>;
  /** The order when the user chose none. */
  naturalOrder: { terms: SortTerm[]; direction: SortDirection };
  toRow: (raw: Raw) => Row;
}

// biome-ignore lint/suspicious/noExplicitAny: a source of any list, for the helpers below
export type AnyListSource = ListSource<string, FilterSpecs, any, any>;

/** `50%_off` typed by a person is a substring, not a pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function filterCondition(spec: FilterSpec, how: unknown, value: unknown): SQL | undefined {
  switch (spec.type) {
    case 'select':
      return value === null ? undefined : sql`${(how as { column: SQL }).column} = ${value}`;
    case 'multiselect': {
      const values = value as unknown[];
      return values.length === 0 ? undefined : inArray((how as { column: SQL }).column, values);
    }
    case 'text':
      return value === null
        ? undefined
        : sql`${(how as { column: SQL }).column} ILIKE ${`%${escapeLike(String(value))}%`}`;
    case 'boolean': {
      const { whenTrue, whenFalse } = how as { whenTrue: SQL; whenFalse: SQL };
      return value === null ? undefined : value ? whenTrue : whenFalse;
    }
    case 'number': {
      const { column, scale = 1 } = how as { column: SQL; scale?: number };
      const range = value as NumberRange;
      return and(
        range.min === null ? undefined : sql`${column} >= ${Math.round(range.min * scale)}`,
        range.max === null ? undefined : sql`${column} <= ${Math.round(range.max * scale)}`,
      );
    }
    case 'date': {
      const { column } = how as { column: SQL };
      const { from, before } = brazilDayBounds(value as DateRange);
      return and(
        from === null ? undefined : sql`${column} >= ${from.toISOString()}::timestamptz`,
        before === null ? undefined : sql`${column} < ${before.toISOString()}::timestamptz`,
      );
    }
  }
}

function searchAlternatives(source: AnyListSource, busca: string | null): SQL[] {
  return busca ? source.search(`%${escapeLike(busca)}%`, busca) : [];
}

function anyOf(conditions: SQL[]): SQL {
  return sql`(${sql.join(conditions, sql` OR `)})`;
}

/** Scope, search and every active filter, ANDed. */
export function listWhere(source: AnyListSource, query: Pick<ListQuery, 'busca' | 'filtros'>): SQL {
  const conditions: (SQL | undefined)[] = [source.scope];
  const alternatives = searchAlternatives(source, query.busca);
  if (alternatives.length > 0) conditions.push(anyOf(alternatives));
  for (const [key, spec] of Object.entries(source.spec.filters)) {
    conditions.push(
      filterCondition(spec, source.filters[key], query.filtros[key] as FilterValue<FilterSpec>),
    );
  }
  return and(...conditions) as SQL;
}

function orderTerm(term: SortTerm, direction: SortDirection): SQL {
  const { expression, nullsFirst } = 'expression' in term ? term : { expression: term, nullsFirst: false };
  const nullsFirstHere = direction === 'asc' ? nullsFirst : !nullsFirst;
  return sql`${expression} ${sql.raw(direction === 'asc' ? 'ASC' : 'DESC')} ${sql.raw(nullsFirstHere ? 'NULLS FIRST' : 'NULLS LAST')}`;
}

/** ORDER BY the chosen (or natural) terms, then the id in the same direction: pages never overlap. */
export function listOrderBy(
  source: AnyListSource,
  query: Pick<ListQuery, 'ordenar' | 'direcao'>,
  reversed = false,
): SQL {
  const sort = query.ordenar ? source.sorts[query.ordenar] : undefined;
  const chosen = Array.isArray(sort) ? sort : undefined;
  const terms = chosen ?? source.naturalOrder.terms;
  let direction = chosen ? query.direcao : source.naturalOrder.direction;
  if (reversed) direction = direction === 'asc' ? 'desc' : 'asc';
  return sql.join(
    [...terms, source.id].map((term) => orderTerm(term, direction)),
    sql`, `,
  );
}

/**
 * How many rows match. A search of several alternatives is counted as disjoint parts, each
 * alternative minus the ones before it, at once: one OR over all of them makes PostgreSQL recheck
 * every candidate row against every alternative (a participants search spent 40 of its 56 ms
 * comparing order ids against the buyers' array, docs/decisions/0093).
 */
export async function countList(
  db: Executor,
  source: AnyListSource,
  query: Pick<ListQuery, 'busca' | 'filtros'>,
): Promise<number> {
  const count = async (where: SQL) => {
    const [row] = await queryRows(
      db,
      z.object({ total: col.int() }),
      sql`SELECT count(*)::int AS total FROM ${source.from} WHERE ${where}`,
    );
    return Number(row?.total ?? 0);
  };
  const alternatives = searchAlternatives(source, query.busca);
  if (alternatives.length <= 1) return count(listWhere(source, query));
  const base = listWhere(source, { busca: null, filtros: query.filtros });
  const parts = alternatives.map((alternative, i) =>
    count(
      i === 0
        ? sql`${base} AND ${alternative}`
        : sql`${base} AND ${alternative} AND ${anyOf(alternatives.slice(0, i))} IS NOT TRUE`,
    ),
  );
  return (await Promise.all(parts)).reduce((sum, n) => sum + n, 0);
}
