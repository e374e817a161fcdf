// One page of a list and the total that matched (docs/decisions/0093 has the query plans).
// - The page's ids are picked first, from the table alone (plus a sort's own join), and only those
//   ids are joined to the columns shown: OFFSET then skips index entries, not joined rows.
// - A page in the back half is picked backwards from the end, so the last page is as cheap as
//   the first; a page past the end answers the last one.
// - The first page runs its count and its rows at once (two pool connections on PostgreSQL).
// - Bucket sorts (few values ordered elsewhere) count per bucket and read only the buckets the
//   page falls in.
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FilterSpecs, ListQuery, ListReply, SortDirection } from '../../domain/list-query.ts';
import { col, type Executor, queryRows } from '../db/raw-sql.ts';
import {
  type AnyListSource,
  type BucketSort,
  countList,
  type ListSource,
  listOrderBy,
  listWhere,
} from './list-sql.ts';

interface Window {
  pagina: number;
  offset: number;
  limit: number;
}

function pageWindow(total: number, pagina: number, size: number): Window {
  const last = Math.max(1, Math.ceil(total / size));
  const page = Math.min(pagina, last);
  const offset = (page - 1) * size;
  return { pagina: page, offset, limit: Math.max(0, Math.min(size, total - offset)) };
}

/** The page's rows: ids picked with ORDER BY/LIMIT/OFFSET, then joined and put in order. */
function pageRowsSql(
  source: AnyListSource,
  query: ListQuery,
  where: SQL,
  offset: number,
  limit: number,
  reversed: boolean,
) {
  const sortJoin = (query.ordenar && source.sortJoins[query.ordenar]) || sql``;
  return sql`SELECT ${source.columns}
    FROM (SELECT ${source.id} AS page_id FROM ${source.from} ${sortJoin} WHERE ${where}
          ORDER BY ${listOrderBy(source, query, reversed)} LIMIT ${limit} OFFSET ${offset}) page
    JOIN ${source.from} ON ${source.id} = page.page_id ${source.joins}
    ORDER BY ${listOrderBy(source, query)}`;
}

export async function fetchListPage<S extends string, F extends FilterSpecs, Row, Raw>(
  db: Executor,
  typedSource: ListSource<S, F, Row, Raw>,
  typedQuery: ListQuery<S, F>,
): Promise<ListReply<Row>> {
  const source = typedSource as AnyListSource;
  const query = typedQuery as ListQuery;
  const size = query.por_pagina;
  const where = listWhere(source, query);
  const sort = query.ordenar ? source.sorts[query.ordenar] : undefined;
  if (sort && !Array.isArray(sort)) {
    return fetchBucketedPage(db, source, query, where, sort.buckets) as Promise<ListReply<Row>>;
  }

  let total: number;
  let rows: Raw[];
  let window: Window;
  if (query.pagina === 1) {
    [total, rows] = await Promise.all([
      countList(db, source, query),
      queryRows(db, source.row, pageRowsSql(source, query, where, 0, size, false)),
    ]);
    window = pageWindow(total, 1, size);
  } else {
    total = await countList(db, source, query);
    window = pageWindow(total, query.pagina, size);
    const fromEnd = total - window.offset - window.limit;
    const reversed = fromEnd < window.offset;
    rows =
      window.limit === 0
        ? []
        : await queryRows(
            db,
            source.row,
            pageRowsSql(source, query, where, reversed ? fromEnd : window.offset, window.limit, reversed),
          );
  }
  return { itens: rows.map(typedSource.toRow), total, pagina: window.pagina, por_pagina: size };
}

// A bucket value is whatever the bucket column holds (an id, a status): compared as text.
const BUCKET_VALUE = z.object({ value: z.union([z.string(), z.number()]).transform(String) });
const BUCKET_COUNT = BUCKET_VALUE.extend({ n: col.int() });
const ID_ROW = z.object({ id: col.int() });

async function fetchBucketedPage(
  db: Executor,
  source: AnyListSource,
  query: ListQuery,
  where: SQL,
  bucket: BucketSort,
): Promise<ListReply<unknown>> {
  const direction: SortDirection = query.direcao;
  const [ordered, counted] = await Promise.all([
    queryRows(db, BUCKET_VALUE, bucket.values),
    queryRows(
      db,
      BUCKET_COUNT,
      sql`SELECT ${bucket.column} AS value, count(*)::int AS n FROM ${source.from} WHERE ${where} GROUP BY 1`,
    ),
  ]);
  const countOf = new Map(counted.map((row) => [row.value, row.n]));
  // Values the ordering query does not know (none, normally) go last, so no row is ever lost.
  const values = ordered.map((row) => row.value);
  for (const value of countOf.keys()) if (!values.includes(value)) values.push(value);
  if (direction === 'desc') values.reverse();

  const total = [...countOf.values()].reduce((sum, n) => sum + n, 0);
  const window = pageWindow(total, query.pagina, query.por_pagina);
  const ids: number[] = [];
  let start = 0;
  for (const value of values) {
    const n = countOf.get(value) ?? 0;
    const end = start + n;
    const wanted = window.offset + window.limit;
    if (n > 0 && end > window.offset && start < wanted) {
      const skip = Math.max(0, window.offset - start);
      const take = Math.min(end, wanted) - (start + skip);
      const rows = await queryRows(
        db,
        ID_ROW,
        sql`SELECT ${source.id} AS id FROM ${source.from} WHERE ${where} AND ${bucket.column} = ${value}
            ORDER BY ${source.id} ${sql.raw(direction === 'asc' ? 'ASC' : 'DESC')} LIMIT ${take} OFFSET ${skip}`,
      );
      ids.push(...rows.map((row) => row.id));
    }
    start = end;
  }
  if (ids.length === 0) return { itens: [], total, pagina: window.pagina, por_pagina: query.por_pagina };
  const rows = await queryRows(
    db,
    source.row,
    sql`SELECT ${source.columns} FROM ${source.from} ${source.joins}
        WHERE ${source.id} = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  const position = new Map(ids.map((id, index) => [id, index]));
  const idOf = (row: unknown) => (row as { id: number }).id;
  rows.sort((a, b) => (position.get(idOf(a)) ?? 0) - (position.get(idOf(b)) ?? 0));
  return { itens: rows.map(source.toRow), total, pagina: window.pagina, por_pagina: query.por_pagina };
}
