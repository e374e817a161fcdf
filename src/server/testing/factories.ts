import { ensureOrganisation } from '../access/organisation-access.ts';
import { loadOwnedEvent, type OwnedEvent } from '../access/owned-event.ts';
import type { AppContext } from '../context.ts';
import {
  coupons,
  eventSettings,
  events,
  formFieldOptions,
  formFields,
  institutions,
  organisers,
  ticketTypes,
} from '../db/schema.ts';

type EventRow = typeof events.$inferInsert;
type TicketRow = typeof ticketTypes.$inferInsert;

let slugCounter = 0;

/** An event with one paid ticket type, owned by `organiserId`; override anything. */
export async function createTestEvent(
  ctx: AppContext,
  organiserId: number,
  overrides: Partial<EventRow> = {},
  tickets: Partial<TicketRow>[] = [{}],
) {
  slugCounter += 1;
  const now = Date.now();
  const organisationId =
    overrides.organisationId ?? (await ensureOrganisation(ctx.db, organiserId)).organisationId;
  const [event] = await ctx.db
    .insert(events)
    .values({
      organiserId,
      organisationId,
      slug: `evento-teste-${slugCounter}-${now}`,
      name: 'Evento de Teste',
      descriptionHtml: '<p>Descrição</p>',
      startsAt: new Date(now + 30 * 86_400_000),
      endsAt: new Date(now + 31 * 86_400_000),
      capacity: 100,
      placeName: 'Centro de Convenções',
      city: 'São Paulo',
      state: 'SP',
      ...overrides,
    })
    .returning();
  if (!event) throw new Error('event not created');
  // An event as the tests knew it before new events defaulted to 1 installment (ADR 0403).
  await ctx.db.insert(eventSettings).values({ eventId: event.id, maxInstallments: 12 });
  const types = [];
  for (const [i, t] of tickets.entries()) {
    const [row] = await ctx.db
      .insert(ticketTypes)
      .values({
        eventId: event.id,
        name: `Ingresso ${i + 1}`,
        priceCents: 5000,
        quantity: 50,
        position: i,
        ...t,
      })
      .returning();
    if (row) types.push(row);
  }
  return { event, ticketTypes: types };
}

/** An institution for the event form's type-ahead; override anything. */
export async function createTestInstitution(
  ctx: AppContext,
  overrides: Partial<typeof institutions.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(institutions)
    .values({ name: 'Universidade de Teste', hasMembers: false, ...overrides })
    .returning();
  if (!row) throw new Error('institution not created');
  return row;
}

type FieldRow = typeof formFields.$inferInsert;

/** Custom form fields for an event, each with optional options (by value); returns them with ids. */
export async function createTestForm(
  ctx: AppContext,
  eventId: number,
  fields: (Partial<Omit<FieldRow, 'eventId'>> & { options?: string[] })[],
) {
  const created = [];
  for (const [i, { options = [], ...field }] of fields.entries()) {
    const [row] = await ctx.db
      .insert(formFields)
      .values({ eventId, type: 'short_text', label: `Pergunta ${i + 1}`, position: i, ...field })
      .returning();
    if (!row) throw new Error('field not created');
    const optionRows = options.length
      ? await ctx.db
          .insert(formFieldOptions)
          .values(options.map((value, position) => ({ fieldId: row.id, value, label: value, position })))
          .returning()
      : [];
    created.push({ ...row, options: optionRows });
  }
  return created;
}

/** A coupon for an event (10% off, unlimited, by default); override anything. */
export async function createTestCoupon(
  ctx: AppContext,
  eventId: number,
  overrides: Partial<Omit<typeof coupons.$inferInsert, 'eventId'>> = {},
) {
  const [row] = await ctx.db
    .insert(coupons)
    .values({ eventId, code: 'DESCONTO10', discountType: 'percentual', value: 10, ...overrides })
    .returning();
  if (!row) throw new Error('coupon not created');
  return row;
}

/**
 * The event as the guard hands it to services, for tests that call a service directly: loaded
 * through the guard's own query, so a stranger's attempt is the same 404 as over HTTP.
 */
export function ownedTestEvent(
  ctx: AppContext,
  organiser: { id: number; name?: string; email?: string },
  eventId: number,
): Promise<OwnedEvent> {
  const actor = { name: '', email: '', ...organiser };
  return loadOwnedEvent(ctx.db, actor, eventId, 'event.read');
}

let organiserSeq = 0;

/** An organiser row without the HTTP sign-up (no password hashing, no rate limit). */
export async function createTestOrganiser(ctx: AppContext) {
  organiserSeq += 1;
  const [row] = await ctx.db
    .insert(organisers)
    .values({
      email: `org-${organiserSeq}-${Date.now()}@teste.com.br`,
      name: 'Organizadora',
      passwordHash: 'x',
    })
    .returning();
  if (!row) throw new Error('organiser not created');
  return row;
}
