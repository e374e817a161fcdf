// Event times are instants (timestamptz) read from Brazilian wall-clock text (decision 0003). This
// runs in both test projects (vitest.config.ts): whatever the process's zone, an instant written by
// either driver, through Drizzle or raw SQL, comes back as the same instant and the same wall clock.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toInstant, toLocalParts } from '../../domain/dates.ts';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../testing/test-db.ts';
import { events, organisations, organisers } from './schema.ts';

describe.each(TEST_DRIVERS)(`timestamps through the database (%s, TZ=${process.env.TZ})`, (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(async () => database?.dispose());

  it('keeps the instant and the Brazilian wall clock of an event, through Drizzle and raw SQL', async () => {
    const { db, executeSql } = database.handle;
    const [organiser] = await db
      .insert(organisers)
      .values({ email: `tz-${Date.now()}@teste.com.br`, name: 'Fuso', passwordHash: 'x' })
      .returning();
    // 23:30 in Brazil is already the next day in UTC: the case a zone mix-up gets wrong.
    const [organisation] = await db
      .insert(organisations)
      .values({ ownerId: organiser?.id as number, name: 'Fuso' })
      .returning();
    const startsAt = toInstant('2030-05-10', '23:30');
    const [event] = await db
      .insert(events)
      .values({
        organiserId: organiser?.id as number,
        organisationId: organisation?.id as number,
        slug: `fuso-${Date.now()}`,
        name: 'Fuso',
        startsAt,
        endsAt: toInstant('2030-05-11', '00:15'),
        capacity: 10,
      })
      .returning();
    const id = event?.id as number;

    const [read] = await db.select().from(events).where(eq(events.id, id));
    expect(read?.startsAt.toISOString()).toBe('2030-05-11T02:30:00.000Z');
    expect(toLocalParts(read?.startsAt as Date)).toEqual({ date: '2030-05-10', time: '23:30' });

    // A Date as a raw parameter, as the order statement and the job queue pass them.
    const rawEnd = toInstant('2030-05-11', '01:45');
    await executeSql('update events set ends_at = $1 where id = $2', [rawEnd, id]);
    const raw = await executeSql(
      `select to_char(ends_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD HH24:MI') as local,
              extract(epoch from ends_at)::bigint as epoch
         from events where id = $1`,
      [id],
    );
    expect(raw.rows[0]).toMatchObject({ local: '2030-05-11 01:45' });
    expect(Number(raw.rows[0]?.epoch)).toBe(rawEnd.getTime() / 1000);
    const [reread] = await db.select().from(events).where(eq(events.id, id));
    expect(reread?.endsAt.getTime()).toBe(rawEnd.getTime());
  });
});
