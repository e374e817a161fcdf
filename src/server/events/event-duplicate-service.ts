// Duplicar: a new draft with everything the organiser configured (issue 20): the event's own
// columns, its settings, ticket types (lots still pointing at their predecessor), the live
// registration form (conditional fields and per-type visibility re-pointed at the copies) and the
// live coupons. Nothing sold is copied: counters start at zero and no order, participant,
// candidate or communication comes along. One transaction, so a failure copies nothing.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { coupons, eventSettings, events, formFieldOptions, formFields, ticketTypes } from '../db/schema.ts';
import { logRetries, withRetry } from '../db/with-retry.ts';
import { AppError } from '../http/app-error.ts';
import { nextFreeSlug } from './event-form-persist.ts';

const NAME_MAX = 200;
const COPY_SUFFIX = ' (cópia)';

/** "Show" → "Show (cópia)", kept within the name's ceiling. */
export function copyName(name: string): string {
  return `${name.slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

type IdMap = Map<number, number>;

const remap = (map: IdMap, id: number | null) => (id === null ? null : (map.get(id) ?? null));

export async function duplicateEvent(
  ctx: AppContext,
  owned: OwnedEvent,
  organiserId: number,
): Promise<{ id: number; slug: string }> {
  return withRetry(
    () => ctx.db.transaction((tx) => duplicateInTransaction(tx, owned.id, organiserId)),
    logRetries(ctx.log),
  );
}

async function duplicateInTransaction(tx: Tx, sourceId: number, organiserId: number) {
  const [source] = await tx.select().from(events).where(eq(events.id, sourceId));
  if (!source) throw AppError.notFound('Evento não encontrado.');
  const name = copyName(source.name);
  // The same lock as creating an event: one slug choice at a time.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7301)`);
  const slug = await nextFreeSlug(tx, name);
  const {
    id: _id,
    slug: _slug,
    previewToken: _token,
    createdAt: _created,
    updatedAt: _updated,
    ...columns
  } = source;
  const [copy] = await tx
    .insert(events)
    .values({
      ...columns,
      organiserId,
      name,
      slug,
      placesTaken: 0,
      status: 'draft',
      publishedAt: null,
      salesClosedAt: null,
      cancelledAt: null,
      cancelReason: null,
    })
    .returning({ id: events.id, slug: events.slug });
  if (!copy) throw new Error('event copy not inserted');
  await copySettings(tx, sourceId, copy.id);
  const ticketIds = await copyTicketTypes(tx, sourceId, copy.id);
  await copyForm(tx, sourceId, copy.id, ticketIds);
  await copyCoupons(tx, sourceId, copy.id, ticketIds);
  return copy;
}

async function copySettings(tx: Tx, sourceId: number, copyId: number) {
  const [settings] = await tx.select().from(eventSettings).where(eq(eventSettings.eventId, sourceId));
  if (!settings) return;
  const { updatedAt: _updated, ...columns } = settings;
  await tx.insert(eventSettings).values({ ...columns, eventId: copyId });
}

async function copyTicketTypes(tx: Tx, sourceId: number, copyId: number): Promise<IdMap> {
  const rows = await tx
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, sourceId))
    .orderBy(asc(ticketTypes.id));
  const ids: IdMap = new Map();
  for (const { id, createdAt: _created, ...columns } of rows) {
    const [row] = await tx
      .insert(ticketTypes)
      .values({ ...columns, eventId: copyId, sold: 0, startAfterTicketId: null })
      .returning({ id: ticketTypes.id });
    if (row) ids.set(id, row.id);
  }
  // Lots open after an earlier ticket: point each copy at the copy of its predecessor.
  for (const row of rows) {
    const startAfter = remap(ids, row.startAfterTicketId);
    if (startAfter === null) continue;
    await tx
      .update(ticketTypes)
      .set({ startAfterTicketId: startAfter })
      .where(eq(ticketTypes.id, ids.get(row.id) as number));
  }
  return ids;
}

async function copyForm(tx: Tx, sourceId: number, copyId: number, ticketIds: IdMap) {
  const fields = await tx
    .select()
    .from(formFields)
    .where(and(eq(formFields.eventId, sourceId), isNull(formFields.retiredAt)))
    .orderBy(asc(formFields.id));
  const fieldIds: IdMap = new Map();
  const optionIds: IdMap = new Map();
  for (const { id, createdAt: _created, ...columns } of fields) {
    const [row] = await tx
      .insert(formFields)
      .values({
        ...columns,
        eventId: copyId,
        showForTicketTypes:
          columns.showForTicketTypes?.flatMap((t) =>
            ticketIds.has(t) ? [ticketIds.get(t) as number] : [],
          ) ?? null,
        conditionalFatherFieldId: null,
        conditionalOptionId: null,
      })
      .returning({ id: formFields.id });
    if (!row) continue;
    fieldIds.set(id, row.id);
    const options = await tx
      .select()
      .from(formFieldOptions)
      .where(and(eq(formFieldOptions.fieldId, id), isNull(formFieldOptions.retiredAt)))
      .orderBy(asc(formFieldOptions.id));
    for (const { id: optionId, ...option } of options) {
      const [copied] = await tx
        .insert(formFieldOptions)
        .values({ ...option, fieldId: row.id })
        .returning({ id: formFieldOptions.id });
      if (copied) optionIds.set(optionId, copied.id);
    }
  }
  // Conditional fields hang from an option of their parent: re-point both at the copies.
  for (const field of fields) {
    if (field.conditionalFatherFieldId === null) continue;
    await tx
      .update(formFields)
      .set({
        conditionalFatherFieldId: remap(fieldIds, field.conditionalFatherFieldId),
        conditionalOptionId: remap(optionIds, field.conditionalOptionId),
      })
      .where(eq(formFields.id, fieldIds.get(field.id) as number));
  }
}

async function copyCoupons(tx: Tx, sourceId: number, copyId: number, ticketIds: IdMap) {
  const rows = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.eventId, sourceId), isNull(coupons.deletedAt)))
    .orderBy(asc(coupons.id));
  for (const { id: _id, createdAt: _created, ...columns } of rows) {
    await tx.insert(coupons).values({
      ...columns,
      eventId: copyId,
      uses: 0,
      ticketTypeIds:
        columns.ticketTypeIds?.flatMap((t) => (ticketIds.has(t) ? [ticketIds.get(t) as number] : [])) ?? null,
    });
  }
}
