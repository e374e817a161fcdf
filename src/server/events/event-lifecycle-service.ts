// Publishing, unpublishing, closing sales, cancelling and deleting an event (issue 20, ADR 0400).
// Each runs in one transaction that locks the event row first (ADR 0040's lock order), asks the
// domain's state machine, and writes the new status; an order statement that races it is refused by
// its own guard (`status = 'published'` in order-writer.ts), so nothing sells after the COMMIT.
import { eq, sql } from 'drizzle-orm';
import { type EventAction, type EventStatus, eventTransition } from '../../domain/event-lifecycle.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { events, orders } from '../db/schema.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { AppError } from '../http/app-error.ts';
import { REFUND_PAYMENTS_JOB } from '../orders/event-refunds.ts';
import { queueEventCancelledEmails } from './event-cancelled-email.ts';

type EventRow = typeof events.$inferSelect;

export interface StatusChange {
  status: EventStatus;
  /** E-mails queued by a cancellation (0 otherwise). */
  emailsQueued: number;
}

async function lockEvent(tx: Tx, eventId: number): Promise<EventRow> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('no key update');
  if (!event) throw AppError.notFound('Evento não encontrado.');
  return event;
}

/** Any order at all, even expired: the event has a history that deleting would lose. */
async function hasOrders(tx: Tx, eventId: number): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(eq(orders.eventId, eventId))
    .limit(1);
  return Boolean(row);
}

async function decide(tx: Tx, event: EventRow, action: EventAction) {
  const result = eventTransition(event.status, action, { hasOrders: await hasOrders(tx, event.id) });
  if (!result.ok) throw new AppError('conflict', result.message);
  return result.to;
}

function inTransaction<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withRetry(() => ctx.db.transaction(work), logRetries(ctx.log));
}

/** Publicar (also reopens closed sales), Despublicar, Encerrar vendas. */
export async function changeEventStatus(
  ctx: AppContext,
  owned: OwnedEvent,
  action: 'publish' | 'unpublish' | 'close_sales',
  now = new Date(),
): Promise<StatusChange> {
  return inTransaction(ctx, async (tx) => {
    const event = await lockEvent(tx, owned.id);
    const to = (await decide(tx, event, action)) as EventStatus;
    const stamps =
      action === 'publish'
        ? { publishedAt: event.publishedAt ?? now, salesClosedAt: null }
        : action === 'close_sales'
          ? { salesClosedAt: now }
          : { publishedAt: null, salesClosedAt: null };
    await tx
      .update(events)
      .set({ status: to, ...stamps, updatedAt: now })
      .where(eq(events.id, owned.id));
    return { status: to, emailsQueued: 0 };
  });
}

/**
 * Cancelar evento: sales stop at once, and every buyer and participant with a live registration
 * is told by e-mail in the same transaction (so exactly once). The paid orders are then refunded
 * by the refunds job (orders/event-refunds.ts, ADR 0401, 0415), which reads them from the
 * cancelled event itself: nudged now, and found at its next minute if the nudge is lost.
 */
export async function cancelEvent(
  ctx: AppContext,
  owned: OwnedEvent,
  reason: string | null,
  now = new Date(),
): Promise<StatusChange> {
  const change = await inTransaction(ctx, async (tx) => {
    const event = await lockEvent(tx, owned.id);
    await decide(tx, event, 'cancel');
    await tx
      .update(events)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: reason, updatedAt: now })
      .where(eq(events.id, owned.id));
    const emailsQueued = await queueEventCancelledEmails(ctx, tx, { ...event, cancelReason: reason });
    return { status: 'cancelled' as const, emailsQueued };
  });
  if (change.emailsQueued > 0) ctx.jobs.wakeEmailSender();
  ctx.jobs.nudgeJob(REFUND_PAYMENTS_JOB);
  return change;
}

/** Excluir: only an event without any order; its tickets, form, coupons and settings go with it. */
export async function deleteEvent(ctx: AppContext, owned: OwnedEvent): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const event = await lockEvent(tx, owned.id);
    await decide(tx, event, 'delete');
    await tx.delete(events).where(eq(events.id, owned.id));
  });
}
