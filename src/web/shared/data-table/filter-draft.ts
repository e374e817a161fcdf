// The filters panel edits a draft: the filters as their query-string values, with dates as
// dd/mm/aaaa and numbers with a comma, the way a person types them. "Aplicar Filtros" parses the
// draft with the list's own schema (the one the server uses), so the messages are the same.
// Money filters (two decimals) behave like every money input of the product (issue 20): typed
// digits fill from the centavos ("10000" reads R$ 100,00), shown as "1.234,56".
import { isoToBrDate } from '../../../domain/dates.ts';
import {
  type DateRange,
  type FilterSpec,
  type FilterSpecs,
  type FilterValues,
  filterParamNames,
  filtersToParams,
  isFilterActive,
  type ListQuery,
  type ListSpec,
  listQuerySchema,
  type NumberRange,
} from '../../../domain/list-query.ts';
import { formatAmount, parseMoney } from '../../../domain/money.ts';
import type { FilterField } from './types.ts';

export type FilterDraft = Record<string, string>;

export function draftFromQuery(spec: ListSpec, query: Pick<ListQuery, 'busca' | 'filtros'>): FilterDraft {
  const params = filtersToParams(spec, { busca: null, filtros: query.filtros });
  const draft: FilterDraft = {};
  for (const [key, filter] of Object.entries(spec.filters)) {
    for (const name of filterParamNames(key, filter)) {
      const value = params[name] ?? '';
      if (filter.type === 'date' && value) draft[name] = isoToBrDate(value);
      else if (filter.type === 'number' && value)
        draft[name] = isMoneyFilter(filter)
          ? formatAmount(Math.round(Number(value) * 100))
          : value.replace('.', ',');
      else draft[name] = value;
    }
  }
  return draft;
}

export type DraftResult<F extends FilterSpecs> =
  | { ok: true; filtros: FilterValues<F> }
  | { ok: false; errors: Record<string, string> };

/** A number filter of money (two decimals): entered like a price, "1.234,56". */
export function isMoneyFilter(filter: FilterSpec): boolean {
  return filter.type === 'number' && filter.decimals === 2;
}

/** The money drafts as the schema reads them ("1.234,56" → "1234.56"); the rest as typed. */
function paramsOfDraft(spec: ListSpec, draft: FilterDraft): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(draft)) if (value.trim() !== '') params[name] = value;
  for (const [key, filter] of Object.entries(spec.filters)) {
    if (!isMoneyFilter(filter)) continue;
    for (const name of filterParamNames(key, filter)) {
      const cents = params[name] === undefined ? null : parseMoney(params[name]);
      if (cents !== null) params[name] = (cents / 100).toFixed(2);
    }
  }
  return params;
}

export function applyDraft<F extends FilterSpecs>(
  spec: ListSpec<string, F>,
  draft: FilterDraft,
): DraftResult<F> {
  const params = paramsOfDraft(spec, draft);
  const result = listQuerySchema(spec).safeParse(params);
  if (result.success) return { ok: true, filtros: result.data.filtros };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]);
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The filters with one of them cleared (a chip's ×). */
export function withoutFilter<F extends FilterSpecs>(
  spec: ListSpec<string, F>,
  filtros: FilterValues<F>,
  key: keyof F & string,
): FilterValues<F> {
  const empty = listQuerySchema(spec).parse({}).filtros;
  return { ...filtros, [key]: empty[key] };
}

function optionLabel(field: FilterField, value: unknown): string {
  return field.options?.find((option) => option.value === String(value))?.label ?? String(value);
}

function numberText(value: number, unit?: string): string {
  const text = Number.isInteger(value)
    ? value.toLocaleString('pt-BR')
    : formatAmount(Math.round(value * 100));
  return unit ? `${unit} ${text}` : text;
}

/** What an active filter's chip reads, e.g. "Status: Pago, Isento". */
export function chipLabel(spec: FilterSpec, field: FilterField, value: unknown): string | null {
  if (!isFilterActive(spec, value)) return null;
  const text = (() => {
    switch (spec.type) {
      case 'multiselect':
        return (value as unknown[]).map((item) => optionLabel(field, item)).join(', ');
      case 'select':
        return optionLabel(field, value);
      case 'text':
        return `"${value}"`;
      case 'boolean':
        return value ? (field.trueLabel ?? 'Sim') : (field.falseLabel ?? 'Não');
      case 'number': {
        const { min, max } = value as NumberRange;
        if (min !== null && max !== null)
          return `${numberText(min, field.unit)} a ${numberText(max, field.unit)}`;
        return min !== null
          ? `a partir de ${numberText(min, field.unit)}`
          : `até ${numberText(max ?? 0, field.unit)}`;
      }
      case 'date': {
        const { de, ate } = value as DateRange;
        if (de && ate) return de === ate ? isoToBrDate(de) : `${isoToBrDate(de)} a ${isoToBrDate(ate)}`;
        return de ? `a partir de ${isoToBrDate(de)}` : `até ${isoToBrDate(ate ?? '')}`;
      }
    }
  })();
  return `${field.label}: ${text}`;
}
