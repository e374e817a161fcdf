// "Reenviar e-mail" (issue 17 item 6, issue 20): the organiser sends a participant's ticket or
// their order's confirmation again, or, from the Resumo's failed-e-mail item, exactly what failed
// for the people chosen. Each click carries a key: the new outbox rows are keyed by it, so a
// retried request queues nothing more, and the outbox's claims deliver each row once whichever
// process drains it (ADR 0060, 0414). The failed rows a re-send replaces are marked `resent_at`,
// so the Resumo stops counting them.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BulkResendBody, ResendKind } from '../../domain/contracts/order-changes.ts';
import type { Actor, OwnedEvent } from '../access/owned-event.ts';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { queueOrderEmails } from '../email/order-emails.ts';
import { AppError } from '../http/app-error.ts';
import { recordHistory } from '../orders/order-history.ts';
import { participantScope } from './participant-scope.ts';

export const RESEND_MESSAGES = {
  notConfirmed: 'Só participantes confirmados (pagos ou isentos) recebem ingresso e confirmação.',
} as const;

interface Plan {
  orderId: number;
  confirmation: boolean;
  ticketsOf: number[];
}

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

async function lockPeople(tx: Tx, event: OwnedEvent, ids: readonly number[]) {
  const rows = await queryRows(
    tx,
    z.object({ id: col.int(), order_id: col.int(), status: col.text() }),
    sql`SELECT p.id, p.order_id, p.status FROM participants p
        WHERE ${participantScope(event)} AND p.id = ANY(${intArray(ids)}::int[]) ORDER BY p.id FOR SHARE`,
  );
  if (rows.length !== new Set(ids).size) throw AppError.notFound('Participante não encontrado.');
  if (rows.some((row) => row.status !== 'pago' && row.status !== 'isento')) {
    throw new AppError('conflict', RESEND_MESSAGES.notConfirmed);
  }
  return rows;
}

async function queuePlans(
  ctx: AppContext,
  tx: Tx,
  event: OwnedEvent,
  actor: Actor,
  key: string,
  plans: Plan[],
): Promise<number> {
  // The same click again: its rows are already queued (or sent); nothing more to do.
  const [done] = await queryRows(
    tx,
    z.object({ n: col.int() }),
    sql`SELECT count(*)::int AS n FROM email_outbox WHERE dedupe_key LIKE ${`resend:${key}:%`}`,
  );
  if ((done?.n ?? 0) > 0) return done?.n ?? 0;
  let emails = 0;
  const baseUrl = appBaseUrl(ctx.config);
  for (const plan of plans) {
    emails += (await queueOrderEmails(tx, { orderId: plan.orderId, baseUrl, resend: { key, ...plan } }))
      .length;
    await tx.execute(sql`UPDATE email_outbox SET resent_at = now()
      WHERE event_id = ${event.id} AND status = 'failed' AND resent_at IS NULL
        AND ((${plan.confirmation} AND kind = 'order_confirmation' AND order_id = ${plan.orderId})
          OR (kind = 'participant_ticket' AND participant_id = ANY(${intArray(plan.ticketsOf)}::int[])))`);
    const who = plan.ticketsOf.length > 0 ? plan.ticketsOf : await orderPeople(tx, plan.orderId);
    await recordHistory(
      tx,
      { actor: 'organizador', organiserId: actor.id },
      who.map((participantId) => ({
        participantId,
        eventId: event.id,
        action: 'reenviado' as const,
        details: { ingresso: plan.ticketsOf.includes(participantId), confirmacao: plan.confirmation },
      })),
    );
  }
  return emails;
}

async function orderPeople(tx: Tx, orderId: number): Promise<number[]> {
  const rows = await queryRows(
    tx,
    z.object({ id: col.int() }),
    sql`SELECT id FROM participants WHERE order_id = ${orderId} AND status IN ('pago', 'isento') ORDER BY id`,
  );
  return rows.map((row) => row.id);
}

/** One participant's ticket, or their order's confirmation (every ticket, to the buyer). */
export async function resendParticipantEmail(
  ctx: AppContext,
  event: OwnedEvent,
  actor: Actor,
  participantId: number,
  body: { chave: string; tipo: ResendKind },
): Promise<number> {
  const emails = await ctx.db.transaction(async (tx) => {
    const [person] = await lockPeople(tx, event, [participantId]);
    if (!person) throw AppError.notFound('Participante não encontrado.');
    const plan: Plan =
      body.tipo === 'confirmacao'
        ? { orderId: person.order_id, confirmation: true, ticketsOf: [] }
        : { orderId: person.order_id, confirmation: false, ticketsOf: [participantId] };
    return queuePlans(ctx, tx, event, actor, body.chave, [plan]);
  });
  ctx.jobs.wakeEmailSender();
  return emails;
}

/**
 * The chosen people's e-mails that failed (their ticket, their order's confirmation); a person
 * with nothing failed gets their ticket again.
 */
export async function resendFailedEmails(
  ctx: AppContext,
  event: OwnedEvent,
  actor: Actor,
  body: BulkResendBody,
): Promise<number> {
  const emails = await ctx.db.transaction(async (tx) => {
    const people = await lockPeople(tx, event, body.participantes_ids);
    const failed = await queryRows(
      tx,
      z.object({ kind: col.text(), order_id: col.int().nullable(), participant_id: col.int().nullable() }),
      sql`SELECT kind, order_id, participant_id FROM email_outbox
          WHERE event_id = ${event.id} AND status = 'failed' AND resent_at IS NULL
            AND (order_id = ANY(${intArray(people.map((p) => p.order_id))}::int[])
              OR participant_id = ANY(${intArray(people.map((p) => p.id))}::int[]))`,
    );
    const plans = new Map<number, Plan>();
    for (const person of people) {
      const plan = plans.get(person.order_id) ?? {
        orderId: person.order_id,
        confirmation: false,
        ticketsOf: [],
      };
      const confirmationFailed = failed.some(
        (f) => f.kind === 'order_confirmation' && f.order_id === person.order_id,
      );
      const ticketFailed = failed.some(
        (f) => f.kind === 'participant_ticket' && f.participant_id === person.id,
      );
      if (confirmationFailed) plan.confirmation = true;
      if (ticketFailed || !confirmationFailed) plan.ticketsOf.push(person.id);
      plans.set(person.order_id, plan);
    }
    return queuePlans(ctx, tx, event, actor, body.chave, [...plans.values()]);
  });
  ctx.jobs.wakeEmailSender();
  return emails;
}
