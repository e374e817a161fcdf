// Many buyers at the last places at once, on real PostgreSQL with a pool of 20 connections
// (PGlite has one connection, so nothing there is ever concurrent). The canary at the end
// switches the stock guard off and proves this harness does see the oversell it guards against.
import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BuiltApp } from '../app.ts';
import { coupons, events, orders, participants, ticketTypes } from '../db/schema.ts';
import { createTestCoupon, createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { hasPostgres, openPooledApp, type PooledApp, usePooledApp } from '../testing/pooled-app.ts';
import { registerForEvent } from './registration-service.ts';
import { participant, pixBody, postRegistration } from './registration-test-kit.ts';

const POOL = 20;

async function openApp(): Promise<PooledApp & { organiserId: number }> {
  const { built, database } = await openPooledApp(POOL);
  const organiserId = (await createTestOrganiser(built.ctx)).id;
  return { built, database, organiserId };
}

async function liveParticipants(built: BuiltApp, eventId: number): Promise<number> {
  const [row] = await built.ctx.db
    .select({ n: count() })
    .from(participants)
    .where(sql`${participants.eventId} = ${eventId} AND ${participants.status} <> 'cancelado'`);
  return row?.n ?? 0;
}

describe.runIf(hasPostgres)(
  'stock under concurrent purchases (PostgreSQL only; needs TEST_DATABASE_URL)',
  () => {
    const env = usePooledApp(openApp);

    const fire = (eventId: number, bodies: unknown[], headers?: (i: number) => Record<string, string>) =>
      Promise.all(bodies.map((body, i) => postRegistration(env().built.app, eventId, body, headers?.(i))));

    it('sells exactly the ticket stock to 60 simultaneous buyers', async () => {
      const {
        event,
        ticketTypes: [ticket],
      } = await createTestEvent(env().built.ctx, env().organiserId, { capacity: 1000 }, [{ quantity: 10 }]);
      const tid = ticket?.id as number;
      const results = await fire(
        event.id,
        Array.from({ length: 60 }, (_, i) => pixBody([participant(tid, i)])),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(10);
      expect(codes.filter((c) => c === 409)).toHaveLength(50);
      for (const r of results.filter((r) => r.statusCode === 409))
        expect(r.json().error_type).toBe('insufficient_stock');
      const [row] = await env().built.ctx.db.select().from(ticketTypes).where(eq(ticketTypes.id, tid));
      expect(row?.sold).toBe(10);
      expect(await liveParticipants(env().built, event.id)).toBe(10);
    });

    it('never sells more than the ticket stock with orders of mixed sizes', async () => {
      const {
        event,
        ticketTypes: [ticket],
      } = await createTestEvent(env().built.ctx, env().organiserId, { capacity: 1000 }, [
        { quantity: 25, limitPerOrder: 3 },
      ]);
      const tid = ticket?.id as number;
      const sizes = Array.from({ length: 60 }, (_, i) => (i % 3) + 1);
      const results = await fire(
        event.id,
        sizes.map((n, i) => pixBody(Array.from({ length: n }, (_, k) => participant(tid, i * 10 + k)))),
      );
      const sold = results.reduce((sum, r, i) => sum + (r.statusCode === 201 ? (sizes[i] as number) : 0), 0);
      const [row] = await env().built.ctx.db.select().from(ticketTypes).where(eq(ticketTypes.id, tid));
      expect(sold).toBeLessThanOrEqual(25);
      expect(row?.sold).toBe(sold);
      expect(await liveParticipants(env().built, event.id)).toBe(sold);
    });

    it('fills the event capacity exactly across two ticket types', async () => {
      const { event, ticketTypes: types } = await createTestEvent(
        env().built.ctx,
        env().organiserId,
        { capacity: 10 },
        [{ quantity: 100 }, { quantity: 100 }],
      );
      const ids = types.map((t) => t.id);
      const results = await fire(
        event.id,
        Array.from({ length: 60 }, (_, i) => pixBody([participant(ids[i % 2] as number, i)])),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
      for (const r of results.filter((r) => r.statusCode !== 201)) {
        expect(['event_closed', 'insufficient_stock']).toContain(r.json().error_type);
      }
      const [row] = await env().built.ctx.db.select().from(events).where(eq(events.id, event.id));
      expect(row?.placesTaken).toBe(10);
      const perType = await env().built.ctx.db.select().from(ticketTypes).where(inArray(ticketTypes.id, ids));
      expect(perType.reduce((sum, t) => sum + t.sold, 0)).toBe(10);
    });

    it('honours a coupon usage limit under concurrent use', async () => {
      const {
        event,
        ticketTypes: [ticket],
      } = await createTestEvent(env().built.ctx, env().organiserId, { capacity: 1000 }, [{ quantity: 500 }]);
      const coupon = await createTestCoupon(env().built.ctx, event.id, { code: 'CINCO', usageLimit: 5 });
      const results = await fire(
        event.id,
        Array.from({ length: 40 }, (_, i) =>
          pixBody([participant(ticket?.id as number, i)], { cupom: { code: 'CINCO' } }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
      for (const r of results.filter((r) => r.statusCode !== 201))
        expect(r.json().error_type).toBe('invalid_coupon');
      const [row] = await env().built.ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(row?.uses).toBe(5);
      const [t] = await env()
        .built.ctx.db.select()
        .from(ticketTypes)
        .where(eq(ticketTypes.id, ticket?.id as number));
      expect(t?.sold).toBe(5);
    });

    it('creates one order for 10 simultaneous retries with the same Idempotency-Key', async () => {
      const {
        event,
        ticketTypes: [ticket],
      } = await createTestEvent(env().built.ctx, env().organiserId);
      const body = pixBody([participant(ticket?.id as number)]);
      const results = await fire(event.id, Array(10).fill(body), () => ({
        'idempotency-key': 'same-key-123456',
      }));
      expect(results.map((r) => r.statusCode).sort()).toEqual([
        200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      expect(new Set(results.map((r) => r.json().data.order_hash)).size).toBe(1);
      const rows = await env().built.ctx.db.select().from(orders).where(eq(orders.eventId, event.id));
      expect(rows).toHaveLength(1);
    });
  },
);

describe.runIf(hasPostgres)(
  'concurrency canary: the harness catches an oversell when the guard is off (PostgreSQL only)',
  () => {
    const env = usePooledApp(openApp, async (harness) => {
      // Without the CHECK constraints nothing but the (disabled) guard stands between us and the race.
      await harness.database.handle.executeSql(
        'ALTER TABLE ticket_types DROP CONSTRAINT ticket_types_sold_range; ALTER TABLE events DROP CONSTRAINT events_places_taken_range',
      );
    });

    it('oversells with the read-then-write implementation', async () => {
      const {
        event,
        ticketTypes: [ticket],
      } = await createTestEvent(env().built.ctx, env().organiserId, { capacity: 1000 }, [{ quantity: 5 }]);
      const tid = ticket?.id as number;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) =>
          registerForEvent(env().built.ctx, event.id, pixBody([participant(tid, i)]) as never, {
            stockGuard: 'none',
          }),
        ),
      );
      const successes = outcomes.filter((o) => o.status === 'fulfilled').length;
      const [row] = await env().built.ctx.db.select().from(ticketTypes).where(eq(ticketTypes.id, tid));
      expect(successes).toBeGreaterThan(5);
      expect(row?.sold).toBeGreaterThan(row?.quantity as number);
    });
  },
);
