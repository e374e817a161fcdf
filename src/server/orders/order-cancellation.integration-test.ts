// Cancel and refund after the sale (issue 20): the organiser's POST …/participantes/cancelar and the
// buyer's withdrawal POST /api/pedidos/{hash}/cancelar, on real orders paid through the sandbox.
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CANCELLATION_MESSAGES, WITHDRAWAL_MESSAGES } from '../../domain/order-lifecycle.ts';
import { col, queryRows } from '../db/raw-sql.ts';
import {
  coupons,
  emailOutbox,
  events,
  orderPayments,
  orders,
  participantHistory,
  participants,
  refunds,
  ticketTypes,
} from '../db/schema.ts';
import { isSandboxGateway } from '../payments/sandbox-gateway.ts';
import { createTestCoupon, createTestEvent } from '../testing/factories.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { cardBody, orderIdOf, participant, pixBody, postRegistration } from './registration-test-kit.ts';

describe.each(TEST_DRIVERS)('cancel and refund places (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;
  let intruder: OrganiserAgent;

  beforeAll(async () => {
    owner = await registerOrganiserAgent(env().app, 'Dona');
    intruder = await registerOrganiserAgent(env().app, 'Intrusa');
  });

  /** A card order of `people` R$ 120,00 places on a fresh event (optionally with a coupon). */
  async function paidOrder(people = 2, options: { coupon?: boolean; startsInHours?: number } = {}) {
    const { ctx, app } = env();
    const { event, ticketTypes: types } = await createTestEvent(
      ctx,
      owner.id,
      options.startsInHours
        ? {
            startsAt: new Date(Date.now() + options.startsInHours * 3_600_000),
            endsAt: new Date(Date.now() + (options.startsInHours + 4) * 3_600_000),
          }
        : {},
      [{ priceCents: 12_000, quantity: 10 }],
    );
    const tid = types[0]?.id as number;
    const coupon = options.coupon
      ? await createTestCoupon(ctx, event.id, { code: `DEZ${event.id}`, discountType: 'valor', value: 1000 })
      : null;
    const body = cardBody(Array.from({ length: people }, (_, i) => participant(tid, i + 1)));
    const res = await postRegistration(
      app,
      event.id,
      coupon ? { ...body, cupom: { code: coupon.code } } : body,
    );
    expect(res.statusCode, res.body).toBe(201);
    const hash = res.json().data.order_id as string;
    const orderId = await orderIdOf(ctx, hash);
    const ids = (
      await ctx.db.select({ id: participants.id }).from(participants).where(eq(participants.orderId, orderId))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
    return { event, tid, hash, orderId, ids, couponId: coupon?.id ?? null };
  }

  const cancel = (eventId: number, payload: object, agent = owner) =>
    agent.inject({ method: 'POST', url: `/api/eventos/${eventId}/participantes/cancelar`, payload });

  const stock = async (eventId: number, tid: number) => {
    const { ctx } = env();
    const [event] = await ctx.db.select().from(events).where(eq(events.id, eventId));
    const [ticket] = await ctx.db.select().from(ticketTypes).where(eq(ticketTypes.id, tid));
    return { places: event?.placesTaken, sold: ticket?.sold };
  };

  it('refunds one participant in full: refunded status, money back at the gateway, place back on sale, buyer told, history', async () => {
    const { ctx } = env();
    const { event, tid, ids, orderId } = await paidOrder(2);
    expect(await stock(event.id, tid)).toEqual({ places: 2, sold: 2 });
    const res = await cancel(event.id, {
      participantes_ids: [ids[0]],
      reembolsar: true,
      motivo: 'Pediu por e-mail',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      cancelados: 1,
      valor_reembolsado_cents: 12_000,
      estornos: [{ valor_cents: 12_000, reembolsado: true, motivo_falha: null }],
    });
    const rows = await ctx.db.select().from(participants).where(inArray(participants.id, ids));
    expect(rows.find((p) => p.id === ids[0])).toMatchObject({ status: 'reembolsado', refundedCents: 12_000 });
    expect(rows.find((p) => p.id === ids[1])).toMatchObject({ status: 'pago', refundedCents: 0 });
    expect(await stock(event.id, tid)).toEqual({ places: 1, sold: 1 });
    const [payment] = await ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    expect(payment?.refundedCents).toBe(12_000);
    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({ status: 'refunded', amountCents: 12_000, requestedBy: 'organizador' });
    if (isSandboxGateway(ctx.payments)) {
      // Half of the charge given back: the acquirer keeps it approved with the refund recorded.
      const charge = ctx.payments.charges().find((c) => c.gatewayReference === payment?.gatewayReference);
      expect(charge).toMatchObject({ status: 'approved', refundedCents: 12_000 });
    }
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('paid');
    const mails = await ctx.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.orderId} = ${orderId} AND ${emailOutbox.kind} = 'order_cancellation'`);
    const toBuyer = mails.find((m) => m.toAddress === 'maria@teste.com.br');
    expect(toBuyer?.text).toContain('R$ 120,00');
    expect(toBuyer?.text).toContain('Pediu por e-mail');
    const history = await ctx.db
      .select()
      .from(participantHistory)
      .where(eq(participantHistory.participantId, ids[0] as number));
    expect(history).toMatchObject([
      { action: 'reembolsado', actor: 'organizador', reason: 'Pediu por e-mail' },
    ]);
    // The Resumo keeps only the other place's money.
    const dashboard = await owner.inject({ method: 'GET', url: `/api/eventos/${event.id}/dashboard` });
    expect(dashboard.json().data.resumo_financeiro.valor_bruto_cents).toBe(12_000);
  });

  it('refunds part of the amount and never more than was paid', async () => {
    const { ctx } = env();
    const { event, ids, orderId } = await paidOrder(2);
    const tooMuch = await cancel(event.id, {
      participantes_ids: ids,
      reembolsar: true,
      motivo: 'Erro',
      valor_reembolso_cents: 24_001,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toBe(CANCELLATION_MESSAGES.refundTooLarge('R$ 240,00'));
    const partial = await cancel(event.id, {
      participantes_ids: ids,
      reembolsar: true,
      motivo: 'Metade',
      valor_reembolso_cents: 15_000,
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const rows = await ctx.db.select().from(participants).where(inArray(participants.id, ids));
    expect(rows.map((r) => [r.status, r.refundedCents]).sort()).toEqual([
      ['reembolsado', 12_000],
      ['reembolsado', 3_000],
    ]);
    const [payment] = await ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    expect(payment?.refundedCents).toBe(15_000);
    // The whole order is gone: cancelled, and a second cancellation is refused.
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).toBe('cancelled');
    const again = await cancel(event.id, {
      participantes_ids: [ids[0]],
      reembolsar: true,
      motivo: 'De novo',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CANCELLATION_MESSAGES.alreadyRefunded);
    const dashboard = await owner.inject({ method: 'GET', url: `/api/eventos/${event.id}/dashboard` });
    expect(dashboard.json().data.resumo_financeiro.valor_bruto_cents).toBe(24_000 - 15_000);
  });

  it('cancels without refund, gives the coupon use back once the whole order is gone', async () => {
    const { ctx } = env();
    const { event, tid, ids, couponId } = await paidOrder(1, { coupon: true });
    const [before] = await ctx.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, couponId as number));
    expect(before?.uses).toBe(1);
    const res = await cancel(event.id, {
      participantes_ids: ids,
      reembolsar: false,
      motivo: 'Troca de data',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [person] = await ctx.db
      .select()
      .from(participants)
      .where(eq(participants.id, ids[0] as number));
    expect(person).toMatchObject({ status: 'cancelado', refundedCents: 0 });
    const [after] = await ctx.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, couponId as number));
    expect(after?.uses).toBe(0);
    expect(await stock(event.id, tid)).toEqual({ places: 0, sold: 0 });
  });

  it('cancels a pending PIX place, refuses a checked-in one, a missing reason and another organiser', async () => {
    const { ctx, app } = env();
    const { event, ticketTypes: types } = await createTestEvent(ctx, owner.id, {}, [{ priceCents: 5_000 }]);
    const pix = await postRegistration(app, event.id, pixBody([participant(types[0]?.id as number, 1)]));
    const pendingId = (
      await ctx.db
        .select({ id: participants.id })
        .from(participants)
        .where(eq(participants.orderId, await orderIdOf(ctx, pix.json().data.order_id)))
    )[0]?.id as number;
    const refund = await cancel(event.id, { participantes_ids: [pendingId], reembolsar: true, motivo: 'x' });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().error).toBe(CANCELLATION_MESSAGES.nothingToRefund);
    const ok = await cancel(event.id, {
      participantes_ids: [pendingId],
      reembolsar: false,
      motivo: 'Desistiu',
    });
    expect(ok.statusCode, ok.body).toBe(200);

    const paid = await paidOrder(1);
    await ctx.db
      .update(participants)
      .set({ checkedInAt: new Date() })
      .where(eq(participants.id, paid.ids[0] as number));
    const atDoor = await cancel(paid.event.id, {
      participantes_ids: paid.ids,
      reembolsar: true,
      motivo: 'x',
    });
    expect(atDoor.statusCode).toBe(409);
    expect(atDoor.json().error).toBe(CANCELLATION_MESSAGES.checkedIn);
    const noReason = await cancel(paid.event.id, {
      participantes_ids: paid.ids,
      reembolsar: true,
      motivo: '  ',
    });
    expect(noReason.statusCode).toBe(422);
    const stranger = await cancel(
      paid.event.id,
      { participantes_ids: paid.ids, reembolsar: true, motivo: 'x' },
      intruder,
    );
    expect(stranger.statusCode).toBe(404);
    const otherEvents = await cancel(event.id, {
      participantes_ids: paid.ids,
      reembolsar: false,
      motivo: 'x',
    });
    expect(otherEvents.statusCode).toBe(404);
  });

  it('a refused refund leaves the place cancelled without refund and the payment untouched', async () => {
    const { ctx } = env();
    const { event, ids, orderId } = await paidOrder(1);
    const original = ctx.payments.refundPayment;
    ctx.payments.refundPayment = async () => ({
      refunded: false,
      reason: 'Estorno recusado pela adquirente.',
    });
    try {
      const res = await cancel(event.id, { participantes_ids: ids, reembolsar: true, motivo: 'Pediu' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toContain('Estorno recusado pela adquirente.');
    } finally {
      ctx.payments.refundPayment = original;
    }
    const [person] = await ctx.db
      .select()
      .from(participants)
      .where(eq(participants.id, ids[0] as number));
    expect(person).toMatchObject({ status: 'cancelado', refundedCents: 0 });
    const [payment] = await ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    expect(payment?.refundedCents).toBe(0);
    const history = await queryRows(
      ctx.db,
      z.object({ action: col.text() }),
      sql`SELECT action FROM participant_history WHERE participant_id = ${ids[0] as number} ORDER BY id`,
    );
    expect(history.map((h) => h.action)).toEqual(['reembolsado', 'estorno_falhou']);
  });

  describe('the buyer withdraws (CDC art. 49)', () => {
    it('shows the order and cancels every place with the whole amount back, without signing in', async () => {
      const { ctx, app } = env();
      const { event, tid, hash, ids } = await paidOrder(2);
      const page = await app.inject({ method: 'GET', url: `/api/pedidos/${hash}` });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().data).toMatchObject({
        total_cents: 24_000,
        desistencia: { aberta: true, limite_horas: 48 },
        participantes: [{ status: 'pago' }, { status: 'pago' }],
      });
      const res = await app.inject({ method: 'POST', url: `/api/pedidos/${hash}/cancelar`, payload: {} });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.valor_reembolsado_cents).toBe(24_000);
      const rows = await ctx.db.select().from(participants).where(inArray(participants.id, ids));
      expect(rows.every((r) => r.status === 'reembolsado')).toBe(true);
      expect(await stock(event.id, tid)).toEqual({ places: 0, sold: 0 });
      const history = await ctx.db
        .select()
        .from(participantHistory)
        .where(inArray(participantHistory.participantId, ids));
      expect(history.map((h) => [h.action, h.actor])).toEqual([
        ['desistencia', 'comprador'],
        ['desistencia', 'comprador'],
      ]);
      const again = await app.inject({ method: 'POST', url: `/api/pedidos/${hash}/cancelar`, payload: {} });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(WITHDRAWAL_MESSAGES.nothingActive);
    });

    it('closes 7 days after the purchase and the organiser limit before the event', async () => {
      const { ctx, app } = env();
      const old = await paidOrder(1);
      await ctx.db
        .update(orders)
        .set({ paidAt: new Date(Date.now() - 8 * 86_400_000) })
        .where(eq(orders.id, old.orderId));
      const late = await app.inject({
        method: 'POST',
        url: `/api/pedidos/${old.hash}/cancelar`,
        payload: {},
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe(WITHDRAWAL_MESSAGES.pastSevenDays);

      const soon = await paidOrder(1, { startsInHours: 24 });
      const close = await app.inject({
        method: 'POST',
        url: `/api/pedidos/${soon.hash}/cancelar`,
        payload: {},
      });
      expect(close.statusCode).toBe(409);
      expect(close.json().error).toBe(WITHDRAWAL_MESSAGES.tooCloseToEvent(48));
      const [person] = await ctx.db
        .select()
        .from(participants)
        .where(eq(participants.id, soon.ids[0] as number));
      expect(person?.status).toBe('pago');
    });

    it('answers 404 for an unknown hash and for a pending PIX order', async () => {
      const { ctx, app } = env();
      const unknown = await app.inject({ method: 'GET', url: '/api/pedidos/AAAAAAAAAAAAAAAAAAAAAAAA' });
      expect(unknown.statusCode).toBe(404);
      const { event, ticketTypes: types } = await createTestEvent(ctx, owner.id);
      const pix = await postRegistration(app, event.id, pixBody([participant(types[0]?.id as number, 1)]));
      const pending = await app.inject({ method: 'GET', url: `/api/pedidos/${pix.json().data.order_id}` });
      expect(pending.statusCode).toBe(404);
    });
  });
});
