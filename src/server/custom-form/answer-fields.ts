// Every field an answer of this event may point at, retired ones included, for whoever shows past
// answers (participant details, the xlsx report): a removed field still names its answers (ADR 0150).
import { asc, eq, sql } from 'drizzle-orm';
import type { FormFieldType } from '../../domain/participant-form.ts';
import type { Db, Tx } from '../db/client.ts';
import { formFields } from '../db/schema.ts';

export interface AnswerField {
  id: number;
  label: string;
  tipo: FormFieldType;
  /** True when the organiser removed it from the form; its answers are still shown. */
  isRetired: boolean;
}

/** Active fields in form order first, then retired ones by when they were created. */
export async function listAnswerFields(db: Db | Tx, eventId: number): Promise<AnswerField[]> {
  const rows = await db
    .select({
      id: formFields.id,
      label: formFields.label,
      tipo: formFields.type,
      isRetired: sql<boolean>`${formFields.retiredAt} IS NOT NULL`,
    })
    .from(formFields)
    .where(eq(formFields.eventId, eventId))
    .orderBy(sql`${formFields.retiredAt} IS NOT NULL`, asc(formFields.position), asc(formFields.id));
  return rows;
}
