import { describe, expect, it } from 'vitest';
import {
  FORM_BUILDER_MESSAGES,
  PALETTE_TYPES,
  saveFormBodySchema,
  toPaletteType,
  toStoredType,
} from './form-builder.ts';
import { FORM_FIELD_TYPES } from './participant-form.ts';

describe('palette ↔ stored types', () => {
  it.each([
    ['text', 'short_text'],
    ['textarea', 'long_text'],
    ['number', 'number'],
    ['cpf_cnpj', 'document'],
    ['email', 'email'],
    ['phone', 'phone'],
    ['date', 'date'],
    ['radio', 'single_choice'],
    ['checkbox', 'multiple_choice'],
    ['select', 'dropdown'],
    ['address', 'address'],
  ] as const)('%s is stored as %s and read back', (palette, stored) => {
    expect(toStoredType(palette)).toBe(stored);
    expect(toPaletteType(stored)).toBe(palette);
  });

  it('covers every stored type exactly once', () => {
    expect(new Set(PALETTE_TYPES.map(toStoredType))).toEqual(new Set(FORM_FIELD_TYPES));
  });
});

const field = (overrides: object = {}) => ({ id: 'tmp-1', label: 'Camiseta', type: 'text', ...overrides });
const parse = (formFields: unknown[]) => saveFormBodySchema.safeParse({ formFields });
const messages = (formFields: unknown[]) => {
  const result = parse(formFields);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const opts = (...values: string[]) => values.map((value, i) => ({ id: `o${i}-${value}`, value }));

describe('form definition rules (spec §5 Form field edit)', () => {
  it.each([
    [
      'a blank label',
      [field({ label: '  ' })],
      { 'formFields.0.label': FORM_BUILDER_MESSAGES.labelRequired },
    ],
    [
      'a select with one option',
      [field({ type: 'select', options: opts('P') })],
      { 'formFields.0.options': FORM_BUILDER_MESSAGES.twoOptions },
    ],
    [
      'a radio whose second option is blank',
      [field({ type: 'radio', options: opts('P', ' ') })],
      { 'formFields.0.options': FORM_BUILDER_MESSAGES.twoOptions },
    ],
    [
      'a checkbox with no options',
      [field({ type: 'checkbox' })],
      { 'formFields.0.options': FORM_BUILDER_MESSAGES.twoOptions },
    ],
    [
      'a conditional select with no option',
      [
        field({
          type: 'select',
          options: [
            {
              id: 'a',
              value: 'A',
              conditional_fields: [{ id: 'c', label: 'Qual?', type: 'select', options: [] }],
            },
            { id: 'b', value: 'B' },
          ],
        }),
      ],
      { 'formFields.0.options.0.conditional_fields.0.options': FORM_BUILDER_MESSAGES.oneOption },
    ],
    [
      'a conditional field without a label',
      [
        field({
          type: 'radio',
          options: [
            { id: 'a', value: 'A', conditional_fields: [{ id: 'c', label: '', type: 'text' }] },
            { id: 'b', value: 'B' },
          ],
        }),
      ],
      { 'formFields.0.options.0.conditional_fields.0.label': FORM_BUILDER_MESSAGES.labelRequired },
    ],
    [
      'the same id twice',
      [field(), field({ label: 'Outro' })],
      { 'formFields.1.id': FORM_BUILDER_MESSAGES.duplicateId },
    ],
  ])('refuses %s', (_name, fields, expected) => {
    expect(messages(fields)).toEqual(expected);
  });

  it.each([
    ['a text field', [field()]],
    ['a select with two options', [field({ type: 'select', options: opts('P', 'M') })]],
    [
      'a conditional select with one option',
      [
        field({
          type: 'select',
          options: [
            {
              id: 'a',
              value: 'A',
              conditional_fields: [{ id: 'c', label: 'Qual?', type: 'select', options: opts('X') }],
            },
            { id: 'b', value: 'B' },
          ],
        }),
      ],
    ],
    ['stored ids and a ticket restriction', [field({ id: 7, type: 'address', show_for_types: [3] })]],
    ['no fields at all', []],
  ])('accepts %s', (_name, fields) => {
    expect(parse(fields).success).toBe(true);
  });

  it.each([
    ['an unknown type', [field({ type: 'rating' })]],
    ['a zero id', [field({ id: 0 })]],
    ['a label of 201 characters', [field({ label: 'x'.repeat(201) })]],
    ['a non-list', 'nope'],
  ])('refuses junk: %s', (_name, fields) => {
    expect(saveFormBodySchema.safeParse({ formFields: fields }).success).toBe(false);
  });
});
