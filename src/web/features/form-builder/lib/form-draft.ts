// The builder's draft: plain functions over the list of fields the organiser is editing. Nothing
// here reaches the server until Salvar Formulário (spec §4 "Form builder").
import {
  type BuilderId,
  type ConditionalFieldInput,
  type FormFieldInput,
  isChoiceType,
  MIN_CONDITIONAL_OPTIONS,
  MIN_OPTIONS,
  PALETTE_LABELS,
  type PaletteType,
} from '../../../../domain/form-builder.ts';

export type DraftField = FormFieldInput;
export type DraftConditional = ConditionalFieldInput;
export type DraftOption = DraftField['options'][number];

let sequence = 0;

/** A temporary id for something not yet stored; the save answers its stored id. */
export function temporaryId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}`;
}

export function newOption(value = ''): DraftOption {
  return { id: temporaryId('opcao'), value, order: 0, conditional_fields: [] };
}

export function newField(type: PaletteType): DraftField {
  return {
    id: temporaryId('campo'),
    label: PALETTE_LABELS[type],
    type,
    required: false,
    instructions: '',
    order: 0,
    options: isChoiceType(type) ? Array.from({ length: MIN_OPTIONS }, () => newOption()) : [],
    show_for_types: null,
  };
}

export function newConditional(): DraftConditional {
  return {
    id: temporaryId('condicional'),
    label: '',
    type: 'text',
    required: false,
    instructions: '',
    order: 0,
    options: [],
  };
}

/** Conditional fields' options never carry conditional fields of their own. */
export function minimumOptions(kind: 'field' | 'conditional'): number {
  return kind === 'field' ? MIN_OPTIONS : MIN_CONDITIONAL_OPTIONS;
}

export function insertField(fields: readonly DraftField[], index: number, field: DraftField): DraftField[] {
  const at = Math.max(0, Math.min(index, fields.length));
  return [...fields.slice(0, at), field, ...fields.slice(at)];
}

export function moveField(fields: readonly DraftField[], from: number, to: number): DraftField[] {
  if (from === to || from < 0 || from >= fields.length) return [...fields];
  const next = [...fields];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

export function replaceField(fields: readonly DraftField[], field: DraftField): DraftField[] {
  return fields.map((candidate) => (candidate.id === field.id ? field : candidate));
}

export function removeField(fields: readonly DraftField[], id: BuilderId): DraftField[] {
  return fields.filter((field) => field.id !== id);
}

/** The body of POST …/formulario-personalizado: the draft with each list's order numbered. */
export function toSaveBody(fields: readonly DraftField[]): { formFields: DraftField[] } {
  return {
    formFields: fields.map((field, index) => ({
      ...field,
      order: index,
      options: field.options.map((option, j) => ({
        ...option,
        order: j,
        conditional_fields: option.conditional_fields.map((child, k) => ({
          ...child,
          order: k,
          options: child.options.map((o, m) => ({ ...o, order: m })),
        })),
      })),
    })),
  };
}

/** Whether the draft differs from what is stored (order included). */
export function isDraftDirty(saved: readonly DraftField[], draft: readonly DraftField[]): boolean {
  return JSON.stringify(toSaveBody(saved)) !== JSON.stringify(toSaveBody(draft));
}
