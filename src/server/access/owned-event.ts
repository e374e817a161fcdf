// The one place an event becomes an `OwnedEvent`: an event row the signed-in person was found
// allowed to act on, with the permission the route asked for. The brand's symbol is not exported,
// so no other module can make one except by a cast, and owned-event-brand.test.ts fails on any
// cast outside this folder. Services take `OwnedEvent`, never an id and an organiser (ADR 0210).
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  eventGrants,
  type OrganisationRole,
  type OrganiserPermission,
} from '../../domain/organiser-permissions.ts';
import type { Db, Tx } from '../db/client.ts';
import { events, organisationMembers } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { CHILD_KINDS, type ChildKindName, EVENT_NOT_FOUND } from './child-kinds.ts';

declare const OWNED: unique symbol;

export type EventRow = typeof events.$inferSelect;

/** An event the request's organiser may act on (only the guard mints one). */
export type OwnedEvent = Readonly<EventRow> & { readonly [OWNED]: true };

/** The signed-in person acting: a member of the event's organisation. */
export interface Actor {
  id: number;
  name: string;
  email: string;
}

/**
 * What the actor may do on this event: the role of their membership in the event's organisation,
 * narrowed to the assigned events for an event-scoped role (check-in). Not a member: nothing.
 */
function grantsOf(
  membership: { role: OrganisationRole; eventIds: readonly number[] } | null,
  event: EventRow,
): ReadonlySet<OrganiserPermission> {
  if (!membership) return new Set();
  return eventGrants(membership.role, membership.eventIds.includes(event.id));
}

const mint = (row: EventRow): OwnedEvent => row as OwnedEvent;

/** The ids are int4 serials: anything else cannot name a row, and answers the same 404. */
export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
}

/**
 * The events among `eventIds` that `actor` may act on with `permission`, minted. Events the actor
 * has no access to are simply absent (the caller answers 404, never 403: nothing is revealed).
 */
export async function loadOwnedEvents(
  db: Db | Tx,
  actor: Actor,
  eventIds: readonly number[],
  permission: OrganiserPermission,
): Promise<Map<number, OwnedEvent>> {
  const ids = [...new Set(eventIds)].filter(isRowId);
  if (ids.length === 0) return new Map();
  // Only events of the actor's own organisation come back at all (the join on the membership).
  const rows = await db
    .select({ event: events, role: organisationMembers.role, eventIds: organisationMembers.eventIds })
    .from(events)
    .innerJoin(
      organisationMembers,
      and(
        eq(organisationMembers.organisationId, events.organisationId),
        eq(organisationMembers.organiserId, actor.id),
      ),
    )
    .where(inArray(events.id, ids));
  return new Map(
    rows
      .filter((row) => grantsOf(row, row.event).has(permission))
      .map((row) => [row.event.id, mint(row.event)]),
  );
}

/** One event the actor may act on with `permission`, or the 404 of a missing event. */
export async function loadOwnedEvent(
  db: Db | Tx,
  actor: Actor,
  eventId: number,
  permission: OrganiserPermission,
): Promise<OwnedEvent> {
  const event = (await loadOwnedEvents(db, actor, [eventId], permission)).get(eventId);
  if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
  return event;
}

/** A child id of the guarded event (another event's child is the same 404 as a missing one). */
export async function assertChildOfEvent(
  db: Db | Tx,
  event: OwnedEvent,
  kind: ChildKindName,
  childId: unknown,
): Promise<void> {
  const spec = CHILD_KINDS[kind];
  if (!isRowId(childId)) throw AppError.notFound(spec.notFound);
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(spec.table)
    .where(and(eq(spec.id, childId), eq(spec.eventId, event.id)))
    .limit(1);
  if (!found) throw AppError.notFound(spec.notFound);
}

/**
 * The events of child ids sent in a body (`candidato_ids`): each id must be a child of an event
 * the actor may act on with `permission`, or the whole request is the kind's 404.
 */
export async function loadEventsOfChildren(
  db: Db | Tx,
  actor: Actor,
  kind: ChildKindName,
  childIds: readonly number[],
  permission: OrganiserPermission,
): Promise<Map<number, OwnedEvent>> {
  const spec = CHILD_KINDS[kind];
  const ids = [...new Set(childIds)];
  if (!ids.every(isRowId)) throw AppError.notFound(spec.notFound);
  const rows =
    ids.length === 0
      ? []
      : await db.select({ eventId: spec.eventId }).from(spec.table).where(inArray(spec.id, ids));
  const eventIds = rows.map((r) => Number(r.eventId));
  const owned = await loadOwnedEvents(db, actor, eventIds, permission);
  if (rows.length !== ids.length || eventIds.some((id) => !owned.has(id)))
    throw AppError.notFound(spec.notFound);
  return owned;
}
