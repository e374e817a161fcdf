import { describe, expect, it } from 'vitest';
import type { SelectionSnapshot } from '../../../domain/list-selection.ts';
import { selectedItemsLabel } from '../../../domain/list-selection.ts';
import {
  emptySelection,
  isRowSelected,
  knownSelectedRows,
  selectAllMatching,
  selectedCount,
  setRowsSelected,
  toSelectionPayload,
} from './selection.ts';

const row = (id: number) => ({ id, row: { id, nome: `P${id}` } });
const snapshot: SelectionSnapshot = {
  filtro: { status: 'pago' },
  total: 3,
  ate: 30,
  impressao: 'a'.repeat(32),
};

describe('table selection', () => {
  it('keeps rows ticked across pages with their data', () => {
    let selection = emptySelection<{ id: number; nome: string }>();
    selection = setRowsSelected(selection, [row(1), row(2)], true);
    selection = setRowsSelected(selection, [row(9)], true);
    selection = setRowsSelected(selection, [row(2)], false);
    expect(selectedCount(selection)).toBe(2);
    expect(isRowSelected(selection, 9)).toBe(true);
    expect(isRowSelected(selection, 2)).toBe(false);
    expect(knownSelectedRows(selection)?.map((r) => r.nome)).toEqual(['P1', 'P9']);
    expect(toSelectionPayload(selection)).toEqual({ tipo: 'ids', ids: [1, 9] });
  });

  it('freezes "all matching" and carries the rows unticked afterwards', () => {
    let selection = selectAllMatching<{ id: number; nome: string }>(snapshot);
    expect(selectedCount(selection)).toBe(3);
    expect(isRowSelected(selection, 10)).toBe(true);
    // A row that appeared after the snapshot (id past `ate`) is not selected, and cannot be.
    expect(isRowSelected(selection, 31)).toBe(false);
    selection = setRowsSelected(selection, [row(31)], true);
    expect(isRowSelected(selection, 31)).toBe(false);
    selection = setRowsSelected(selection, [row(10)], false);
    expect(selectedCount(selection)).toBe(2);
    expect(knownSelectedRows(selection)).toBeNull();
    expect(toSelectionPayload(selection)).toEqual({ tipo: 'filtro', snapshot, excluidos: [10] });
    selection = setRowsSelected(selection, [row(10)], true);
    expect(toSelectionPayload(selection)).toEqual({ tipo: 'filtro', snapshot, excluidos: [] });
  });

  it('goes back to nothing selected when every frozen row is unticked', () => {
    let selection = selectAllMatching<{ id: number; nome: string }>({ ...snapshot, total: 2 });
    selection = setRowsSelected(selection, [row(1), row(2)], false);
    expect(selection).toEqual(emptySelection());
    expect(selectAllMatching({ ...snapshot, total: 0 })).toEqual(emptySelection());
  });

  it("labels the count like the spec's bulk bar", () => {
    expect(selectedItemsLabel(1)).toBe('1 item selecionado');
    expect(selectedItemsLabel(2)).toBe('2 itens selecionados');
    expect(selectedItemsLabel(12345)).toBe('12.345 itens selecionados');
  });
});
