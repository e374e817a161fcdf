// What the organiser saves holds under real concurrency, on PostgreSQL with a pool of 20
// connections (PGlite has one connection, so nothing there is ever concurrent): creates of the
// same code, purchases racing a coupon's limit while the organiser edits it, two registrations of
// one e-mail at the same instant. The canary switches the coupon guard off and proves this harness
// sees the overuse it guards against.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../app.ts';
import { coupons, orders, participants } from '../db/schema.ts';
import { registerForEvent } from '../orders/registration-service.ts';
import { participant, pixBody, postRegistration } from '../orders/registration-test-kit.ts';
import { createTestCoupon, createTestEvent, createTestOrganiser } from '../testing/factories.ts';
import { type OrganiserAgent, registerOrganiserAgent, testConfig } from '../testing/test-app.ts';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../testing/test-db.ts';

const POOL = 20;
const hasPostgres = TEST_DRIVERS.includes('postgres');

async function openApp() {
  const database = await openTestDatabase('postgres', POOL);
  const built = await buildApp(testConfig(), { dbHandle: database.handle, serveWeb: false });
  await built.app.ready();
  return { built, database };
}

const couponBody = (codigo: string, limite: number | null) => ({
  codigo,
  tipo: 'percentual',
  valor: 10,
  limite,
  min_value: 0,
  ativo: true,
  dataInicio: null,
  dataFim: null,
});

describe.runIf(hasPostgres)('coupons and settings under concurrency (PostgreSQL only)', () => {
  let env: { built: BuiltApp; database: TestDatabase };
  let owner: OrganiserAgent;
  beforeAll(async () => {
    env = await openApp();
    owner = await registerOrganiserAgent(env.built.app, 'Dona');
  });
  afterAll(async () => {
    await env?.built.app.close();
    await env?.database.dispose();
  });

  const newEvent = async () => {
    const { event, ticketTypes } = await createTestEvent(env.built.ctx, owner.id, { capacity: 1000 }, [
      { quantity: 500 },
    ]);
    return { eventId: event.id, ticketId: ticketTypes[0]?.id as number };
  };

  it('creates one coupon when 20 requests create the same code in different cases at once', async () => {
    const { eventId } = await newEvent();
    const codes = Array.from({ length: 20 }, (_, i) => (i % 2 ? ' promo ' : 'PROMO'));
    const results = await Promise.all(
      codes.map((code) =>
        owner.inject({
          method: 'POST',
          url: `/api/eventos/${eventId}/cupons`,
          payload: couponBody(code, null),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().validation_errors.codigo).toEqual(['Já existe um cupom com este código neste evento.']);
    }
    const rows = await env.built.ctx.db.select().from(coupons).where(eq(coupons.eventId, eventId));
    expect(rows).toHaveLength(1);
  });

  it('never passes a limit of 2 with 30 buyers at once while the organiser edits and toggles the coupon', async () => {
    const { eventId, ticketId } = await newEvent();
    const created = await owner.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/cupons`,
      payload: couponBody('DUAS', 2),
    });
    const id = created.json().data.id as number;
    const url = `/api/eventos/${eventId}/cupons/${id}`;
    const purchases = Array.from({ length: 30 }, (_, i) =>
      postRegistration(
        env.built.app,
        eventId,
        pixBody([participant(ticketId, i)], { cupom: { code: 'duas' } }),
      ),
    );
    const edits = Array.from({ length: 6 }, (_, i) =>
      i % 3 === 2
        ? owner.inject({ method: 'POST', url: `${url}/ativar` })
        : owner.inject({ method: 'PUT', url, payload: couponBody('DUAS', 2) }),
    );
    const [sales, edited] = await Promise.all([Promise.all(purchases), Promise.all(edits)]);
    expect(sales.filter((r) => r.statusCode === 201)).toHaveLength(2);
    for (const r of sales.filter((r) => r.statusCode !== 201))
      expect(r.json().error_type).toBe('invalid_coupon');
    expect(edited.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await env.built.ctx.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row?.uses).toBe(2);
    const used = await env.built.ctx.db.select().from(orders).where(eq(orders.couponId, id));
    expect(used).toHaveLength(2);
  });

  it('lets one of two simultaneous registrations with the same e-mail through when e-mails are unique', async () => {
    const { eventId, ticketId } = await newEvent();
    await owner.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/configuracoes/gerais`,
      payload: { emailUnico: true, parcelamentoMaximo: 1 },
    });
    for (let round = 0; round < 5; round++) {
      const email = `mesma-${round}@teste.com.br`;
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          postRegistration(
            env.built.app,
            eventId,
            pixBody([participant(ticketId, i, { email: i % 2 ? email.toUpperCase() : email })]),
          ),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      for (const r of results.filter((r) => r.statusCode !== 201)) {
        expect(r.json()).toMatchObject({
          error_type: 'duplicate_participant',
          error_details: { emails: [email] },
        });
      }
    }
    const rows = await env.built.ctx.db.select().from(participants).where(eq(participants.eventId, eventId));
    expect(rows).toHaveLength(5);
  });
});

describe.runIf(hasPostgres)(
  'coupon canary: the harness catches an overused coupon when the guard is off',
  () => {
    let env: { built: BuiltApp; database: TestDatabase };
    beforeAll(async () => {
      env = await openApp();
      await env.database.handle.executeSql('ALTER TABLE coupons DROP CONSTRAINT coupons_uses_range');
    });
    afterAll(async () => {
      await env?.built.app.close();
      await env?.database.dispose();
    });

    it('overuses the coupon with the read-then-write implementation', async () => {
      const organiserId = (await createTestOrganiser(env.built.ctx)).id;
      const { event, ticketTypes } = await createTestEvent(env.built.ctx, organiserId, { capacity: 1000 }, [
        { quantity: 500 },
      ]);
      const coupon = await createTestCoupon(env.built.ctx, event.id, { code: 'DUAS', usageLimit: 2 });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 30 }, (_, i) =>
          registerForEvent(
            env.built.ctx,
            event.id,
            pixBody([participant(ticketTypes[0]?.id as number, i)], { cupom: { code: 'DUAS' } }) as never,
            { stockGuard: 'none' },
          ),
        ),
      );
      const [row] = await env.built.ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBeGreaterThan(2);
      expect(row?.uses).toBeGreaterThan(2);
    });
  },
);
