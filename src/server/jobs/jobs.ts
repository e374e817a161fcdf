// The background work of one app process: the outbox drainer that sends every e-mail (ADR 0060),
// and pg-boss, on the app's own database, for scheduled jobs (releasing expired PIX orders).
// pg-boss reaches PostgreSQL through its connection string and the embedded PGlite through the
// DbHandle's executeSql adapter (one connection, shared with the app).
import PgBoss from 'pg-boss';
import { EXPIRE_CANDIDATES_JOB, expireCandidateDeadlines } from '../candidates/candidate-deadline-expiry.ts';
import type { AppContext } from '../context.ts';
import { recoverStaleClaims } from '../email/outbox-claims.ts';
import { type DrainerOptions, OutboxDrainer } from '../email/outbox-drainer.ts';
import { releaseExpiredOrders } from '../orders/order-expiry.ts';
import { type EmailSenderHandle, EXPIRE_ORDERS_JOB } from './job-queue.ts';

export interface StartedJobs extends EmailSenderHandle {
  readonly drainer: OutboxDrainer;
  stop(): Promise<void>;
}

export interface JobsOptions {
  /** pg-boss polls for work this often; tests lower it. */
  pollingIntervalSeconds?: number;
  /** Overrides of the drainer's settings (tests). */
  drainer?: DrainerOptions;
}

export async function startJobs(ctx: AppContext, options: JobsOptions = {}): Promise<StartedJobs> {
  const connection = ctx.config.DATABASE_URL
    ? { connectionString: ctx.config.DATABASE_URL, max: 4 }
    : { db: { executeSql: (text: string, values: unknown[]) => ctx.dbHandle.executeSql(text, values) } };
  const boss = new PgBoss({ ...connection, schema: 'pgboss' });
  boss.on('error', (err) => ctx.log.error({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(EXPIRE_ORDERS_JOB, { name: EXPIRE_ORDERS_JOB, policy: 'singleton' });
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work(EXPIRE_ORDERS_JOB, polling, async () => {
    const released = await releaseExpiredOrders(ctx);
    if (released > 0) ctx.log.info({ released }, 'expired unpaid PIX orders released');
  });
  await boss.schedule(EXPIRE_ORDERS_JOB, '* * * * *');
  // Approval events: selected candidates past their payment deadline free their places (issue 9).
  await boss.createQueue(EXPIRE_CANDIDATES_JOB, { name: EXPIRE_CANDIDATES_JOB, policy: 'singleton' });
  await boss.work(EXPIRE_CANDIDATES_JOB, polling, async () => {
    const expired = await expireCandidateDeadlines(ctx);
    if (expired > 0) ctx.log.info({ expired }, 'candidate payment deadlines expired');
  });
  await boss.schedule(EXPIRE_CANDIDATES_JOB, '* * * * *');

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
    async stop() {
      await drainer.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
