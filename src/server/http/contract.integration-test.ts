// Sweeps every registered route with the inputs a careless or hostile client sends, and checks the
// answer is a 4xx in the spec's error shape, never a 500; and that organiser routes are owner-only.
import { describe, expect, it } from 'vitest';
import { createTestEvent } from '../testing/factories.ts';
import { registerOrganiserAgent, type TestEnv, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Routes that read no body: a well-formed JSON body of any shape is simply ignored.
const BODYLESS = new Set(['POST /api/auth/logout']);

function expectErrorShape(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual([
    'error',
    'error_code',
    'error_details',
    'error_type',
    'validation_errors',
  ]);
  expect(typeof body.error).toBe('string');
  expect(body.error_code).toBe(res.statusCode);
}

function concrete(url: string, id: number | string): string {
  return url.replace(/:[A-Za-z]+/g, String(id)).replace(/\*$/, 'x');
}

describe.each(TEST_DRIVERS)('HTTP contract on every route (%s)', (driver) => {
  const env = useTestApp(driver, { config: { BODY_LIMIT_BYTES: '65536' } });

  const mutatingRoutes = (e: TestEnv) => e.routes.filter((r) => MUTATING.has(r.method));

  it('has routes to sweep', () => {
    expect(mutatingRoutes(env()).length).toBeGreaterThan(2);
  });

  it('answers broken JSON, wrong types and oversized bodies with 4xx in the error shape', async () => {
    const e = env();
    const agent = await registerOrganiserAgent(e.app);
    const { event } = await createTestEvent(e.ctx, agent.id);
    const bodies: { name: string; payload: string; wellFormed: boolean }[] = [
      { name: 'broken JSON', payload: '{"email": "a@b.c", ', wellFormed: false },
      {
        name: 'wrong types',
        payload: JSON.stringify({ email: 42, password: ['x'], nome: {}, codigo: 7, participantes: 'x' }),
        wellFormed: true,
      },
      { name: 'array body', payload: '[1,2,3]', wellFormed: true },
      { name: 'huge body', payload: JSON.stringify({ blob: 'x'.repeat(200_000) }), wellFormed: false },
    ];
    for (const route of mutatingRoutes(e)) {
      for (const { name, payload, wellFormed } of bodies) {
        if (wellFormed && BODYLESS.has(`${route.method} ${route.url}`)) continue;
        const res = await agent.inject({
          method: route.method as 'POST',
          url: concrete(route.url, event.id),
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${name}: ${res.body}`).toBeLessThan(500);
        expectErrorShape(res);
      }
    }
  });

  it('answers junk path values on every GET route without a 5xx', async () => {
    const e = env();
    const agent = await registerOrganiserAgent(e.app);
    const withParams = e.routes.filter((r) => r.method === 'GET' && /[:*]/.test(r.url));
    expect(withParams.length).toBeGreaterThan(5);
    const junk = ['abc', '%00', 'not-a-uuid', '99999999999', '-1', '%27%3B--', 'x'.repeat(300)];
    for (const route of withParams) {
      for (const value of junk) {
        const url = concrete(route.url, value);
        const res = await agent.inject({ method: 'GET', url });
        expect(res.statusCode, `GET ${url}`).toBeLessThan(500);
      }
    }
  });

  it('answers unknown routes and wrong methods with 404 in the error shape', async () => {
    const { app } = env();
    for (const [method, url] of [
      ['GET', '/api/nao-existe'],
      ['POST', '/api/nao-existe'],
      ['DELETE', '/api/auth/session'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expectErrorShape(res);
      expect(res.json().error_type).toBe('not_found');
    }
  });

  it('refuses every mutating organiser route without the CSRF header', async () => {
    const e = env();
    const agent = await registerOrganiserAgent(e.app);
    const { event } = await createTestEvent(e.ctx, agent.id);
    const organiserRoutes = mutatingRoutes(e).filter((r) => r.organiser);
    expect(organiserRoutes.length).toBeGreaterThan(0);
    for (const route of organiserRoutes) {
      const res = await agent.inject({
        method: route.method as 'POST',
        url: concrete(route.url, event.id),
        csrf: false,
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expectErrorShape(res);
    }
  });

  it("answers 404 when an organiser asks for another organiser's event, on every organiser route", async () => {
    const e = env();
    const owner = await registerOrganiserAgent(e.app, 'Dona');
    const intruder = await registerOrganiserAgent(e.app, 'Intrusa');
    const { event } = await createTestEvent(e.ctx, owner.id);
    // Routes that take the event id in the body (PUT /api/atualizar-evento) have their own
    // ownership tests next to them; this sweep covers every organiser route with an id in the path.
    const eventRoutes = e.routes.filter((r) => r.organiser && /:(id|eventId)\b/.test(r.url));
    // Organiser routes are found by their guard, wherever their path lives.
    expect(eventRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/admin/eventos/:id', '/api/eventos/:id/edit']),
    );
    for (const route of eventRoutes) {
      const url = concrete(route.url, event.id);
      const res = await intruder.inject({
        method: route.method as 'GET',
        url,
        payload: MUTATING.has(route.method) ? {} : undefined,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expectErrorShape(res);
      const own = await owner.inject({ method: 'GET', url: concrete('/api/admin/eventos/:id', event.id) });
      expect(own.statusCode).toBe(200);
    }
    const list = await intruder.inject({ method: 'GET', url: '/api/admin/eventos' });
    expect(list.json().data).toEqual([]);
  });

  it('refuses organiser routes without a session', async () => {
    const e = env();
    const guarded = e.routes.filter((r) => r.organiser);
    expect(guarded.filter((r) => r.url.startsWith('/api/admin/')).length).toBe(
      e.routes.filter((r) => r.url.startsWith('/api/admin/')).length,
    );
    for (const route of guarded) {
      const res = await e.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url, 1),
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expectErrorShape(res);
    }
  });
});
