// The stored custom form of an event, read back into the builder's tree: top-level fields in
// order, each option carrying the conditional fields shown when it is chosen.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  type ConditionalFieldInput,
  type FormFieldInput,
  type FormOptionInput,
  toPaletteType,
} from '../../domain/form-builder.ts';
import type { Db, Tx } from '../db/client.ts';
import { formFieldOptions, formFields } from '../db/schema.ts';

export type FieldRow = typeof formFields.$inferSelect;
export type OptionRow = typeof formFieldOptions.$inferSelect;

/** The event's active (not retired) fields and options, ordered by position then id. */
export async function readActiveForm(db: Db | Tx, eventId: number) {
  const fields = await db
    .select()
    .from(formFields)
    .where(and(eq(formFields.eventId, eventId), isNull(formFields.retiredAt)))
    .orderBy(asc(formFields.position), asc(formFields.id));
  const options =
    fields.length === 0
      ? []
      : await activeOptionsOf(db, fields).orderBy(asc(formFieldOptions.position), asc(formFieldOptions.id));
  return { fields, options };
}

/** The active (not retired) options of these fields; the caller orders them (and locks them). */
export function activeOptionsOf(db: Db | Tx, fields: readonly FieldRow[]) {
  return db
    .select()
    .from(formFieldOptions)
    .where(
      and(
        inArray(
          formFieldOptions.fieldId,
          fields.map((f) => f.id),
        ),
        isNull(formFieldOptions.retiredAt),
      ),
    );
}

function optionsOf(options: readonly OptionRow[], fieldId: number) {
  return options
    .filter((o) => o.fieldId === fieldId)
    .map((o, index) => ({ id: o.id, value: o.value, label: o.label || o.value, order: index }));
}

const showForTypes = (f: FieldRow) =>
  f.showForTicketTypes && f.showForTicketTypes.length > 0 ? f.showForTicketTypes : null;

/** What a top-level field and a conditional one share (§3: a conditional field has a field's shape). */
const fieldOf = (f: FieldRow, order: number) => ({
  id: f.id,
  label: f.label,
  type: toPaletteType(f.type),
  required: f.required,
  instructions: f.instructions,
  order,
  placeholder: f.placeholder,
  show_for_types: showForTypes(f),
});

/** Rows → the builder's tree. A conditional field whose parent or option is gone is left out. */
export function toBuilderForm(fields: readonly FieldRow[], options: readonly OptionRow[]): FormFieldInput[] {
  const childrenOf = (fieldId: number, optionId: number): ConditionalFieldInput[] =>
    fields
      .filter((f) => f.conditionalFatherFieldId === fieldId && f.conditionalOptionId === optionId)
      .map((f, index) => ({ ...fieldOf(f, index), options: optionsOf(options, f.id) }));
  return fields
    .filter((f) => f.conditionalFatherFieldId === null)
    .map((f, index) => ({
      ...fieldOf(f, index),
      options: optionsOf(options, f.id).map(
        (o): FormOptionInput => ({ ...o, conditionalFields: childrenOf(f.id, o.id) }),
      ),
    }));
}
