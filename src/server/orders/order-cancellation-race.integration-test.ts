// Refunds and courtesy places under concurrency, on real PostgreSQL with a pool (PGlite has one
// connection, so nothing there is ever concurrent). Two organisers refunding the same place at once
// give the money back once; a refund racing a check-in never leaves a refunded person inside;
// courtesy places never pass the stock; a cancelled event's refund job racing an organiser's
// refund of the same order refunds it once. The canary drops the locks and guards and sees the double
// refund, proving the harness would catch one.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BuiltApp } from '../app.ts';
import { events, orderPayments, participants, refunds, ticketTypes } from '../db/schema.ts';
import { signCheckInCode } from '../documents/check-in-code.ts';
import type { RefundRequest } from '../payments/payment-gateway.ts';
import { createTestEvent } from '../testing/factories.ts';
import { hasPostgres, openPooledApp, usePooledApp } from '../testing/pooled-app.ts';
import { type OrganiserAgent, registerOrganiserAgent } from '../testing/test-app.ts';
import { refundCancelledEvents } from './event-refunds.ts';
import { cancelParticipants } from './order-cancellation.ts';
import { cardBody, orderIdOf, participant, postRegistration } from './registration-test-kit.ts';

async function openApp() {
  const { built, database } = await openPooledApp();
  const owner = await registerOrganiserAgent(built.app, 'Dona');
  const asked: RefundRequest[] = [];
  const original = built.ctx.payments.refundPayment.bind(built.ctx.payments);
  // Every refund asked of the gateway is counted (and still made by the sandbox).
  built.ctx.payments.refundPayment = async (request) => {
    asked.push(request);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return original(request);
  };
  return { built, database, owner, asked };
}

async function paidPlace(built: BuiltApp, owner: OrganiserAgent) {
  const { event, ticketTypes: types } = await createTestEvent(built.ctx, owner.id, {}, [
    { priceCents: 10_000 },
  ]);
  const res = await postRegistration(built.app, event.id, cardBody([participant(types[0]?.id as number, 1)]));
  expect(res.statusCode, res.body).toBe(201);
  const orderId = await orderIdOf(built.ctx, res.json().data.order_id);
  const [person] = await built.ctx.db.select().from(participants).where(eq(participants.orderId, orderId));
  return { eventId: event.id, orderId, person: person as typeof participants.$inferSelect };
}

describe.runIf(hasPostgres)('refunds under concurrency (PostgreSQL only; needs TEST_DATABASE_URL)', () => {
  const env = usePooledApp(openApp);

  it('two organisers refunding the same place at once refund it once', async () => {
    const { built, owner } = env();
    const { eventId, orderId, person } = await paidPlace(built, owner);
    env().asked.length = 0;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        owner.inject({
          method: 'POST',
          url: `/api/eventos/${eventId}/participantes/cancelar`,
          payload: { participantes_ids: [person.id], reembolsar: true, motivo: 'Duplo clique' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(env().asked).toHaveLength(1);
    const ledger = await built.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(ledger.map((r) => r.amountCents)).toEqual([10_000]);
    const [payment] = await built.ctx.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId));
    expect(payment?.refundedCents).toBe(10_000);
  });

  it('partial refunds racing on one payment never pass what was paid', async () => {
    const { built, owner } = env();
    const { event, ticketTypes: types } = await createTestEvent(built.ctx, owner.id, {}, [
      { priceCents: 10_000 },
    ]);
    const tid = types[0]?.id as number;
    const res = await postRegistration(
      built.app,
      event.id,
      cardBody(Array.from({ length: 6 }, (_, i) => participant(tid, i + 1))),
    );
    const orderId = await orderIdOf(built.ctx, res.json().data.order_id);
    const people = await built.ctx.db.select().from(participants).where(eq(participants.orderId, orderId));
    const answers = await Promise.all(
      people.map((p) =>
        owner.inject({
          method: 'POST',
          url: `/api/eventos/${event.id}/participantes/cancelar`,
          payload: {
            participantes_ids: [p.id],
            reembolsar: true,
            motivo: 'Todos',
            valor_reembolso_cents: 10_000,
          },
        }),
      ),
    );
    expect(
      answers.map((a) => a.statusCode),
      answers.map((a) => a.body).join('\n'),
    ).toEqual(people.map(() => 200));
    expect(answers.every((a) => a.json().data.estornos[0]?.reembolsado)).toBe(true);
    const [payment] = await built.ctx.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId));
    const ledger = await built.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(ledger.reduce((sum, r) => sum + r.amountCents, 0)).toBe(60_000);
    expect(payment?.refundedCents).toBe(payment?.amountCents);
  });

  it('a refund racing a check-in: never a refunded person with presence', async () => {
    const { built, owner } = env();
    for (let round = 0; round < 6; round++) {
      const { eventId, person } = await paidPlace(built, owner);
      const code = signCheckInCode(built.ctx.config.appSecret, person.uuid);
      const [refund, door] = await Promise.all([
        owner.inject({
          method: 'POST',
          url: `/api/eventos/${eventId}/participantes/cancelar`,
          payload: { participantes_ids: [person.id], reembolsar: true, motivo: 'Corrida' },
        }),
        owner.inject({ method: 'POST', url: `/api/eventos/${eventId}/check-in`, payload: { codigo: code } }),
      ]);
      const [after] = await built.ctx.db.select().from(participants).where(eq(participants.id, person.id));
      const refunded = after?.status === 'reembolsado';
      const inside = after?.checkedInAt !== null;
      expect(refunded && inside, `${refund.body} / ${door.body}`).toBe(false);
      expect(refunded || inside).toBe(true);
      expect(refund.statusCode === 200).toBe(refunded);
    }
  });

  it('the cancelled event’s refund job racing an organiser’s refund of the same order: one refund', async () => {
    const { built, owner } = env();
    for (let round = 0; round < 6; round++) {
      const { eventId, orderId, person } = await paidPlace(built, owner);
      await built.ctx.db
        .update(events)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(eq(events.id, eventId));
      env().asked.length = 0;
      const [job, manual] = await Promise.all([
        refundCancelledEvents(built.ctx, { eventId }),
        owner.inject({
          method: 'POST',
          url: `/api/eventos/${eventId}/participantes/cancelar`,
          payload: { participantes_ids: [person.id], reembolsar: true, motivo: 'Na mão' },
        }),
      ]);
      const ledger = await built.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(
        ledger.map((r) => [r.status, r.amountCents]),
        `${JSON.stringify(job)} / ${manual.body}`,
      ).toEqual([['refunded', 10_000]]);
      expect(env().asked).toHaveLength(1);
      // Exactly one of the two did it; the other lost the race (or found nothing left to do).
      expect(job.refunded + (manual.statusCode === 200 ? 1 : 0)).toBe(1);
      expect(await refundCancelledEvents(built.ctx, { eventId })).toMatchObject({ orders: 0 });
    }
  });

  it('courtesy places added at once never pass the ticket stock', async () => {
    const { built, owner } = env();
    const { event, ticketTypes: types } = await createTestEvent(built.ctx, owner.id, { capacity: 100 }, [
      { quantity: 3 },
    ]);
    const tid = types[0]?.id as number;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        owner.inject({
          method: 'POST',
          url: `/api/eventos/${event.id}/participantes`,
          payload: {
            nome: `Convidado ${i} Silva`,
            email: `conv${i}-${event.id}@teste.com.br`,
            ticketTypeId: tid,
          },
        }),
      ),
    );
    expect(
      results.filter((r) => r.statusCode === 201),
      results.map((r) => r.body).join('\n'),
    ).toHaveLength(3);
    expect(results.filter((r) => r.statusCode !== 201).map((r) => r.json().error_type)).toEqual(
      Array(9).fill('insufficient_stock'),
    );
    const [ticket] = await built.ctx.db.select().from(ticketTypes).where(eq(ticketTypes.id, tid));
    expect(ticket?.sold).toBe(3);
    const rows = await built.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(participants)
      .where(inArray(participants.eventId, [event.id]));
    expect(rows[0]?.n).toBe(3);
  });
});

describe.runIf(hasPostgres)(
  'refund canary: the harness catches a double refund when the guards are off',
  () => {
    const env = usePooledApp(openApp, async (harness) => {
      // Without the CHECK constraints nothing but the (disabled) guards stands between us and the race.
      await harness.database.handle.executeSql(
        'ALTER TABLE participants DROP CONSTRAINT participants_refunded_range; ALTER TABLE order_payments DROP CONSTRAINT order_payments_refunded_range; ALTER TABLE ticket_types DROP CONSTRAINT ticket_types_sold_range; ALTER TABLE events DROP CONSTRAINT events_places_taken_range',
      );
    });

    it('refunds twice with the read-then-write implementation', async () => {
      const { built, owner } = env();
      // The race needs two requests to read before either writes: on a loaded machine one round can
      // finish a request before the others start, so a fresh paid place is raced up to five times.
      // With the guards on, no round ever refunds twice (the tests above).
      let round = { orderId: 0, fulfilled: 0, failures: [] as string[] };
      for (let attempt = 0; attempt < 5 && round.fulfilled < 2; attempt++) {
        const { eventId, orderId, person } = await paidPlace(built, owner);
        env().asked.length = 0;
        const outcomes = await Promise.allSettled(
          Array.from({ length: 8 }, () =>
            cancelParticipants(built.ctx, {
              eventId,
              participantIds: [person.id],
              refund: true,
              reason: 'Canário',
              by: { actor: 'organizador', organiserId: owner.id },
              guard: 'none',
            }),
          ),
        );
        round = {
          orderId,
          fulfilled: outcomes.filter((o) => o.status === 'fulfilled').length,
          failures: outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : [])),
        };
      }
      const { orderId } = round;
      expect(round.fulfilled, round.failures.join('\n')).toBeGreaterThan(1);
      expect(env().asked.length).toBeGreaterThan(1);
      const ledger = await built.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(ledger.length).toBeGreaterThan(1);
    });
  },
);
