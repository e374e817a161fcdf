// The registration form builder (spec organiser-dashboard §2 "Formulário de Inscrição", §5 "Form
// field edit"): the palette's types, their mapping to the stored types of the public form, and the
// one schema of a form definition that the builder checks before saving and the server parses.
import { z } from 'zod';
import { idNumber } from './input-bounds.ts';
import { FORM_FIELD_TYPES, type FormFieldType } from './participant-form.ts';

/** The palette's types, in the palette's order. */
export const PALETTE_TYPES = [
  'text',
  'textarea',
  'number',
  'cpf_cnpj',
  'email',
  'phone',
  'date',
  'radio',
  'checkbox',
  'select',
  'address',
] as const;

export type PaletteType = (typeof PALETTE_TYPES)[number];

/** The one mapping from the palette to the stored (and public) types; a bijection. */
export const PALETTE_TO_STORED: Readonly<Record<PaletteType, FormFieldType>> = {
  text: 'short_text',
  textarea: 'long_text',
  number: 'number',
  cpf_cnpj: 'document',
  email: 'email',
  phone: 'phone',
  date: 'date',
  radio: 'single_choice',
  checkbox: 'multiple_choice',
  select: 'dropdown',
  address: 'address',
};

const STORED_TO_PALETTE = Object.fromEntries(
  Object.entries(PALETTE_TO_STORED).map(([palette, stored]) => [stored, palette]),
) as Record<FormFieldType, PaletteType>;

export function toStoredType(type: PaletteType): FormFieldType {
  return PALETTE_TO_STORED[type];
}

export function toPaletteType(type: FormFieldType): PaletteType {
  return STORED_TO_PALETTE[type];
}

// Every stored type has a palette entry (checked once at load: a new stored type must be mapped).
for (const stored of FORM_FIELD_TYPES) {
  if (!(stored in STORED_TO_PALETTE)) throw new Error(`form type ${stored} has no palette entry`);
}

export const PALETTE_LABELS: Readonly<Record<PaletteType, string>> = {
  text: 'Texto Curto',
  textarea: 'Texto Longo',
  number: 'Número',
  cpf_cnpj: 'CPF/CNPJ',
  email: 'E-mail',
  phone: 'Telefone',
  date: 'Data',
  radio: 'Escolha Única',
  checkbox: 'Múltipla Escolha',
  select: 'Lista Suspensa',
  address: 'Endereço',
};

const CHOICE_TYPES: ReadonlySet<PaletteType> = new Set(['radio', 'checkbox', 'select']);

export function isChoiceType(type: PaletteType): boolean {
  return CHOICE_TYPES.has(type);
}

/** Spec §5 "Form field edit" and §9, verbatim. */
export const FORM_BUILDER_MESSAGES = {
  labelRequired: 'Por favor, informe o nome do campo.',
  twoOptions: 'Por favor, adicione pelo menos 2 opções válidas.',
  oneOption: 'O campo precisa ter pelo menos uma opção.',
  validationTitle: 'Erro de Validação',
  validationBody: 'Por favor, corrija os erros nos campos destacados.',
  confirmDelete: (label: string) => `Tem certeza que deseja excluir o campo "${label}"?`,
  savedTitle: 'Formulário Salvo',
  savedBody: 'O formulário de inscrição foi salvo.',
  saveFailed: 'Não foi possível salvar o formulário. Tente novamente.',
  unsaved: 'Há alterações não salvas no formulário. Deseja sair mesmo assim?',
  tooManyFields: 'O formulário pode ter no máximo 100 campos.',
  duplicateId: 'Identificador repetido no formulário.',
} as const;

/** Spec §9: at least 2 options per choice field, 1 for a conditional one. */
export const MIN_OPTIONS = 2;
export const MIN_CONDITIONAL_OPTIONS = 1;

export const FORM_LIMITS = {
  fields: 100,
  optionsPerField: 100,
  conditionalPerOption: 20,
  label: 200,
  instructions: 1_000,
  option: 500,
  tempId: 64,
} as const;

/** A stored id (number) or the builder's temporary id for something new (string). */
export const builderId = z.union([
  idNumber,
  z.string().trim().min(1, 'Identificador inválido.').max(FORM_LIMITS.tempId, 'Identificador inválido.'),
]);
export type BuilderId = z.infer<typeof builderId>;

const paletteType = z.enum(PALETTE_TYPES, { error: 'Tipo de campo inválido.' });
const label = z
  .string()
  .max(FORM_LIMITS.label, `O nome do campo deve ter no máximo ${FORM_LIMITS.label} caracteres.`);
const instructions = z
  .string()
  .max(FORM_LIMITS.instructions, `As instruções devem ter no máximo ${FORM_LIMITS.instructions} caracteres.`)
  .nullable()
  .optional()
  .transform((value) => value ?? '');
const order = z.number().int().min(0).max(10_000).optional();

const optionBase = {
  id: builderId,
  value: z.string().max(FORM_LIMITS.option, `A opção deve ter no máximo ${FORM_LIMITS.option} caracteres.`),
  order,
};

export const conditionalFieldSchema = z.object({
  id: builderId,
  label,
  type: paletteType,
  required: z.boolean().optional().default(false),
  instructions,
  order,
  options: z.array(z.object(optionBase)).max(FORM_LIMITS.optionsPerField).optional().default([]),
});

export const formOptionSchema = z.object({
  ...optionBase,
  conditional_fields: z
    .array(conditionalFieldSchema)
    .max(FORM_LIMITS.conditionalPerOption)
    .optional()
    .default([]),
});

export const formFieldSchema = z.object({
  id: builderId,
  label,
  type: paletteType,
  required: z.boolean().optional().default(false),
  instructions,
  order,
  options: z.array(formOptionSchema).max(FORM_LIMITS.optionsPerField).optional().default([]),
  /** Ticket types that see this field; null or empty means every type. */
  show_for_types: z.array(idNumber).max(200).nullable().optional().default(null),
});

export type ConditionalFieldInput = z.infer<typeof conditionalFieldSchema>;
export type FormOptionInput = z.infer<typeof formOptionSchema>;
export type FormFieldInput = z.infer<typeof formFieldSchema>;

type Issue = { path: (string | number)[]; message: string };

function nonBlankOptions(options: readonly { value: string }[]): number {
  return options.filter((option) => option.value.trim() !== '').length;
}

/** The §5 rules for one field (top-level or conditional); paths are relative to the field. */
export function fieldIssues(
  field: { label: string; type: PaletteType; options: readonly { value: string }[] },
  kind: 'field' | 'conditional',
): Issue[] {
  const issues: Issue[] = [];
  if (field.label.trim() === '')
    issues.push({ path: ['label'], message: FORM_BUILDER_MESSAGES.labelRequired });
  if (isChoiceType(field.type)) {
    const minimum = kind === 'field' ? MIN_OPTIONS : MIN_CONDITIONAL_OPTIONS;
    if (nonBlankOptions(field.options) < minimum) {
      const message = kind === 'field' ? FORM_BUILDER_MESSAGES.twoOptions : FORM_BUILDER_MESSAGES.oneOption;
      issues.push({ path: ['options'], message });
    }
  }
  return issues;
}

/** Every issue of a whole form: each field, each conditional field, and ids used twice. */
export function formIssues(fields: readonly FormFieldInput[]): Issue[] {
  const issues: Issue[] = [];
  const seen = { field: new Set<string>(), option: new Set<string>() };
  const checkId = (kind: 'field' | 'option', id: BuilderId, path: (string | number)[]) => {
    const key = String(id);
    if (seen[kind].has(key))
      issues.push({ path: [...path, 'id'], message: FORM_BUILDER_MESSAGES.duplicateId });
    seen[kind].add(key);
  };
  fields.forEach((field, i) => {
    checkId('field', field.id, [i]);
    for (const issue of fieldIssues(field, 'field')) issues.push({ ...issue, path: [i, ...issue.path] });
    field.options.forEach((option, j) => {
      checkId('option', option.id, [i, 'options', j]);
      option.conditional_fields.forEach((child, k) => {
        const base = [i, 'options', j, 'conditional_fields', k];
        checkId('field', child.id, base);
        for (const issue of fieldIssues(child, 'conditional'))
          issues.push({ ...issue, path: [...base, ...issue.path] });
        child.options.forEach((childOption, m) => {
          checkId('option', childOption.id, [...base, 'options', m]);
        });
      });
    });
  });
  return issues;
}

/** POST /api/eventos/{id}/formulario-personalizado */
export const saveFormBodySchema = z
  .object({
    formFields: z.array(formFieldSchema).max(FORM_LIMITS.fields, FORM_BUILDER_MESSAGES.tooManyFields),
  })
  .superRefine((body, ctx) => {
    for (const issue of formIssues(body.formFields)) {
      ctx.addIssue({ code: 'custom', path: ['formFields', ...issue.path], message: issue.message });
    }
  });
export type SaveFormBody = z.infer<typeof saveFormBodySchema>;

/** Temporary (or replaced) id → stored id, for everything the save created. */
export const fieldsMappingSchema = z.object({
  fields: z.record(z.string(), idNumber),
  options: z.record(z.string(), idNumber),
  conditionalFields: z.record(z.string(), idNumber),
});
export type FieldsMapping = z.infer<typeof fieldsMappingSchema>;

/** The `data` of the POST's answer: the mapping, and the form as now stored (stored ids). */
export const saveFormDataSchema = z.object({
  fieldsMapping: fieldsMappingSchema,
  formFields: z.array(formFieldSchema),
});

/** The `data` of GET /api/eventos/{id}/formulario-personalizado: the form as the builder edits it. */
export const loadFormDataSchema = z.object({ formFields: z.array(formFieldSchema) });
