// Writing a planned event and its ticket types. Runs inside the caller's transaction.
import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { EventPlan, TicketPlan } from '../../domain/event-form/event-form-plan.ts';
import { slugify, withSuffix } from '../../domain/slug.ts';
import type { Tx } from '../db/client.ts';
import { events, ticketTypes } from '../db/schema.ts';

/** The event columns a plan sets (everything the form owns). */
export function eventColumns(plan: EventPlan) {
  return {
    name: plan.name,
    descriptionHtml: plan.descriptionHtml,
    capacity: plan.capacity,
    institutionId: plan.institutionId,
    needsApproval: plan.needsApproval,
    approvalDeadlineValue: plan.approvalDeadlineValue,
    approvalDeadlineUnit: plan.approvalDeadlineUnit,
    startsAt: plan.startsAt,
    endsAt: plan.endsAt,
    isOnline: plan.isOnline,
    meetingLink: plan.meetingLink,
    placeName: plan.placeName,
    cep: plan.cep,
    street: plan.street,
    streetNumber: plan.streetNumber,
    complement: plan.complement,
    district: plan.district,
    city: plan.city,
    state: plan.state,
    contactPhone: plan.contact.phone,
    contactSite: plan.contact.site,
  };
}

function ticketColumns(ticket: TicketPlan) {
  return {
    name: ticket.name,
    description: ticket.description,
    priceCents: ticket.priceCents,
    quantity: ticket.quantity,
    limitPerOrder: ticket.limitPerOrder,
    salesStartAt: ticket.salesStartAt,
    salesEndAt: ticket.salesEndAt,
    allowCard: ticket.allowCard,
    allowMultiple: ticket.allowMultiple,
    showInAgenda: ticket.showInAgenda,
    position: ticket.position,
  };
}

/** The first free slug for a name: "show", then "show-2", "show-3"... */
export async function nextFreeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name) || 'evento';
  const rows = await tx
    .select({ slug: events.slug })
    .from(events)
    .where(or(eq(events.slug, base), like(events.slug, `${base.slice(0, 70)}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = withSuffix(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Makes the event's ticket types match the plan: updates the listed saved ones, inserts the new
 * ones, deletes the rest (the caller has checked none of those has sales), then links each lot to
 * its predecessor once every ticket has an id.
 */
export async function writeTicketTypes(
  tx: Tx,
  eventId: number,
  tickets: TicketPlan[],
  existingIds: number[],
) {
  const keep = new Set(tickets.flatMap((t) => (t.id === null ? [] : [t.id])));
  const removed = existingIds.filter((id) => !keep.has(id));
  if (removed.length > 0) {
    // Lots pointing at a removed ticket are re-pointed below; clear first so nothing dangles.
    await tx
      .update(ticketTypes)
      .set({ startAfterTicketId: null })
      .where(inArray(ticketTypes.startAfterTicketId, removed));
    await tx
      .delete(ticketTypes)
      .where(and(eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, removed)));
  }
  const idByKey = new Map<number | string, number>();
  const ids: number[] = [];
  for (const ticket of tickets) {
    let id: number;
    if (ticket.id !== null) {
      await tx
        .update(ticketTypes)
        .set(ticketColumns(ticket))
        .where(and(eq(ticketTypes.id, ticket.id), eq(ticketTypes.eventId, eventId)));
      id = ticket.id;
    } else {
      const [row] = await tx
        .insert(ticketTypes)
        .values({ eventId, ...ticketColumns(ticket) })
        .returning({ id: ticketTypes.id });
      if (!row) throw new Error('ticket type not inserted');
      id = row.id;
    }
    ids.push(id);
    if (ticket.key !== null) idByKey.set(ticket.key, id);
    idByKey.set(id, id);
  }
  for (const [index, ticket] of tickets.entries()) {
    const startAfter = ticket.startAfter === null ? null : (idByKey.get(ticket.startAfter) ?? null);
    await tx
      .update(ticketTypes)
      .set({ startAfterTicketId: startAfter })
      .where(eq(ticketTypes.id, ids[index] as number));
  }
  return ids;
}
