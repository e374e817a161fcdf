// Everything a server-side table does, without the markup: the view (search, filters, sort, page)
// kept in the URL and localStorage, the page fetched with TanStack Query (the previous page stays
// on screen while the next loads), and the selection, cleared whenever the matching rows change.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  emptyListQuery,
  type FilterSpecs,
  type FilterValues,
  filtersToParams,
  type ListQuery,
  type ListReply,
  type ListSpec,
  listQueryToParams,
  type PageSize,
} from '../../../domain/list-query.ts';
import type { SelectionSnapshot } from '../../../domain/list-selection.ts';
import { emptySelection, selectAllMatching, setRowsSelected, type TableSelection } from './selection.ts';
import { nextSort, readStoredQuery, readUrlQuery, writeStoredQuery, writeUrlQuery } from './table-state.ts';

export interface ServerTableOptions<S extends string, F extends FilterSpecs, Row> {
  /** Names the stored view (`{tableKey}_filters`…), e.g. `participantes`. */
  tableKey: string;
  /** The event the list belongs to: its stored view is kept apart from other events' (`…_filters_{id}`). */
  eventId?: number;
  spec: ListSpec<S, F>;
  /** The list's query key; the view's parameters are appended. */
  queryKey: readonly unknown[];
  fetchPage: (query: ListQuery<S, F>, signal: AbortSignal) => Promise<ListReply<Row>>;
  /** The server's frozen "all matching" set; without it the table offers page selection only. */
  fetchSnapshot?: (query: ListQuery<S, F>) => Promise<SelectionSnapshot>;
  rowId: (row: Row) => number;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function useServerTable<S extends string, F extends FilterSpecs, Row>(
  options: ServerTableOptions<S, F, Row>,
) {
  const { tableKey, eventId, spec, queryKey, fetchPage, fetchSnapshot, rowId } = options;
  const stored = useMemo(() => ({ table: tableKey, eventId }), [tableKey, eventId]);
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = useMemo(() => readUrlQuery(spec, searchParams), [spec, searchParams]);
  const query = useMemo(() => {
    if (urlQuery) return urlQuery as ListQuery<S, F>;
    const storage = browserStorage();
    return (storage ? readStoredQuery(spec, stored, storage) : emptyListQuery(spec)) as ListQuery<S, F>;
  }, [urlQuery, spec, stored]);

  const setQuery = useCallback(
    (next: ListQuery<S, F>) => {
      const storage = browserStorage();
      if (storage) writeStoredQuery(spec, stored, next, storage);
      setSearchParams((current) => writeUrlQuery(spec, next, current), { replace: true });
    },
    [spec, stored, setSearchParams],
  );

  // Arriving without the view in the URL (a tab switch, a bookmark of the bare page): put the
  // stored view there, so what is on screen can be shared as it is.
  const syncedUrl = useRef(false);
  useEffect(() => {
    if (syncedUrl.current) return;
    syncedUrl.current = true;
    if (!urlQuery && Object.keys(listQueryToParams(spec, query)).length > 0) setQuery(query);
  }, [urlQuery, spec, query, setQuery]);

  const params = listQueryToParams(spec, query);
  const result = useQuery({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });

  // A page past the end (rows went away, an old link) comes back as the last page.
  const answeredPage = result.data && !result.isPlaceholderData ? result.data.pagina : null;
  useEffect(() => {
    if (answeredPage !== null && answeredPage !== query.pagina) setQuery({ ...query, pagina: answeredPage });
  }, [answeredPage, query, setQuery]);

  const [selection, setSelection] = useState<TableSelection<Row>>(emptySelection);
  const rowsKey = JSON.stringify(filtersToParams(spec, query));
  const previousRowsKey = useRef(rowsKey);
  useEffect(() => {
    if (previousRowsKey.current === rowsKey) return;
    previousRowsKey.current = rowsKey;
    setSelection(emptySelection());
  }, [rowsKey]);

  const [isSelectingAll, setSelectingAll] = useState(false);
  const selectAll = useCallback(async () => {
    if (!fetchSnapshot) return;
    setSelectingAll(true);
    try {
      setSelection(selectAllMatching<Row>(await fetchSnapshot(query)));
    } finally {
      setSelectingAll(false);
    }
  }, [fetchSnapshot, query]);

  return {
    spec,
    query,
    result,
    rowId,
    canSelectAllMatching: Boolean(fetchSnapshot),
    setSearch: (busca: string) => setQuery({ ...query, busca: busca.trim() || null, pagina: 1 }),
    setFilters: (filtros: FilterValues<F>) => setQuery({ ...query, filtros, pagina: 1 }),
    clearFilters: () =>
      setQuery({ ...query, filtros: emptyListQuery(spec).filtros as FilterValues<F>, pagina: 1 }),
    clearSearchAndFilters: () =>
      setQuery({
        ...query,
        busca: null,
        filtros: emptyListQuery(spec).filtros as FilterValues<F>,
        pagina: 1,
      }),
    sortBy: (key: S) =>
      setQuery({
        ...query,
        ...(nextSort(query, key) as Pick<ListQuery<S, F>, 'ordenar' | 'direcao'>),
        pagina: 1,
      }),
    setPage: (pagina: number) => setQuery({ ...query, pagina }),
    setPageSize: (por_pagina: PageSize) => setQuery({ ...query, por_pagina, pagina: 1 }),
    selection,
    isSelectingAll,
    setRowsSelected: (rows: Row[], selected: boolean) =>
      setSelection((current) =>
        setRowsSelected(
          current,
          rows.map((row) => ({ id: rowId(row), row })),
          selected,
        ),
      ),
    selectAll,
    clearSelection: () => setSelection(emptySelection()),
  };
}

export type ServerTable<S extends string, F extends FilterSpecs, Row> = ReturnType<
  typeof useServerTable<S, F, Row>
>;
