// An organiser saves the event while buyers purchase (issue 7 item 3). Through the real routes on
// real PostgreSQL (pool of 20): 160 purchases (PIX and card, one to three types per order, some
// with a limited coupon) race 32 stock edits of the same event. With every writer taking its locks
// in ADR 0040's order nothing deadlocks: every request answers 2xx or a proper 4xx, and the
// counters equal the orders written. The canary races the same purchases against an edit that
// locks the ticket rows before the event row, the order the event form used to follow, and must
// see deadlocks: proof that this harness would catch the bug it guards against.
import { Writable } from 'node:stream';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SANDBOX_APPROVED_CARDS } from '../../domain/contracts/public-event.ts';
import { buildApp } from '../app.ts';
import { coupons, events, orderLines, orders, participants, ticketTypes } from '../db/schema.ts';
import { sqlStateOf } from '../db/with-retry.ts';
import { validEventForm } from '../events/event-form-test-data.ts';
import { ERROR_BODY_KEYS } from '../testing/contract-kit.ts';
import { createTestCoupon } from '../testing/factories.ts';
import { hasPostgres, type PooledApp, usePooledApp } from '../testing/pooled-app.ts';
import { type OrganiserAgent, registerOrganiserAgent, testConfig } from '../testing/test-app.ts';
import { openTestDatabase } from '../testing/test-db.ts';
import { buyer, participant, postRegistration } from './registration-test-kit.ts';

const POOL = 20;
const PURCHASES = 160;
const EDITS = 32;
const STOCK = 300;
const COUPON_LIMIT = 20;
const LIVE = ['pending', 'paid', 'free'] as const;

interface Harness extends PooledApp {
  agent: OrganiserAgent;
  logLines: string[];
}

async function openHarness(): Promise<Harness> {
  const database = await openTestDatabase('postgres', POOL);
  // Deadlocks are found after deadlock_timeout (1 s by default); at 100 ms a broken lock order
  // fails this test in seconds instead of timing out. It changes how fast a deadlock is seen, not
  // whether one happens. Set before the app's pool opens its first connection.
  const admin = new pg.Client({ connectionString: database.url as string });
  await admin.connect();
  await admin.query(`ALTER DATABASE "${admin.database}" SET deadlock_timeout = '100ms'`);
  await admin.end();
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const built = await buildApp(testConfig({ LOG_LEVEL: 'warn' }), {
    dbHandle: database.handle,
    serveWeb: false,
    logStream,
  });
  await built.app.ready();
  const agent = await registerOrganiserAgent(built.app);
  return { built, database, agent, logLines };
}

/** An event made through the organiser route: three ticket types on sale now, STOCK each. */
async function createRacedEvent(h: Harness) {
  const form = validEventForm({
    nome: `Festival ${Date.now()}`,
    numero_participantes: 5000,
    tipos_ingresso: ['Inteira', 'Meia', 'Camarote'].map((nome, i) => ({
      client_id: `novo-${i}`,
      nome,
      preco: `${50 + 25 * i}.00`,
      quantidade: STOCK,
      limit_per_order: 5,
    })),
  });
  const created = await h.agent.inject({ method: 'POST', url: '/api/criar-evento', payload: form });
  expect(created.statusCode, created.body).toBe(201);
  const eventId: number = created.json().data.evento.id;
  // A new event is a draft (ADR 0400): open it to buyers.
  const published = await h.agent.inject({ method: 'POST', url: `/api/eventos/${eventId}/publicar` });
  expect(published.statusCode, published.body).toBe(200);
  const edit = (await h.agent.inject({ method: 'GET', url: `/api/eventos/${eventId}/edit` })).json().data;
  const ticketIds: number[] = edit.tipos_ingresso.map((t: { id: number }) => t.id);
  await createTestCoupon(h.built.ctx, eventId, { code: 'RACE10', usageLimit: COUPON_LIMIT });
  return { eventId, edit, ticketIds };
}

/** Purchase n: one to three participants over one or two types, PIX or card, every 4th with the coupon. */
function purchaseBody(n: number, ticketIds: number[]) {
  const first = ticketIds[n % 3] as number;
  const second = ticketIds[(n + 1) % 3] as number;
  const people = [participant(first, n * 10 + 1)];
  if (n % 2 === 0) people.push(participant(second, n * 10 + 2));
  if (n % 5 === 0) people.push(participant(first, n * 10 + 3));
  const card = n % 3 === 0;
  return {
    comprador: {
      comprador: buyer,
      payment_method: card ? 'credit_card' : 'pix',
      installments: 1,
      ...(card
        ? {
            card_data: { number: SANDBOX_APPROVED_CARDS[0], expiry: '12/2099', cvv: '123', name: 'MARIA C' },
          }
        : {}),
    },
    participantes: people,
    ...(n % 4 === 0 ? { cupom: { code: 'RACE10' } } : {}),
  };
}

/**
 * Edit k through PUT /api/atualizar-evento: every ticket's stock moves between 20 % and 120 % of
 * STOCK, so some edits try to go below what is already sold and must be refused with a 422.
 */
function editBody(k: number, edit: { tipos_ingresso: { quantidade: number }[] }) {
  const factor = [1.2, 0.2, 1.0, 0.5, 1.1, 0.3][k % 6] as number;
  return {
    ...edit,
    tipos_ingresso: edit.tipos_ingresso.map((t, i) => ({
      ...t,
      quantidade: Math.round(STOCK * factor) + i,
    })),
  };
}

/** The same requests in one interleaved order, fired at once. */
function interleave<T>(purchases: T[], edits: T[]): T[] {
  const all: T[] = [];
  const every = Math.floor(purchases.length / edits.length);
  purchases.forEach((p, i) => {
    all.push(p);
    if (i % every === every - 1 && edits.length > 0) all.push(edits.shift() as T);
  });
  return [...all, ...edits];
}

async function counters(h: Harness, eventId: number, ticketIds: number[]) {
  const db = h.built.ctx.db;
  const live = await db
    .select({ id: orders.id, couponId: orders.couponId })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), inArray(orders.status, [...LIVE])));
  const liveIds = live.map((o) => o.id);
  const lines = liveIds.length
    ? await db
        .select({ ticketTypeId: orderLines.ticketTypeId, quantity: orderLines.quantity })
        .from(orderLines)
        .where(inArray(orderLines.orderId, liveIds))
    : [];
  const [people] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(participants)
    .where(and(eq(participants.eventId, eventId), notInArray(participants.status, ['cancelado'])));
  const tickets = await db.select().from(ticketTypes).where(inArray(ticketTypes.id, ticketIds));
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  const [coupon] = await db.select().from(coupons).where(eq(coupons.eventId, eventId));
  return {
    orders: live.length,
    tickets: ticketIds.map((id) => {
      const row = tickets.find((t) => t.id === id);
      const ordered = lines.filter((l) => l.ticketTypeId === id).reduce((sum, l) => sum + l.quantity, 0);
      return { id, sold: row?.sold, quantity: row?.quantity, ordered };
    }),
    placesTaken: event?.placesTaken,
    capacity: event?.capacity,
    participants: people?.n ?? 0,
    couponUses: coupon?.uses,
    ordersWithCoupon: live.filter((o) => o.couponId !== null).length,
  };
}

function retriesLogged(h: Harness): number {
  return h.logLines.filter((line) => line.includes('database transaction retried')).length;
}

const ACCEPTED_4XX = new Set(['insufficient_stock', 'event_closed', 'invalid_coupon', 'validation']);

describe.runIf(hasPostgres)(
  'stock edits while buyers purchase (PostgreSQL only; needs TEST_DATABASE_URL)',
  () => {
    const h = usePooledApp(openHarness);

    it('answers all 384 requests with 2xx or a proper 4xx, counters equal to the orders written', async () => {
      const { eventId, edit, ticketIds } = await createRacedEvent(h());
      type Fired = { kind: 'purchase' | 'edit'; res: LightMyRequestResponse };
      const purchases = Array.from(
        { length: PURCHASES },
        (_, n) => async (): Promise<Fired> => ({
          kind: 'purchase',
          res: await postRegistration(h().built.app, eventId, purchaseBody(n, ticketIds)),
        }),
      );
      const edits = Array.from(
        { length: EDITS },
        (_, k) => async (): Promise<Fired> => ({
          kind: 'edit',
          res: await h().agent.inject({
            method: 'PUT',
            url: '/api/atualizar-evento',
            payload: editBody(k, edit),
          }),
        }),
      );
      const fired = await Promise.all(interleave(purchases, edits).map((run) => run()));

      const byStatus = (kind: Fired['kind'], test: (code: number) => boolean) =>
        fired.filter((f) => f.kind === kind && test(f.res.statusCode)).length;
      const summary = {
        purchasesOk: byStatus('purchase', (c) => c === 201),
        purchases4xx: byStatus('purchase', (c) => c >= 400 && c < 500),
        editsOk: byStatus('edit', (c) => c === 200),
        edits4xx: byStatus('edit', (c) => c >= 400 && c < 500),
        fiveXx: fired.filter((f) => f.res.statusCode >= 500).length,
        retries: retriesLogged(h()),
      };
      console.info('sale vs edit:', JSON.stringify(summary));

      expect(fired.filter((f) => f.res.statusCode >= 500).map((f) => f.res.body)).toEqual([]);
      for (const { res } of fired.filter((f) => f.res.statusCode >= 400)) {
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual(ERROR_BODY_KEYS);
        expect(ACCEPTED_4XX.has(body.error_type), res.body).toBe(true);
      }
      expect(summary.purchasesOk + summary.purchases4xx).toBe(PURCHASES);
      expect(summary.editsOk + summary.edits4xx).toBe(EDITS);
      // Both sides really happened: sales went through and stock was changed under them.
      expect(summary.purchasesOk).toBeGreaterThan(PURCHASES / 2);
      expect(summary.editsOk).toBeGreaterThan(EDITS / 4);
      // One lock order means no deadlock to retry in the first place.
      expect(summary.retries).toBe(0);

      const after = await counters(h(), eventId, ticketIds);
      expect(after.orders).toBe(summary.purchasesOk);
      for (const t of after.tickets) {
        expect(t.sold, `ticket ${t.id}`).toBe(t.ordered);
        expect(t.sold as number).toBeLessThanOrEqual(t.quantity as number);
      }
      expect(after.placesTaken).toBe(after.participants);
      expect(after.placesTaken as number).toBeLessThanOrEqual(after.capacity as number);
      expect(after.couponUses).toBe(after.ordersWithCoupon);
      expect(after.couponUses as number).toBeLessThanOrEqual(COUPON_LIMIT);
    }, 180_000);
  },
);

describe.runIf(hasPostgres)(
  'lock-order canary: an edit locking tickets before the event deadlocks with purchases (PostgreSQL only)',
  () => {
    const h = usePooledApp(openHarness);

    // The opposite of ADR 0040, as the event form used to lock: ticket rows, a pause a busy
    // server would have anyway, then the event row. No retry, so its deadlocks stay visible.
    async function editInOppositeOrder(eventId: number): Promise<'ok' | 'deadlock'> {
      try {
        await h().built.ctx.db.transaction(async (tx) => {
          await tx.execute(
            sql`SELECT id FROM ticket_types WHERE event_id = ${eventId} ORDER BY id FOR UPDATE`,
          );
          await tx.execute(sql`SELECT pg_sleep(0.01)`);
          await tx.execute(sql`UPDATE events SET updated_at = now() WHERE id = ${eventId}`);
        });
        return 'ok';
      } catch (error) {
        if (sqlStateOf(error) === '40P01') return 'deadlock';
        throw error;
      }
    }

    it('sees deadlocks (as the canary edit failing, or as purchases retried)', async () => {
      const { eventId, ticketIds } = await createRacedEvent(h());
      const purchases = Array.from(
        { length: PURCHASES },
        (_, n) => () => postRegistration(h().built.app, eventId, purchaseBody(n, ticketIds)),
      );
      const edits = Array.from({ length: EDITS }, () => () => editInOppositeOrder(eventId));
      const outcomes = await Promise.all(
        interleave<() => Promise<unknown>>(purchases, edits).map((run) => run()),
      );
      const editDeadlocks = outcomes.filter((o) => o === 'deadlock').length;
      const purchaseRetries = retriesLogged(h());
      console.info('canary:', JSON.stringify({ editDeadlocks, purchaseRetries }));
      expect(editDeadlocks + purchaseRetries).toBeGreaterThan(0);
    }, 180_000);
  },
);
