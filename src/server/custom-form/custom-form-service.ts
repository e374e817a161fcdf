// Saving the registration form from the builder (POST /api/eventos/{id}/formulario-personalizado).
// One transaction, ADR 0040's lock order (the event, then its form rows by ascending id). Nothing is
// ever deleted: a field or option the organiser removed is retired — hidden from the public form and
// kept for the answers already given (ADR 0150). A stored field whose type changed is retired and
// replaced by a new one, since its old answers may not fit the new type.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FieldErrors } from '../../domain/errors.ts';
import {
  type BuilderId,
  type ConditionalFieldInput,
  type FieldsMapping,
  type FormFieldInput,
  type SaveFormBody,
  toStoredType,
} from '../../domain/form-builder.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { events, formFieldOptions, formFields, ticketTypes } from '../db/schema.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { AppError } from '../http/app-error.ts';
import {
  activeOptionsOf,
  type FieldRow,
  type OptionRow,
  readActiveForm,
  toBuilderForm,
} from './custom-form-read.ts';

export const FIELD_NOT_FOUND = 'Campo do formulário não encontrado.';
export const OPTION_NOT_FOUND = 'Opção do formulário não encontrada.';
export const TICKET_TYPE_INVALID = 'Tipo de ingresso não encontrado neste evento.';

interface SaveState {
  tx: Tx;
  eventId: number;
  now: Date;
  fieldsById: Map<number, FieldRow>;
  optionsById: Map<number, OptionRow>;
  keptFields: Set<number>;
  keptOptions: Set<number>;
  mapping: FieldsMapping;
  position: number;
}

type AnyField = FormFieldInput | ConditionalFieldInput;

interface Placement {
  fatherFieldId: number | null;
  optionId: number | null;
}

function storedField(state: SaveState, id: BuilderId): FieldRow | null {
  if (typeof id === 'string') return null;
  const row = state.fieldsById.get(id);
  if (!row) throw AppError.notFound(FIELD_NOT_FOUND);
  return row;
}

async function writeField(
  state: SaveState,
  field: AnyField,
  at: Placement,
  kind: 'fields' | 'conditionalFields',
) {
  const type = toStoredType(field.type);
  const columns = {
    type,
    label: field.label.trim(),
    instructions: field.instructions.trim(),
    placeholder: field.placeholder?.trim() || null,
    required: field.required,
    position: state.position++,
    showForTicketTypes: field.show_for_types && field.show_for_types.length > 0 ? field.show_for_types : null,
    conditionalFatherFieldId: at.fatherFieldId,
    conditionalOptionId: at.optionId,
  };
  const existing = storedField(state, field.id);
  if (existing && existing.type === type) {
    await state.tx.update(formFields).set(columns).where(eq(formFields.id, existing.id));
    state.keptFields.add(existing.id);
    return { id: existing.id, replaced: false };
  }
  const [row] = await state.tx
    .insert(formFields)
    .values({ eventId: state.eventId, ...columns })
    .returning({ id: formFields.id });
  if (!row) throw new Error('form field not inserted');
  // A new field, or a stored one whose type changed (the old row is retired with the others).
  state.mapping[kind][String(field.id)] = row.id;
  return { id: row.id, replaced: existing !== null };
}

/**
 * Writes one field's options; returns the stored id of each, in the input's order. The organiser's
 * text is the option's `label`; it is stored as the public value too, since buyers pick it and their
 * answers (and the report) hold it (ADR 0190). A blank option is left out.
 */
async function writeOptions(
  state: SaveState,
  fieldId: number,
  replaced: boolean,
  options: readonly { id: BuilderId; label: string }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [position, option] of options.entries()) {
    const value = option.label.trim();
    if (value === '') continue;
    const existing = typeof option.id === 'number' ? state.optionsById.get(option.id) : undefined;
    if (typeof option.id === 'number' && !existing) throw AppError.notFound(OPTION_NOT_FOUND);
    if (existing && !replaced && existing.fieldId === fieldId) {
      await state.tx
        .update(formFieldOptions)
        .set({ value, label: value, position })
        .where(eq(formFieldOptions.id, existing.id));
      state.keptOptions.add(existing.id);
      ids.push(existing.id);
      continue;
    }
    const [row] = await state.tx
      .insert(formFieldOptions)
      .values({ fieldId, value, label: value, position })
      .returning({ id: formFieldOptions.id });
    if (!row) throw new Error('form option not inserted');
    state.mapping.options[String(option.id)] = row.id;
    ids.push(row.id);
  }
  return ids;
}

async function writeTopField(state: SaveState, field: FormFieldInput): Promise<void> {
  const { id, replaced } = await writeField(state, field, { fatherFieldId: null, optionId: null }, 'fields');
  const kept = field.options.filter((o) => o.label.trim() !== '');
  const optionIds = await writeOptions(state, id, replaced, kept);
  for (const [index, option] of kept.entries()) {
    const optionId = optionIds[index] as number;
    for (const child of option.conditionalFields) {
      const written = await writeField(state, child, { fatherFieldId: id, optionId }, 'conditionalFields');
      await writeOptions(state, written.id, written.replaced, child.options);
    }
  }
}

async function checkTicketTypes(tx: Tx, eventId: number, body: SaveFormBody): Promise<void> {
  const rows = await tx
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId));
  const known = new Set(rows.map((r) => r.id));
  const errors: FieldErrors = {};
  const check = (field: AnyField, path: string) => {
    if ((field.show_for_types ?? []).some((id) => !known.has(id))) {
      errors[`${path}.show_for_types`] = [TICKET_TYPE_INVALID];
    }
  };
  body.formFields.forEach((field, i) => {
    check(field, `formFields.${i}`);
    field.options.forEach((option, j) => {
      option.conditionalFields.forEach((child, k) => {
        check(child, `formFields.${i}.options.${j}.conditionalFields.${k}`);
      });
    });
  });
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

async function lockForm(tx: Tx, eventId: number) {
  const [event] = await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, eventId))
    .for('no key update');
  if (!event) throw AppError.notFound('Evento não encontrado.');
  // Rows are only updated, never deleted, so NO KEY UPDATE suffices and lets the answers' foreign-key
  // checks (KEY SHARE) of concurrent registrations through.
  const fields = await tx
    .select()
    .from(formFields)
    .where(and(eq(formFields.eventId, eventId), isNull(formFields.retiredAt)))
    .orderBy(asc(formFields.id))
    .for('no key update');
  const options =
    fields.length === 0
      ? []
      : await activeOptionsOf(tx, fields).orderBy(asc(formFieldOptions.id)).for('no key update');
  return { fields, options };
}

async function retireUnkept(state: SaveState): Promise<void> {
  const fieldIds = [...state.fieldsById.keys()].filter((id) => !state.keptFields.has(id));
  const optionIds = [...state.optionsById.keys()].filter((id) => !state.keptOptions.has(id));
  if (fieldIds.length > 0) {
    await state.tx.update(formFields).set({ retiredAt: state.now }).where(inArray(formFields.id, fieldIds));
  }
  if (optionIds.length > 0) {
    await state.tx
      .update(formFieldOptions)
      .set({ retiredAt: state.now })
      .where(inArray(formFieldOptions.id, optionIds));
  }
}

async function saveInTransaction(tx: Tx, eventId: number, body: SaveFormBody) {
  const locked = await lockForm(tx, eventId);
  await checkTicketTypes(tx, eventId, body);
  const state: SaveState = {
    tx,
    eventId,
    now: new Date(),
    fieldsById: new Map(locked.fields.map((f) => [f.id, f])),
    optionsById: new Map(locked.options.map((o) => [o.id, o])),
    keptFields: new Set(),
    keptOptions: new Set(),
    mapping: { fields: {}, options: {}, conditionalFields: {} },
    position: 0,
  };
  for (const field of body.formFields) await writeTopField(state, field);
  await retireUnkept(state);
  const saved = await readActiveForm(tx, eventId);
  return { fieldsMapping: state.mapping, formFields: toBuilderForm(saved.fields, saved.options) };
}

export async function saveCustomForm(ctx: AppContext, event: OwnedEvent, body: SaveFormBody) {
  return withRetry(
    () => ctx.db.transaction((tx) => saveInTransaction(tx, event.id, body)),
    logRetries(ctx.log),
  );
}

export async function loadCustomForm(ctx: AppContext, event: OwnedEvent): Promise<FormFieldInput[]> {
  const { fields, options } = await readActiveForm(ctx.db, event.id);
  return toBuilderForm(fields, options);
}
