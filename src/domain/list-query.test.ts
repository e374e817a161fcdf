import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  activeFilterKeys,
  brazilDayBounds,
  defineListSpec,
  emptyListQuery,
  filtersToParams,
  LIST_MESSAGES,
  listQuerySchema,
  listQueryToParams,
  listReplySchema,
  MAX_PAGE,
  parseDayParam,
} from './list-query.ts';

const spec = defineListSpec({
  sortKeys: ['nome', 'dataCompra'],
  defaultPageSize: 25,
  filters: {
    status: { type: 'multiselect', options: ['pago', 'pendente', 'cancelado'] },
    tipo: { type: 'multiselect', options: 'ids' },
    canal: { type: 'select', options: ['pix', 'cartao'] },
    cidade: { type: 'text', maxLength: 20 },
    presenca: { type: 'boolean' },
    valor: { type: 'number', min: 0, max: 1000, decimals: 2 },
    idade: { type: 'number', min: 0, max: 120, decimals: 0 },
    data: { type: 'date' },
  },
});
const schema = listQuerySchema(spec);

function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('listQuerySchema', () => {
  it('gives the defaults for an empty query string', () => {
    expect(schema.parse({})).toEqual({
      busca: null,
      pagina: 1,
      por_pagina: 25,
      ordenar: null,
      direcao: 'asc',
      filtros: {
        status: [],
        tipo: [],
        canal: null,
        cidade: null,
        presenca: null,
        valor: { min: null, max: null },
        idade: { min: null, max: null },
        data: { de: null, ate: null },
      },
    });
  });

  it('reads every kind of filter', () => {
    const query = schema.parse({
      busca: '  Ana  ',
      pagina: '3',
      por_pagina: '50',
      ordenar: 'nome',
      direcao: 'desc',
      status: 'pago,pendente,pago',
      tipo: '7, 9',
      canal: 'pix',
      cidade: 'Recife',
      presenca: 'false',
      valor_min: '10,50',
      valor_max: '99.9',
      idade_max: '30',
      data_de: '01/05/2026',
      data_ate: '2026-05-31',
    });
    expect(query).toEqual({
      busca: 'Ana',
      pagina: 3,
      por_pagina: 50,
      ordenar: 'nome',
      direcao: 'desc',
      filtros: {
        status: ['pago', 'pendente'],
        tipo: [7, 9],
        canal: 'pix',
        cidade: 'Recife',
        presenca: false,
        valor: { min: 10.5, max: 99.9 },
        idade: { min: null, max: 30 },
        data: { de: '2026-05-01', ate: '2026-05-31' },
      },
    });
  });

  it('treats blank values as absent', () => {
    expect(schema.parse({ busca: '   ', status: '', pagina: '' })).toEqual(emptyListQuery(spec));
  });

  it.each([
    [{ pagina: '0' }, 'pagina', LIST_MESSAGES.pagina],
    [{ pagina: String(MAX_PAGE + 1) }, 'pagina', LIST_MESSAGES.pagina],
    [{ pagina: '1.5' }, 'pagina', LIST_MESSAGES.pagina],
    [{ pagina: '-2' }, 'pagina', LIST_MESSAGES.pagina],
    [{ por_pagina: '20' }, 'por_pagina', LIST_MESSAGES.porPagina],
    [{ por_pagina: '1000' }, 'por_pagina', LIST_MESSAGES.porPagina],
    [{ ordenar: 'senha' }, 'ordenar', LIST_MESSAGES.ordenar(['nome', 'dataCompra'])],
    [{ direcao: 'up' }, 'direcao', LIST_MESSAGES.direcao],
    [{ busca: 'x'.repeat(101) }, 'busca', LIST_MESSAGES.busca],
    [{ status: 'pago,estornado' }, 'status', LIST_MESSAGES.option('estornado')],
    [
      { status: Array.from({ length: 51 }, (_, i) => `v${i}`).join(',') },
      'status',
      LIST_MESSAGES.tooManyValues,
    ],
    [{ tipo: 'abc' }, 'tipo', LIST_MESSAGES.ids],
    [{ tipo: '0' }, 'tipo', LIST_MESSAGES.ids],
    [{ tipo: '99999999999' }, 'tipo', LIST_MESSAGES.ids],
    [{ canal: 'boleto' }, 'canal', LIST_MESSAGES.option('boleto')],
    [{ cidade: 'x'.repeat(21) }, 'cidade', LIST_MESSAGES.text(20)],
    [{ presenca: 'sim' }, 'presenca', LIST_MESSAGES.boolean],
    [{ valor_min: 'dez' }, 'valor_min', LIST_MESSAGES.number],
    [{ valor_min: '1e3' }, 'valor_min', LIST_MESSAGES.number],
    [{ valor_max: '1000.01' }, 'valor_max', LIST_MESSAGES.numberRange(0, 1000)],
    [{ valor_min: '-1' }, 'valor_min', LIST_MESSAGES.numberRange(0, 1000)],
    [{ valor_min: '1.234' }, 'valor_min', LIST_MESSAGES.numberDecimals(2)],
    [{ idade_min: '2.5' }, 'idade_min', LIST_MESSAGES.numberDecimals(0)],
    [{ valor_min: '50', valor_max: '10' }, 'valor_min', LIST_MESSAGES.numberOrder],
    [{ data_de: '31/02/2026' }, 'data_de', LIST_MESSAGES.date],
    [{ data_ate: 'ontem' }, 'data_ate', LIST_MESSAGES.date],
    [{ data_de: '10/05/2026', data_ate: '09/05/2026' }, 'data_de', LIST_MESSAGES.dateOrder],
    [{ busca: ['a', 'b'] }, 'busca', 'Informe um único valor.'],
  ])('refuses %j with a pt-BR message on its key', (input, key, message) => {
    expect(errorsOf(input)[key]).toContain(message);
  });

  it('ignores a direction without a sort column and unknown parameters', () => {
    const query = schema.parse({ direcao: 'desc', tab: 'participantes' });
    expect(query.ordenar).toBeNull();
    expect(listQueryToParams(spec, query)).toEqual({});
  });
});

describe('listQueryToParams', () => {
  it('round-trips through the schema and leaves defaults out', () => {
    const input = {
      busca: 'silva',
      pagina: '2',
      por_pagina: '100',
      ordenar: 'dataCompra',
      direcao: 'desc',
      status: 'pago',
      tipo: '3,4',
      presenca: 'true',
      valor_min: '10.5',
      data_ate: '2026-05-31',
    };
    const query = schema.parse(input);
    const params = listQueryToParams(spec, query);
    expect(params).toEqual(input);
    expect(schema.parse(params)).toEqual(query);
    expect(listQueryToParams(spec, emptyListQuery(spec))).toEqual({});
  });

  it('writes dates typed as dd/mm/aaaa in ISO form', () => {
    expect(listQueryToParams(spec, schema.parse({ data_de: '02/01/2026' }))).toEqual({
      data_de: '2026-01-02',
    });
  });

  it('keeps only search and filters in a filter snapshot', () => {
    const query = schema.parse({ busca: 'ana', pagina: '4', ordenar: 'nome', presenca: 'false' });
    expect(filtersToParams(spec, query)).toEqual({ busca: 'ana', presenca: 'false' });
  });
});

describe('activeFilterKeys', () => {
  it('lists the filters that narrow the list', () => {
    const query = schema.parse({ status: 'pago', presenca: 'false', data_de: '2026-01-01', cidade: 'Natal' });
    expect(activeFilterKeys(spec, query.filtros)).toEqual(['status', 'cidade', 'presenca', 'data']);
    expect(activeFilterKeys(spec, emptyListQuery(spec).filtros)).toEqual([]);
  });
});

describe('dates by day in Brazil time', () => {
  it('reads dd/mm/aaaa, ISO days and ISO instants as Brazil days', () => {
    expect(parseDayParam('05/03/2026')).toBe('2026-03-05');
    expect(parseDayParam('2026-03-05')).toBe('2026-03-05');
    // 01:30 UTC on the 6th is still the 5th in Brasília.
    expect(parseDayParam('2026-03-06T01:30:00Z')).toBe('2026-03-05');
    expect(parseDayParam('2026-03-06T03:00:00Z')).toBe('2026-03-06');
    expect(parseDayParam('5/3/2026')).toBeNull();
  });

  it('covers whole days from 00:00 in Brasília to the next midnight', () => {
    const { from, before } = brazilDayBounds({ de: '2026-03-05', ate: '2026-03-06' });
    expect(from?.toISOString()).toBe('2026-03-05T03:00:00.000Z');
    expect(before?.toISOString()).toBe('2026-03-07T03:00:00.000Z');
    expect(brazilDayBounds({ de: null, ate: null })).toEqual({ from: null, before: null });
  });
});

describe('listReplySchema', () => {
  it('checks the reply shape', () => {
    const reply = listReplySchema(z.object({ id: z.number() }));
    expect(reply.safeParse({ itens: [{ id: 1 }], total: 1, pagina: 1, por_pagina: 25 }).success).toBe(true);
    expect(reply.safeParse({ itens: [], total: -1, pagina: 1, por_pagina: 25 }).success).toBe(false);
    expect(reply.safeParse({ itens: [], total: 0, pagina: 1, por_pagina: 30 }).success).toBe(false);
  });
});
