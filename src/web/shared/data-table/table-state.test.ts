import { describe, expect, it } from 'vitest';
import { defineListSpec, emptyListQuery } from '../../../domain/list-query.ts';
import {
  emptyMessage,
  nextSort,
  parseLenient,
  readStoredQuery,
  readUrlQuery,
  sameRows,
  storageKeys,
  writeStoredQuery,
  writeUrlQuery,
} from './table-state.ts';

const spec = defineListSpec({
  sortKeys: ['nome', 'status'],
  defaultPageSize: 25,
  filters: {
    status: { type: 'multiselect', options: ['pago', 'pendente'] },
    presenca: { type: 'boolean' },
    data: { type: 'date' },
  },
});

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('table state in the URL', () => {
  it('reads the view and leaves other parameters alone when writing', () => {
    const url = new URLSearchParams(
      'tab=participantes&busca=ana&status=pago&pagina=2&ordenar=nome&direcao=desc',
    );
    const query = readUrlQuery(spec, url);
    expect(query).toMatchObject({ busca: 'ana', pagina: 2, ordenar: 'nome', direcao: 'desc' });
    expect(query?.filtros.status).toEqual(['pago']);
    const written = writeUrlQuery(spec, { ...(query ?? emptyListQuery(spec)), pagina: 1 }, url);
    expect(written.toString()).toBe('tab=participantes&busca=ana&status=pago&ordenar=nome&direcao=desc');
  });

  it('answers null when the URL says nothing about the table', () => {
    expect(readUrlQuery(spec, new URLSearchParams('tab=participantes'))).toBeNull();
  });

  it('drops only the bad values of a hand-edited URL', () => {
    const query = parseLenient(spec, {
      status: 'pago,sumido',
      por_pagina: '7',
      pagina: '3',
      presenca: 'true',
    });
    expect(query).toMatchObject({ pagina: 3, por_pagina: 25, filtros: { status: [], presenca: true } });
  });
});

describe('table state in localStorage', () => {
  it("uses the spec's keys and round-trips a view", () => {
    const storage = memoryStorage();
    const query = parseLenient(spec, {
      busca: 'ana',
      status: 'pago',
      data_de: '01/02/2026',
      ordenar: 'status',
      direcao: 'desc',
      pagina: '4',
      por_pagina: '50',
    });
    writeStoredQuery(spec, { table: 'candidatos' }, query, storage);
    expect(Object.fromEntries(storage.items)).toEqual({
      candidatos_filters: JSON.stringify({ busca: 'ana', status: 'pago', data_de: '2026-02-01' }),
      candidatos_sort: JSON.stringify({ ordenar: 'status', direcao: 'desc' }),
      candidatos_page: '4',
      candidatos_items_per_page: '50',
    });
    expect(readStoredQuery(spec, { table: 'candidatos' }, storage)).toEqual(query);
    writeStoredQuery(spec, { table: 'candidatos' }, { ...query, ordenar: null }, storage);
    expect(storage.items.has('candidatos_sort')).toBe(false);
  });

  it('survives broken or stale stored values', () => {
    const keys = storageKeys({ table: 'participantes' });
    const storage = memoryStorage({
      [keys.filters]: '{not json',
      [keys.sort]: JSON.stringify({ ordenar: 'coluna-antiga' }),
      [keys.page]: 'abc',
      [keys.itemsPerPage]: '30',
    });
    expect(readStoredQuery(spec, { table: 'participantes' }, storage)).toEqual(emptyListQuery(spec));
  });

  it("keeps each event's view apart under the spec's keys followed by the event id", () => {
    const storage = memoryStorage();
    const ofSeven = parseLenient(spec, { status: 'pago', pagina: '3', por_pagina: '50' });
    writeStoredQuery(spec, { table: 'participantes', eventId: 7 }, ofSeven, storage);
    expect([...storage.items.keys()].sort()).toEqual([
      'participantes_filters_7',
      'participantes_items_per_page_7',
      'participantes_page_7',
    ]);
    expect(readStoredQuery(spec, { table: 'participantes', eventId: 7 }, storage)).toEqual(ofSeven);
    // Another event starts from the default view, not event 7's page 3.
    expect(readStoredQuery(spec, { table: 'participantes', eventId: 8 }, storage)).toEqual(
      emptyListQuery(spec),
    );
  });
});

describe('nextSort', () => {
  it('cycles asc → desc → none, and a new column starts asc', () => {
    const none = { ordenar: null, direcao: 'asc' as const };
    const asc = nextSort(none, 'nome');
    expect(asc).toEqual({ ordenar: 'nome', direcao: 'asc' });
    const desc = nextSort(asc, 'nome');
    expect(desc).toEqual({ ordenar: 'nome', direcao: 'desc' });
    expect(nextSort(desc, 'nome')).toEqual(none);
    expect(nextSort(desc, 'status')).toEqual({ ordenar: 'status', direcao: 'asc' });
  });
});

describe('emptyMessage', () => {
  it("gives the spec's three messages", () => {
    const base = emptyListQuery(spec);
    expect(emptyMessage(spec, base)).toBe('Nenhum dado encontrado');
    expect(emptyMessage(spec, { ...base, busca: 'zé' })).toBe('Nenhum resultado encontrado para "zé"');
    expect(emptyMessage(spec, { ...base, filtros: { ...base.filtros, presenca: false } })).toBe(
      'Nenhum resultado encontrado com os filtros aplicados',
    );
  });
});

describe('sameRows', () => {
  it('ignores page and order but not search or filters', () => {
    const base = emptyListQuery(spec);
    expect(sameRows(spec, base, { ...base, pagina: 3, ordenar: 'nome' })).toBe(true);
    expect(sameRows(spec, base, { ...base, busca: 'x' })).toBe(false);
    expect(sameRows(spec, base, { ...base, filtros: { ...base.filtros, status: ['pago'] } })).toBe(false);
  });
});
