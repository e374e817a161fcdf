// Two (here: twelve) organiser tabs selecting at once never exceed the event's places (PostgreSQL,
// real pool, real routes). The canary runs the same selections without the event lock and the
// guarded counter (read what is free, wait, write) and must see the over-selection: proof that
// the harness can catch the race the guard prevents.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import type { Tx } from '../db/client.ts';
import { COUNT_ROW, col, ID_ROW, queryRows } from '../db/raw-sql.ts';
import { registerOrganiserAgent, testConfig } from '../testing/test-app.ts';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../testing/test-db.ts';
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

  it('canary: without the lock and guard the same race over-selects', async () => {
    const { event, selected } = await raceEvent();
    // Read free places and the earliest candidates, wait, write: what a naive writer does.
    const unguarded = () =>
      built.ctx.db.transaction(async (tx: Tx) => {
        const [state] = await queryRows(
          tx,
          z.object({ free: col.int() }),
          sql`SELECT capacity - (SELECT count(*)::int FROM candidates WHERE event_id = ${event.id}
                AND status = 'selecionado') AS free FROM events WHERE id = ${event.id}`,
        );
        const take = Math.min(2, Number(state?.free));
        if (take <= 0) return;
        const rows = await queryRows(
          tx,
          ID_ROW,
          sql`SELECT id FROM candidates WHERE event_id = ${event.id} AND status = 'pre_inscrito'
              ORDER BY random() LIMIT ${take}`,
        );
        await tx.execute(sql`SELECT pg_sleep(0.05)`);
        await tx.execute(
          sql`UPDATE candidates SET status = 'selecionado'
              WHERE id = ANY(${`{${rows.map((r) => r.id).join(',')}}`}::int[]) AND status = 'pre_inscrito'`,
        );
      });
    await Promise.all(Array.from({ length: TABS }, unguarded));
    expect((await selected()).n).toBeGreaterThan(CAPACITY);
  });
});
