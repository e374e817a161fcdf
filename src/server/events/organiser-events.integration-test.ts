// "Meus eventos" counts each event's confirmed participants (pago, isento) for its organiser only:
// the count is grouped over that organiser's events, never over the platform's sales (issue 18,
// item 10: it used to aggregate every participant of every organiser, then join).
import { describe, expect, it } from 'vitest';
import { createTestOrders } from '../participants/participant-test-data.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { confirmedPerEvent, listOrganiserEvents } from './organiser-events-service.ts';

describe.each(TEST_DRIVERS)('organiser events list (%s)', (driver) => {
  const env = useTestApp(driver);

  const withSales = async (people: { status: 'pago' | 'isento' | 'pendente' | 'cancelado' }[]) => {
    const { ctx } = env();
    const organiser = await createTestOrganiser(ctx);
    const { event, ticketTypes } = await createTestEvent(ctx, organiser.id);
    const ticketTypeId = ticketTypes[0]?.id ?? 0;
    await createTestOrders(ctx, event.id, [
      { people: people.map((p, i) => ({ name: `Pessoa ${i + 1}`, ticketTypeId, status: p.status })) },
    ]);
    return { organiser, event };
  };

  it("counts each organiser's confirmed participants, and only theirs", async () => {
    const { ctx } = env();
    const ana = await withSales([{ status: 'pago' }, { status: 'isento' }, { status: 'pendente' }]);
    const bia = await withSales([
      { status: 'pago' },
      { status: 'pago' },
      { status: 'pago' },
      { status: 'cancelado' },
    ]);
    const anaEmpty = await createTestEvent(ctx, ana.organiser.id);

    const anaScope = { organisationId: ana.event.organisationId, onlyEventIds: null };
    const list = await listOrganiserEvents(ctx, anaScope);
    expect(list.map((r) => [r.event.id, r.sold]).sort()).toEqual(
      [
        [ana.event.id, 2],
        [anaEmpty.event.id, 0],
      ].sort(),
    );
    const biaScope = { organisationId: bia.event.organisationId, onlyEventIds: null };
    expect((await listOrganiserEvents(ctx, biaScope)).map((r) => [r.event.id, r.sold])).toEqual([
      [bia.event.id, 3],
    ]);
    // A check-in member sees only the events assigned to them, and none when none are.
    const assigned = { ...anaScope, onlyEventIds: [anaEmpty.event.id] };
    expect((await listOrganiserEvents(ctx, assigned)).map((r) => r.event.id)).toEqual([anaEmpty.event.id]);
    expect(await listOrganiserEvents(ctx, { ...anaScope, onlyEventIds: [] })).toEqual([]);
    expect(await listOrganiserEvents(ctx, null)).toEqual([]);

    // The aggregate itself reads one organiser's events: Bia's sales are not even grouped for Ana.
    const grouped = await ctx.db.select().from(confirmedPerEvent(ctx.db, anaScope));
    expect(grouped).toEqual([{ eventId: ana.event.id, n: 2 }]);
  });
});
