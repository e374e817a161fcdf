// The list-query contract of every server-side list of the organiser dashboard (participants now;
// candidates and communications later): search, typed filters, sort and paging, parsed from query
// strings by one zod schema family that the server (to build SQL) and the browser (to read and
// write its URL) share. See docs/decisions/0091-list-query-contract.md.
import { z } from 'zod';
import { parseDateInput, toInstant, toLocalParts } from './dates.ts';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
/** A million rows at 10 per page; a page past the end answers no rows, never an error. */
export const MAX_PAGE = 100_000;
export const MAX_SEARCH_LENGTH = 100;
/** Values of one multiselect filter. */
export const MAX_FILTER_VALUES = 50;
export const MAX_TEXT_FILTER_LENGTH = 100;
const MAX_ID = 2_147_483_647;

export type SortDirection = 'asc' | 'desc';

/** `'ids'`: database ids known only at run time (the event's ticket types). */
type Options = readonly string[] | 'ids';

export type FilterSpec =
  | { type: 'select'; options: Options }
  | { type: 'multiselect'; options: Options }
  | { type: 'text'; maxLength?: number }
  | { type: 'boolean' }
  /** A min/max range; `decimals` 0 means whole numbers. */
  | { type: 'number'; min: number; max: number; decimals: number }
  /** A range of whole days in Brazil time (decision 0003). */
  | { type: 'date' };

export interface NumberRange {
  min: number | null;
  max: number | null;
}

/** Days as yyyy-mm-dd, both ends included. */
export interface DateRange {
  de: string | null;
  ate: string | null;
}

type OptionValue<O> = O extends 'ids' ? number : O extends readonly (infer V)[] ? V : never;

export type FilterValue<S extends FilterSpec> = S extends { type: 'select'; options: infer O }
  ? OptionValue<O> | null
  : S extends { type: 'multiselect'; options: infer O }
    ? OptionValue<O>[]
    : S extends { type: 'text' }
      ? string | null
      : S extends { type: 'boolean' }
        ? boolean | null
        : S extends { type: 'number' }
          ? NumberRange
          : S extends { type: 'date' }
            ? DateRange
            : never;

export type FilterSpecs = Record<string, FilterSpec>;

export type FilterValues<F extends FilterSpecs> = { [K in keyof F]: FilterValue<F[K]> };

export interface ListSpec<S extends string = string, F extends FilterSpecs = FilterSpecs> {
  sortKeys: readonly S[];
  filters: F;
  defaultPageSize: PageSize;
}

export interface ListQuery<S extends string = string, F extends FilterSpecs = FilterSpecs> {
  busca: string | null;
  pagina: number;
  por_pagina: PageSize;
  /** null: the list's natural order. */
  ordenar: S | null;
  direcao: SortDirection;
  filtros: FilterValues<F>;
}

export type ListQueryOf<L> = L extends ListSpec<infer S, infer F> ? ListQuery<S, F> : never;

export function defineListSpec<const S extends string, const F extends FilterSpecs>(
  spec: ListSpec<S, F>,
): ListSpec<S, F> {
  return spec;
}

/** The query-string names a filter reads: ranges use two. */
export function filterParamNames(key: string, spec: FilterSpec): string[] {
  if (spec.type === 'number') return [`${key}_min`, `${key}_max`];
  if (spec.type === 'date') return [`${key}_de`, `${key}_ate`];
  return [key];
}

/** Every query-string name a list reads (search, paging, sort and each filter's). */
export function listParamNames(spec: ListSpec): string[] {
  return [
    'busca',
    'pagina',
    'por_pagina',
    'ordenar',
    'direcao',
    ...Object.entries(spec.filters).flatMap(([key, filter]) => filterParamNames(key, filter)),
  ];
}

export const LIST_MESSAGES = {
  busca: `A busca deve ter no máximo ${MAX_SEARCH_LENGTH} caracteres.`,
  pagina: `A página deve ser um número inteiro entre 1 e ${MAX_PAGE}.`,
  porPagina: `Itens por página deve ser ${PAGE_SIZES.slice(0, -1).join(', ')} ou ${PAGE_SIZES.at(-1)}.`,
  ordenar: (keys: readonly string[]) => `Ordenação inválida. Use um destes campos: ${keys.join(', ')}.`,
  direcao: 'A direção da ordenação deve ser asc ou desc.',
  option: (value: string) => `"${value}" não é um valor válido para este filtro.`,
  ids: 'Informe identificadores numéricos separados por vírgula.',
  tooManyValues: `Informe no máximo ${MAX_FILTER_VALUES} valores.`,
  text: (max: number) => `O filtro deve ter no máximo ${max} caracteres.`,
  boolean: 'Use true ou false.',
  number: 'Informe um número.',
  numberDecimals: (decimals: number) =>
    decimals === 0 ? 'Informe um número inteiro.' : `Informe no máximo ${decimals} casas decimais.`,
  numberRange: (min: number, max: number) => `Informe um número entre ${min} e ${max}.`,
  numberOrder: 'O valor mínimo não pode ser maior que o máximo.',
  date: 'Data inválida. Use dd/mm/aaaa.',
  dateOrder: 'A data inicial não pode ser posterior à data final.',
} as const;

type Ctx = z.core.$RefinementCtx;

function fail(ctx: Ctx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER as never;
}

function parseOption(raw: string, options: Options, ctx: Ctx): string | number {
  if (options === 'ids') {
    if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_ID)
      return fail(ctx, LIST_MESSAGES.ids);
    return Number(raw);
  }
  if (!options.includes(raw)) return fail(ctx, LIST_MESSAGES.option(raw));
  return raw;
}

const NUMBER_TEXT = /^-?\d{1,12}(?:[.,](\d{1,12}))?$/;

function parseNumber(raw: string, spec: Extract<FilterSpec, { type: 'number' }>, ctx: Ctx): number {
  const match = NUMBER_TEXT.exec(raw);
  if (!match) return fail(ctx, LIST_MESSAGES.number);
  if ((match[1]?.length ?? 0) > spec.decimals) return fail(ctx, LIST_MESSAGES.numberDecimals(spec.decimals));
  const value = Number(raw.replace(',', '.'));
  if (value < spec.min || value > spec.max) return fail(ctx, LIST_MESSAGES.numberRange(spec.min, spec.max));
  return value;
}

/** dd/mm/aaaa, aaaa-mm-dd, or an ISO instant (read as its day in Brazil). */
export function parseDayParam(raw: string): string | null {
  const day = parseDateInput(raw);
  if (day) return day;
  const instant = z.iso.datetime({ offset: true }).safeParse(raw);
  return instant.success ? toLocalParts(new Date(instant.data)).date : null;
}

/** One query-string value: absent and blank are the same; repeated keys are refused. */
const param = z
  .string({ error: 'Informe um único valor.' })
  .max(2_000, 'Valor longo demais.')
  .optional()
  .transform((value) => {
    const text = value?.trim();
    return text ? text : null;
  });

function filterParamSchemas(key: string, spec: FilterSpec): Record<string, z.ZodType> {
  const [first = key, second = key] = filterParamNames(key, spec);
  switch (spec.type) {
    case 'select':
      return {
        [key]: param.transform((raw, ctx) => (raw === null ? null : parseOption(raw, spec.options, ctx))),
      };
    case 'multiselect':
      return {
        [key]: param.transform((raw, ctx) => {
          if (raw === null) return [];
          const parts = [...new Set(raw.split(',').map((part) => part.trim()))].filter(Boolean);
          if (parts.length > MAX_FILTER_VALUES) return fail(ctx, LIST_MESSAGES.tooManyValues);
          return parts.map((part) => parseOption(part, spec.options, ctx));
        }),
      };
    case 'text': {
      const max = spec.maxLength ?? MAX_TEXT_FILTER_LENGTH;
      return { [key]: param.refine((raw) => raw === null || raw.length <= max, LIST_MESSAGES.text(max)) };
    }
    case 'boolean':
      return {
        [key]: param.transform((raw, ctx) => {
          if (raw === null) return null;
          if (raw === 'true') return true;
          if (raw === 'false') return false;
          return fail(ctx, LIST_MESSAGES.boolean);
        }),
      };
    case 'number': {
      const read = param.transform((raw, ctx) => (raw === null ? null : parseNumber(raw, spec, ctx)));
      return { [first]: read, [second]: read };
    }
    case 'date': {
      const read = param.transform((raw, ctx) => {
        if (raw === null) return null;
        return parseDayParam(raw) ?? fail(ctx, LIST_MESSAGES.date);
      });
      return { [first]: read, [second]: read };
    }
  }
}

/**
 * The schema of a list's query string (`Record<string, string>` as Fastify and URLSearchParams
 * give it) → a typed ListQuery. Errors are keyed by the query-string name, in pt-BR.
 */
export function listQuerySchema<S extends string, F extends FilterSpecs>(
  spec: ListSpec<S, F>,
): z.ZodType<ListQuery<S, F>, Record<string, unknown>> {
  const filterShape = Object.fromEntries(
    Object.entries(spec.filters).flatMap(([key, filter]) => Object.entries(filterParamSchemas(key, filter))),
  );
  const shape = {
    busca: param.refine((raw) => raw === null || raw.length <= MAX_SEARCH_LENGTH, LIST_MESSAGES.busca),
    pagina: param.transform((raw, ctx) => {
      if (raw === null) return 1;
      if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_PAGE) {
        return fail(ctx, LIST_MESSAGES.pagina);
      }
      return Number(raw);
    }),
    por_pagina: param.transform((raw, ctx): PageSize => {
      if (raw === null) return spec.defaultPageSize;
      const size = PAGE_SIZES.find((option) => String(option) === raw);
      return size ?? fail(ctx, LIST_MESSAGES.porPagina);
    }),
    ordenar: param.transform((raw, ctx): S | null => {
      if (raw === null) return null;
      return spec.sortKeys.includes(raw as S) ? (raw as S) : fail(ctx, LIST_MESSAGES.ordenar(spec.sortKeys));
    }),
    direcao: param.transform((raw, ctx): SortDirection => {
      if (raw === null || raw === 'asc') return 'asc';
      return raw === 'desc' ? 'desc' : fail(ctx, LIST_MESSAGES.direcao);
    }),
    ...filterShape,
  };
  return z
    .object(shape)
    .superRefine((raw, ctx) => {
      const values = raw as Record<string, unknown>;
      for (const [key, filter] of Object.entries(spec.filters)) {
        const [low, high] = filterParamNames(key, filter);
        if (!low || !high || low === high) continue;
        const a = values[low];
        const b = values[high];
        if (a === null || b === null || a === undefined || b === undefined) continue;
        if ((a as number | string) > (b as number | string)) {
          ctx.addIssue({
            code: 'custom',
            path: [low],
            message: filter.type === 'date' ? LIST_MESSAGES.dateOrder : LIST_MESSAGES.numberOrder,
          });
        }
      }
    })
    .transform((raw) => {
      const values = raw as Record<string, unknown>;
      const filtros = Object.fromEntries(
        Object.entries(spec.filters).map(([key, filter]) => {
          const [low = key, high = key] = filterParamNames(key, filter);
          if (filter.type === 'number') return [key, { min: values[low] ?? null, max: values[high] ?? null }];
          if (filter.type === 'date') return [key, { de: values[low] ?? null, ate: values[high] ?? null }];
          return [key, values[key]];
        }),
      ) as FilterValues<F>;
      return {
        busca: raw.busca,
        pagina: raw.pagina,
        por_pagina: raw.por_pagina,
        ordenar: raw.ordenar,
        direcao: raw.direcao,
        filtros,
      };
    }) as unknown as z.ZodType<ListQuery<S, F>, Record<string, unknown>>;
}

/** The query a list starts with: first page, default size, natural order, no filters. */
export function emptyListQuery<S extends string, F extends FilterSpecs>(
  spec: ListSpec<S, F>,
): ListQuery<S, F> {
  return listQuerySchema(spec).parse({});
}

/** Whether a filter value narrows the list. */
export function isFilterActive(spec: FilterSpec, value: unknown): boolean {
  switch (spec.type) {
    case 'multiselect':
      return Array.isArray(value) && value.length > 0;
    case 'number':
      return (value as NumberRange).min !== null || (value as NumberRange).max !== null;
    case 'date':
      return (value as DateRange).de !== null || (value as DateRange).ate !== null;
    default:
      return value !== null && value !== undefined && value !== '';
  }
}

export function activeFilterKeys<F extends FilterSpecs>(spec: ListSpec<string, F>, filtros: FilterValues<F>) {
  return (Object.keys(spec.filters) as (keyof F & string)[]).filter((key) =>
    isFilterActive(spec.filters[key] as FilterSpec, filtros[key]),
  );
}

function filterToParams(key: string, spec: FilterSpec, value: unknown): Record<string, string> {
  if (!isFilterActive(spec, value)) return {};
  const [low = key, high = key] = filterParamNames(key, spec);
  switch (spec.type) {
    case 'multiselect':
      return { [key]: (value as unknown[]).join(',') };
    case 'number': {
      const range = value as NumberRange;
      return {
        ...(range.min !== null ? { [low]: String(range.min) } : {}),
        ...(range.max !== null ? { [high]: String(range.max) } : {}),
      };
    }
    case 'date': {
      const range = value as DateRange;
      return {
        ...(range.de !== null ? { [low]: range.de } : {}),
        ...(range.ate !== null ? { [high]: range.ate } : {}),
      };
    }
    default:
      return { [key]: String(value) };
  }
}

/** Only the filters, as query-string values (what a frozen selection carries). */
export function filtersToParams<F extends FilterSpecs>(
  spec: ListSpec<string, F>,
  query: Pick<ListQuery<string, F>, 'busca' | 'filtros'>,
): Record<string, string> {
  const params: Record<string, string> = query.busca ? { busca: query.busca } : {};
  for (const [key, filter] of Object.entries(spec.filters)) {
    Object.assign(params, filterToParams(key, filter, query.filtros[key]));
  }
  return params;
}

/** A query as query-string values, leaving out whatever equals the default (short, shareable URLs). */
export function listQueryToParams<S extends string, F extends FilterSpecs>(
  spec: ListSpec<S, F>,
  query: ListQuery<S, F>,
): Record<string, string> {
  const params = filtersToParams(spec, query);
  if (query.pagina !== 1) params.pagina = String(query.pagina);
  if (query.por_pagina !== spec.defaultPageSize) params.por_pagina = String(query.por_pagina);
  if (query.ordenar !== null) {
    params.ordenar = query.ordenar;
    params.direcao = query.direcao;
  }
  return params;
}

/** A range of Brazil days as instants: from the first day's 00:00 to the day after the last (exclusive). */
export function brazilDayBounds(range: DateRange): { from: Date | null; before: Date | null } {
  const from = range.de ? toInstant(range.de, '00:00') : null;
  if (!range.ate) return { from, before: null };
  const last = toInstant(range.ate, '00:00');
  return { from, before: new Date(last.getTime() + 24 * 60 * 60 * 1000) };
}

/** The list reply `data`: one page of items and the total that matched. */
export function listReplySchema<T extends z.ZodType>(item: T) {
  return z.object({
    itens: z.array(item),
    total: z.number().int().min(0),
    pagina: z.number().int().min(1).max(MAX_PAGE),
    por_pagina: z.union(PAGE_SIZES.map((size) => z.literal(size))),
  });
}

export interface ListReply<T> {
  itens: T[];
  total: number;
  pagina: number;
  por_pagina: PageSize;
}
