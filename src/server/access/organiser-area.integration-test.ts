// The organiser area's structure: a route that takes an id outside the guard stops the boot, and
// inside it every route must say what it needs and name only children the guard can look up.
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppContext } from '../context.ts';
import { createTestCoupon, createTestEvent } from '../testing/factories.ts';
import { registerOrganiserAgent, testConfig, useTestApp } from '../testing/test-app.ts';
import { openTestDatabase, TEST_DRIVERS } from '../testing/test-db.ts';
import {
  actorOf,
  assertRoutePlacement,
  isInOrganiserArea,
  ownedEvent,
  registerOrganiserArea,
} from './organiser-area.ts';

describe.each(TEST_DRIVERS)('organiser area (%s)', (driver) => {
  const boot = async (extraRoutes?: (app: FastifyInstance) => void) => {
    const database = await openTestDatabase(driver);
    try {
      const { app } = await buildApp(testConfig(), {
        dbHandle: database.handle,
        serveWeb: false,
        extraRoutes,
      });
      await app.close();
    } finally {
      await database.dispose();
    }
  };

  it('boots with every organiser route inside the guard', async () => {
    await expect(boot()).resolves.toBeUndefined();
  });

  it.each([
    ['/api/eventos/:id/pagamentos', 'takes :id without config.public'],
    ['/api/pedidos/:pedidoId/estornar', 'takes :pedidoId without config.public'],
    ['/api/admin/relatorios', 'is an /api/admin route'],
  ])('refuses to boot with %s registered outside the organiser area', async (url, problem) => {
    await expect(boot((app) => app.post(url, async () => ({})))).rejects.toThrow(problem);
  });

  it('refuses a route outside the area that declares a permission', async () => {
    const route = (app: FastifyInstance) =>
      app.get('/api/relatorio', { config: { permission: 'sales.read' } }, async () => ({}));
    await expect(boot(route)).rejects.toThrow('declares a permission');
  });
});

describe.each(TEST_DRIVERS)('the guard before a handler that checks nothing (%s)', (driver) => {
  // The route trusts the guard entirely: whatever reaches it is the guard's doing.
  const env = useTestApp(driver, {
    extraOrganiserRoutes: (area) => {
      area.post(
        '/api/eventos/:id/cupons/:cupomId/espiar',
        { config: { permission: 'event.read' } },
        async (request) => ({
          event: ownedEvent(request).id,
          actor: actorOf(request).id,
        }),
      );
    },
  });

  it("lets the owner through with the event, and answers 404 for another event's child or a stranger", async () => {
    const { app, ctx } = env();
    const owner = await registerOrganiserAgent(app, 'Dona');
    const stranger = await registerOrganiserAgent(app, 'Intrusa');
    const mine = (await createTestEvent(ctx, owner.id)).event;
    const other = (await createTestEvent(ctx, owner.id)).event;
    const theirs = (await createTestEvent(ctx, stranger.id)).event;
    const coupon = await createTestCoupon(ctx, mine.id);
    const peek = (agent: typeof owner, eventId: number | string, couponId: number | string, csrf = true) =>
      agent.inject({ method: 'POST', url: `/api/eventos/${eventId}/cupons/${couponId}/espiar`, csrf });

    const ok = await peek(owner, mine.id, coupon.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ event: mine.id, actor: owner.id });
    for (const [agent, eventId, couponId] of [
      [owner, other.id, coupon.id], // the owner's other event: not this coupon's
      [stranger, theirs.id, coupon.id], // the stranger's own event with the owner's coupon
      [stranger, mine.id, coupon.id], // the owner's event itself
      [owner, mine.id, 'abc'],
      [owner, 'abc', coupon.id],
    ] as const) {
      const res = await peek(agent, eventId, couponId);
      expect(res.statusCode, `${eventId}/${couponId}`).toBe(404);
    }
    expect((await peek(owner, mine.id, coupon.id, false)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: `/api/eventos/${mine.id}/cupons/${coupon.id}/espiar` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('registering inside the organiser area', () => {
  const area = async (register: Parameters<typeof registerOrganiserArea>[2]) => {
    const app = Fastify();
    const seen: Parameters<typeof assertRoutePlacement>[0][number][] = [];
    app.addHook('onRoute', (route) => {
      seen.push(route);
    });
    try {
      await registerOrganiserArea(app, {} as AppContext, register);
      app.get('/api/sorteios/:sorteioId', { config: { public: true } }, async () => ({}));
      assertRoutePlacement(seen);
      return seen;
    } finally {
      await app.close();
    }
  };

  it('marks its routes, and accepts public keys outside it', async () => {
    const routes = await area((a) => {
      a.get('/api/eventos/:id/cupons/:cupomId', { config: { permission: 'event.read' } }, async () => ({}));
    });
    expect(routes.filter(isInOrganiserArea).map((r) => r.url)).toContain('/api/eventos/:id/cupons/:cupomId');
    expect(routes.find((r) => r.url === '/api/sorteios/:sorteioId')).toSatisfy((r) => !isInOrganiserArea(r));
  });

  it('refuses a route without a permission', async () => {
    await expect(area((a) => a.get('/api/eventos/:id/x', async () => ({})))).rejects.toThrow(
      'declares no config.permission',
    );
  });

  it('refuses a child id the guard cannot look up within the event', async () => {
    const register = (a: Parameters<Parameters<typeof registerOrganiserArea>[2]>[0]) =>
      a.get('/api/eventos/:id/pedidos/:pedidoId', { config: { permission: 'event.read' } }, async () => ({}));
    await expect(area(register)).rejects.toThrow('teach src/server/access/child-kinds.ts');
  });

  it('refuses a child id without its event', async () => {
    const register = (a: Parameters<Parameters<typeof registerOrganiserArea>[2]>[0]) =>
      a.get('/api/cupons/:cupomId', { config: { permission: 'event.read' } }, async () => ({}));
    await expect(area(register)).rejects.toThrow('names a child id without the event');
  });
});
