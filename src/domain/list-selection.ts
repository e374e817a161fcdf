// What a bulk action acts on (docs/decisions/0092-frozen-selection.md). Either rows the user ticked
// one by one (`ids`), or "all N matching" frozen at the moment the user chose it (`filtro`): the
// filter, the highest id that matched, how many matched and a fingerprint of exactly which rows.
// The server resolves the rows again at action time and refuses, rather than act on a different
// set, when the fingerprint no longer matches; rows registered after the snapshot are left out.
import { z } from 'zod';

/** Rows ticked one by one, or rows unticked after "select all matching". */
export const MAX_SELECTED_IDS = 5_000;
const MAX_ID = 2_147_483_647;
const MAX_FILTER_PARAMS = 40;

const selectionId = z
  .number({ error: 'Identificador inválido.' })
  .int('Identificador inválido.')
  .min(1, 'Identificador inválido.')
  .max(MAX_ID, 'Identificador inválido.');

/** The frozen "all matching" set, as the server computed it when the user chose it. */
export const selectionSnapshotSchema = z.object({
  /** The search and filters, as query-string values (`filtersToParams`). */
  filtro: z
    .record(z.string().max(60), z.string().max(2_000))
    .refine((filtro) => Object.keys(filtro).length <= MAX_FILTER_PARAMS, 'Filtros demais.'),
  /** How many rows matched. */
  total: z.number().int().min(0).max(MAX_ID),
  /** The highest id that matched: rows created later are never part of the selection. */
  ate: z.number().int().min(0).max(MAX_ID),
  /** md5 of the matching ids in order: proves the set is still the one the user saw. */
  impressao: z.string().regex(/^[0-9a-f]{32}$/, 'Seleção inválida.'),
});
export type SelectionSnapshot = z.infer<typeof selectionSnapshotSchema>;

export const listSelectionSchema = z.discriminatedUnion(
  'tipo',
  [
    z.object({
      tipo: z.literal('ids'),
      ids: z
        .array(selectionId)
        .min(1, 'Selecione pelo menos um item.')
        .max(MAX_SELECTED_IDS, `Selecione no máximo ${MAX_SELECTED_IDS} itens.`),
    }),
    z.object({
      tipo: z.literal('filtro'),
      snapshot: selectionSnapshotSchema,
      excluidos: z
        .array(selectionId)
        .max(MAX_SELECTED_IDS, `Desmarque no máximo ${MAX_SELECTED_IDS} itens.`)
        .default([]),
    }),
  ],
  { error: 'Informe a seleção (tipo "ids" ou "filtro").' },
);
export type ListSelection = z.infer<typeof listSelectionSchema>;

export const SELECTION_CHANGED_MESSAGE =
  'A lista mudou desde que você selecionou todos os resultados. Revise a seleção e tente novamente.';

/** How many rows a selection names (what the bulk bar shows). */
export function selectionCount(selection: ListSelection): number {
  return selection.tipo === 'ids'
    ? selection.ids.length
    : Math.max(0, selection.snapshot.total - selection.excluidos.length);
}

/** "1 item selecionado" / "N itens selecionados" (spec §2 generic data table). */
export function selectedItemsLabel(count: number): string {
  return count === 1 ? '1 item selecionado' : `${count.toLocaleString('pt-BR')} itens selecionados`;
}
