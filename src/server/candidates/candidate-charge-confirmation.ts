// A charge of a candidate order is paid: its candidates become `pago` and their participants paid
// places, inside the caller's transaction. The candidate rows change only through the guarded
// UPDATE of the shared rule (`… SET status='pago' WHERE status='selecionado'`), taken after the
// event row and in ascending id, the order the deadline expiry (candidate-deadline.ts) uses too.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SYSTEM_TRANSITIONS } from '../../domain/candidate-rules.ts';
import { COUPON_MESSAGES } from '../../domain/coupon.ts';
import type { Tx } from '../db/client.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import { statusLiteral } from '../db/status-sql.ts';
import { recordCandidateLog } from './candidate-action-log.ts';

const PAY = SYSTEM_TRANSITIONS.pay;

export interface ChargeToConfirm {
  paymentId: number;
  eventId: number;
  couponId: number | null;
  participantIds: number[];
}

export type ConfirmOutcome =
  | { ok: true }
  | { ok: false; reason: 'not_selected' | 'deadline' | 'coupon'; message: string };

/** Test-only: 'none' is the canary's unguarded write (no locks, no status guard). */
export type CandidateGuard = 'guarded' | 'none';

const idArray = (ids: number[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::int)`;

/**
 * Confirms the charge, or says why it cannot: a candidate is no longer `selecionado` (expired by
 * the deadline job, disqualified, paid by another charge), the deadline passed when
 * `requireWithinDeadline` (card payments: the charge happens now), or the coupon's uses ran out.
 * On a refusal nothing was written that the caller should keep: it rolls back or records the
 * money as a late payment.
 *
 * Lock order: the payment row (the caller's), the event row, the candidate rows by ascending id,
 * the participants, the coupon (ADR 0040 and decision 0171).
 */
export async function confirmCandidateCharge(
  tx: Tx,
  charge: ChargeToConfirm,
  now: Date,
  options: { requireWithinDeadline: boolean; guard?: CandidateGuard },
): Promise<ConfirmOutcome> {
  const ids = idArray(charge.participantIds);
  const at = now.toISOString();
  if (options.guard === 'none') {
    const seen = await queryRows(
      tx,
      z.object({ status: col.text() }),
      sql`SELECT status FROM candidates WHERE participant_id = ANY(${ids})`,
    );
    if (seen.some((row) => row.status !== PAY.from)) {
      return { ok: false, reason: 'not_selected', message: 'not selected' };
    }
    // The window a real gateway's latency opens between reading and writing.
    await sleep(50);
    await tx.execute(sql`UPDATE candidates SET status = ${statusLiteral(PAY.to)}, updated_at = ${at}::timestamptz
                          WHERE participant_id = ANY(${ids})`);
  } else {
    await tx.execute(sql`SELECT id FROM events WHERE id = ${charge.eventId} FOR SHARE`);
    const locked = await queryRows(
      tx,
      z.object({ id: col.int(), status: col.text(), past_deadline: col.bool() }),
      sql`SELECT id, status, coalesce(payment_deadline <= ${at}::timestamptz, false) AS past_deadline
            FROM candidates WHERE participant_id = ANY(${ids}) ORDER BY id FOR UPDATE`,
    );
    if (locked.length !== charge.participantIds.length || locked.some((c) => c.status !== PAY.from)) {
      return {
        ok: false,
        reason: 'not_selected',
        message: 'Um dos participantes não está mais aguardando pagamento.',
      };
    }
    if (options.requireWithinDeadline && locked.some((c) => c.past_deadline)) {
      return { ok: false, reason: 'deadline', message: 'O prazo de pagamento venceu.' };
    }
    const paid = await queryRows(
      tx,
      z.object({ id: col.int() }),
      sql`UPDATE candidates SET status = ${statusLiteral(PAY.to)}, updated_at = ${at}::timestamptz
           WHERE participant_id = ANY(${ids}) AND status = ${statusLiteral(PAY.from)} RETURNING id`,
    );
    if (paid.length !== charge.participantIds.length) {
      return {
        ok: false,
        reason: 'not_selected',
        message: 'Um dos participantes não está mais aguardando pagamento.',
      };
    }
    // The confirmation e-mail goes to the payer, who may not be a candidate: not "notified".
    // A later refusal (the coupon) makes the caller roll back, this entry with it.
    await recordCandidateLog(tx, {
      eventId: charge.eventId,
      actor: { kind: 'pagamento' },
      action: 'pay',
      at: now,
      notified: false,
      changes: paid.map((row) => ({ candidateId: Number(row.id), ...PAY })),
    });
  }
  await tx.execute(sql`
    UPDATE participants p
       SET status = 'pago', order_payment_id = ${charge.paymentId}, amount_cents = i.amount_cents
      FROM candidate_payment_items i
     WHERE i.order_payment_id = ${charge.paymentId} AND p.id = i.participant_id`);
  if (charge.couponId !== null) {
    const used = await queryRows(
      tx,
      z.object({ id: col.int() }),
      sql`UPDATE coupons SET uses = uses + 1
           WHERE id = ${charge.couponId} AND (usage_limit IS NULL OR uses + 1 <= usage_limit) RETURNING id`,
    );
    if (used.length === 0) return { ok: false, reason: 'coupon', message: COUPON_MESSAGES.usage_exhausted };
  }
  await tx.execute(sql`UPDATE order_payments SET status = 'fulfilled', paid_at = ${at}::timestamptz
                        WHERE id = ${charge.paymentId}`);
  return { ok: true };
}
