// The PIX of a candidate charge is paid (the sandbox's "simulate payment" today, a gateway webhook
// later). The charge was valid when issued, so a deadline that passed since is no reason to refuse
// it; a candidate the deadline job already expired (or who was paid by another charge) is: that
// money is recorded as a late payment to refund (ADR 0044), never kept without a place.
import { and, asc, eq } from 'drizzle-orm';
import { appBaseUrl } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import {
  candidateCharges,
  candidatePaymentItems,
  events,
  latePayments,
  orderPayments,
  orders,
  participants,
} from '../db/schema.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { AppError } from '../http/app-error.ts';
import { confirmCandidateCharge } from './candidate-charge-confirmation.ts';
import { queueCandidatePaymentEmail } from './candidate-payment-email.ts';

export const CANDIDATE_PIX_LATE_MESSAGE =
  'Este PIX não pôde ser aceito: a vaga não está mais reservada ou o PIX expirou. O valor pago será devolvido.';

class Refused extends Error {}

type Outcome = { kind: 'paid'; outboxId: number | null } | { kind: 'late' };

export async function confirmCandidatePix(ctx: AppContext, paymentPublicId: string, now = new Date()) {
  const outcome = await withRetry(
    () => ctx.db.transaction((tx) => confirmInTransaction(ctx, tx, paymentPublicId, now)),
    logRetries(ctx.log),
  );
  if (outcome.kind === 'late') {
    ctx.log.warn({ paymentPublicId }, 'candidate PIX could not be accepted: recorded for refund');
    throw new AppError('conflict', CANDIDATE_PIX_LATE_MESSAGE);
  }
  if (outcome.outboxId !== null) await ctx.jobs.enqueueEmail(outcome.outboxId);
}

async function confirmInTransaction(ctx: AppContext, tx: Tx, publicId: string, now: Date): Promise<Outcome> {
  // The payment row first (ADR 0040: an order's own rows before the counters).
  const [found] = await tx
    .select({ payment: orderPayments, charge: candidateCharges, event: events })
    .from(orderPayments)
    .innerJoin(candidateCharges, eq(candidateCharges.orderPaymentId, orderPayments.id))
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(orderPayments.publicId, publicId), eq(orderPayments.method, 'pix')))
    .for('update', { of: orderPayments })
    .limit(1);
  if (!found) throw AppError.notFound('Pagamento não encontrado.');
  const { payment, charge, event } = found;
  if (payment.status === 'fulfilled') return { kind: 'paid', outboxId: null };
  const items = await tx
    .select({ participantId: candidatePaymentItems.participantId, name: participants.name })
    .from(candidatePaymentItems)
    .innerJoin(participants, eq(participants.id, candidatePaymentItems.participantId))
    .where(eq(candidatePaymentItems.orderPaymentId, payment.id))
    .orderBy(asc(candidatePaymentItems.participantId));
  const expired =
    payment.status !== 'pending' || (payment.pixExpiresAt !== null && payment.pixExpiresAt < now);
  const accepted =
    !expired &&
    (await tx
      .transaction(async (savepoint) => {
        const outcome = await confirmCandidateCharge(
          savepoint,
          {
            paymentId: payment.id,
            eventId: event.id,
            couponId: charge.couponId,
            participantIds: items.map((i) => i.participantId),
          },
          now,
          { requireWithinDeadline: false },
        );
        if (!outcome.ok) throw new Refused(outcome.message);
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof Refused) return false;
        throw error;
      }));
  if (!accepted) {
    await tx.update(orderPayments).set({ status: 'cancelled' }).where(eq(orderPayments.id, payment.id));
    await tx
      .insert(latePayments)
      .values({
        eventId: event.id,
        orderId: payment.orderId,
        orderPaymentId: payment.id,
        amountCents: payment.amountCents,
        gateway: payment.gateway,
        gatewayReference: payment.gatewayReference,
        receivedAt: now,
      })
      .onConflictDoNothing({ target: latePayments.orderPaymentId });
    return { kind: 'late' };
  }
  const outboxId = await queueCandidatePaymentEmail(tx, {
    eventId: event.id,
    eventName: event.name,
    eventStartsAt: event.startsAt,
    payerName: charge.payerName,
    payerEmail: charge.payerEmail,
    amountCents: payment.amountCents,
    paymentPublicId: payment.publicId,
    participantNames: items.map((i) => i.name),
    participantIds: items.map((i) => i.participantId),
    baseUrl: appBaseUrl(ctx.config),
  });
  return { kind: 'paid', outboxId };
}
