// The Cupons routes end to end on a real database, and the checkout using what the organiser saved.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COUPON_SERVER_MESSAGES,
  couponErrorReplySchema,
  couponListReplySchema,
  couponReplySchema,
  COUPON_FORM_MESSAGES as M,
} from '../../domain/contracts/coupons.ts';
import { COUPON_MESSAGES } from '../../domain/coupon.ts';
import { coupons, orders } from '../db/schema.ts';
import { participant, pixBody, postRegistration } from '../orders/registration-test-kit.ts';
import { createTestEvent } from '../testing/factories.ts';
import { type OrganiserAgent, registerOwnerAndIntruder, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

const body = (overrides: Record<string, unknown> = {}) => ({
  codigo: 'PROMO10',
  tipo: 'percentual',
  valor: 10,
  limite: null,
  min_value: 0,
  ativo: true,
  dataInicio: null,
  dataFim: null,
  ...overrides,
});

describe.each(TEST_DRIVERS)('coupons: organiser routes and checkout (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;
  let intruder: OrganiserAgent;

  beforeAll(async () => {
    ({ owner, intruder } = await registerOwnerAndIntruder(env().app));
  });

  const newEvent = async () => {
    const { event, ticketTypes } = await createTestEvent(env().ctx, owner.id, {}, [{ priceCents: 10000 }]);
    return { eventId: event.id, ticketId: ticketTypes[0]?.id as number };
  };
  const create = (eventId: number, payload: unknown, agent = owner) =>
    agent.inject({ method: 'POST', url: `/api/eventos/${eventId}/cupons`, payload: payload as object });
  const list = async (eventId: number) =>
    (await owner.inject({ method: 'GET', url: `/api/eventos/${eventId}/cupons` })).json().data;
  const buy = (eventId: number, ticketId: number, code: string, n = 1) =>
    postRegistration(env().app, eventId, pixBody([participant(ticketId, n)], { cupom: { code } }));

  it('creates, lists, updates, toggles and deletes a coupon with the spec’s fields', async () => {
    const { eventId } = await newEvent();
    const created = await create(
      eventId,
      body({ limite: 2, min_value: 150.5, dataInicio: '2026-01-01 08:00', dataFim: '2099-12-31 23:59' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    // Every reply is exactly §7's envelope around §3's coupon (strict schemas: no key more or less).
    const reply = (res: { json: () => unknown }, message: string) => {
      const parsed = couponReplySchema.parse(res.json());
      expect(parsed.message).toBe(message);
      return parsed.data;
    };
    const coupon = reply(created, COUPON_SERVER_MESSAGES.created);
    expect(coupon).toEqual({
      id: expect.any(Number),
      codigo: 'PROMO10',
      tipo: 'percentual',
      valor: 10,
      limite: 2,
      usos: 0,
      min_value: 150.5,
      ativo: true,
      dataInicio: '2026-01-01 08:00',
      dataFim: '2099-12-31 23:59',
      tipos_ingresso_ids: [],
    });
    const listed = await owner.inject({ method: 'GET', url: `/api/eventos/${eventId}/cupons` });
    expect(listed.statusCode).toBe(200);
    expect(couponListReplySchema.parse(listed.json())).toEqual({
      success: true,
      message: COUPON_SERVER_MESSAGES.listed,
      data: [coupon],
    });

    const url = `/api/eventos/${eventId}/cupons/${coupon.id}`;
    const updated = await owner.inject({
      method: 'PUT',
      url,
      payload: body({ tipo: 'valor', valor: 25.9, limite: null, min_value: 0, dataFim: '2099-06-30 18:30' }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const edited = { ...coupon, tipo: 'valor', valor: 25.9, limite: null, min_value: 0 };
    expect(reply(updated, COUPON_SERVER_MESSAGES.updated)).toEqual({
      ...edited,
      dataInicio: null,
      dataFim: '2099-06-30 18:30',
    });

    const off = await owner.inject({ method: 'POST', url: `${url}/inativar` });
    expect(off.statusCode).toBe(200);
    expect(reply(off, COUPON_SERVER_MESSAGES.deactivated)).toEqual({
      ...edited,
      ativo: false,
      dataInicio: null,
      dataFim: '2099-06-30 18:30',
    });
    const on = await owner.inject({ method: 'POST', url: `${url}/ativar` });
    expect(on.statusCode).toBe(200);
    expect(reply(on, COUPON_SERVER_MESSAGES.activated)).toMatchObject({ id: coupon.id, ativo: true });

    const deleted = await owner.inject({ method: 'DELETE', url });
    expect(deleted.statusCode).toBe(200);
    // DELETE answers the coupon as it was when removed.
    expect(reply(deleted, COUPON_SERVER_MESSAGES.deleted)).toMatchObject({
      id: coupon.id,
      codigo: 'PROMO10',
    });
    expect(await list(eventId)).toEqual([]);
    const gone = await owner.inject({ method: 'DELETE', url });
    expect(gone.statusCode).toBe(404);
    expect(couponErrorReplySchema.parse(gone.json())).toMatchObject({
      success: false,
      message: COUPON_SERVER_MESSAGES.notFound,
      errors: null,
      error_type: 'not_found',
      error: COUPON_SERVER_MESSAGES.notFound,
    });
  });

  it('answers 404 to another organiser, also for a coupon id of another event, and needs CSRF and a session', async () => {
    const { eventId } = await newEvent();
    const other = await newEvent();
    const coupon = (await create(eventId, body())).json().data;
    const url = `/api/eventos/${eventId}/cupons/${coupon.id}`;
    for (const [method, path, payload] of [
      ['GET', `/api/eventos/${eventId}/cupons`, undefined],
      ['POST', `/api/eventos/${eventId}/cupons`, body({ codigo: 'OUTRO' })],
      ['PUT', url, body()],
      ['DELETE', url, undefined],
      ['POST', `${url}/ativar`, undefined],
      ['POST', `${url}/inativar`, undefined],
    ] as const) {
      const res = await intruder.inject({ method, url: path, payload });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(couponErrorReplySchema.parse(res.json()), `${method} ${path}`).toMatchObject({
        success: false,
        message: 'Evento não encontrado.',
        errors: null,
        error_type: 'not_found',
      });
      if (method === 'GET') continue;
      const cross = path.replace(`/eventos/${eventId}/`, `/eventos/${other.eventId}/`);
      if (cross.includes('/cupons/')) {
        expect(
          (await owner.inject({ method, url: cross, payload })).statusCode,
          `cross ${method} ${cross}`,
        ).toBe(404);
      }
      const forged = await owner.inject({ method, url: path, payload, csrf: false });
      expect(forged.statusCode).toBe(403);
      expect(couponErrorReplySchema.parse(forged.json())).toMatchObject({ success: false, errors: null });
      const anonymous = await env().app.inject({ method, url: path, payload });
      expect(anonymous.statusCode).toBe(401);
      expect(couponErrorReplySchema.parse(anonymous.json())).toMatchObject({ success: false, errors: null });
    }
    const [row] = await env().ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ active: true, deletedAt: null, code: 'PROMO10' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['code required', { codigo: '  ' }, 'codigo', M.codeRequired],
    ['type required', { tipo: undefined }, 'tipo', M.typeRequired],
    ['percent over 100', { valor: 101 }, 'valor', M.percentOver100],
    ['percent zero', { valor: 0 }, 'valor', M.percentInvalid],
    ['fixed value zero', { tipo: 'valor', valor: 0 }, 'valor', M.moneyInvalid],
    ['limit zero', { limite: 0 }, 'limite', M.limitInvalid],
    ['negative minimum', { min_value: -1 }, 'min_value', M.minNegative],
    ['blank start', { dataInicio: '' }, 'dataInicio', M.startRequired],
    ['blank end', { dataFim: '' }, 'dataFim', M.endRequired],
    ['wrong date format', { dataFim: '31/12/2026 10:00' }, 'dataFim', M.dateInvalid],
  ])('refuses %s with the spec’s message', async (_, overrides, field, message) => {
    const { eventId } = await newEvent();
    const res = await create(eventId, body(overrides));
    expect(res.statusCode).toBe(422);
    // §7's `errors` by field, the same as the error shape's validation_errors.
    const refused = couponErrorReplySchema.parse(res.json());
    expect(refused).toMatchObject({ success: false, error_type: 'validation' });
    expect(refused.errors?.[field]).toContain(message);
    expect(refused.errors).toEqual(refused.validation_errors);
    expect(refused.message).toBe(refused.error);
  });

  it('keeps codes unique per event ignoring case and spaces; a deleted coupon frees its code', async () => {
    const { eventId } = await newEvent();
    const other = await newEvent();
    const first = (await create(eventId, body({ codigo: 'Verao' }))).json().data;
    const clash = await create(eventId, body({ codigo: '  VERAO ' }));
    expect(clash.statusCode).toBe(409);
    expect(couponErrorReplySchema.parse(clash.json())).toMatchObject({
      success: false,
      message: COUPON_SERVER_MESSAGES.duplicateCode,
      errors: { codigo: [COUPON_SERVER_MESSAGES.duplicateCode] },
      validation_errors: { codigo: [COUPON_SERVER_MESSAGES.duplicateCode] },
    });
    expect((await create(other.eventId, body({ codigo: 'verao' }))).statusCode).toBe(201);
    const second = (await create(eventId, body({ codigo: 'INVERNO' }))).json().data;
    const rename = await owner.inject({
      method: 'PUT',
      url: `/api/eventos/${eventId}/cupons/${second.id}`,
      payload: body({ codigo: 'verao' }),
    });
    expect(rename.statusCode).toBe(409);
    await owner.inject({ method: 'DELETE', url: `/api/eventos/${eventId}/cupons/${first.id}` });
    expect((await create(eventId, body({ codigo: 'VERAO' }))).statusCode).toBe(201);
  });

  it('refuses a limit below the uses already made, and counts uses against the limit', async () => {
    const { eventId, ticketId } = await newEvent();
    const coupon = (await create(eventId, body({ codigo: 'DUAS', limite: 2 }))).json().data;
    expect((await buy(eventId, ticketId, 'duas', 1)).statusCode).toBe(201);
    expect((await buy(eventId, ticketId, ' DUAS ', 2)).statusCode).toBe(201);
    const third = await buy(eventId, ticketId, 'DUAS', 3);
    expect(third.json()).toMatchObject({
      error_type: 'invalid_coupon',
      error: COUPON_MESSAGES.usage_exhausted,
    });
    expect((await list(eventId))[0]).toMatchObject({ usos: 2, limite: 2 });
    const url = `/api/eventos/${eventId}/cupons/${coupon.id}`;
    const lower = await owner.inject({ method: 'PUT', url, payload: body({ codigo: 'DUAS', limite: 1 }) });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().validation_errors.limite).toEqual([
      'O limite de usos não pode ser menor que os 2 uso(s) já realizados deste cupom.',
    ]);
    const raise = await owner.inject({ method: 'PUT', url, payload: body({ codigo: 'DUAS', limite: 3 }) });
    expect(raise.json().data).toMatchObject({ limite: 3, usos: 2 });
    expect((await buy(eventId, ticketId, 'DUAS', 4)).statusCode).toBe(201);
  });

  it('refuses an inactive, not-yet-valid or expired coupon at checkout with the one message of every unusable code', async () => {
    const { eventId, ticketId } = await newEvent();
    const off = (await create(eventId, body({ codigo: 'DESLIGADO' }))).json().data;
    await owner.inject({ method: 'POST', url: `/api/eventos/${eventId}/cupons/${off.id}/inativar` });
    await create(eventId, body({ codigo: 'FUTURO', dataInicio: '2099-01-01 00:00' }));
    await create(eventId, body({ codigo: 'PASSADO', dataFim: '2020-01-01 00:00' }));
    for (const [code, reason] of [
      ['DESLIGADO', COUPON_MESSAGES.inactive],
      ['FUTURO', COUPON_MESSAGES.not_started],
      ['PASSADO', COUPON_MESSAGES.expired],
    ] as const) {
      const res = await buy(eventId, ticketId, code);
      expect(res.statusCode, code).toBe(422);
      expect(res.json()).toMatchObject({ error_type: 'invalid_coupon', error: reason });
      const check = await env().app.inject({
        method: 'POST',
        url: `/api/eventos/${eventId}/validar-cupom`,
        payload: { codigo: code, cart_total: 100 },
      });
      expect(check.json().error, code).toBe(reason);
    }
    expect((await list(eventId)).map((c: { usos: number }) => c.usos)).toEqual([0, 0, 0]);
  });

  it('keeps the orders of a deleted coupon intact, and buyers can no longer use it', async () => {
    const { eventId, ticketId } = await newEvent();
    const coupon = (await create(eventId, body({ codigo: 'USADO', valor: 20 }))).json().data;
    const sale = await buy(eventId, ticketId, 'USADO');
    expect(sale.json().data.cupom).toEqual({ codigo: 'USADO', desconto_aplicado: 20 });
    await owner.inject({ method: 'DELETE', url: `/api/eventos/${eventId}/cupons/${coupon.id}` });
    const [order] = await env()
      .ctx.db.select()
      .from(orders)
      .where(eq(orders.hash, sale.json().data.order_hash));
    expect(order).toMatchObject({ couponId: coupon.id, discountCents: 2000, totalCents: 8000 });
    const [row] = await env().ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.code).toBe('USADO');
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const again = await buy(eventId, ticketId, 'USADO', 2);
    expect(again.json()).toMatchObject({ error_type: 'invalid_coupon', error: COUPON_MESSAGES.not_found });
  });
});
