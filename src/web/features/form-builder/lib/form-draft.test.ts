import { describe, expect, it } from 'vitest';
import {
  insertField,
  isDraftDirty,
  moveField,
  newField,
  removeField,
  replaceField,
  toSaveBody,
} from './form-draft.ts';

describe('form draft', () => {
  const a = newField('text');
  const b = newField('select');
  const c = newField('address');

  it('starts a choice field with two empty options and a label from the palette', () => {
    expect(b.label).toBe('Lista Suspensa');
    expect(b.options.map((o) => o.value)).toEqual(['', '']);
    expect(a.options).toEqual([]);
    expect(a.id).not.toBe(b.id);
  });

  it.each([
    [0, ['c', 'a', 'b']],
    [1, ['a', 'c', 'b']],
    [2, ['a', 'b', 'c']],
    [99, ['a', 'b', 'c']],
    [-3, ['c', 'a', 'b']],
  ])('inserts at position %i', (index, expected) => {
    const names = new Map([
      [a.id, 'a'],
      [b.id, 'b'],
      [c.id, 'c'],
    ]);
    expect(insertField([a, b], index, c).map((f) => names.get(f.id))).toEqual(expected);
  });

  it.each([
    [0, 2, [b, c, a]],
    [2, 0, [c, a, b]],
    [1, 1, [a, b, c]],
    [5, 0, [a, b, c]],
  ])('moves from %i to %i', (from, to, expected) => {
    expect(moveField([a, b, c], from, to)).toEqual(expected);
  });

  it('replaces and removes by id', () => {
    const renamed = { ...b, label: 'Tamanho' };
    expect(replaceField([a, b], renamed)[1]?.label).toBe('Tamanho');
    expect(removeField([a, b, c], b.id)).toEqual([a, c]);
  });

  it('numbers the order of fields, options and conditional fields for the save', () => {
    const body = toSaveBody([c, b]);
    expect(body.formFields.map((f) => f.order)).toEqual([0, 1]);
    expect(body.formFields[1]?.options.map((o) => o.order)).toEqual([0, 1]);
  });

  it('is dirty after a change or a move, and clean when back to the saved form', () => {
    expect(isDraftDirty([a, b], [a, b])).toBe(false);
    expect(isDraftDirty([a, b], [b, a])).toBe(true);
    expect(isDraftDirty([a, b], [a, { ...b, required: true }])).toBe(true);
    expect(isDraftDirty([a], [a, b])).toBe(true);
  });
});
