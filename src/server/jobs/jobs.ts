// pg-boss on the app's own database: PostgreSQL through its connection string, or the embedded
// PGlite through the DbHandle's executeSql adapter (one connection, shared with the app).
import PgBoss from 'pg-boss';
import type { AppContext } from '../context.ts';
import { listQueuedEmailIds, sendOutboxEmail } from '../email/outbox-sender.ts';
import { releaseExpiredOrders } from '../orders/order-expiry.ts';
import { EXPIRE_ORDERS_JOB, SEND_EMAIL_JOB } from './job-queue.ts';

export interface StartedJobs {
  send(name: string, data: object): Promise<string | null>;
  stop(): Promise<void>;
}

export interface JobsOptions {
  /** pg-boss polls for work this often; tests lower it. */
  pollingIntervalSeconds?: number;
}

export async function startJobs(ctx: AppContext, options: JobsOptions = {}): Promise<StartedJobs> {
  const connection = ctx.config.DATABASE_URL
    ? { connectionString: ctx.config.DATABASE_URL, max: 4 }
    : { db: { executeSql: (text: string, values: unknown[]) => ctx.dbHandle.executeSql(text, values) } };
  const boss = new PgBoss({ ...connection, schema: 'pgboss' });
  boss.on('error', (err) => ctx.log.error({ err }, 'job queue error'));
  await boss.start();
  await boss.createQueue(SEND_EMAIL_JOB, {
    name: SEND_EMAIL_JOB,
    retryLimit: 4,
    retryDelay: 30,
    retryBackoff: true,
  });
  await boss.createQueue(EXPIRE_ORDERS_JOB, { name: EXPIRE_ORDERS_JOB, policy: 'singleton' });

  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work<{ outboxId: number }>(SEND_EMAIL_JOB, polling, async (jobs) => {
    for (const job of jobs) await sendOutboxEmail(ctx, job.data.outboxId);
  });
  await boss.work(EXPIRE_ORDERS_JOB, polling, async () => {
    const released = await releaseExpiredOrders(ctx);
    if (released > 0) ctx.log.info({ released }, 'expired unpaid PIX orders released');
  });
  await boss.schedule(EXPIRE_ORDERS_JOB, '* * * * *');

  // E-mails queued while the queue was off (or before a crash) go out now.
  for (const outboxId of await listQueuedEmailIds(ctx)) await boss.send(SEND_EMAIL_JOB, { outboxId });

  return {
    send: (name, data) => boss.send(name, data),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  };
}
