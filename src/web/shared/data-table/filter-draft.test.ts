import { describe, expect, it } from 'vitest';
import { maskPriceInput } from '../../../domain/event-form/field-inputs.ts';
import { defineListSpec, emptyListQuery, listQuerySchema } from '../../../domain/list-query.ts';
import { applyDraft, chipLabel, draftFromQuery, withoutFilter } from './filter-draft.ts';

const spec = defineListSpec({
  sortKeys: ['nome'],
  defaultPageSize: 25,
  filters: {
    status: { type: 'multiselect', options: ['pago', 'pendente'] },
    tipo: { type: 'multiselect', options: 'ids' },
    presenca: { type: 'boolean' },
    valor: { type: 'number', min: 0, max: 1000, decimals: 2 },
    data: { type: 'date' },
  },
});

describe('filter draft', () => {
  it('shows dates as dd/mm/aaaa and decimals with a comma', () => {
    const query = listQuerySchema(spec).parse({ data_de: '2026-03-01', valor_min: '10.5', status: 'pago' });
    expect(draftFromQuery(spec, query)).toEqual({
      status: 'pago',
      tipo: '',
      presenca: '',
      valor_min: '10,50',
      valor_max: '',
      data_de: '01/03/2026',
      data_ate: '',
    });
  });

  it('applies a valid draft and round-trips', () => {
    const result = applyDraft(spec, {
      status: 'pago,pendente',
      tipo: '3',
      data_de: '01/03/2026',
      valor_max: '99,90',
    });
    expect(result).toEqual({
      ok: true,
      filtros: {
        status: ['pago', 'pendente'],
        tipo: [3],
        presenca: null,
        valor: { min: null, max: 99.9 },
        data: { de: '2026-03-01', ate: null },
      },
    });
  });

  it('reports each bad field with the schema message', () => {
    const result = applyDraft(spec, { data_de: '31/02/2026', valor_min: '20', valor_max: '10' });
    expect(result).toEqual({
      ok: false,
      errors: { data_de: 'Data inválida. Use dd/mm/aaaa.' },
    });
    expect(applyDraft(spec, { valor_min: '20', valor_max: '10' })).toEqual({
      ok: false,
      errors: { valor_min: 'O valor mínimo não pode ser maior que o máximo.' },
    });
  });

  it('clears one filter and labels chips', () => {
    const { filtros } = listQuerySchema(spec).parse({
      status: 'pago',
      presenca: 'false',
      valor_min: '10',
      data_de: '2026-03-01',
      data_ate: '2026-03-01',
    });
    expect(withoutFilter(spec, filtros, 'status')).toEqual({ ...filtros, status: [] });
    const statusField = { key: 'status', label: 'Status', options: [{ value: 'pago', label: 'Pago' }] };
    expect(chipLabel(spec.filters.status, statusField, ['pago'])).toBe('Status: Pago');
    expect(chipLabel(spec.filters.status, statusField, [])).toBeNull();
    expect(
      chipLabel(spec.filters.presenca, { key: 'presenca', label: 'Presença', falseLabel: 'Ausentes' }, false),
    ).toBe('Presença: Ausentes');
    expect(chipLabel(spec.filters.valor, { key: 'valor', label: 'Valor', unit: 'R$' }, filtros.valor)).toBe(
      'Valor: a partir de R$ 10',
    );
    expect(
      chipLabel(spec.filters.valor, { key: 'valor', label: 'Valor', unit: 'R$' }, { min: 10.5, max: 20 }),
    ).toBe('Valor: R$ 10,50 a R$ 20');
    expect(chipLabel(spec.filters.data, { key: 'data', label: 'Data' }, filtros.data)).toBe(
      'Data: 01/03/2026',
    );
    expect(
      chipLabel(spec.filters.data, { key: 'data', label: 'Data' }, { de: null, ate: '2026-03-05' }),
    ).toBe('Data: até 05/03/2026');
    expect(emptyListQuery(spec).filtros.tipo).toEqual([]);
  });
});

describe('money filters read like every money input (issue 20)', () => {
  it('fills "Valor pago (mín.)" from the centavos: 10000 typed is R$ 100,00, and 1.234,56 applies as 1234.56', () => {
    const money = defineListSpec({
      sortKeys: ['nome'],
      defaultPageSize: 25,
      filters: { valor: { type: 'number', min: 0, max: 100_000, decimals: 2 } },
    });
    expect(maskPriceInput('10000')).toBe('100,00');
    const typed = applyDraft(money, { valor_min: maskPriceInput('10000'), valor_max: '1.234,56' });
    expect(typed).toEqual({ ok: true, filtros: { valor: { min: 100, max: 1234.56 } } });
    expect(draftFromQuery(money, { busca: null, filtros: { valor: { min: 1234.5, max: null } } })).toEqual({
      valor_min: '1.234,50',
      valor_max: '',
    });
  });
});
