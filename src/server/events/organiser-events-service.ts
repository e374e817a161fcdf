import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { events, participants, ticketTypes } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';

// Participants that hold a confirmed place (paid or exempt) count as sold.
const CONFIRMED = ['pago', 'isento'] as const;

/** The event if this organiser owns it; otherwise the same 404 as a missing event. */
export async function findOwnedEvent(ctx: AppContext, organiserId: number, eventId: number) {
  const rows = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organiserId, organiserId)))
    .limit(1);
  const event = rows[0];
  if (!event) throw AppError.notFound('Evento não encontrado.');
  return event;
}

export async function listOrganiserEvents(ctx: AppContext, organiserId: number) {
  const sold = ctx.db
    .select({ eventId: participants.eventId, n: sql<number>`count(*)::int`.as('n') })
    .from(participants)
    .where(inArray(participants.status, [...CONFIRMED]))
    .groupBy(participants.eventId)
    .as('sold');
  const rows = await ctx.db
    .select({ event: events, sold: sold.n })
    .from(events)
    .leftJoin(sold, eq(sold.eventId, events.id))
    .where(eq(events.organiserId, organiserId))
    .orderBy(desc(events.startsAt), desc(events.id));
  return rows.map(({ event, sold: n }) => ({ event, sold: n ?? 0 }));
}

export async function getOrganiserEventSummary(ctx: AppContext, organiserId: number, eventId: number) {
  const event = await findOwnedEvent(ctx, organiserId, eventId);
  const soldByType = ctx.db
    .select({ ticketTypeId: participants.ticketTypeId, n: sql<number>`count(*)::int`.as('n') })
    .from(participants)
    .where(and(eq(participants.eventId, eventId), inArray(participants.status, [...CONFIRMED])))
    .groupBy(participants.ticketTypeId)
    .as('sold_by_type');
  const types = await ctx.db
    .select({ ticket: ticketTypes, sold: soldByType.n })
    .from(ticketTypes)
    .leftJoin(soldByType, eq(soldByType.ticketTypeId, ticketTypes.id))
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
  return { event, ticketTypes: types.map(({ ticket, sold }) => ({ ticket, sold: sold ?? 0 })) };
}
