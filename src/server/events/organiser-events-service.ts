import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { events, participants, ticketTypes } from '../db/schema.ts';
import { isConfirmedSql } from '../db/status-sql.ts';

/**
 * Confirmed participants per event of one organiser, as a subquery. Joined to events before
 * grouping, so it counts this organiser's sales, not the whole platform's (issue 18, item 10).
 */
export function confirmedPerEvent(db: Db, organiserId: number) {
  return db
    .select({ eventId: participants.eventId, n: sql<number>`count(*)::int`.as('n') })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(and(eq(events.organiserId, organiserId), isConfirmedSql(participants.status)))
    .groupBy(participants.eventId)
    .as('sold');
}

/** The organiser's events, newest first, each with its confirmed participants. */
export async function listOrganiserEvents(ctx: AppContext, organiserId: number) {
  const sold = confirmedPerEvent(ctx.db, organiserId);
  const rows = await ctx.db
    .select({ event: events, sold: sold.n })
    .from(events)
    .leftJoin(sold, eq(sold.eventId, events.id))
    .where(eq(events.organiserId, organiserId))
    .orderBy(desc(events.startsAt), desc(events.id));
  return rows.map(({ event, sold: n }) => ({ event, sold: n ?? 0 }));
}

export async function getOrganiserEventSummary(ctx: AppContext, event: OwnedEvent) {
  const soldByType = ctx.db
    .select({ ticketTypeId: participants.ticketTypeId, n: sql<number>`count(*)::int`.as('n') })
    .from(participants)
    .where(and(eq(participants.eventId, event.id), isConfirmedSql(participants.status)))
    .groupBy(participants.ticketTypeId)
    .as('sold_by_type');
  const types = await ctx.db
    .select({ ticket: ticketTypes, sold: soldByType.n })
    .from(ticketTypes)
    .leftJoin(soldByType, eq(soldByType.ticketTypeId, ticketTypes.id))
    .where(eq(ticketTypes.eventId, event.id))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
  return { event, ticketTypes: types.map(({ ticket, sold }) => ({ ticket, sold: sold ?? 0 })) };
}
