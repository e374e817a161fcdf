// Two (here: twelve) organiser tabs selecting at once never exceed the event's places (PostgreSQL,
// real pool, real routes). The canary runs selectParticipants itself with the event lock, the
// candidate row locks and the guarded counter switched off, and must see the over-selection: proof
// that the harness can catch the race the guard prevents.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../app.ts';
import { COUNT_ROW, col, queryRows } from '../db/raw-sql.ts';
import { ownedTestEvent } from '../testing/factories.ts';
import { registerOrganiserAgent, testConfig } from '../testing/test-app.ts';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../testing/test-db.ts';
import { selectParticipants } from './candidate-selection-service.ts';
import { createApprovalEvent, createTestCandidates } from './candidate-test-data.ts';

const CAPACITY = 5;
const TABS = 12;

describe.runIf(TEST_DRIVERS.includes('postgres'))('parallel selections (postgres)', () => {
  let database: TestDatabase;
  let built: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await openTestDatabase('postgres', 20);
    built = await buildApp(testConfig(), { dbHandle: database.handle, serveWeb: false });
    await built.app.ready();
  });
  afterAll(async () => {
    await built?.app.close();
    await database?.dispose();
  });

  async function raceEvent() {
    const agent = await registerOrganiserAgent(built.app);
    const { event, ticketTypes } = await createApprovalEvent(built.ctx, agent.id, { capacity: CAPACITY });
    const ids = await createTestCandidates(
      built.ctx,
      event.id,
      Array.from({ length: 30 }, (_, i) => ({
        name: `Pessoa ${String.fromCharCode(65 + i)}`,
        ticketTypeId: ticketTypes[0]?.id ?? 0,
      })),
    );
    const selected = async () => {
      const [row] = await queryRows(
        built.ctx.db,
        COUNT_ROW.extend({ taken: col.int() }),
        sql`SELECT (SELECT count(*)::int FROM candidates WHERE event_id = ${event.id} AND status = 'selecionado') AS n,
                   (SELECT places_taken FROM events WHERE id = ${event.id}) AS taken`,
      );
      return { n: Number(row?.n), taken: Number(row?.taken) };
    };
    return { agent, event, ids, selected };
  }

  it('never selects more than the places, by quantity and by ids, and answers 200 or 4xx', async () => {
    const { agent, event, ids, selected } = await raceEvent();
    const calls = Array.from({ length: TABS }, (_, i) =>
      i % 2 === 0
        ? agent.inject({
            method: 'POST',
            url: `/api/eventos/${event.id}/selecionar-participantes`,
            payload: { metodo_selecao: i % 4 === 0 ? 'sorteio' : 'cronologica', quantidade_participantes: 2 },
          })
        : agent.inject({
            method: 'POST',
            url: '/api/candidatos/selecionar',
            payload: { candidato_ids: [ids[29 - i], ids[28 - i]] },
          }),
    );
    const replies = await Promise.all(calls);
    const codes = replies.map((r) => r.statusCode);
    expect(
      codes.every((c) => c === 200 || (c >= 400 && c < 500)),
      codes.join(','),
    ).toBe(true);
    const ok = replies.filter((r) => r.statusCode === 200);
    const after = await selected();
    expect(after.n).toBeLessThanOrEqual(CAPACITY);
    expect(after.taken).toBe(after.n);
    expect(ok.length).toBeGreaterThanOrEqual(2);
  });

  it('canary: selectParticipants with its lock and capacity guard off over-selects in the same race', async () => {
    const { agent, event, selected } = await raceEvent();
    const owned = await ownedTestEvent(built.ctx, agent, event.id);
    // The service itself, each tab a draw of 2, with every guard switched off: the locks and
    // `places_taken + k <= capacity` (the 'none' switch) and the table's CHECK, dropped on this
    // file's own database. The harness must see the over-selection they prevent.
    await built.ctx.db.execute(sql`ALTER TABLE events DROP CONSTRAINT events_places_taken_range`);
    onTestFinished(async () => {
      await built.ctx.db.execute(sql`ALTER TABLE events ADD CONSTRAINT events_places_taken_range
        CHECK (places_taken >= 0 AND places_taken <= capacity) NOT VALID`);
    });
    const draws = Array.from({ length: TABS }, () =>
      selectParticipants(
        built.ctx,
        agent.id,
        owned,
        { metodo_selecao: 'sorteio', quantidade_participantes: 2 },
        new Date(),
        'none',
      ).catch((error: unknown) => error),
    );
    await Promise.all(draws);
    const after = await selected();
    expect(after.n).toBeGreaterThan(CAPACITY);
    expect(after.taken).toBeGreaterThan(CAPACITY);
  });
});
