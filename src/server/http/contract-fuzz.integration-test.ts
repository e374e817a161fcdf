// The contract sweep, field by field: every route's body and query schema is learnt from its
// first request (route-inputs.ts), and each field gets the inputs a careless or hostile client
// sends. Nothing may answer 5xx or leave the spec's error shape; numbers beyond int4, 100 KB
// strings, oversized arrays and NUL characters must be refused (docs/decisions/0052).
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../app.ts';
import { validEventForm } from '../events/event-form-test-data.ts';
import {
  BODYLESS,
  contractProblem,
  injectAs,
  MULTIPART_ONLY,
  MUTATING,
  routeKey,
  urlFor,
} from '../testing/contract-kit.ts';
import { fieldsOf, type Mutation, mutationsOf, sampleOf, withValueAt } from '../testing/schema-fuzz.ts';
import { createSweepWorld, type SweepWorld } from '../testing/sweep-world.ts';
import { registerOrganiserAgent, type TestEnv, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

const VALID_CPF = '529.982.247-25';

/**
 * A valid body for routes whose fields only matter past a first check (a real ticket type, a
 * complete event form), so each mutation reaches the service. Other routes start from a sample
 * of their schema.
 */
const SEEDS: Record<string, (fx: SweepWorld) => unknown> = {
  'POST /api/eventos/:id/inscricao': (fx) => ({
    eventoId: fx.event.id,
    comprador: {
      comprador: { name: 'Maria Compradora', email: 'maria@teste.com.br', documento: VALID_CPF },
      payment_method: 'credit_card',
      installments: 1,
      card_data: { number: '4111111111111111', expiry: '12/2099', cvv: '123', name: 'MARIA C' },
    },
    participantes: [
      { ticketTypeId: fx.ticketTypeId, nome: 'Ana Souza', email: 'ana@teste.com.br', answers: [] },
    ],
    cupom: null,
  }),
  'POST /api/criar-evento': () => validEventForm(),
  'PUT /api/atualizar-evento': (fx) => validEventForm({ id: fx.event.id }),
  'POST /api/atualizar-evento': (fx) => validEventForm({ id: fx.event.id }),
  'POST /api/eventos/:id/validar-cupom': () => ({ codigo: 'NAOEXISTE', cart_total: 100 }),
  'POST /api/auth/login': (fx) => ({ email: fx.agent.email, password: 'senha-muito-segura' }),
};

interface Failure {
  route: string;
  mutation: string;
  problem: string;
}

function judge(res: { statusCode: number; json: () => unknown }, mutation: Mutation): string | null {
  if (mutation.mustRefuse && res.statusCode < 400) return `accepted (${res.statusCode})`;
  // A rate limit answers before the body is read: refused, but the NUL check cannot see it.
  if (mutation.isNul && res.statusCode !== 429) {
    const fields = (res.json() as { validation_errors?: Record<string, unknown> | null }).validation_errors;
    const key = mutation.path.join('.') || '_';
    if (res.statusCode !== 422 || !fields?.[key]) return `NUL not refused at ${key}: ${res.statusCode}`;
  }
  return null;
}

/** One request per route, as the owner: enough for parseInput to note each route's schemas. */
async function learnRouteInputs(e: TestEnv, fx: SweepWorld): Promise<void> {
  for (const route of e.routes) {
    if (BODYLESS.has(routeKey(route)) || MULTIPART_ONLY.has(routeKey(route))) continue;
    await injectAs(fx, e, route, {
      url: urlFor(route, fx),
      ...(MUTATING.has(route.method) ? { payload: {} } : {}),
    });
  }
}

describe.each(TEST_DRIVERS)('every field of every route, fuzzed from its schema (%s)', (driver) => {
  // The database's own refusals are logged as warnings (error-handler.ts): each one is an input
  // that got past the edge, which the sweep reports even though the client saw a 4xx.
  const databaseRefusals: string[] = [];
  const env = useTestApp(driver, {
    serveWeb: true,
    config: {
      LOG_LEVEL: 'warn',
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000000',
      LOGIN_MAX_FAILURES_PER_EMAIL: '1000000',
    },
    logStream: {
      write(line: string) {
        const { msg } = JSON.parse(line) as { msg?: string };
        if (msg?.startsWith('database ')) databaseRefusals.push(msg);
      },
    },
  });
  let owner: SweepWorld;

  beforeAll(async () => {
    const e = env();
    owner = await createSweepWorld(e);
    await learnRouteInputs(e, owner);
  });

  it('knows the body schema of every mutating JSON route', () => {
    const unknown = env()
      .routes.filter((r) => MUTATING.has(r.method) && !r.input.body)
      .map(routeKey)
      .filter((key) => !BODYLESS.has(key) && !MULTIPART_ONLY.has(key));
    expect(
      unknown,
      'these routes never reached parseInput: parse the body with parseInput, or list the route ' +
        'in BODYLESS or MULTIPART_ONLY (src/server/testing/contract-kit.ts)',
    ).toEqual([]);
    expect(env().routes.filter((r) => r.input.body).length).toBeGreaterThan(5);
  });

  it('answers every mutation of every body field without a 5xx, refusing what is out of bounds', async () => {
    const e = env();
    const failures: Failure[] = [];
    // PUT and POST /api/atualizar-evento (a method override, spec §7) share URL, schema and
    // handler: their fields are fuzzed once; both still meet the whole-body sweep.
    const seen = new Set<string>();
    const fuzzed = e.routes.filter((r): r is RouteInfo & { input: { body: object } } => {
      if (!r.input.body) return false;
      const twin =
        seen.has(r.url) && e.routes.some((o) => o !== r && o.url === r.url && o.input.body === r.input.body);
      seen.add(r.url);
      return !twin;
    });
    let requests = 0;
    const started = performance.now();
    for (const route of fuzzed) {
      const schema = route.input.body;
      const sample = sampleOf(schema);
      // On PostgreSQL, only the mutations that get past the edge (ADR 0230, amendment of stop 28):
      // one the route's schema refuses is answered by parseInput, the same pure function on either
      // driver, before the service sees it; PGlite's run above proves those. What the schema
      // accepts reaches the service and the database, where the drivers differ.
      const mutations = mutationsOf(schema).filter(
        (m) =>
          driver === 'pglite' ||
          (!m.mustRefuse &&
            schema.safeParse(withValueAt(SEEDS[routeKey(route)]?.(owner) ?? sample, sample, m.path, m.value))
              .success),
      );
      if (mutations.length === 0) continue;
      // A fresh event per route: one route's accepted mutations (an edited event, sold tickets)
      // must not change what the next one meets. The organiser stays the same unless signed out.
      const session = await owner.agent.inject({ method: 'GET', url: '/api/auth/session' });
      const agent = session.statusCode === 200 ? owner.agent : await registerOrganiserAgent(e.app);
      const fx = await createSweepWorld(e, agent);
      const base = SEEDS[routeKey(route)]?.(fx) ?? sample;
      const url = urlFor(route, fx);
      for (const mutation of mutations) {
        const payload = withValueAt(base, sample, mutation.path, mutation.value);
        const res = await injectAs(fx, e, route, {
          url,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        requests += 1;
        const refusals = databaseRefusals.splice(0);
        const problem =
          contractProblem(res, url) ??
          judge(res, mutation) ??
          (refusals.length > 0 ? `reached the database: ${refusals.join('; ')}` : null);
        if (problem)
          failures.push({
            route: routeKey(route),
            mutation: mutation.name,
            problem: `${problem} ${res.body.slice(0, 160)}`,
          });
      }
    }
    console.info(
      `[contract-fuzz ${driver}] ${fuzzed.length} routes, ${requests} requests, ${Math.round(performance.now() - started)} ms`,
    );
    expect(failures).toEqual([]);
    // The PostgreSQL run must still carry what reaches the services of many routes.
    expect(requests).toBeGreaterThan(driver === 'pglite' ? 2000 : 150);
    // About 2 500 requests on PGlite, 200 on PostgreSQL: a minute or two on a shared CI runner.
  }, 180_000);

  it('answers junk in every field of every query string it parses without a 5xx', async () => {
    const e = env();
    const withQuery = e.routes.filter((r): r is RouteInfo & { input: { query: object } } => !!r.input.query);
    expect(withQuery.map(routeKey)).toContain('GET /api/instituicoes');
    const failures: Failure[] = [];
    let sent = 0;
    for (const route of withQuery) {
      const base = urlFor(route, owner);
      for (const field of fieldsOf(route.input.query).filter((f) => f.path.length === 1)) {
        const key = String(field.path[0]);
        const isNumber = field.accepts.has('number');
        const cases: { value: string | string[]; mustRefuse: boolean; isNul?: boolean }[] = [
          { value: '2147483648', mustRefuse: isNumber },
          { value: '1e20', mustRefuse: isNumber },
          ...['-1', '0', '1.5', 'NaN', '', '%27%3B--'].map((value) => ({ value, mustRefuse: false })),
          { value: 'x'.repeat(2000), mustRefuse: true },
          { value: '\u0000', mustRefuse: true, isNul: true },
          { value: ['a', 'b'], mustRefuse: false },
        ];
        for (const { value, mustRefuse, isNul } of cases) {
          // On PostgreSQL, only what the query schema lets through (as for the bodies above).
          if (driver === 'postgres' && (mustRefuse || !route.input.query.safeParse({ [key]: value }).success))
            continue;
          sent += 1;
          const query = new URLSearchParams([value].flat().map((v) => [key, v]));
          const url = `${base}?${query}`;
          const res = await injectAs(owner, e, route, { url });
          const mutation: Mutation = {
            name: `?${key}=${String(value).slice(0, 12)}`,
            path: [key],
            value,
            mustRefuse,
            isNul,
          };
          const problem = contractProblem(res, url) ?? judge(res, mutation);
          if (problem) failures.push({ route: routeKey(route), mutation: mutation.name, problem });
        }
      }
    }
    console.info(`[contract-fuzz ${driver}] ${withQuery.length} query routes, ${sent} requests`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(driver === 'pglite' ? 500 : 80);
  });
});
