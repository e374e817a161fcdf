// ADR 0025: the order statement writes every row of the order before it locks the hot stock rows.
// PostgreSQL runs a data-modifying CTE when something reads it, and one nobody reads only after the
// main query, so an insert left unread runs *after* the guarded UPDATEs, holding them. Sequences
// are not transactional, which makes the order visible from outside: with the event row held by
// another transaction, the blocked order must already have drawn its order line's id.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../app.ts';
import { createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { testConfig } from '../testing/test-app.ts';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../testing/test-db.ts';
import { participant, pixBody, postRegistration } from './registration-test-kit.ts';

describe.runIf(TEST_DRIVERS.includes('postgres'))('the order statement (postgres)', () => {
  let database: TestDatabase;
  let built: BuiltApp;
  let blocker: pg.Client;

  beforeAll(async () => {
    database = await openTestDatabase('postgres', 5);
    built = await buildApp(testConfig(), { dbHandle: database.handle, serveWeb: false });
    await built.app.ready();
    blocker = new pg.Client({ connectionString: database.url as string });
    await blocker.connect();
  });
  afterAll(async () => {
    await blocker?.end();
    await built?.app.close();
    await database?.dispose();
  });

  const lastLineId = async () =>
    Number((await blocker.query('SELECT last_value FROM order_lines_id_seq')).rows[0].last_value);

  it('writes the order lines before it waits for the event row (inserts first, hot rows last)', async () => {
    const organiser = await createTestOrganiser(built.ctx);
    const { event, ticketTypes } = await createTestEvent(built.ctx, organiser.id, {}, [{ priceCents: 5000 }]);
    const ticketId = ticketTypes[0]?.id ?? 0;
    // Warm up: one order, so the statement is prepared and the sequence has a value.
    expect((await postRegistration(built.app, event.id, pixBody([participant(ticketId)]))).statusCode).toBe(
      201,
    );
    const before = await lastLineId();

    await blocker.query('BEGIN');
    await blocker.query('UPDATE events SET places_taken = places_taken WHERE id = $1', [event.id]);
    const pending = postRegistration(built.app, event.id, pixBody([participant(ticketId, 2)]));
    // Wait until the order statement waits for the event row's lock. Inside the blocker's open
    // transaction pg_stat_activity is a snapshot taken at its first read: each look takes a fresh one.
    let waiting = false;
    for (let i = 0; i < 500 && !waiting; i++) {
      await blocker.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await blocker.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND query LIKE '%INSERT INTO order_lines%'`,
      );
      waiting = rows[0].n > 0;
      if (!waiting) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(waiting, 'the order statement never waited for the event row').toBe(true);
    const whileBlocked = await lastLineId();
    await blocker.query('ROLLBACK');
    const res = await pending;
    expect(res.statusCode, res.body).toBe(201);
    expect(whileBlocked).toBeGreaterThan(before);
  });
});
