// Two (or eight) door phones scanning the same ticket at the same moment, on real PostgreSQL with
// a pool (PGlite has one connection, so nothing there is ever concurrent): one admission, the
// others told when. The canary drops the unique (participant, day) index and sees the double
// admission, proving the harness would catch one.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkIns, participants } from '../db/schema.ts';
import { signCheckInCode } from '../documents/check-in-code.ts';
import { createTestEvent } from '../testing/factories.ts';
import { hasPostgres, openPooledApp, usePooledApp } from '../testing/pooled-app.ts';
import { registerOrganiserAgent } from '../testing/test-app.ts';
import { createTestOrders } from './participant-test-data.ts';

const DOORS = 8;

async function openApp() {
  const { built, database } = await openPooledApp();
  const owner = await registerOrganiserAgent(built.app, 'Dona');
  return { built, database, owner };
}

/** Every door scans the same ticket at once; answers the replies and the day rows written. */
async function rush(env: Awaited<ReturnType<typeof openApp>>) {
  const { built, owner } = env;
  const { event, ticketTypes } = await createTestEvent(built.ctx, owner.id);
  const [id] = await createTestOrders(built.ctx, event.id, [
    { people: [{ name: 'Ana', ticketTypeId: ticketTypes[0]?.id as number }] },
  ]);
  const [person] = await built.ctx.db
    .select()
    .from(participants)
    .where(eq(participants.id, id as number));
  const codigo = signCheckInCode(built.ctx.config.appSecret, person?.uuid as string);
  const replies = await Promise.all(
    Array.from({ length: DOORS }, () =>
      owner.inject({ method: 'POST', url: `/api/eventos/${event.id}/check-in`, payload: { codigo } }),
    ),
  );
  const rows = await built.ctx.db
    .select()
    .from(checkIns)
    .where(eq(checkIns.participantId, id as number));
  return { replies, rows };
}

describe.runIf(hasPostgres)('check-in under concurrency (PostgreSQL only; needs TEST_DATABASE_URL)', () => {
  const env = usePooledApp(openApp);

  it('eight phones scanning the same ticket at once admit it once; the rest are told when', async () => {
    for (let round = 0; round < 3; round++) {
      const { replies, rows } = await rush(env());
      for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
      const admitted = replies.filter((r) => r.json().data.registrado === true);
      expect(admitted).toHaveLength(1);
      const first = admitted[0]?.json().data.presencaEm;
      for (const reply of replies) expect(reply.json().data.presencaEm).toBe(first);
      expect(rows).toHaveLength(1);
    }
  });
});

describe.runIf(hasPostgres)(
  'check-in canary: the harness catches a double admission without the index',
  () => {
    const env = usePooledApp(openApp, async (harness) => {
      await harness.database.handle.executeSql('DROP INDEX check_ins_participant_day_uq');
    });

    it('admits the same ticket more than once', async () => {
      const { replies, rows } = await rush(env());
      expect(replies.filter((r) => r.json().data?.registrado === true).length).toBeGreaterThan(1);
      expect(rows.length).toBeGreaterThan(1);
    });
  },
);
