import { describe, expect, it } from 'vitest';
import { FIELD_TEMP_ID, OPTION_TEMP_ID, saveFormBodySchema } from '../../../../domain/form-builder.ts';
import {
  insertField,
  isDraftDirty,
  moveField,
  newConditional,
  newConditionalOption,
  newField,
  newOption,
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
    expect(b.options.map((o) => o.label)).toEqual(['', '']);
    expect(a.options).toEqual([]);
    expect(a.id).not.toBe(b.id);
  });

  it('gives new things the spec ids: field_ + time + random part, option_N with value opcaoN', () => {
    for (const field of [a, b, c, newConditional()]) {
      expect(String(field.id)).toMatch(/^field_\d{13}_[0-9a-z]+$/);
      expect(String(field.id)).toMatch(FIELD_TEMP_ID);
    }
    const options = [...b.options, newOption('X'), newConditionalOption('Y')];
    for (const option of options) {
      const n = /^option_(\d+)$/.exec(String(option.id))?.[1];
      expect(n, String(option.id)).toBeDefined();
      expect(option.value).toBe(`opcao${n}`);
      expect(String(option.id)).toMatch(OPTION_TEMP_ID);
    }
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
    expect(b.options[0]).toEqual({
      id: b.options[0]?.id,
      value: expect.any(String),
      label: '',
      order: 0,
      conditionalFields: [],
    });
  });

  it('sends the spec names, which the server schema accepts', () => {
    const withConditional = {
      ...b,
      options: [
        { ...newOption('P'), conditionalFields: [{ ...newConditional(), label: 'Por quê?' }] },
        newOption('G'),
      ],
    };
    const body = toSaveBody([a, withConditional, c]);
    const json = JSON.parse(JSON.stringify(body));
    expect(JSON.stringify(json)).not.toContain('conditional_fields');
    expect(json.formFields[1].options[0].conditionalFields[0].order).toBe(0);
    expect(saveFormBodySchema.safeParse(json).success).toBe(true);
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
