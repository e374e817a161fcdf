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

let optionSequence = 0;

/**
 * §3: a new field's id is "field_" plus the time and a random part; a conditional field is a field
 * and gets the same shape. The save answers the stored id of each (fieldsMapping).
 */
export function newFieldId(): string {
  return `field_${Date.now()}_${Math.random().toString(36).slice(2, 11)}`;
}

/**
 * §3 new option defaults: id option_N, value opcaoN, empty label. N counts up for the whole page so
 * two fields' new options never share an id (fieldsMapping.options is keyed by it).
 */
export function newOption(label = ''): DraftOption {
  optionSequence += 1;
  return {
    id: `option_${optionSequence}`,
    value: `opcao${optionSequence}`,
    label,
    order: 0,
    conditionalFields: [],
  };
}

/** A conditional field's option: the same defaults, without conditional fields of its own. */
export function newConditionalOption(label = ''): DraftConditional['options'][number] {
  const { conditionalFields: _, ...option } = newOption(label);
  return option;
}

export function newField(type: PaletteType): DraftField {
  return {
    id: newFieldId(),
    label: PALETTE_LABELS[type],
    type,
    required: false,
    instructions: '',
    order: 0,
    placeholder: null,
    isNew: true,
    options: isChoiceType(type) ? Array.from({ length: MIN_OPTIONS }, () => newOption()) : [],
    show_for_types: null,
  };
}

export function newConditional(): DraftConditional {
  return {
    id: newFieldId(),
    label: '',
    type: 'text',
    required: false,
    instructions: '',
    order: 0,
    placeholder: null,
    isNew: true,
    show_for_types: null,
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
        conditionalFields: option.conditionalFields.map((child, k) => ({
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
