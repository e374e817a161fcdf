// The candidate order behind a payment link, as the payment routes price it: the event, its
// installment ceiling and checkout message, and each participant's candidate status and price.
import { asc, eq } from 'drizzle-orm';
import type { PayableCandidate } from '../../domain/candidate-payment.ts';
import { eventMaxInstallments } from '../../domain/installments.ts';
import type { AppContext } from '../context.ts';
import { candidates, eventSettings, events, orders, participants, ticketTypes } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';

export const ORDER_NOT_FOUND = 'Inscrição não encontrada.';

export interface PayableOrder {
  order: typeof orders.$inferSelect;
  event: typeof events.$inferSelect;
  settings: typeof eventSettings.$inferSelect | null;
  candidates: (PayableCandidate & { email: string })[];
}

export async function loadPayableOrder(ctx: AppContext, orderHash: string): Promise<PayableOrder> {
  const [row] = await ctx.db
    .select({ order: orders, event: events, settings: eventSettings })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(eq(orders.hash, orderHash))
    .limit(1);
  if (!row?.event.needsApproval) throw AppError.notFound(ORDER_NOT_FOUND);
  const people = await ctx.db
    .select({
      participantId: participants.id,
      name: participants.name,
      email: participants.email,
      status: candidates.status,
      paymentDeadline: candidates.paymentDeadline,
      priceCents: ticketTypes.priceCents,
      ticketTypeId: ticketTypes.id,
    })
    .from(participants)
    .innerJoin(candidates, eq(candidates.participantId, participants.id))
    .innerJoin(ticketTypes, eq(ticketTypes.id, participants.ticketTypeId))
    .where(eq(participants.orderId, row.order.id))
    .orderBy(asc(participants.id));
  return { ...row, candidates: people };
}

/** The event's installment ceiling: the lower of its setting and the platform's matrix. */
export function maxInstallmentsOf(order: Pick<PayableOrder, 'settings' | 'event'>): number {
  return eventMaxInstallments(order.settings?.maxInstallments, order.event.maxInstallmentsMatrix);
}

export async function maxInstallmentsOfEvent(
  ctx: AppContext,
  event: typeof events.$inferSelect,
): Promise<number> {
  const [settings] = await ctx.db.select().from(eventSettings).where(eq(eventSettings.eventId, event.id));
  return maxInstallmentsOf({ event, settings: settings ?? null });
}
