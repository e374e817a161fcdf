// The one reader of participants' custom-form answers (the report's columns, the participant
// details). It reads every field of the event, retired ones included: an answer given to a field
// the organiser later removed from the form is still the participant's answer, and the report
// must still show it (the form builder keeps such fields' rows instead of deleting them).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { answerText } from '../../domain/answer-text.ts';
import { childrenAfterParents } from '../../domain/form-field-order.ts';
import type { FormFieldType } from '../../domain/participant-form.ts';
import type { Db } from '../db/client.ts';
import { col, queryRows } from '../db/raw-sql.ts';

export interface AnswerField {
  id: number;
  label: string;
  type: FormFieldType;
  /** Removed from the form in the builder; its answers are kept (ADR 0150). */
  retired: boolean;
  /** Option value → label (choice fields). */
  optionLabels: Map<string, string>;
  /** The question this one depends on (conditional_father_field_id), or null. */
  parentId: number | null;
}

type Executor = Pick<Db, 'execute'>;

/**
 * Every custom field of the event, in form order with each conditional question right after the
 * question it depends on (retired ones too), with their option labels.
 */
export async function listAnswerFields(db: Executor, eventId: number): Promise<AnswerField[]> {
  const rows = await queryRows(
    db,
    z.object({
      id: col.int(),
      label: col.text(),
      type: col.text(),
      retired: col.bool(),
      parent_id: col.int().nullable(),
      options: z.union([col.text(), col.json<[string, string][]>()]),
    }),
    sql`SELECT f.id, f.label, f.type, f.retired_at IS NOT NULL AS retired,
          f.conditional_father_field_id AS parent_id,
          coalesce((SELECT json_agg(json_build_array(o.value, o.label) ORDER BY o.position, o.id)
                    FROM form_field_options o WHERE o.field_id = f.id), '[]'::json) AS options
        FROM form_fields f WHERE f.event_id = ${eventId}
        ORDER BY f.position, f.id`,
  );
  const fields = rows.map((row) => {
    const options = (typeof row.options === 'string' ? JSON.parse(row.options) : row.options) as [
      string,
      string,
    ][];
    return {
      id: Number(row.id),
      label: String(row.label),
      type: row.type as FormFieldType,
      retired: row.retired,
      optionLabels: new Map(options),
      parentId: row.parent_id,
    };
  });
  return childrenAfterParents(fields);
}

/** One participant's answers as text a person reads, by field id; a field left blank is absent. */
export type AnswersByField = Map<number, string>;

/**
 * The answers of some participants of one event, as readable text (option labels, addresses
 * written out), by participant id. `fields` may be passed when the caller already has them (the
 * report reads them once for its header).
 */
export async function readParticipantAnswers(
  db: Executor,
  eventId: number,
  participantIds: readonly number[],
  fields?: readonly AnswerField[],
): Promise<Map<number, AnswersByField>> {
  const byParticipant = new Map<number, AnswersByField>();
  if (participantIds.length === 0) return byParticipant;
  const known = new Map((fields ?? (await listAnswerFields(db, eventId))).map((f) => [f.id, f]));
  // One int[] parameter whatever the count; the event condition keeps another event's rows out.
  const rows = await queryRows(
    db,
    z.object({ participant_id: col.int(), field_id: col.int(), value: col.text() }),
    sql`SELECT a.participant_id, a.field_id, a.value
        FROM participant_answers a JOIN participants p ON p.id = a.participant_id
        WHERE a.participant_id = ANY(${`{${participantIds.join(',')}}`}::int[]) AND p.event_id = ${eventId}`,
  );
  for (const row of rows) {
    const field = known.get(Number(row.field_id));
    if (!field) continue;
    const participantId = Number(row.participant_id);
    let answers = byParticipant.get(participantId);
    if (!answers) {
      answers = new Map();
      byParticipant.set(participantId, answers);
    }
    const text = answerText(field.type, String(row.value), field.optionLabels);
    if (text !== '') answers.set(field.id, text);
  }
  return byParticipant;
}
