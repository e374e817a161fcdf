// Sweeps every registered route with the inputs a careless or hostile client sends, and checks the
// answer is a 4xx in the spec's error shape, never a 500; and that organiser routes are owner-only.
// contract-fuzz.integration-test.ts goes further, field by field, from each route's schema.
import { describe, expect, it } from 'vitest';
import {
  BODYLESS,
  concrete,
  contractProblem,
  expectErrorShape,
  injectAs,
  MUTATING,
  ownerWithEvent,
} from '../testing/contract-kit.ts';
import { createTestEvent } from '../testing/factories.ts';
import { registerOrganiserAgent, type TestEnv, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { multipartBody } from '../uploads/multipart-test-body.ts';
import { NUL_MESSAGE } from './validate.ts';

/** Path values no route may answer with a 5xx. */
const JUNK_PATH_VALUES = [
  'abc',
  '%00',
  'not-a-uuid',
  '99999999999',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e20',
  'NaN',
  '%27%3B--',
  'x'.repeat(300),
];
/** Query parameters list and search routes take (and some they do not). */
const JUNK_QUERY =
  'limit=99999999999&page=-1&per_page=NaN&offset=1e20&q=%00&id=abc&sort=%27%3B--&order=x&search=' +
  'x'.repeat(2000);

describe.each(TEST_DRIVERS)('HTTP contract on every route (%s)', (driver) => {
  // With the web routes: the pages (/eventos/:slug, /admin/*) are swept like the API.
  const env = useTestApp(driver, {
    serveWeb: true,
    config: { BODY_LIMIT_BYTES: '65536', LOGIN_MAX_PER_IP_PER_MINUTE: '1000' },
  });

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

  it('answers junk path values on every route, as its owner, without a 5xx', async () => {
    const e = env();
    const fx = await ownerWithEvent(e);
    const withParams = e.routes.filter((r) => /[:*]/.test(r.url) && !BODYLESS.has(`${r.method} ${r.url}`));
    expect(withParams.length).toBeGreaterThan(8);
    const problems: string[] = [];
    for (const route of withParams) {
      const names = route.url.match(/:[A-Za-z]+/g) ?? ['*'];
      for (const value of JUNK_PATH_VALUES) {
        // Each parameter junk in turn, the others naming the owner's event.
        for (const name of names) {
          const url = concrete(route.url.replace(name, value), fx.event.id);
          const payload = MUTATING.has(route.method) ? {} : undefined;
          const res = await injectAs(fx, e, route, { url, payload });
          const problem = contractProblem(res, url);
          if (problem) problems.push(`${route.method} ${url}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers junk query strings on every GET route without a 5xx', async () => {
    const e = env();
    const fx = await ownerWithEvent(e);
    const problems: string[] = [];
    for (const route of e.routes.filter((r) => r.method === 'GET')) {
      const url = `${concrete(route.url, fx.event.id)}?${JUNK_QUERY}`;
      const res = await injectAs(fx, e, route, { url });
      const problem = contractProblem(res, url);
      if (problem) problems.push(`GET ${url.slice(0, 60)}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses NUL characters in JSON, multipart and query strings, naming the field', async () => {
    const e = env();
    const fx = await ownerWithEvent(e);
    const json = await fx.agent.inject({
      method: 'POST',
      url: '/api/criar-evento',
      headers: { 'content-type': 'application/json' },
      // Escaped in the JSON text, as a client would send it.
      payload: '{"nome":"Feira\\u0000","tipos_ingresso":[{"nome":"Meia\\u0000"}],"cidade":"a\\\\u0000"}',
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().validation_errors).toEqual({
      nome: [NUL_MESSAGE],
      'tipos_ingresso.0.nome': [NUL_MESSAGE],
    });
    const multipart = multipartBody({ nome: 'Feira\u0000', cidade: 'São Paulo' });
    const form = await fx.agent.inject({ method: 'POST', url: '/api/criar-evento', ...multipart });
    expect(form.statusCode).toBe(422);
    expect(form.json().validation_errors).toEqual({ nome: [NUL_MESSAGE] });
    const query = await fx.agent.inject({ method: 'GET', url: '/api/instituicoes?q=ab%00' });
    expect(query.statusCode).toBe(422);
    expect(query.json().validation_errors).toEqual({ q: [NUL_MESSAGE] });
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
      expect.arrayContaining([
        '/api/admin/eventos/:id',
        '/api/eventos/:id/edit',
        '/api/eventos/:id/candidatos/:candidatoId/historico',
      ]),
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
