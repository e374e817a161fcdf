// Event times are instants (timestamptz) read from Brazilian wall-clock text (decision 0003). This
// runs in both test projects (vitest.config.ts): whatever the process's zone, an instant written by
// either driver, through Drizzle or raw SQL, comes back as the same instant and the same wall clock.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toInstant, toLocalParts } from '../../domain/dates.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { events } from './schema.ts';

describe.each(TEST_DRIVERS)(`timestamps through the database (%s, TZ=${process.env.TZ})`, (driver) => {
  const env = useTestApp(driver);

  it('keeps the instant and the Brazilian wall clock of an event, through Drizzle and raw SQL', async () => {
    const { ctx } = env();
    const organiser = await createTestOrganiser(ctx);
    // 23:30 in Brazil is already the next day in UTC: the case a zone mix-up gets wrong.
    const startsAt = toInstant('2030-05-10', '23:30');
    const endsAt = toInstant('2030-05-11', '00:15');
    const { event } = await createTestEvent(ctx, organiser.id, { startsAt, endsAt });

    const [read] = await ctx.db.select().from(events).where(eq(events.id, event.id));
    expect(read?.startsAt.toISOString()).toBe('2030-05-11T02:30:00.000Z');
    expect(toLocalParts(read?.startsAt as Date)).toEqual({ date: '2030-05-10', time: '23:30' });

    // A Date as a raw parameter, as the order statement and the job queue pass them.
    const rawEnd = toInstant('2030-05-11', '01:45');
    await ctx.dbHandle.executeSql('update events set ends_at = $1 where id = $2', [rawEnd, event.id]);
    const raw = await ctx.dbHandle.executeSql(
      `select to_char(ends_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD HH24:MI') as local,
              extract(epoch from ends_at)::bigint as epoch
         from events where id = $1`,
      [event.id],
    );
    expect(raw.rows[0]).toMatchObject({ local: '2030-05-11 01:45' });
    expect(Number(raw.rows[0]?.epoch)).toBe(rawEnd.getTime() / 1000);
  });
});
