// Coupons limited to chosen ticket types (issue 20, ADR 0425) on a real database: what the organiser
// may save, and what the checkout, validar-cupom and the candidate payment take off.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUPON_FORM_MESSAGES, couponErrorReplySchema } from '../../domain/contracts/coupons.ts';
import { COUPON_NOT_FOR_TICKETS_MESSAGE } from '../../domain/coupon.ts';
import {
  APPROVED_CARD,
  createApprovalEvent,
  createCandidateOrder,
  PAYER,
} from '../candidates/candidate-payment-test-kit.ts';
import { coupons, couponTicketTypes, orders, ticketTypes } from '../db/schema.ts';
import { participant, pixBody, postRegistration } from '../orders/registration-test-kit.ts';
import { createTestCoupon, createTestEvent } from '../testing/factories.ts';
import { type OrganiserAgent, registerOwnerAndIntruder, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

const body = (overrides: Record<string, unknown> = {}) => ({
  codigo: 'MEIA20',
  tipo: 'percentual',
  valor: 20,
  limite: null,
  min_value: 0,
  ativo: true,
  dataInicio: null,
  dataFim: null,
  ...overrides,
});

describe.each(TEST_DRIVERS)('coupons limited to ticket types (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;

  beforeAll(async () => {
    ({ owner } = await registerOwnerAndIntruder(env().app));
  });

  /** An event selling Inteira (R$ 100,00) and Meia (R$ 50,00). */
  const newEvent = async () => {
    const { event, ticketTypes: tickets } = await createTestEvent(env().ctx, owner.id, {}, [
      { name: 'Inteira', priceCents: 10000 },
      { name: 'Meia', priceCents: 5000 },
    ]);
    return { eventId: event.id, inteira: tickets[0]?.id as number, meia: tickets[1]?.id as number };
  };
  const create = (eventId: number, payload: object) =>
    owner.inject({ method: 'POST', url: `/api/eventos/${eventId}/cupons`, payload });
  const validate = (eventId: number, payload: object) =>
    env().app.inject({ method: 'POST', url: `/api/eventos/${eventId}/validar-cupom`, payload });

  it('saves, lists and edits the ticket types; [] is every ticket type', async () => {
    const { eventId, inteira, meia } = await newEvent();
    const all = await create(eventId, body({ codigo: 'TODOS' }));
    expect(all.statusCode, all.body).toBe(201);
    expect(all.json().data.tipos_ingresso_ids).toEqual([]);
    const limited = await create(eventId, body({ tipos_ingresso_ids: [meia, meia] }));
    expect(limited.statusCode, limited.body).toBe(201);
    const coupon = limited.json().data;
    expect(coupon.tipos_ingresso_ids).toEqual([meia]);
    const listed = (await owner.inject({ method: 'GET', url: `/api/eventos/${eventId}/cupons` })).json().data;
    expect(listed.map((c: { tipos_ingresso_ids: number[] }) => c.tipos_ingresso_ids)).toEqual([[], [meia]]);

    const url = `/api/eventos/${eventId}/cupons/${coupon.id}`;
    const both = await owner.inject({
      method: 'PUT',
      url,
      payload: body({ tipos_ingresso_ids: [meia, inteira] }),
    });
    expect(both.json().data.tipos_ingresso_ids).toEqual([inteira, meia].sort((a, b) => a - b));
    const toAll = await owner.inject({ method: 'PUT', url, payload: body() });
    expect(toAll.json().data.tipos_ingresso_ids).toEqual([]);
    const [row] = await env().ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.limitedToTicketTypes).toBe(false);
    const toggled = await owner.inject({ method: 'POST', url: `${url}/inativar` });
    expect(toggled.json().data.tipos_ingresso_ids).toEqual([]);
  });

  it('refuses (422) another event’s ticket id on create and update, saving nothing', async () => {
    const { eventId, meia } = await newEvent();
    const other = await newEvent();
    const foreign = await create(eventId, body({ tipos_ingresso_ids: [meia, other.meia] }));
    expect(foreign.statusCode).toBe(422);
    expect(couponErrorReplySchema.parse(foreign.json())).toMatchObject({
      error_type: 'validation',
      message: COUPON_FORM_MESSAGES.ticketTypesInvalid,
      errors: { tipos_ingresso_ids: [COUPON_FORM_MESSAGES.ticketTypesInvalid] },
    });
    const missing = await create(eventId, body({ tipos_ingresso_ids: [2_000_000_000] }));
    expect(missing.statusCode).toBe(422);
    expect(
      (await owner.inject({ method: 'GET', url: `/api/eventos/${eventId}/cupons` })).json().data,
    ).toEqual([]);

    const saved = (await create(eventId, body({ tipos_ingresso_ids: [meia] }))).json().data;
    const url = `/api/eventos/${eventId}/cupons/${saved.id}`;
    const moved = await owner.inject({
      method: 'PUT',
      url,
      payload: body({ valor: 90, tipos_ingresso_ids: [other.inteira] }),
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().validation_errors).toEqual({
      tipos_ingresso_ids: [COUPON_FORM_MESSAGES.ticketTypesInvalid],
    });
    // The update is one transaction: neither the value nor the ticket types changed.
    const [row] = await env().ctx.db.select().from(coupons).where(eq(coupons.id, saved.id));
    expect(row?.value).toBe(20);
    const links = await env()
      .ctx.db.select()
      .from(couponTicketTypes)
      .where(eq(couponTicketTypes.couponId, saved.id));
    expect(links.map((l) => l.ticketTypeId)).toEqual([meia]);
    const invalid = await create(eventId, body({ codigo: 'X', tipos_ingresso_ids: [0] }));
    expect(invalid.statusCode).toBe(422);
  });

  it('takes the discount off the eligible lines only, at checkout and in validar-cupom', async () => {
    const { eventId, inteira, meia } = await newEvent();
    await create(eventId, body({ codigo: 'MEIA20', tipos_ingresso_ids: [meia] }));
    await create(eventId, body({ codigo: 'FIXO80', tipo: 'valor', valor: 80, tipos_ingresso_ids: [meia] }));
    const itens = [
      { ticketTypeId: inteira, quantity: 1 },
      { ticketTypeId: meia, quantity: 1 },
    ];
    // The client's cart_total is ignored when items come: the server prices them.
    const preview = await validate(eventId, { codigo: 'meia20', cart_total: 1, itens });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ desconto_cents: 1000, tipos_ingresso_ids: [meia] });
    const capped = await validate(eventId, { codigo: 'FIXO80', cart_total: 150, itens });
    expect(capped.json().data.desconto_cents).toBe(5000);

    const sale = await postRegistration(
      env().app,
      eventId,
      pixBody([participant(inteira, 1), participant(meia, 2)], { cupom: { code: 'MEIA20' } }),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    const [order] = await env()
      .ctx.db.select()
      .from(orders)
      .where(eq(orders.hash, sale.json().data.order_hash));
    expect(order).toMatchObject({ subtotalCents: 15000, discountCents: 1000, totalCents: 14000 });
    const fixed = await postRegistration(
      env().app,
      eventId,
      pixBody([participant(inteira, 3), participant(meia, 4)], { cupom: { code: 'FIXO80' } }),
    );
    expect(fixed.json().data.cupom).toEqual({ codigo: 'FIXO80', desconto_aplicado: 50 });
  });

  it('refuses a cart without the coupon’s ticket types with its own message, and checks the minimum on them', async () => {
    const { eventId, inteira, meia } = await newEvent();
    await create(eventId, body({ codigo: 'MEIA20', tipos_ingresso_ids: [meia] }));
    await create(eventId, body({ codigo: 'MINIMO', min_value: 100, tipos_ingresso_ids: [meia] }));
    const onlyInteira = await postRegistration(
      env().app,
      eventId,
      pixBody([participant(inteira, 1)], { cupom: { code: 'MEIA20' } }),
    );
    expect(onlyInteira.statusCode).toBe(422);
    expect(onlyInteira.json()).toMatchObject({
      error_type: 'invalid_coupon',
      error: COUPON_NOT_FOR_TICKETS_MESSAGE,
    });
    const check = await validate(eventId, {
      codigo: 'MEIA20',
      cart_total: 100,
      itens: [{ ticketTypeId: inteira, quantity: 1 }],
    });
    expect(check.json().error).toBe(COUPON_NOT_FOR_TICKETS_MESSAGE);
    // Without items the cart is of no known type: a limited coupon never applies to it.
    const blind = await validate(eventId, { codigo: 'MEIA20', cart_total: 100 });
    expect(blind.json().error).toBe(COUPON_NOT_FOR_TICKETS_MESSAGE);
    // R$ 150,00 in the cart, but only R$ 50,00 of Meia: below the R$ 100,00 minimum.
    const below = await postRegistration(
      env().app,
      eventId,
      pixBody([participant(inteira, 2), participant(meia, 3)], { cupom: { code: 'MINIMO' } }),
    );
    expect(below.json()).toMatchObject({
      error_type: 'invalid_coupon',
      error: 'O cupom aplicado requer um valor mínimo de R$ 100,00',
    });
  });

  it('keeps a coupon whose only ticket type was deleted limited: it reaches nothing', async () => {
    const { eventId, inteira, meia } = await newEvent();
    await create(eventId, body({ codigo: 'SOMEIA', tipos_ingresso_ids: [meia] }));
    await env().ctx.db.delete(ticketTypes).where(eq(ticketTypes.id, meia));
    const res = await validate(eventId, {
      codigo: 'SOMEIA',
      cart_total: 100,
      itens: [{ ticketTypeId: inteira, quantity: 1 }],
    });
    expect(res.json().error).toBe(COUPON_NOT_FOR_TICKETS_MESSAGE);
  });

  it('applies to the candidate payment only for the chosen people of its ticket types', async () => {
    const { ctx, app } = env();
    const { event, ticket } = await createApprovalEvent(ctx, 10000);
    const [other] = await ctx.db
      .insert(ticketTypes)
      .values({ eventId: event.id, name: 'Outra vaga', priceCents: 10000 })
      .returning();
    const { hash, participantIds } = await createCandidateOrder(
      ctx,
      { eventId: event.id, ticketTypeId: ticket.id, priceCents: 10000 },
      [
        { name: 'Ana Souza', status: 'selecionado' },
        { name: 'Bruno Lima', status: 'selecionado' },
      ],
    );
    const mine = await createTestCoupon(ctx, event.id, {
      code: 'VAGA50',
      value: 50,
      limitedToTicketTypes: true,
    });
    await ctx.db.insert(couponTicketTypes).values({ couponId: mine.id, ticketTypeId: ticket.id });
    const theirs = await createTestCoupon(ctx, event.id, {
      code: 'OUTRA50',
      value: 50,
      limitedToTicketTypes: true,
    });
    await ctx.db.insert(couponTicketTypes).values({ couponId: theirs.id, ticketTypeId: other?.id as number });

    const check = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payment-candidate/validate-coupon',
        payload: {
          cupom_code: code,
          evento_id: event.id,
          valor_total: 200,
          order_hash: hash,
          participantes_ids: participantIds,
        },
      });
    const refused = await check('OUTRA50');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(COUPON_NOT_FOR_TICKETS_MESSAGE);
    const applied = await check('VAGA50');
    expect(applied.json().data.cupom).toMatchObject({
      desconto: 100,
      valor_final: 100,
      tipos_ingresso_ids: [ticket.id],
    });

    const pay = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payment-candidate/processar-pagamento-parcial',
        payload: {
          comprador: PAYER,
          order_hash: hash,
          participantes_ids: participantIds,
          codigo_desconto: code,
          metodo_pagamento: { method: 'credit_card', card_data: APPROVED_CARD, installments: 1 },
        },
      });
    expect((await pay('OUTRA50')).json().error).toBe(COUPON_NOT_FOR_TICKETS_MESSAGE);
    const paid = await pay('VAGA50');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ amount: 100, paid: true });
  });
});
