// Sweeps every registered route with the inputs a careless or hostile client sends, and checks the
// answer is a 4xx in the spec's error shape, never a 500; then sweeps every organiser route, read
// from the route table, with real child ids of the owner's event (sweep-world.ts): as the owner
// (never a 404, never a 5xx), as each member role of the owner's organisation (what the domain's
// ROLE_PERMISSIONS grants goes through, the rest is a 404 that changes nothing; a check-in member
// of another event is a stranger here), as a stranger (404, nothing changed), a stranger's event
// with the owner's children (404, nothing changed), without a session (401) and without CSRF (403).
// contract-fuzz.integration-test.ts goes further, field by field, from each route's schema.

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  eventGrants,
  INVITABLE_ROLES,
  type OrganisationRole,
  type OrganiserPermission,
  ROLE_PERMISSIONS,
} from '../../domain/organiser-permissions.ts';
import type { RouteInfo } from '../app.ts';
import { organisationInvitations, organisationMembers } from '../db/schema.ts';
import {
  BODYLESS,
  concrete,
  contractProblem,
  eventSnapshot,
  expectErrorShape,
  injectAs,
  MULTIPART_ONLY,
  MUTATING,
  routeKey,
  urlFor,
} from '../testing/contract-kit.ts';
import { createTestEvent } from '../testing/factories.ts';
import { createSweepWorld, ID_BODIES, type SweepWorld, worldBody, worldUrl } from '../testing/sweep-world.ts';
import { createMemberAgent } from '../testing/team.ts';
import { registerOrganiserAgent, type TestEnv, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { multipartBody } from '../uploads/multipart-test-body.ts';
import { NUL_MESSAGE } from './validate.ts';

/**
 * Path values no route may answer with a 5xx, one per class (ADR 0230, amendment of stop 28): not a
 * number ("abc" stood for "NaN" and "not-a-uuid" too), NUL, just past int4 (for "99999999999" too),
 * negative, zero (falsy), a fraction, exponent notation (parseInt reads 1), quote-and-comment, long.
 */
const JUNK_PATH_VALUES = ['abc', '%00', '2147483648', '-1', '0', '1.5', '1e20', '%27%3B--', 'x'.repeat(300)];
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
    const fx = await createSweepWorld(e);
    const withParams = e.routes.filter((r) => /[:*]/.test(r.url) && !BODYLESS.has(`${r.method} ${r.url}`));
    expect(withParams.length).toBeGreaterThan(8);
    const problems: string[] = [];
    for (const route of withParams) {
      const names = route.url.match(/:[A-Za-z]+/g) ?? ['*'];
      for (const value of JUNK_PATH_VALUES) {
        // Each parameter junk in turn, the others naming the owner's event and its children.
        for (const name of names) {
          const junk = { ...route, url: route.url.replace(name, value) };
          const url = urlFor(junk, fx);
          const payload = MUTATING.has(route.method) ? {} : undefined;
          const res = await injectAs(fx, e, route, { url, payload });
          const problem = contractProblem(res, url);
          if (problem) problems.push(`${route.method} ${url}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers junk query strings on every GET route without a 5xx', async () => {
    const e = env();
    const fx = await createSweepWorld(e);
    const problems: string[] = [];
    for (const route of e.routes.filter((r) => r.method === 'GET')) {
      const url = `${urlFor(route, fx)}?${JUNK_QUERY}`;
      const res = await injectAs(fx, e, route, { url });
      const problem = contractProblem(res, url);
      if (problem) problems.push(`GET ${url.slice(0, 60)}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses NUL characters in JSON, multipart and query strings, naming the field', async () => {
    const e = env();
    const fx = await createSweepWorld(e);
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

  // ---- The organiser sweep: every route of the organiser area, read from the route table ----

  const organiserRoutes = (e: TestEnv) => e.routes.filter((r) => r.organiser);
  /** Routes that act on an event: `:id` in the path, or ids of its children in the body. */
  const eventRoutes = (e: TestEnv) =>
    organiserRoutes(e).filter((r) => r.url.includes(':id') || r.guard.bodyIds || r.guard.resolvesEvent);
  /** Routes that name a row of someone's: an event's, or an organisation's member or invitation. */
  const idRoutes = (e: TestEnv) =>
    organiserRoutes(e).filter((r) => eventRoutes(e).includes(r) || r.guard.childParams.length > 0);
  const send = (world: SweepWorld, route: RouteInfo, url: string, body: unknown, csrf = true) =>
    world.agent.inject({
      method: route.method as 'POST',
      url,
      csrf,
      ...(MUTATING.has(route.method) && !MULTIPART_ONLY.has(routeKey(route))
        ? { payload: body as object }
        : {}),
    });

  it('knows every organiser route: the guard declares it and the sweep can address it', () => {
    const e = env();
    const routes = organiserRoutes(e);
    expect(routes.map(routeKey)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/eventos/:id',
        'GET /api/eventos/:id/edit',
        'PUT /api/eventos/:id/cupons/:cupomId',
        'GET /api/eventos/:id/candidatos/:candidatoId/historico',
        'POST /api/candidatos/desclassificar',
        'PUT /api/atualizar-evento',
      ]),
    );
    expect(eventRoutes(e).length).toBeGreaterThan(40);
    // Every /api/admin and every /api/eventos/:id route but the public ones is the guard's.
    const outside = e.routes.filter((r) => !r.organiser && /^\/api\/(admin|eventos\/:id)\b/.test(r.url));
    expect(outside.map(routeKey).sort()).toEqual([
      'POST /api/eventos/:id/inscricao',
      'POST /api/eventos/:id/validar-cupom',
    ]);
    // A path child or a body the sweep cannot fill fails here, saying what to teach it.
    const problems: string[] = [];
    const world = { event: { id: 1 }, children: {} } as unknown as SweepWorld;
    for (const route of routes) {
      expect(route.guard.permission, routeKey(route)).not.toBeNull();
      try {
        worldUrl(route.url, {
          ...world,
          children: {
            coupon: 1,
            participant: 1,
            candidate: 1,
            communication: 1,
            draw: 1,
            member: 1,
            invitation: 1,
          },
        });
        worldBody(route, world);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers the owner on every organiser route with real children: never a 404, never a 5xx', async () => {
    const e = env();
    const shared = await createSweepWorld(e);
    const problems: string[] = [];
    for (const route of organiserRoutes(e)) {
      if (route.url === '/api/auth/logout') continue; // would end the session the sweep uses
      // A mutation may delete or change its child: each one gets a world of its own.
      const world = MUTATING.has(route.method) ? await createSweepWorld(e, shared.agent) : shared;
      const url = worldUrl(route.url, world);
      const res = await send(world, route, url, worldBody(route, world));
      const problem =
        res.statusCode === 404 ? `404 for the owner: ${res.body.slice(0, 160)}` : contractProblem(res, url);
      if (problem) problems.push(`${routeKey(route)}: ${problem}`);
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it("answers 404 to a stranger on every route of another organiser's event, changing nothing", async () => {
    const e = env();
    const owner = await createSweepWorld(e);
    const stranger = await createSweepWorld(e, await registerOrganiserAgent(e.app, 'Intrusa'));
    const before = await eventSnapshot(e, owner.event.id);
    const problems: string[] = [];
    for (const route of idRoutes(e)) {
      // The owner's event and children, from the stranger's session.
      const res = await send(stranger, route, worldUrl(route.url, owner), worldBody(route, owner));
      if (res.statusCode !== 404)
        problems.push(`${routeKey(route)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      else expectErrorShape(res, routeKey(route));
      // A child of the owner's event asked through the stranger's own event.
      if (route.url.includes(':id') && (route.guard.childParams.length > 0 || routeKey(route) in ID_BODIES)) {
        const url = worldUrl(route.url, owner, stranger);
        const crossed = await send(stranger, route, url, worldBody(route, owner));
        if (crossed.statusCode !== 404)
          problems.push(
            `${routeKey(route)} (owner's child in the stranger's event): ${crossed.statusCode} ${crossed.body.slice(0, 120)}`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect(await eventSnapshot(e, owner.event.id)).toBe(before);
    const list = await stranger.agent.inject({ method: 'GET', url: '/api/admin/eventos' });
    expect(list.json().data.map((event: { id: number }) => event.id)).toEqual([stranger.event.id]);
  }, 240_000);

  it('answers every organiser route for every role as the domain’s role matrix says, changing nothing it refuses', async () => {
    const e = env();
    const shared = await createSweepWorld(e);
    const owner = shared.agent;
    const elsewhere = (await createTestEvent(e.ctx, owner.id)).event;
    const members: {
      role: OrganisationRole;
      label: string;
      agent: SweepWorld['agent'];
      assigned: boolean;
    }[] = [];
    for (const role of INVITABLE_ROLES) {
      const agent = await createMemberAgent(e.app, owner, role, role === 'check-in' ? [shared.event.id] : []);
      members.push({ role, label: role, agent, assigned: true });
    }
    // A check-in member of another event of the same organisation: a stranger to this one.
    const other = await createMemberAgent(e.app, owner, 'check-in', [elsewhere.id]);
    members.push({ role: 'check-in', label: 'check-in de outro evento', agent: other, assigned: false });
    /** Check-in members work on the world's event too (a fresh world is a new event). */
    const assign = (eventId: number) =>
      e.ctx.db
        .update(organisationMembers)
        .set({ eventIds: sql`array_append(${organisationMembers.eventIds}, ${eventId})` })
        .where(
          eq(organisationMembers.organiserId, members.find((m) => m.label === 'check-in')?.agent.id ?? 0),
        );
    const actsOnEvent = (route: RouteInfo) => eventRoutes(e).includes(route);
    const expectedThrough = (member: (typeof members)[number], route: RouteInfo) => {
      const permission = route.guard.permission as OrganiserPermission;
      return actsOnEvent(route)
        ? eventGrants(member.role, member.assigned).has(permission)
        : ROLE_PERMISSIONS[member.role].has(permission);
    };
    /** The shared world's event, and its organisation's member and invitation, as they stand. */
    const snapshot = async () =>
      JSON.stringify([
        await eventSnapshot(e, shared.event.id),
        await e.ctx.db
          .select()
          .from(organisationMembers)
          .where(eq(organisationMembers.id, shared.children.member)),
        await e.ctx.db
          .select()
          .from(organisationInvitations)
          .where(eq(organisationInvitations.id, shared.children.invitation)),
      ]);
    const before = await snapshot();
    const problems: string[] = [];
    let through = 0;
    for (const route of organiserRoutes(e)) {
      if (route.url === '/api/auth/logout') continue; // would end the session the sweep uses
      for (const member of members) {
        const allowed = expectedThrough(member, route);
        // What a role may change gets a world of its own; a refusal must leave the shared one as it was.
        const world = allowed && MUTATING.has(route.method) ? await createSweepWorld(e, owner) : shared;
        if (world !== shared) await assign(world.event.id);
        const url = worldUrl(route.url, world);
        const res = await send({ ...world, agent: member.agent }, route, url, worldBody(route, world));
        const label = `${routeKey(route)} as ${member.label}`;
        if (allowed) {
          through += 1;
          const problem =
            res.statusCode === 404 || res.statusCode === 403
              ? `${res.statusCode} for a role that may: ${res.body.slice(0, 160)}`
              : contractProblem(res, url);
          if (problem) problems.push(`${label}: ${problem}`);
        } else if (res.statusCode !== 404) {
          problems.push(
            `${label}: ${res.statusCode} where the role may not (404 expected) ${res.body.slice(0, 120)}`,
          );
        } else expectErrorShape(res, label);
      }
    }
    expect(problems).toEqual([]);
    expect(through).toBeGreaterThan(40);
    expect(await snapshot()).toBe(before);
  }, 600_000);

  it('refuses every organiser route without a session (401) and every mutating one without CSRF (403)', async () => {
    const e = env();
    const world = await createSweepWorld(e);
    const before = await eventSnapshot(e, world.event.id);
    const problems: string[] = [];
    for (const route of organiserRoutes(e)) {
      const url = worldUrl(route.url, world);
      const payload = MUTATING.has(route.method) ? (worldBody(route, world) as object) : undefined;
      const anonymous = await e.app.inject({ method: route.method as 'GET', url, payload });
      if (anonymous.statusCode !== 401)
        problems.push(`${routeKey(route)} without a session: ${anonymous.statusCode}`);
      else expectErrorShape(anonymous);
      if (!MUTATING.has(route.method)) continue;
      const forged = await send(world, route, url, payload, false);
      if (forged.statusCode !== 403) problems.push(`${routeKey(route)} without CSRF: ${forged.statusCode}`);
      else expectErrorShape(forged);
    }
    expect(problems).toEqual([]);
    expect(await eventSnapshot(e, world.event.id)).toBe(before);
  }, 240_000);
});
