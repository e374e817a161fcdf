import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { NO_RECEIVING_ACCOUNT_ORGANISER_WARNING } from '../../domain/contracts/receiving-account.ts';
import type { EventScope } from '../access/organisation-access.ts';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { events, participants, ticketTypes } from '../db/schema.ts';
import { isConfirmedSql } from '../db/status-sql.ts';

/** The events of a scope: the organisation's, narrowed to the assigned ones for a check-in member. */
function inScope(scope: EventScope) {
  const ofOrganisation = eq(events.organisationId, scope.organisationId);
  return scope.onlyEventIds === null
    ? ofOrganisation
    : and(ofOrganisation, inArray(events.id, [...scope.onlyEventIds]));
}

/**
 * Confirmed participants per event of one scope, as a subquery. Joined to events before
 * grouping, so it counts this organisation's sales, not the whole platform's (issue 18, item 10).
 */
export function confirmedPerEvent(db: Db, scope: EventScope) {
  return db
    .select({ eventId: participants.eventId, n: sql<number>`count(*)::int`.as('n') })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(and(inScope(scope), isConfirmedSql(participants.status)))
    .groupBy(participants.eventId)
    .as('sold');
}

/** Whether the event has any order (the lifecycle's one fact, src/domain/event-lifecycle.ts). */
// Qualified by hand: inside sql`` drizzle may print a column unqualified, and a bare "id" here would
// be the order's own id (a test caught events passing for order-less when the ids differed).
const hasOrdersOf = sql<boolean>`exists (select 1 from orders o where o.event_id = "events"."id")`;

/** Whether the event sells any paid ticket type (it then needs someone to receive the money). */
const hasPaidTicketsOf = sql<boolean>`exists (select 1 from ticket_types t where t.event_id = "events"."id" and t.price_cents > 0)`;

/** The warning of an event with paid tickets whose organisation nobody receives for (ADR 0304). */
export async function receivingWarning(
  ctx: AppContext,
  organisationId: number,
  hasPaidTickets: boolean,
): Promise<string | null> {
  if (!hasPaidTickets) return null;
  return (await ctx.gateways.forOrganisation(organisationId)) ? null : NO_RECEIVING_ACCOUNT_ORGANISER_WARNING;
}

/** The events the member may see (null scope: none), newest first, each with its confirmed participants. */
export async function listOrganiserEvents(ctx: AppContext, scope: EventScope | null) {
  if (!scope || (scope.onlyEventIds !== null && scope.onlyEventIds.length === 0)) return [];
  const sold = confirmedPerEvent(ctx.db, scope);
  const rows = await ctx.db
    .select({ event: events, sold: sold.n, hasOrders: hasOrdersOf, hasPaidTickets: hasPaidTicketsOf })
    .from(events)
    .leftJoin(sold, eq(sold.eventId, events.id))
    .where(inScope(scope))
    .orderBy(desc(events.startsAt), desc(events.id));
  const warning = await receivingWarning(ctx, scope.organisationId, true);
  return rows.map(({ event, sold: n, hasOrders, hasPaidTickets }) => ({
    event,
    sold: n ?? 0,
    hasOrders: Boolean(hasOrders),
    receivingWarning: hasPaidTickets ? warning : null,
  }));
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
  const [row] = await ctx.db.select({ hasOrders: hasOrdersOf }).from(events).where(eq(events.id, event.id));
  const hasPaidTickets = types.some(({ ticket }) => ticket.priceCents > 0);
  return {
    event,
    hasOrders: Boolean(row?.hasOrders),
    receivingWarning: await receivingWarning(ctx, event.organisationId, hasPaidTickets),
    ticketTypes: types.map(({ ticket, sold }) => ({ ticket, sold: sold ?? 0 })),
  };
}
