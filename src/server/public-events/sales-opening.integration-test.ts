import { describe, expect, it } from 'vitest';
import { participant, pixBody, postRegistration, useEventFactory } from '../orders/registration-test-kit.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

// Issue 12 item 8: before a ticket's sales start, the page and the refusal say when they open,
// and "fechadas" stays for events that are really closed.
describe.each(TEST_DRIVERS)('sales not open yet (%s)', (driver) => {
  const env = useTestApp(driver);
  const newEvent = useEventFactory(env);
  const DAY = 86_400_000;
  // 10/03/2030 09:00 in Brasília (UTC-3).
  const OPENS = new Date('2030-03-10T12:00:00Z');

  const publicEvent = async (slug: string) =>
    (await env().app.inject({ method: 'GET', url: `/api/eventos/slug/${slug}` })).json().data;

  it('publishes when sales open and refuses a registration saying when', async () => {
    const { event, ticketTypes } = await newEvent(
      { startsAt: new Date('2030-04-01T12:00:00Z'), endsAt: new Date('2030-04-02T12:00:00Z') },
      [
        { name: 'Inteira', salesStartAt: new Date(OPENS.getTime() + DAY) },
        { name: 'Meia', salesStartAt: OPENS },
      ],
    );
    const data = await publicEvent(event.slug);
    expect(data.inscricoes_abertas).toBe(false);
    expect(data.vendas_abrem_em).toBe(OPENS.toISOString());

    const res = await postRegistration(
      env().app,
      event.id,
      pixBody([participant(ticketTypes[1]?.id as number)]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_type: 'event_closed',
      error: 'As inscrições para este evento abrem em 10/03/2030 às 09:00.',
    });
  });

  it('names the ticket and its start when another ticket is already on sale', async () => {
    const { event, ticketTypes } = await newEvent({}, [
      { name: 'Inteira' },
      { name: 'Lote Especial', salesStartAt: OPENS },
    ]);
    const data = await publicEvent(event.slug);
    expect(data.inscricoes_abertas).toBe(true);
    expect(data.vendas_abrem_em).toBeNull();
    const res = await postRegistration(
      env().app,
      event.id,
      pixBody([participant(ticketTypes[1]?.id as number)]),
    );
    expect(res.json().error).toBe('As vendas de "Lote Especial" começam em 10/03/2030 às 09:00.');
  });

  it('keeps the spec message for an event whose sales are over', async () => {
    const { event, ticketTypes } = await newEvent({}, [{ salesEndAt: new Date(Date.now() - DAY) }]);
    const data = await publicEvent(event.slug);
    expect(data.vendas_abrem_em).toBeNull();
    const res = await postRegistration(
      env().app,
      event.id,
      pixBody([participant(ticketTypes[0]?.id as number)]),
    );
    expect(res.json().error).toBe('As inscrições para este evento estão fechadas.');
  });
});
