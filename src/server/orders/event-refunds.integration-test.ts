// A cancelled event refunds every paid order (issue 20, ADR 0401, 0415): the refunds job works
// from the database, so running it twice, stopping it half-way or losing a gateway answer never
// refunds twice; refused refunds are listed and retried; unanswered ones are asked again with the
// same idempotency key. On real orders paid through the sandbox, on both drivers.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderPayments, participantHistory, participants, refunds } from '../db/schema.ts';
import type { RefundRequest, RefundResult } from '../payments/payment-gateway.ts';
import { createTestEvent } from '../testing/factories.ts';
import { createMemberAgent } from '../testing/team.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { refundCancelledEvents } from './event-refunds.ts';
import { LATE_PIX_MESSAGES } from './late-payment-refund.ts';
import { releaseExpiredOrders } from './order-expiry.ts';
import { REFUND_RETRY_MESSAGES } from './refund-retry.ts';
import { askAgainAboutStuckRefunds, STUCK_REFUND_AFTER_MS } from './refund-settlement.ts';
import { registerForEvent } from './registration-service.ts';
import { cardBody, orderIdOf, participant, pixBody, postRegistration } from './registration-test-kit.ts';

type GatewayStep = (request: RefundRequest, real: () => Promise<RefundResult>) => Promise<RefundResult>;

describe.each(TEST_DRIVERS)('a cancelled event refunds its paid orders (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;
  const asked: RefundRequest[] = [];
  /** What the gateway does with the next refunds (then it behaves). */
  const script: GatewayStep[] = [];

  beforeAll(async () => {
    owner = await registerOrganiserAgent(env().app, 'Dona');
    const { payments } = env().ctx;
    const original = payments.refundPayment.bind(payments);
    payments.refundPayment = async (request) => {
      asked.push(request);
      const step = script.shift();
      return step ? step(request, () => original(request)) : original(request);
    };
  });

  /** An event with `orders` card orders of one R$ 80,00 place each (two places for the first). */
  async function eventWithOrders(orders: number) {
    const { ctx, app } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id, {}, [
      { priceCents: 8_000, quantity: 50 },
    ]);
    const tid = ticketTypes[0]?.id as number;
    const orderIds: number[] = [];
    for (let i = 0; i < orders; i++) {
      const people = Array.from({ length: i === 0 ? 2 : 1 }, (_, n) => participant(tid, i * 10 + n + 1));
      const res = await postRegistration(app, event.id, cardBody(people));
      expect(res.statusCode, res.body).toBe(201);
      orderIds.push(await orderIdOf(ctx, res.json().data.order_id));
    }
    return { eventId: event.id, orderIds };
  }

  const cancelEvent = async (eventId: number) => {
    const res = await owner.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/cancelar`,
      payload: { motivo: 'Chuva' },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  const overview = async (eventId: number, agent = owner) =>
    (await agent.inject({ method: 'GET', url: `/api/eventos/${eventId}/reembolsos` })).json().data;

  const ledgerOf = (orderIds: number[]) =>
    env().ctx.db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(refunds.id);

  it('refunds every paid order once, however often the job runs, and shows its progress', async () => {
    const { ctx } = env();
    const { eventId, orderIds } = await eventWithOrders(3);
    await cancelEvent(eventId);
    expect((await overview(eventId)).cancelamento).toEqual({
      total: 3,
      concluidos: 0,
      em_processamento: 0,
      recusados: 0,
      aguardando: 3,
    });

    asked.length = 0;
    // Stopped after the first order (a restart), then run to the end, then once more.
    expect(await refundCancelledEvents(ctx, { eventId, limit: 1 })).toMatchObject({ orders: 1, refunded: 1 });
    expect((await overview(eventId)).cancelamento).toMatchObject({ total: 3, concluidos: 1, aguardando: 2 });
    expect(await refundCancelledEvents(ctx, { eventId })).toMatchObject({ orders: 2, refunded: 2 });
    expect(await refundCancelledEvents(ctx, { eventId })).toMatchObject({ orders: 0, refunded: 0 });

    expect(asked).toHaveLength(3);
    const ledger = await ledgerOf(orderIds);
    expect(ledger.map((r) => [r.status, r.amountCents])).toEqual([
      ['refunded', 16_000],
      ['refunded', 8_000],
      ['refunded', 8_000],
    ]);
    const places = await ctx.db.select().from(participants).where(eq(participants.eventId, eventId));
    expect(places.every((p) => p.status === 'reembolsado')).toBe(true);
    const data = await overview(eventId);
    expect(data.cancelamento).toEqual({
      total: 3,
      concluidos: 3,
      em_processamento: 0,
      recusados: 0,
      aguardando: 0,
    });
    expect(data.pendencias).toEqual([]);
    const history = await ctx.db
      .select()
      .from(participantHistory)
      .where(
        inArray(
          participantHistory.participantId,
          places.map((p) => p.id),
        ),
      );
    expect(history.map((h) => [h.action, h.actor])).toEqual(places.map(() => ['reembolsado', 'sistema']));
  });

  it('asks again about a refund whose answer was lost, with the same key, and the money goes back once', async () => {
    const { ctx } = env();
    const { eventId, orderIds } = await eventWithOrders(2);
    await cancelEvent(eventId);
    asked.length = 0;
    // The gateway makes the first refund, but its answer never arrives (a timeout, a crash).
    script.push(async (_request, real) => {
      await real();
      throw new Error('socket hang up');
    });
    expect(await refundCancelledEvents(ctx, { eventId })).toMatchObject({
      orders: 2,
      refunded: 1,
      pending: 1,
    });
    // Running again does not refund the unanswered order a second time.
    expect(await refundCancelledEvents(ctx, { eventId })).toMatchObject({ orders: 0 });
    const [lost] = await ledgerOf(orderIds);
    expect(lost?.status).toBe('processing');
    const data = await overview(eventId);
    expect(data.cancelamento).toMatchObject({ total: 2, concluidos: 1, em_processamento: 1 });
    expect(data.pendencias).toMatchObject([{ id: lost?.id, status: 'processing', valor_cents: 16_000 }]);

    // Not yet stuck: nobody asks again within the wait.
    expect(await askAgainAboutStuckRefunds(ctx, new Date())).toMatchObject({ asked: 0 });
    const later = new Date(Date.now() + STUCK_REFUND_AFTER_MS + 1000);
    expect(await askAgainAboutStuckRefunds(ctx, later)).toEqual({ asked: 1, refunded: 1, failed: 0 });
    expect(await askAgainAboutStuckRefunds(ctx, later)).toMatchObject({ asked: 0 });

    expect(asked).toHaveLength(3);
    expect(asked[2]?.idempotencyKey).toBe(asked[0]?.idempotencyKey);
    const [payment] = await ctx.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderIds[0] as number));
    const atGateway = await ctx.payments.getPayment(payment?.gatewayReference as string);
    expect(atGateway?.refundedCents).toBe(16_000);
    expect(payment?.refundedCents).toBe(16_000);
    expect((await overview(eventId)).cancelamento).toMatchObject({
      total: 2,
      concluidos: 2,
      em_processamento: 0,
    });
  });

  it('lists a refused refund, and Tentar novamente refunds it as a new attempt (financeiro yes, check-in never)', async () => {
    const { ctx, app } = env();
    const { eventId, orderIds } = await eventWithOrders(1);
    await cancelEvent(eventId);
    asked.length = 0;
    script.push(async () => ({ refunded: false, reason: 'Saldo insuficiente para o estorno.' }));
    expect(await refundCancelledEvents(ctx, { eventId })).toMatchObject({ orders: 1, failed: 1 });
    const [failed] = await ledgerOf(orderIds);
    expect(failed).toMatchObject({ status: 'failed', attempt: 1 });
    const data = await overview(eventId);
    expect(data.cancelamento).toMatchObject({ total: 1, concluidos: 0, recusados: 1, aguardando: 0 });
    expect(data.pendencias).toMatchObject([
      { id: failed?.id, status: 'failed', motivo_falha: 'Saldo insuficiente para o estorno.' },
    ]);
    // Refused: the places stay cancelled without refund, the payment keeps its money.
    const before = await ctx.db
      .select()
      .from(participants)
      .where(eq(participants.orderId, orderIds[0] as number));
    expect(before.map((p) => [p.status, p.refundedCents])).toEqual([
      ['cancelado', 0],
      ['cancelado', 0],
    ]);

    const retry = (agent: OrganiserAgent, ids: number[]) =>
      agent.inject({
        method: 'POST',
        url: `/api/eventos/${eventId}/reembolsos/tentar-novamente`,
        payload: { reembolsos_ids: ids },
      });
    const door = await createMemberAgent(app, owner, 'check-in', [eventId]);
    expect((await retry(door, [failed?.id as number])).statusCode).toBe(404);
    const stranger = await registerOrganiserAgent(app, 'Estranha');
    expect((await retry(stranger, [failed?.id as number])).statusCode).toBe(404);
    expect(
      (await stranger.inject({ method: 'GET', url: `/api/eventos/${eventId}/reembolsos` })).statusCode,
    ).toBe(404);
    // Another event's refund id through this event: the same 404 as a missing one.
    expect((await retry(owner, [999_999])).statusCode).toBe(404);

    const finance = await createMemberAgent(app, owner, 'financeiro');
    const res = await retry(finance, [failed?.id as number]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ reembolsados: 1, em_processamento: 0, recusados: 0 });
    expect(asked.map((r) => r.idempotencyKey)).toEqual([
      `catraca-refund-${failed?.id}-1`,
      `catraca-refund-${failed?.id}-2`,
    ]);
    const [done] = await ledgerOf(orderIds);
    expect(done).toMatchObject({ status: 'refunded', attempt: 2, failureReason: null });
    const after = await ctx.db
      .select()
      .from(participants)
      .where(eq(participants.orderId, orderIds[0] as number));
    expect(after.map((p) => [p.status, p.refundedCents])).toEqual([
      ['reembolsado', 8_000],
      ['reembolsado', 8_000],
    ]);
    const again = await retry(owner, [failed?.id as number]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(REFUND_RETRY_MESSAGES.notFailed);
    expect((await overview(eventId, finance)).cancelamento).toMatchObject({
      total: 1,
      concluidos: 1,
      recusados: 0,
    });
  });

  it('Devolver gives back exactly the PIX paid after expiring; a refusal puts it back on the list', async () => {
    const { ctx, app } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id, {}, [{ priceCents: 5_000 }]);
    const tid = ticketTypes[0]?.id as number;
    const late: string[] = [];
    for (const n of [1, 2]) {
      const { result } = await registerForEvent(ctx, event.id, pixBody([participant(tid, n)]) as never, {
        now: new Date(Date.now() - 2 * 3_600_000),
      });
      late.push(result.order_hash);
    }
    await releaseExpiredOrders(ctx);
    for (const hash of late) {
      const paid = await app.inject({
        method: 'POST',
        url: '/api/sandbox/pix/confirmar',
        payload: { order_hash: hash },
      });
      expect(paid.statusCode).toBe(409);
    }
    const attention = async () =>
      (await owner.inject({ method: 'GET', url: `/api/eventos/${event.id}/dashboard` }))
        .json()
        .data.atencao.filter((item: { tipo: string }) => item.tipo === 'pix_tardio');
    expect(await attention()).toMatchObject([{ quantidade: 2, valor_cents: 10_000 }]);
    const listed = (await overview(event.id)).pix_tardios as { id: number; valor_cents: number }[];
    expect(listed.map((p) => p.valor_cents)).toEqual([5_000, 5_000]);

    const giveBack = (ids: number[], agent = owner) =>
      agent.inject({
        method: 'POST',
        url: `/api/eventos/${event.id}/pix-tardios/devolver`,
        payload: { pix_tardios_ids: ids },
      });
    const stranger = await registerOrganiserAgent(app, 'Alheia');
    expect((await giveBack([listed[0]?.id as number], stranger)).statusCode).toBe(404);
    expect((await giveBack([999_999])).statusCode).toBe(404);

    asked.length = 0;
    script.push(async () => ({ refunded: false, reason: 'Conta de destino encerrada.' }));
    const refused = await giveBack([listed[0]?.id as number]);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data).toEqual({ reembolsados: 0, em_processamento: 0, recusados: 1 });
    // Refused: still to give back, with the refusal said on the PIX itself.
    let data = await overview(event.id);
    expect(data.pix_tardios.map((p: { ultima_falha: string | null }) => p.ultima_falha)).toEqual([
      'Conta de destino encerrada.',
      null,
    ]);
    expect(data.pendencias).toEqual([]);

    const done = await giveBack(listed.map((p) => p.id));
    expect(done.json().data).toEqual({ reembolsados: 2, em_processamento: 0, recusados: 0 });
    expect(asked).toHaveLength(3);
    data = await overview(event.id);
    expect(data.pix_tardios).toEqual([]);
    expect(await attention()).toEqual([]);
    const again = await giveBack([listed[0]?.id as number]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(LATE_PIX_MESSAGES.alreadyRefunded);
    // The refused attempt stays in the ledger as history; its PIX was given back by the second one.
    const ledger = await ctx.db
      .select()
      .from(refunds)
      .where(eq(refunds.eventId, event.id))
      .orderBy(refunds.id);
    expect(ledger.map((r) => r.status)).toEqual(['failed', 'refunded', 'refunded']);
  });
});
