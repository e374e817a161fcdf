import type { AppContext } from '../context.ts';
import { eventSettings, events, ticketTypes } from '../db/schema.ts';

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
  const [event] = await ctx.db
    .insert(events)
    .values({
      organiserId,
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
  await ctx.db.insert(eventSettings).values({ eventId: event.id });
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
