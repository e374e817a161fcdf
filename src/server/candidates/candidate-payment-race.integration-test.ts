// Payments racing the deadline expiry, on real PostgreSQL with a pool of 20 (PGlite has one
// connection, so nothing there is ever concurrent). Card payments (made just before the deadline)
// and confirmations of PIX charges issued before it race the expiry job run just after it. Every
// candidate must end either `pago` (with exactly one confirmed charge, the money kept) or
// `prazo_vencido` (no confirmed charge; a PIX that arrived too late recorded for refund), and the
// event's places must equal the paid candidates. The canary runs the same race with the payment's
// locks and status guard switched off and proves the harness sees "money without a place".
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../app.ts';
import { candidates, events, latePayments } from '../db/schema.ts';
import { isSandboxGateway } from '../payments/sandbox-gateway.ts';
import { testConfig } from '../testing/test-app.ts';
import { openTestDatabase, TEST_DRIVERS, type TestDatabase } from '../testing/test-db.ts';
import type { CandidateGuard } from './candidate-charge-confirmation.ts';
import { expireCandidateDeadlines } from './candidate-deadline.ts';
import { payCandidates } from './candidate-payment-service.ts';
import {
  APPROVED_CARD,
  createApprovalEvent,
  createCandidateOrder,
  PAYER,
} from './candidate-payment-test-kit.ts';
import { CANDIDATE_PIX_LATE_MESSAGE, confirmCandidatePix } from './candidate-pix-confirmation.ts';

const POOL = 20;
const PRICE = 12000;
// Payments start at 0, 30, …, 150 ms; each event's expiry at 70 ms.
const STEP_MS = 30;
const EXPIRY_AT_MS = 70;
const hasPostgres = TEST_DRIVERS.includes('postgres');

interface RaceResult {
  eventIds: number[];
  expiredByJob: Set<number>;
  paidResponses: number;
  latePixRefusals: number;
}

describe.runIf(hasPostgres)(
  'a payment racing the deadline job (PostgreSQL only; needs TEST_DATABASE_URL)',
  () => {
    let built: BuiltApp;
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase('postgres', POOL);
      built = await buildApp(testConfig(), { dbHandle: database.handle, serveWeb: false });
      await built.app.ready();
    });
    afterAll(async () => {
      await built?.app.close();
      await database?.dispose();
    });

    /**
     * `events` events, each with `perEvent` one-person pre-registrations selected with the same
     * deadline; half pay by card just before it, half confirm a PIX issued before it; each event's
     * expiry starts a little later than the last one's, so both outcomes happen.
     */
    async function race(guard: CandidateGuard, eventsCount = 4, perEvent = 10): Promise<RaceResult> {
      const ctx = built.ctx;
      const deadline = new Date(Date.now() + 60_000);
      const beforeDeadline = new Date(deadline.getTime() - 1000);
      const afterDeadline = new Date(deadline.getTime() + 1000);
      const setups = [];
      for (let e = 0; e < eventsCount; e++) {
        const { event, ticket } = await createApprovalEvent(ctx, PRICE);
        const orders = [];
        for (let i = 0; i < perEvent; i++) {
          const order = await createCandidateOrder(
            ctx,
            { eventId: event.id, ticketTypeId: ticket.id, priceCents: PRICE },
            [{ name: `Pessoa ${e}-${i}`, status: 'selecionado', deadline }],
          );
          const body = {
            order_hash: order.hash,
            participantes_ids: order.participantIds,
            codigo_desconto: null,
            comprador: PAYER,
          };
          const pix =
            i % 2 === 1
              ? await payCandidates(
                  ctx,
                  { ...body, metodo_pagamento: { method: 'pix', installments: 1 } },
                  beforeDeadline,
                )
              : null;
          orders.push({ body, pix });
        }
        setups.push({ event, orders });
      }

      const expiredByJob = new Set<number>();
      let paidResponses = 0;
      const refusals: string[] = [];
      const work = setups.flatMap(({ event, orders }, e) => {
        // Timing alone cannot promise both outcomes on a loaded machine, so each event's race is
        // bracketed: its expiry starts only after the first payment settled, and the last slot's
        // payments start only after the expiry ran. Everything in between races for real.
        let firstSettled = () => {};
        const firstPaymentSettled = new Promise<void>((resolve) => {
          firstSettled = resolve;
        });
        const expiry = (async () => {
          await firstPaymentSettled;
          await sleep(EXPIRY_AT_MS);
          const ids = await ctx.db.transaction((tx) => expireCandidateDeadlines(tx, event.id, afterDeadline));
          for (const id of ids) expiredByJob.add(id);
        })();
        const payments = orders.map(async ({ body, pix }, i) => {
          // Spread before and after the expiry, PIX and card alike.
          const slot = (i + e) % 6;
          if (slot === 5) await expiry;
          await sleep(slot * STEP_MS);
          try {
            if (pix) await confirmCandidatePix(ctx, pix.order_payment_id, afterDeadline);
            else
              await payCandidates(
                ctx,
                {
                  ...body,
                  metodo_pagamento: { method: 'credit_card', card_data: APPROVED_CARD, installments: 3 },
                },
                beforeDeadline,
                { guard },
              );
            paidResponses += 1;
          } catch (error) {
            refusals.push(error instanceof Error ? error.message : String(error));
            // Refused (409) is an expected outcome; anything else is a failure of the test.
            if (
              !(error instanceof Error && 'status' in error && (error as { status: number }).status === 409)
            ) {
              throw error;
            }
          } finally {
            if (slot === 0) firstSettled();
          }
        });
        return [expiry, ...payments];
      });
      await Promise.all(work);
      // Whatever the race left selected is expired now, as the next run of the job would.
      for (const { event } of setups) {
        const ids = await ctx.db.transaction((tx) => expireCandidateDeadlines(tx, event.id, afterDeadline));
        for (const id of ids) expiredByJob.add(id);
      }
      const late = refusals.filter((m) => m === CANDIDATE_PIX_LATE_MESSAGE).length;
      console.info(`${guard}: ${paidResponses} paid, ${refusals.length} refused (${late} late PIX)`);
      return { eventIds: setups.map((s) => s.event.id), expiredByJob, paidResponses, latePixRefusals: late };
    }

    /** Everything that contradicts "either pago with its money, or prazo_vencido without it". */
    async function violations(result: RaceResult) {
      const ctx = built.ctx;
      const rows = (await ctx.db.execute(sql`
      SELECT c.id, c.status, p.status AS participant_status,
             (SELECT count(*)::int FROM candidate_payment_items i
                JOIN order_payments op ON op.id = i.order_payment_id
               WHERE i.participant_id = p.id AND op.status = 'fulfilled') AS paid_charges
        FROM candidates c JOIN participants p ON p.id = c.participant_id
       WHERE c.event_id IN (${sql.join(
         result.eventIds.map((id) => sql`${id}::int`),
         sql`, `,
       )})`)) as unknown as {
        rows: { id: number; status: string; participant_status: string; paid_charges: number }[];
      };
      const problems: string[] = [];
      for (const c of rows.rows) {
        if (c.status !== 'pago' && c.status !== 'prazo_vencido') problems.push(`${c.id} ended ${c.status}`);
        if (c.status === 'pago' && (c.paid_charges !== 1 || c.participant_status !== 'pago')) {
          problems.push(`${c.id} pago with ${c.paid_charges} charges, participant ${c.participant_status}`);
        }
        if (c.status === 'prazo_vencido' && c.paid_charges > 0) problems.push(`${c.id} expired but paid`);
        if (c.status === 'pago' && result.expiredByJob.has(c.id)) {
          problems.push(`${c.id} paid after the job freed its place`);
        }
      }
      const places = await ctx.db
        .select({ id: events.id, taken: events.placesTaken })
        .from(events)
        .where(inArray(events.id, result.eventIds));
      for (const event of places) {
        const [count] = await ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(candidates)
          .where(and(eq(candidates.eventId, event.id), eq(candidates.status, 'pago')));
        if (event.taken !== (count?.n ?? 0))
          problems.push(`event ${event.id}: ${event.taken} places, ${count?.n} paid`);
      }
      return { problems, rows: rows.rows };
    }

    it('each candidate ends either pago or prazo_vencido, never both, never money without a place', async () => {
      const result = await race('guarded');
      const { problems, rows } = await violations(result);
      expect(problems).toEqual([]);
      const paid = rows.filter((c) => c.status === 'pago').length;
      const expired = rows.filter((c) => c.status === 'prazo_vencido').length;
      // Both outcomes happened, so the race was real.
      expect(paid).toBeGreaterThan(0);
      expect(expired).toBeGreaterThan(0);
      expect(result.paidResponses).toBe(paid);
      // Card money kept equals paid card candidates; refused PIX money is recorded for refund.
      const gateway = built.ctx.payments;
      if (!isSandboxGateway(gateway)) throw new Error('sandbox expected');
      const keptCards = (await built.ctx.db.execute(sql`
        SELECT op.gateway_reference FROM order_payments op
          JOIN orders o ON o.id = op.order_id
         WHERE o.event_id IN (${sql.join(
           result.eventIds.map((id) => sql`${id}::int`),
           sql`, `,
         )}) AND op.method = 'credit_card' AND op.status = 'fulfilled'`)) as unknown as {
        rows: { gateway_reference: string }[];
      };
      const approved = new Set(
        gateway
          .charges()
          .filter((c) => c.status === 'approved')
          .map((c) => c.gatewayReference),
      );
      for (const { gateway_reference } of keptCards.rows) expect(approved.has(gateway_reference)).toBe(true);
      const late = await built.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(latePayments)
        .where(inArray(latePayments.eventId, result.eventIds));
      console.info(
        `race: ${paid} pago, ${expired} prazo_vencido, ${late[0]?.n ?? 0} late PIX recorded for refund`,
      );
    });

    it('canary: with the payment unguarded the same race leaves money without a place', async () => {
      const result = await race('none');
      const { problems } = await violations(result);
      console.info(`canary: ${problems.length} violations, e.g. ${problems[0]}`);
      expect(problems.length).toBeGreaterThan(0);
    });
  },
);
