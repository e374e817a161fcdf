// A server-side table's state is a ListQuery (src/domain/list-query.ts). It lives in the URL, so a
// view can be shared, and in localStorage under the spec's keys ({table}_filters, {table}_sort,
// {table}_page, {table}_items_per_page), each followed by the event's id when the list belongs to
// one event (decision 0096), so it survives a visit. The URL wins: when it carries any
// of the table's parameters it defines the whole view; otherwise the stored view is used.
import {
  activeFilterKeys,
  emptyListQuery,
  filtersToParams,
  type ListQuery,
  type ListSpec,
  listParamNames,
  listQuerySchema,
  listQueryToParams,
} from '../../../domain/list-query.ts';

type AnySpec = ListSpec<string, ListSpec['filters']>;

/**
 * Which stored view: the spec's table name, and the event the list belongs to, if any. One event's
 * filters (a ticket type id, page 12) mean nothing on another event's list, so each keeps its own.
 */
export interface StoredTable {
  table: string;
  eventId?: number;
}

export function storageKeys({ table, eventId }: StoredTable) {
  const key = (name: string) => (eventId === undefined ? `${table}_${name}` : `${table}_${name}_${eventId}`);
  return {
    filters: key('filters'),
    sort: key('sort'),
    page: key('page'),
    itemsPerPage: key('items_per_page'),
  };
}

/**
 * Parses what a person may have typed or kept: a bad value (an old page size, a status that no
 * longer exists) falls back to its default instead of breaking the page.
 */
export function parseLenient(spec: AnySpec, params: Record<string, string>): ListQuery {
  const schema = listQuerySchema(spec);
  const input = { ...params };
  for (let attempt = 0; attempt < 10; attempt++) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) delete input[String(issue.path[0])];
  }
  return emptyListQuery(spec);
}

/** The table's view from the URL, or null when the URL says nothing about this table. */
export function readUrlQuery(spec: AnySpec, params: URLSearchParams): ListQuery | null {
  const names = listParamNames(spec);
  const own: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) own[name] = value;
  }
  return Object.keys(own).length > 0 ? parseLenient(spec, own) : null;
}

/** The URL with the table's parameters replaced by `query`'s (others, like `tab`, kept). */
export function writeUrlQuery(spec: AnySpec, query: ListQuery, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of listParamNames(spec)) next.delete(name);
  for (const [name, value] of Object.entries(listQueryToParams(spec, query))) next.set(name, value);
  return next;
}

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem' | 'removeItem'>;

function readJson(storage: ReadStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

export function readStoredQuery(spec: AnySpec, stored: StoredTable, storage: ReadStorage): ListQuery {
  const keys = storageKeys(stored);
  const params: Record<string, string> = {};
  const filters = readJson(storage, keys.filters);
  if (filters && typeof filters === 'object') {
    for (const [name, value] of Object.entries(filters)) if (typeof value === 'string') params[name] = value;
  }
  const sort = readJson(storage, keys.sort) as { ordenar?: unknown; direcao?: unknown } | null;
  if (sort && typeof sort.ordenar === 'string') {
    params.ordenar = sort.ordenar;
    if (typeof sort.direcao === 'string') params.direcao = sort.direcao;
  }
  const page = storage.getItem(keys.page);
  if (page) params.pagina = page;
  const size = storage.getItem(keys.itemsPerPage);
  if (size) params.por_pagina = size;
  return parseLenient(spec, params);
}

export function writeStoredQuery(
  spec: AnySpec,
  stored: StoredTable,
  query: ListQuery,
  storage: WriteStorage,
): void {
  const keys = storageKeys(stored);
  try {
    storage.setItem(keys.filters, JSON.stringify(filtersToParams(spec, query)));
    if (query.ordenar)
      storage.setItem(keys.sort, JSON.stringify({ ordenar: query.ordenar, direcao: query.direcao }));
    else storage.removeItem(keys.sort);
    storage.setItem(keys.page, String(query.pagina));
    storage.setItem(keys.itemsPerPage, String(query.por_pagina));
  } catch {
    // Storage full or blocked (private mode): the URL still holds the view.
  }
}

/** A header click (spec §4 Table): a new column sorts ascending, then descending, then not at all. */
export function nextSort(
  query: Pick<ListQuery, 'ordenar' | 'direcao'>,
  key: string,
): Pick<ListQuery, 'ordenar' | 'direcao'> {
  if (query.ordenar !== key) return { ordenar: key, direcao: 'asc' };
  if (query.direcao === 'asc') return { ordenar: key, direcao: 'desc' };
  return { ordenar: null, direcao: 'asc' };
}

/** The empty table's message (spec §2, verbatim). */
export function emptyMessage(spec: AnySpec, query: Pick<ListQuery, 'busca' | 'filtros'>): string {
  if (query.busca) return `Nenhum resultado encontrado para "${query.busca}"`;
  if (activeFilterKeys(spec, query.filtros).length > 0)
    return 'Nenhum resultado encontrado com os filtros aplicados';
  return 'Nenhum dado encontrado';
}

/** Whether two views show the same rows (search and filters), whatever the page or order. */
export function sameRows(spec: AnySpec, a: ListQuery, b: ListQuery): boolean {
  return JSON.stringify(filtersToParams(spec, a)) === JSON.stringify(filtersToParams(spec, b));
}
