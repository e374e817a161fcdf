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
import type { ParticipantEditForm } from '../../domain/contracts/participant-edit.ts';
import type { Actor, OwnedEvent } from '../access/owned-event.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { queueOrderEmails } from '../email/order-emails.ts';
import { AppError } from '../http/app-error.ts';
import { type EventBundle, loadEventBundle } from '../orders/event-catalog.ts';
import { recordHistory } from '../orders/order-history.ts';
import {
  applyParticipantEdit,
  assertEmailFree,
  EDITABLE_PERSON_ROW,
  editFormOf,
} from './participant-edit.ts';
import { participantScope } from './participant-scope.ts';

async function lockParticipant(tx: Tx, event: OwnedEvent, participantId: number) {
  const [row] = await queryRows(
    tx,
    EDITABLE_PERSON_ROW,
    sql`SELECT p.id, p.order_id, p.ticket_type_id, p.name, p.email, p.phone, p.cpf, p.status,
          p.checked_in_at IS NOT NULL AS checked_in
        FROM participants p WHERE ${participantScope(event)} AND p.id = ${participantId} FOR UPDATE`,
  );
  if (!row) throw AppError.notFound('Participante não encontrado.');
  return row;
}

async function bundleOf(ctx: AppContext, event: OwnedEvent): Promise<EventBundle> {
  const bundle = await loadEventBundle(ctx.db, { id: event.id });
  if (!bundle) throw AppError.notFound('Evento não encontrado.');
  return bundle;
}

/** The edit dialog's data: the person, the event's form and the stored answers. */
export async function getParticipantEditForm(
  ctx: AppContext,
  event: OwnedEvent,
  participantId: number,
): Promise<ParticipantEditForm> {
  const bundle = await bundleOf(ctx, event);
  return ctx.db.transaction(async (tx) =>
    editFormOf(tx, bundle, await lockParticipant(tx, event, participantId)),
  );
}

export async function editParticipant(
  ctx: AppContext,
  event: OwnedEvent,
  actor: Actor,
  participantId: number,
  body: EditParticipantBody,
): Promise<{ ticketResent: boolean }> {
  const bundle = await bundleOf(ctx, event);
  const result = await ctx.db.transaction(async (tx) => {
    const person = await lockParticipant(tx, event, participantId);
    return applyParticipantEdit(ctx, tx, {
      bundle,
      person,
      body,
      by: { actor: 'organizador', organiserId: actor.id },
    });
  });
  if (result.ticketResent) ctx.jobs.wakeEmailSender();
  return result;
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
    if (email !== before.email.toLowerCase()) await assertEmailFree(tx, event.id, email, participantId);
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
