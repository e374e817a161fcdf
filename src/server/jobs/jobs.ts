// The background work of one app process: the outbox drainer that sends every e-mail (ADR 0060),
// and pg-boss, on the app's own database, for scheduled jobs (releasing expired PIX orders).
// pg-boss reaches PostgreSQL through its connection string and the embedded PGlite through the
// DbHandle's executeSql adapter (one connection, shared with the app).
import { PgBoss } from 'pg-boss';
import { EXPIRE_CANDIDATES_JOB, expireCandidateDeadlines } from '../candidates/candidate-deadline-expiry.ts';
import type { AppContext } from '../context.ts';
import { recoverStaleClaims } from '../email/outbox-claims.ts';
import { type DrainerOptions, OutboxDrainer } from '../email/outbox-drainer.ts';
import { currentRequestId } from '../http/request-context.ts';
import { REFUND_PAYMENTS_JOB, refundCancelledEvents } from '../orders/event-refunds.ts';
import { releaseExpiredOrders } from '../orders/order-expiry.ts';
import { askAgainAboutStuckRefunds } from '../orders/refund-settlement.ts';
import { RECONCILE_PAYMENTS_JOB, reconcilePendingPayments } from '../settlement/reconcile-payments.ts';
import { type EmailSenderHandle, EXPIRE_ORDERS_JOB, type JobRunner } from './job-queue.ts';
import { dropPreviousJobSchema, PG_BOSS_SCHEMA } from './job-schema.ts';

export interface StartedJobs extends EmailSenderHandle, JobRunner {
  readonly drainer: OutboxDrainer;
  stop(): Promise<void>;
}

export interface JobsOptions {
  /** pg-boss polls for work this often; tests lower it. */
  pollingIntervalSeconds?: number;
  /** Overrides of the drainer's settings (tests). */
  drainer?: DrainerOptions;
}

/**
 * The time a job acts at: now, or under NODE_ENV=test the `agora` its sender put in the job (the
 * end-to-end suite's clock, ADR 0162), so a deadline can pass without waiting hours.
 */
function jobClock(ctx: AppContext, data: { agora?: string } | undefined): Date {
  if (ctx.config.NODE_ENV !== 'test' || !data?.agora) return new Date();
  const at = new Date(data.agora);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

/** What a job's data may carry: the test clock (ADR 0162) and the request that sent it (ADR 0335). */
interface JobData {
  agora?: string;
  requestId?: string | null;
  /** Test runs only: the one order a test-clock sweep may expire (other journeys' PIX stay held). */
  pedido?: string;
}

/** The test clock's sweep touches only the order it names; the scheduled sweep, every order. */
function expiryScope(ctx: AppContext, data: JobData | undefined): { orderHash?: string } {
  return ctx.config.NODE_ENV === 'test' && data?.pedido ? { orderHash: data.pedido } : {};
}

function jobLogFields(job: { id: string; name: string; data: JobData } | undefined) {
  return { job: job?.name, jobId: job?.id, requestId: job?.data?.requestId ?? null };
}

export async function startJobs(ctx: AppContext, options: JobsOptions = {}): Promise<StartedJobs> {
  const connection = ctx.config.DATABASE_URL
    ? { connectionString: ctx.config.DATABASE_URL, max: 4 }
    : { db: { executeSql: (text: string, values: unknown[]) => ctx.dbHandle.executeSql(text, values) } };
  await dropPreviousJobSchema(ctx.dbHandle);
  const boss = new PgBoss({ ...connection, schema: PG_BOSS_SCHEMA });
  boss.on('error', (err) => ctx.log.error({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(EXPIRE_ORDERS_JOB, { policy: 'singleton' });
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work<JobData>(EXPIRE_ORDERS_JOB, polling, async ([job]) => {
    const released = await releaseExpiredOrders(ctx, jobClock(ctx, job?.data), expiryScope(ctx, job?.data));
    if (released > 0) ctx.log.info({ ...jobLogFields(job), released }, 'expired unpaid PIX orders released');
  });
  await boss.schedule(EXPIRE_ORDERS_JOB, '* * * * *');
  // Approval events: selected candidates past their payment deadline free their places (issue 9).
  await boss.createQueue(EXPIRE_CANDIDATES_JOB, { policy: 'singleton' });
  await boss.work<JobData>(EXPIRE_CANDIDATES_JOB, polling, async ([job]) => {
    const expired = await expireCandidateDeadlines(ctx, jobClock(ctx, job?.data));
    if (expired > 0 || job?.data?.requestId) {
      ctx.log.info({ ...jobLogFields(job), expired }, 'candidate payment deadlines checked');
    }
  });
  await boss.schedule(EXPIRE_CANDIDATES_JOB, '* * * * *');

  // Real gateways: pending payments past a few minutes are asked about (a webhook may be lost).
  await boss.createQueue(RECONCILE_PAYMENTS_JOB, { policy: 'singleton' });
  await boss.work<JobData>(RECONCILE_PAYMENTS_JOB, polling, async ([job]) => {
    const report = await reconcilePendingPayments(ctx, jobClock(ctx, job?.data));
    if (report.confirmed + report.late + report.closed + report.failed > 0) {
      ctx.log.info({ ...jobLogFields(job), ...report }, 'pending payments reconciled with the gateway');
    }
  });
  await boss.schedule(RECONCILE_PAYMENTS_JOB, '* * * * *');

  // Refunds (issue 20, ADR 0415): cancelled events' paid orders, and refunds the gateway never
  // answered, asked again with the same idempotency key. Each run reads its work from the database.
  await boss.createQueue(REFUND_PAYMENTS_JOB, { policy: 'singleton' });
  await boss.work<JobData>(REFUND_PAYMENTS_JOB, polling, async ([job]) => {
    const events = await refundCancelledEvents(ctx);
    const stuck = await askAgainAboutStuckRefunds(ctx, jobClock(ctx, job?.data));
    if (events.orders + stuck.asked > 0 || job?.data?.requestId) {
      ctx.log.info({ ...jobLogFields(job), events, stuck }, 'refunds worked through');
    }
  });
  await boss.schedule(REFUND_PAYMENTS_JOB, '* * * * *');

  // The embedded database has one process: whatever is still claimed was claimed by a previous run
  // of this one, which is dead, so its claims are taken back now instead of after the timeout.
  if (ctx.dbHandle.driver === 'pglite') {
    const recovery = await recoverStaleClaims(ctx.db, 0);
    if (recovery.requeued + recovery.interrupted > 0) {
      ctx.log.warn(recovery, 'took back e-mail claims of the previous run');
    }
  }
  // No per-row work at boot: the drainer claims whatever is queued, in batches, from its first round.
  const drainer = new OutboxDrainer(ctx, options.drainer);
  drainer.start();

  return {
    drainer,
    wakeEmailSender: () => drainer.wake(),
    nudgeJob(name) {
      boss
        .send(name, { requestId: currentRequestId() })
        .catch((err: unknown) => ctx.log.error({ err, job: name }, 'job not nudged'));
    },
    async runJob(name, data) {
      // The request that asked for it travels in the job's data and is logged by the worker.
      const id = await boss.send(name, { ...data, requestId: currentRequestId() });
      if (!id) throw new Error(`job ${name} was not queued`);
      // pg-boss polls every pollingIntervalSeconds; the caller waits for the outcome, not a guess.
      for (let waited = 0; waited < 30_000; waited += 100) {
        const [job] = await boss.findJobs(name, { id });
        if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return { id, state: job.state };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { id, state: 'timeout' };
    },
    async stop() {
      await drainer.stop();
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
