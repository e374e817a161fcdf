// What the user ticked in a server-side table (docs/decisions/0092-frozen-selection.md): rows ticked
// one by one (kept with their data, so bulk rules can check them across pages), or "all N
// matching" frozen by the server, minus the rows unticked afterwards. Immutable values, so React
// state updates are plain replacements.
import type { ListSelection, SelectionSnapshot } from '../../../domain/list-selection.ts';

export type TableSelection<Row> =
  | { kind: 'rows'; rows: ReadonlyMap<number, Row> }
  | { kind: 'all'; snapshot: SelectionSnapshot; excluded: ReadonlySet<number> };

export const emptySelection = <Row>(): TableSelection<Row> => ({ kind: 'rows', rows: new Map() });

export function isRowSelected<Row>(selection: TableSelection<Row>, id: number): boolean {
  if (selection.kind === 'rows') return selection.rows.has(id);
  // Rows registered after the snapshot were never part of "all matching".
  return id <= selection.snapshot.ate && !selection.excluded.has(id);
}

export function selectedCount<Row>(selection: TableSelection<Row>): number {
  return selection.kind === 'rows'
    ? selection.rows.size
    : Math.max(0, selection.snapshot.total - selection.excluded.size);
}

/** Ticks or unticks rows (one, or a page's worth). */
export function setRowsSelected<Row>(
  selection: TableSelection<Row>,
  rows: { id: number; row: Row }[],
  selected: boolean,
): TableSelection<Row> {
  if (selection.kind === 'rows') {
    const next = new Map(selection.rows);
    for (const { id, row } of rows) {
      if (selected) next.set(id, row);
      else next.delete(id);
    }
    return { kind: 'rows', rows: next };
  }
  const excluded = new Set(selection.excluded);
  for (const { id } of rows) {
    if (id > selection.snapshot.ate) continue;
    if (selected) excluded.delete(id);
    else excluded.add(id);
  }
  const next: TableSelection<Row> = { kind: 'all', snapshot: selection.snapshot, excluded };
  return selectedCount(next) === 0 ? emptySelection() : next;
}

export function selectAllMatching<Row>(snapshot: SelectionSnapshot): TableSelection<Row> {
  return snapshot.total === 0 ? emptySelection() : { kind: 'all', snapshot, excluded: new Set() };
}

/** The body a bulk action sends (`selecao`). */
export function toSelectionPayload<Row>(selection: TableSelection<Row>): ListSelection {
  if (selection.kind === 'rows') return { tipo: 'ids', ids: [...selection.rows.keys()] };
  return { tipo: 'filtro', snapshot: selection.snapshot, excluidos: [...selection.excluded] };
}

/** The ticked rows' data when known (rows mode); null for "all matching" (the server decides). */
export function knownSelectedRows<Row>(selection: TableSelection<Row>): Row[] | null {
  return selection.kind === 'rows' ? [...selection.rows.values()] : null;
}
