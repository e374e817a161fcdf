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
  invalidId: 'Identificador inválido.',
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

/**
 * The spec's shapes of a new id (§3): a field's (and a conditional field's) is "field_" plus the
 * time and a random part; an option's is "option_N". Anything else is refused rather than guessed.
 */
export const FIELD_TEMP_ID = /^field_[0-9a-z]+(?:_[0-9a-z]+)*$/i;
export const OPTION_TEMP_ID = /^option_[0-9]+$/;

const tempId = (shape: RegExp) =>
  z
    .string()
    .trim()
    .max(FORM_LIMITS.tempId, FORM_BUILDER_MESSAGES.invalidId)
    .regex(shape, FORM_BUILDER_MESSAGES.invalidId);

/** A stored id (number) or the builder's temporary id for something new (string). */
export const fieldId = z.union([idNumber, tempId(FIELD_TEMP_ID)], { error: FORM_BUILDER_MESSAGES.invalidId });
export const optionId = z.union([idNumber, tempId(OPTION_TEMP_ID)], {
  error: FORM_BUILDER_MESSAGES.invalidId,
});
export type BuilderId = z.infer<typeof fieldId>;

// Strict objects: a key the contract does not name (say `conditional_fields` for `conditionalFields`)
// is a client's mistake that would otherwise be dropped in silence with whatever it held (ADR 0190).
const unknownKeys = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Campo não reconhecido no formulário: ${(issue.keys ?? []).join(', ')}.`
      : undefined,
};

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
const placeholder = z
  .string()
  .max(FORM_LIMITS.label, `O texto de exemplo deve ter no máximo ${FORM_LIMITS.label} caracteres.`)
  .nullable()
  .optional()
  .transform((value) => value ?? null);
const order = z.number().int().min(0).max(10_000).optional();
const optionText = z
  .string()
  .max(FORM_LIMITS.option, `A opção deve ter no máximo ${FORM_LIMITS.option} caracteres.`);
/** Ticket types that see this field; null or empty means every type. */
const showForTypes = z.array(idNumber).max(200).nullable().optional().default(null);

/**
 * §3 Option: `value` is the option's key (opcaoN for a new one), `label` the text the organiser types
 * and the buyer picks; the server stores the label as the option's public value (ADR 0190).
 */
const optionBase = {
  id: optionId,
  value: optionText,
  label: optionText,
  order,
};

/** §3: a conditional field has a field's shape (type, label, required, instructions, show_for_types, options). */
export const conditionalFieldSchema = z.strictObject(
  {
    id: fieldId,
    label,
    type: paletteType,
    required: z.boolean().optional().default(false),
    instructions,
    order,
    placeholder,
    isNew: z.boolean().optional(),
    show_for_types: showForTypes,
    options: z
      .array(z.strictObject(optionBase, unknownKeys))
      .max(FORM_LIMITS.optionsPerField)
      .optional()
      .default([]),
  },
  unknownKeys,
);

export const formOptionSchema = z.strictObject(
  {
    ...optionBase,
    conditionalFields: z
      .array(conditionalFieldSchema)
      .max(FORM_LIMITS.conditionalPerOption)
      .optional()
      .default([]),
  },
  unknownKeys,
);

/** §3 Form field, §7 formFields; the conditional fields hang on the option that shows them (§2). */
export const formFieldSchema = z.strictObject(
  {
    id: fieldId,
    label,
    type: paletteType,
    required: z.boolean().optional().default(false),
    instructions,
    order,
    placeholder,
    /** The client's own flag (§3); the id's shape already says whether the field is new. */
    isNew: z.boolean().optional(),
    options: z.array(formOptionSchema).max(FORM_LIMITS.optionsPerField).optional().default([]),
    show_for_types: showForTypes,
  },
  unknownKeys,
);

export type ConditionalFieldInput = z.infer<typeof conditionalFieldSchema>;
export type FormOptionInput = z.infer<typeof formOptionSchema>;
export type FormFieldInput = z.infer<typeof formFieldSchema>;

type Issue = { path: (string | number)[]; message: string };

function nonBlankOptions(options: readonly { label: string }[]): number {
  return options.filter((option) => option.label.trim() !== '').length;
}

/** The §5 rules for one field (top-level or conditional); paths are relative to the field. */
export function fieldIssues(
  field: { label: string; type: PaletteType; options: readonly { label: string }[] },
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

/** A modal's schema for one field: the server's schema for it, then fieldIssues' §5 messages. */
function fieldDraftSchema<
  T extends { label: string; type: PaletteType; options: readonly { label: string }[] },
>(contract: z.ZodType<unknown>, kind: 'field' | 'conditional') {
  return z.custom<T>().superRefine((field, ctx) => {
    const parsed = contract.safeParse(field);
    for (const { path, message } of parsed.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: path as (string | number)[], message });
    for (const { path, message } of fieldIssues(field, kind)) ctx.addIssue({ code: 'custom', path, message });
  });
}

/** Configurar Campo (a form field) and Editar Campo Condicional (a field under an option). */
export const fieldFormSchema = fieldDraftSchema<FormFieldInput>(formFieldSchema, 'field');
export const conditionalFieldFormSchema = fieldDraftSchema<ConditionalFieldInput>(
  conditionalFieldSchema,
  'conditional',
);

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
      option.conditionalFields.forEach((child, k) => {
        const base = [i, 'options', j, 'conditionalFields', k];
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
  .strictObject(
    {
      formFields: z.array(formFieldSchema).max(FORM_LIMITS.fields, FORM_BUILDER_MESSAGES.tooManyFields),
    },
    unknownKeys,
  )
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
