// Turns a declarative list source (tables, columns, how each filter and sort reads) plus a parsed
// ListQuery into SQL: WHERE, ORDER BY with a stable tiebreak, LIMIT/OFFSET and the COUNT. Every
// server-side list of the dashboard is one source and a call here (docs/decisions/0091).
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import {
  brazilDayBounds,
  type DateRange,
  type FilterSpec,
  type FilterSpecs,
  type FilterValue,
  type ListQuery,
  type ListReply,
  type ListSpec,
  type NumberRange,
  type SortDirection,
} from '../../domain/list-query.ts';
import type { Db } from '../db/client.ts';

/** How one filter reads the database, by the filter's type. */
export type FilterSql<S extends FilterSpec> = S extends { type: 'boolean' }
  ? { whenTrue: SQL; whenFalse: SQL }
  : S extends { type: 'number' }
    ? /** `scale` turns the filter's unit into the column's (reais → centavos: 100). */
      { column: SQL; scale?: number }
    : { column: SQL };

/** A sort term; `nullsFirst` says where NULLs go in ascending order (reversed for descending). */
export type SortTerm = SQL | { expression: SQL; nullsFirst: boolean };

export interface ListSource<S extends string, F extends FilterSpecs, Row> {
  spec: ListSpec<S, F>;
  /** The rows' table with its alias; what COUNT scans. Filters and search may only read it. */
  from: SQL;
  /** Joins the page needs for its columns and sorts (never changes which rows match). */
  joins: SQL;
  /** The rows this caller may see at all (e.g. one event of the signed-in organiser). */
  scope: SQL;
  /** The unique tiebreak of every order, and the id that selections resolve to. */
  id: SQL;
  columns: SQL;
  /** A condition for an ILIKE pattern (already escaped and wrapped in %). */
  search: (pattern: string) => SQL;
  filters: { [K in keyof F]: FilterSql<F[K]> };
  sorts: Record<S, SortTerm[]>;
  /** The order when the user chose none. */
  naturalOrder: { terms: SortTerm[]; direction: SortDirection };
  toRow: (raw: Record<string, unknown>) => Row;
}

// biome-ignore lint/suspicious/noExplicitAny: a source of any list, for the helpers below
export type AnyListSource = ListSource<string, FilterSpecs, any>;

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

/** Scope, search and every active filter, ANDed. */
export function listWhere(source: AnyListSource, query: Pick<ListQuery, 'busca' | 'filtros'>): SQL {
  const conditions: (SQL | undefined)[] = [source.scope];
  if (query.busca) conditions.push(source.search(`%${escapeLike(query.busca)}%`));
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
  const chosen = query.ordenar ? source.sorts[query.ordenar] : undefined;
  const terms = chosen ?? source.naturalOrder.terms;
  let direction = chosen ? query.direcao : source.naturalOrder.direction;
  if (reversed) direction = direction === 'asc' ? 'desc' : 'asc';
  return sql.join(
    [...terms, source.id].map((term) => orderTerm(term, direction)),
    sql`, `,
  );
}

type Executor = Pick<Db, 'execute'>;

export async function queryRows(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  // Both drivers (node-postgres, PGlite) answer raw SQL with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

export async function countList(db: Executor, source: AnyListSource, where: SQL): Promise<number> {
  const [row] = await queryRows(db, sql`SELECT count(*)::int AS total FROM ${source.from} WHERE ${where}`);
  return Number(row?.total ?? 0);
}

/**
 * One page of a list and the total that matched. The count runs first: a page past the end
 * answers the last page, and a page in the back half is read backwards from the end (OFFSET
 * costs what it skips, so the last page is as cheap as the first).
 */
export async function fetchListPage<S extends string, F extends FilterSpecs, Row>(
  db: Executor,
  source: ListSource<S, F, Row>,
  query: ListQuery<S, F>,
): Promise<ListReply<Row>> {
  const where = listWhere(source as AnyListSource, query);
  const total = await countList(db, source as AnyListSource, where);
  const size = query.por_pagina;
  const lastPage = Math.max(1, Math.ceil(total / size));
  const pagina = Math.min(query.pagina, lastPage);
  if (total === 0) return { itens: [], total, pagina, por_pagina: size };

  const offset = (pagina - 1) * size;
  const limit = Math.min(size, total - offset);
  const fromEnd = total - offset - limit;
  const reversed = fromEnd < offset;
  const rows = await queryRows(
    db,
    sql`SELECT ${source.columns} FROM ${source.from} ${source.joins} WHERE ${where}
        ORDER BY ${listOrderBy(source as AnyListSource, query, reversed)}
        LIMIT ${limit} OFFSET ${reversed ? fromEnd : offset}`,
  );
  if (reversed) rows.reverse();
  return { itens: rows.map(source.toRow), total, pagina, por_pagina: size };
}
