import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, organisers, participants, ticketTypes } from '../db/schema.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from './demo-seed.ts';

describe.each(TEST_DRIVERS)('demo seed (%s)', (driver) => {
  const env = useTestApp(driver);

  it('never creates the demo account in production, even on an empty database', async () => {
    const { ctx } = env();
    const production = { ...ctx, config: { ...ctx.config, NODE_ENV: 'production' as const } };
    expect(await seedDemoData(production)).toEqual({ created: false, reason: 'production' });
    expect(await ctx.db.select().from(organisers)).toHaveLength(0);
    expect(await ctx.db.select().from(events)).toHaveLength(0);
  });

  it('seeds an empty database once, with counters that match the rows behind them', async () => {
    const { ctx, app } = env();
    expect(await seedDemoData(ctx)).toEqual({ created: true });
    expect(await seedDemoData(ctx)).toEqual({ created: false, reason: 'not_empty' });

    const slugs = (await ctx.db.select({ slug: events.slug }).from(events)).map((e) => e.slug).sort();
    expect(slugs).toEqual([
      'bootcamp-de-dados',
      'conferencia-catraca-2027',
      'encontro-comunidade-gratuito',
      'workshop-esgotado',
    ]);
    expect(await ctx.db.select().from(organisers)).toHaveLength(1);

    const [workshop] = await ctx.db.select().from(events).where(eq(events.slug, 'workshop-esgotado'));
    const [ticket] = await ctx.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, workshop?.id ?? 0));
    const sold = await ctx.db
      .select()
      .from(participants)
      .where(eq(participants.ticketTypeId, ticket?.id ?? 0));
    expect(ticket?.sold).toBe(ticket?.quantity);
    expect(sold).toHaveLength(ticket?.sold ?? -1);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});
