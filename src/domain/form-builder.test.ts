import { describe, expect, it } from 'vitest';
import {
  conditionalFieldFormSchema,
  FORM_BUILDER_MESSAGES,
  type FormFieldInput,
  fieldFormSchema,
  formFieldSchema,
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

const field = (overrides: object = {}) => ({
  id: 'field_1764000000000_a1b2c3',
  label: 'Camiseta',
  type: 'text',
  ...overrides,
});
const parse = (formFields: unknown[]) => saveFormBodySchema.safeParse({ formFields });
const messages = (formFields: unknown[]) => {
  const result = parse(formFields);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};
let optionN = 0;
const option = (label: string, extra: object = {}) => {
  optionN += 1;
  return { id: `option_${optionN}`, value: `opcao${optionN}`, label, ...extra };
};
const opts = (...labels: string[]) => labels.map((label) => option(label));

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
            option('A', {
              conditionalFields: [{ id: 'field_2_c', label: 'Qual?', type: 'select', options: [] }],
            }),
            option('B'),
          ],
        }),
      ],
      { 'formFields.0.options.0.conditionalFields.0.options': FORM_BUILDER_MESSAGES.oneOption },
    ],
    [
      'a conditional field without a label',
      [
        field({
          type: 'radio',
          options: [
            option('A', { conditionalFields: [{ id: 'field_2_c', label: '', type: 'text' }] }),
            option('B'),
          ],
        }),
      ],
      { 'formFields.0.options.0.conditionalFields.0.label': FORM_BUILDER_MESSAGES.labelRequired },
    ],
    [
      'the same id twice',
      [field(), field({ label: 'Outro' })],
      { 'formFields.1.id': FORM_BUILDER_MESSAGES.duplicateId },
    ],
    [
      'the old conditional_fields key',
      [field({ type: 'radio', options: [option('A', { conditional_fields: [] }), option('B')] })],
      { 'formFields.0.options.0': 'Campo não reconhecido no formulário: conditional_fields.' },
    ],
    [
      'a campo-… field id',
      [field({ id: 'campo-mf3k2a-1' })],
      { 'formFields.0.id': FORM_BUILDER_MESSAGES.invalidId },
    ],
    [
      'an opcao-… option id',
      [field({ type: 'radio', options: [option('A', { id: 'opcao-mf3k2a-2' }), option('B')] })],
      { 'formFields.0.options.0.id': FORM_BUILDER_MESSAGES.invalidId },
    ],
    [
      'a conditional field with a campo-… id',
      [
        field({
          type: 'radio',
          options: [
            option('A', { conditionalFields: [{ id: 'campo-x-1', label: 'Q', type: 'text' }] }),
            option('B'),
          ],
        }),
      ],
      { 'formFields.0.options.0.conditionalFields.0.id': FORM_BUILDER_MESSAGES.invalidId },
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
            option('A', {
              conditionalFields: [{ id: 'field_2_c', label: 'Qual?', type: 'select', options: opts('X') }],
            }),
            option('B'),
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

describe('the field modals’ schemas (react-hook-form)', () => {
  const draft = (overrides: object = {}) =>
    formFieldSchema.parse({ ...field(), options: [], ...overrides }) as FormFieldInput;
  const issuesOf = (schema: typeof fieldFormSchema | typeof conditionalFieldFormSchema, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a complete field as it is', () => {
    const ok = draft({ type: 'select', options: opts('P', 'G') });
    expect(fieldFormSchema.parse(ok)).toEqual(ok);
  });

  it('puts §5’s messages under the name and the options', () => {
    expect(issuesOf(fieldFormSchema, draft({ label: ' ', type: 'radio', options: opts('P') }))).toEqual({
      label: FORM_BUILDER_MESSAGES.labelRequired,
      options: FORM_BUILDER_MESSAGES.twoOptions,
    });
    expect(issuesOf(conditionalFieldFormSchema, { ...draft({ type: 'select' }), options: [] })).toEqual({
      options: FORM_BUILDER_MESSAGES.oneOption,
    });
  });

  it('refuses what the server’s field schema refuses (a label over the limit)', () => {
    expect(Object.keys(issuesOf(fieldFormSchema, { ...draft(), label: 'x'.repeat(5000) }))).toEqual([
      'label',
    ]);
  });
});
