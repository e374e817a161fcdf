// The one edit of a participant's data and answers (issue 20, ADR 0416), shared by the organiser's
// dialog and the buyer's order link: checked with the registration's own rules (domain/
// participant-form.ts), answers of fields the new answers hide are cleared, and the history keeps
// the values before. A changed e-mail gets the ticket once at the new address, in the same
// transaction as the change (the outbox's dedupe key is this edit's).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { answerText } from '../../domain/answer-text.ts';
import type { EditParticipantBody } from '../../domain/contracts/order-changes.ts';
import type { ParticipantEditForm } from '../../domain/contracts/participant-edit.ts';
import { onlyDigits } from '../../domain/documents.ts';
import type { FieldErrors } from '../../domain/errors.ts';
import { answerFromText, answerToText } from '../../domain/participant-edit.ts';
import {
  type AnswerValue,
  type FormField,
  isFieldVisible,
  validateParticipant,
} from '../../domain/participant-form.ts';
import { PARTICIPANT_STATUSES } from '../../domain/participant-status.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { col, type Executor, queryRows } from '../db/raw-sql.ts';
import { queueOrderEmails } from '../email/order-emails.ts';
import { AppError } from '../http/app-error.ts';
import type { EventBundle } from '../orders/event-catalog.ts';
import { type HistoryActor, recordHistory } from '../orders/order-history.ts';

/** The participant as an edit or a transfer reads it, locked (`FOR UPDATE`) by the caller's query. */
export const EDITABLE_PERSON_ROW = z.object({
  id: col.int(),
  order_id: col.int(),
  ticket_type_id: col.int(),
  name: col.text(),
  email: col.text(),
  phone: col.text().nullable(),
  cpf: col.text().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  checked_in: z.boolean(),
});
export type EditablePerson = z.infer<typeof EDITABLE_PERSON_ROW>;

/** The edit's answer: the organiser's and the buyer's routes say the same. */
export function editedMessage(ticketResent: boolean): string {
  const done = 'Dados do participante atualizados.';
  return ticketResent ? `${done} O ingresso foi enviado para o novo e-mail.` : done;
}

type Change = { antes: string | null; depois: string | null };

async function loadAnswers(db: Executor, participantId: number): Promise<Map<number, string>> {
  const rows = await queryRows(
    db,
    z.object({ field_id: col.int(), value: col.text() }),
    sql`SELECT field_id, value FROM participant_answers WHERE participant_id = ${participantId}`,
  );
  return new Map(rows.map((row) => [row.field_id, row.value]));
}

/** Phone and CPF are required when the ticket goes to the agenda or the event approves people. */
function asksPhoneAndCpf(bundle: EventBundle, ticketTypeId: number): boolean {
  const ticket = bundle.tickets.find((t) => t.id === ticketTypeId);
  return Boolean(ticket?.showInAgenda) || bundle.event.needsApproval;
}

export async function editFormOf(
  db: Executor,
  bundle: EventBundle,
  person: EditablePerson,
): Promise<ParticipantEditForm> {
  const stored = await loadAnswers(db, person.id);
  const active = new Set(bundle.fields.map((f) => f.id));
  return {
    id: person.id,
    tipoIngressoId: person.ticket_type_id,
    tipoIngresso: bundle.tickets.find((t) => t.id === person.ticket_type_id)?.name ?? 'Ingresso',
    nome: person.name,
    email: person.email,
    telefone: person.phone || null,
    cpf: person.cpf || null,
    pede_telefone_cpf: asksPhoneAndCpf(bundle, person.ticket_type_id),
    formulario: bundle.fields.map((f) => ({ ...f, instructions: f.instructions ?? '' })),
    respostas: Object.fromEntries(
      [...stored].filter(([fieldId]) => active.has(fieldId)).map(([k, v]) => [String(k), v]),
    ),
  };
}

/** The e-mail may be taken when the event allows one registration per address (transfer and edit). */
export async function assertEmailFree(tx: Tx, eventId: number, email: string, participantId: number) {
  const [settings] = await queryRows(
    tx,
    z.object({ unique_participant_email: z.boolean() }),
    sql`SELECT unique_participant_email FROM event_settings WHERE event_id = ${eventId}`,
  );
  if (!settings?.unique_participant_email) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`catraca:email:${eventId}:${email}`}))`);
  const [taken] = await queryRows(
    tx,
    z.object({ id: col.int() }),
    sql`SELECT id FROM participants WHERE event_id = ${eventId} AND lower(email) = ${email}
          AND id <> ${participantId} AND status NOT IN ('cancelado', 'reembolsado') LIMIT 1`,
  );
  if (taken) {
    throw new AppError('duplicate_participant', `Já existe inscrição para: ${email}.`, {
      fieldErrors: { email: [`Já existe inscrição para: ${email}.`] },
    });
  }
}

function readable(field: FormField, text: string | undefined): string | null {
  if (!text) return null;
  return answerText(field.tipo, text) || null;
}

/**
 * Writes the edit inside `tx` and returns whether the ticket was queued to a new address (the
 * caller wakes the sender after the commit). Nothing is written when nothing changed.
 */
export async function applyParticipantEdit(
  ctx: AppContext,
  tx: Tx,
  input: { bundle: EventBundle; person: EditablePerson; body: EditParticipantBody; by: HistoryActor },
): Promise<{ ticketResent: boolean }> {
  const { bundle, person, body, by } = input;
  const eventId = bundle.event.id;
  const stored = await loadAnswers(tx, person.id);
  const fieldsById = new Map(bundle.fields.map((f) => [f.id, f]));
  const answers: Record<number, AnswerValue> = {};
  for (const [fieldId, text] of stored) answers[fieldId] = answerFromText(text);
  for (const [key, text] of Object.entries(body.respostas ?? {})) {
    const fieldId = Number(key);
    if (!fieldsById.has(fieldId)) continue;
    if (text.trim() === '') delete answers[fieldId];
    else answers[fieldId] = answerFromText(text.trim());
  }
  const errors = validateParticipant({
    participant: { nome: body.nome, email: body.email, telefone: body.telefone, cpf: body.cpf, answers },
    fields: bundle.fields,
    ticketTypeId: person.ticket_type_id,
    requirePhoneAndCpf: asksPhoneAndCpf(bundle, person.ticket_type_id),
  });
  if (Object.keys(errors).length > 0) {
    const fieldErrors: FieldErrors = Object.fromEntries(
      Object.entries(errors).map(([key, message]) => [key.replace(/^campo_/, 'respostas.'), [message]]),
    );
    throw AppError.validation(fieldErrors);
  }
  const email = body.email.trim().toLowerCase();
  const phone = body.telefone ? onlyDigits(body.telefone) : null;
  const cpf = body.cpf ? onlyDigits(body.cpf) : null;
  const emailChanged = email !== person.email.trim().toLowerCase();
  if (emailChanged) await assertEmailFree(tx, eventId, email, person.id);

  const alteracoes: Record<string, Change> = {};
  const compare = (key: string, was: string | null, now: string | null) => {
    if ((was ?? '') !== (now ?? '')) alteracoes[key] = { antes: was || null, depois: now || null };
  };
  compare('nome', person.name, body.nome);
  compare('email', person.email, email);
  compare('telefone', person.phone ? onlyDigits(person.phone) : null, phone);
  compare('cpf', person.cpf, cpf);

  // Answers: a field the new answers hide loses its answer (spec §4), as in the checkout.
  const respostas: Record<string, Change> = {};
  for (const field of bundle.fields) {
    const visible = isFieldVisible(field, bundle.fields, answers, person.ticket_type_id);
    // A visible answer not sent is left as stored (no rewrite of an older stored form).
    if (visible && body.respostas?.[String(field.id)] === undefined) continue;
    const now = visible ? answerToText(answers[field.id]) : '';
    const was = stored.get(field.id) ?? '';
    if (now === was) continue;
    respostas[field.label] = { antes: readable(field, was), depois: readable(field, now) };
    if (now === '') {
      await tx.execute(
        sql`DELETE FROM participant_answers WHERE participant_id = ${person.id} AND field_id = ${field.id}`,
      );
    } else {
      await tx.execute(sql`INSERT INTO participant_answers (participant_id, field_id, value)
        VALUES (${person.id}, ${field.id}, ${now})
        ON CONFLICT (participant_id, field_id) DO UPDATE SET value = EXCLUDED.value`);
    }
  }
  const changedPerson = Object.keys(alteracoes).length > 0;
  const changedAnswers = Object.keys(respostas).length > 0;
  if (!changedPerson && !changedAnswers) return { ticketResent: false };
  if (changedPerson) {
    await tx.execute(sql`UPDATE participants SET name = ${body.nome}, email = ${email},
      phone = ${phone}, cpf = ${cpf} WHERE id = ${person.id}`);
  }
  await recordHistory(tx, by, [
    {
      participantId: person.id,
      eventId,
      action: 'editado',
      details: {
        ...(changedPerson ? { alteracoes } : {}),
        ...(changedAnswers ? { respostas } : {}),
      },
    },
  ]);
  if (!emailChanged) return { ticketResent: false };
  // The ticket went to an address with a typo: it goes once to the new one (ADR 0416).
  const queued = await queueOrderEmails(tx, {
    orderId: person.order_id,
    baseUrl: appBaseUrl(ctx.config),
    resend: { key: `edit-${crypto.randomUUID()}`, confirmation: false, ticketsOf: [person.id] },
  });
  return { ticketResent: queued.length > 0 };
}
