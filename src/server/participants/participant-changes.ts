// Fixing a participant after the sale (issue 20): the organiser edits name, e-mail, phone, CPF and
// answers, or transfers the ticket to another person. Both are checked with the registration's
// own rules (domain/participant-form.ts), lock the participant, and leave an entry in its history
// with the values before (ADR 0412). A transfer draws a new uuid: the voucher's QR code is signed
// over the uuid, so the old ticket stops opening the door, and the new holder gets their own.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  EditParticipantBody,
  HistoryEntry,
  TransferParticipantBody,
} from '../../domain/contracts/order-changes.ts';
import type { FieldErrors } from '../../domain/errors.ts';
import {
  type AnswersByFieldId,
  type AnswerValue,
  validateParticipant,
} from '../../domain/participant-form.ts';
import { PARTICIPANT_STATUSES } from '../../domain/participant-status.ts';
import type { Actor, OwnedEvent } from '../access/owned-event.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { queueOrderEmails } from '../email/order-emails.ts';
import { AppError } from '../http/app-error.ts';
import { loadEventBundle } from '../orders/event-catalog.ts';
import { recordHistory } from '../orders/order-history.ts';
import { participantScope } from './participant-scope.ts';

const PERSON_ROW = z.object({
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

async function lockParticipant(tx: Tx, event: OwnedEvent, participantId: number) {
  const [row] = await queryRows(
    tx,
    PERSON_ROW,
    sql`SELECT p.id, p.order_id, p.ticket_type_id, p.name, p.email, p.phone, p.cpf, p.status,
          p.checked_in_at IS NOT NULL AS checked_in
        FROM participants p WHERE ${participantScope(event)} AND p.id = ${participantId} FOR UPDATE`,
  );
  if (!row) throw AppError.notFound('Participante não encontrado.');
  return row;
}

/** A stored answer as the form's rules read it: choices and addresses are kept as JSON. */
function readStored(text: string): AnswerValue {
  if (text.startsWith('[') || text.startsWith('{')) {
    try {
      return JSON.parse(text) as AnswerValue;
    } catch {
      return text;
    }
  }
  return text;
}

function storedText(value: AnswerValue): string {
  return typeof value === 'string' ? value.trim() : JSON.stringify(value);
}

async function loadAnswers(tx: Tx, participantId: number): Promise<Map<number, string>> {
  const rows = await queryRows(
    tx,
    z.object({ field_id: col.int(), value: col.text() }),
    sql`SELECT field_id, value FROM participant_answers WHERE participant_id = ${participantId}`,
  );
  return new Map(rows.map((row) => [row.field_id, row.value]));
}

async function assertEmailFree(tx: Tx, event: OwnedEvent, email: string, participantId: number) {
  const [settings] = await queryRows(
    tx,
    z.object({ unique_participant_email: z.boolean() }),
    sql`SELECT unique_participant_email FROM event_settings WHERE event_id = ${event.id}`,
  );
  if (!settings?.unique_participant_email) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`catraca:email:${event.id}:${email}`}))`);
  const [taken] = await queryRows(
    tx,
    z.object({ id: col.int() }),
    sql`SELECT id FROM participants WHERE event_id = ${event.id} AND lower(email) = ${email}
          AND id <> ${participantId} AND status NOT IN ('cancelado', 'reembolsado') LIMIT 1`,
  );
  if (taken) {
    throw new AppError('duplicate_participant', `Já existe inscrição para: ${email}.`, {
      fieldErrors: { email: [`Já existe inscrição para: ${email}.`] },
    });
  }
}

export async function editParticipant(
  ctx: AppContext,
  event: OwnedEvent,
  actor: Actor,
  participantId: number,
  body: EditParticipantBody,
): Promise<void> {
  const bundle = await loadEventBundle(ctx.db, { id: event.id });
  if (!bundle) throw AppError.notFound('Evento não encontrado.');
  await ctx.db.transaction(async (tx) => {
    const before = await lockParticipant(tx, event, participantId);
    const stored = await loadAnswers(tx, participantId);
    const fieldIds = new Set(bundle.fields.map((f) => f.id));
    const answers: Record<number, AnswerValue> = {};
    for (const [fieldId, text] of stored) answers[fieldId] = readStored(text);
    const changedAnswers = new Map<number, string>();
    for (const [key, text] of Object.entries(body.respostas ?? {})) {
      const fieldId = Number(key);
      if (!fieldIds.has(fieldId)) continue;
      answers[fieldId] = readStored(text);
      if ((stored.get(fieldId) ?? '') !== storedText(readStored(text))) changedAnswers.set(fieldId, text);
    }
    const ticket = bundle.tickets.find((t) => t.id === before.ticket_type_id);
    const errors = validateParticipant({
      participant: {
        nome: body.nome,
        email: body.email,
        telefone: body.telefone,
        cpf: body.cpf,
        answers: answers as AnswersByFieldId,
      },
      fields: bundle.fields,
      ticketTypeId: before.ticket_type_id,
      requirePhoneAndCpf: Boolean(ticket?.showInAgenda) || event.needsApproval,
    });
    if (Object.keys(errors).length > 0) {
      const fieldErrors: FieldErrors = Object.fromEntries(
        Object.entries(errors).map(([key, message]) => [key.replace(/^campo_/, 'respostas.'), [message]]),
      );
      throw AppError.validation(fieldErrors);
    }
    const email = body.email.trim().toLowerCase();
    const cpf = body.cpf?.replace(/\D/g, '') ?? null;
    if (email !== before.email.toLowerCase()) await assertEmailFree(tx, event, email, participantId);
    const changes: Record<string, { antes: string | null; depois: string | null }> = {};
    const compare = (label: string, was: string | null, now: string | null) => {
      if ((was ?? '') !== (now ?? '')) changes[label] = { antes: was, depois: now };
    };
    compare('nome', before.name, body.nome);
    compare('email', before.email, email);
    compare('telefone', before.phone, body.telefone);
    compare('cpf', before.cpf, cpf);
    for (const [fieldId, text] of changedAnswers) {
      const label = bundle.fields.find((f) => f.id === fieldId)?.label ?? `Campo ${fieldId}`;
      compare(label, stored.get(fieldId) ?? null, text.trim() || null);
      await tx.execute(sql`INSERT INTO participant_answers (participant_id, field_id, value)
        VALUES (${participantId}, ${fieldId}, ${storedText(readStored(text))})
        ON CONFLICT (participant_id, field_id) DO UPDATE SET value = EXCLUDED.value`);
    }
    if (Object.keys(changes).length === 0) return;
    await tx.execute(sql`UPDATE participants SET name = ${body.nome}, email = ${email},
      phone = ${body.telefone}, cpf = ${cpf} WHERE id = ${participantId}`);
    await recordHistory(tx, { actor: 'organizador', organiserId: actor.id }, [
      { participantId, eventId: event.id, action: 'editado', details: { alteracoes: changes } },
    ]);
  });
}

export const TRANSFER_MESSAGES = {
  notActive: 'Só ingressos confirmados (pagos ou isentos) podem ser transferidos.',
  checkedIn: 'Este participante já fez check-in: o ingresso não pode mais ser transferido.',
  samePerson: 'Informe outra pessoa: este ingresso já é deste e-mail.',
} as const;

export async function transferParticipant(
  ctx: AppContext,
  event: OwnedEvent,
  actor: Actor,
  participantId: number,
  body: TransferParticipantBody,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockParticipant(tx, event, participantId);
    if (before.status !== 'pago' && before.status !== 'isento')
      throw new AppError('conflict', TRANSFER_MESSAGES.notActive);
    if (before.checked_in) throw new AppError('conflict', TRANSFER_MESSAGES.checkedIn);
    const email = body.email.trim().toLowerCase();
    if (email === before.email.toLowerCase() && body.nome.trim() === before.name.trim()) {
      throw AppError.validation({ email: [TRANSFER_MESSAGES.samePerson] });
    }
    if (email !== before.email.toLowerCase()) await assertEmailFree(tx, event, email, participantId);
    // The answers were the previous holder's: they leave with them.
    await tx.execute(sql`DELETE FROM participant_answers WHERE participant_id = ${participantId}`);
    await tx.execute(sql`UPDATE participants SET uuid = gen_random_uuid(), name = ${body.nome}, email = ${email},
      phone = ${body.telefone}, cpf = ${body.cpf?.replace(/\D/g, '') ?? null} WHERE id = ${participantId}`);
    await recordHistory(tx, { actor: 'organizador', organiserId: actor.id }, [
      {
        participantId,
        eventId: event.id,
        action: 'transferido',
        reason: body.motivo,
        details: { de: { nome: before.name, email: before.email }, para: { nome: body.nome, email } },
      },
    ]);
    // The new holder's own ticket, under a key of their new uuid (the old key was the old holder's).
    await queueOrderEmails(tx, {
      orderId: before.order_id,
      baseUrl: appBaseUrl(ctx.config),
      resend: { key: `transfer-${crypto.randomUUID()}`, confirmation: false, ticketsOf: [participantId] },
    });
  });
  ctx.jobs.wakeEmailSender();
}

export async function listParticipantHistory(
  ctx: AppContext,
  event: OwnedEvent,
  participantId: number,
): Promise<HistoryEntry[]> {
  const rows = await queryRows(
    ctx.db,
    z.object({
      action: col.text(),
      actor: col.text(),
      reason: col.text().nullable(),
      details: col.json<Record<string, unknown>>(),
      created_at: col.date(),
    }),
    sql`SELECT h.action, h.actor, h.reason, h.details, h.created_at FROM participant_history h
        JOIN participants p ON p.id = h.participant_id
        WHERE h.participant_id = ${participantId} AND ${participantScope(event)}
        ORDER BY h.created_at DESC, h.id DESC LIMIT 200`,
  );
  return rows.map((row) => ({
    acao: row.action as HistoryEntry['acao'],
    autor: row.actor as HistoryEntry['autor'],
    motivo: row.reason,
    detalhes:
      typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
    em: row.created_at.toISOString(),
  }));
}
