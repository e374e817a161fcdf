// Helpers for the outbox tests (imported by *.integration-test.ts only): queued e-mails, workers
// with their own database and SMTP pools, and a poll-until helper.
import { asc, sql } from 'drizzle-orm';
import { type AppConfig, loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import type { SmtpSink } from '../testing/smtp-sink.ts';
import { renderEmail } from './email-layout.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { type DrainerOptions, OutboxDrainer } from './outbox-drainer.ts';
import { html as markup } from './safe-html.ts';

export async function waitUntil(probe: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Waits until the outbox has nothing queued and nothing being sent. */
export function waitUntilDrained(db: Db, timeoutMs?: number): Promise<void> {
  return waitUntil(async () => {
    const counts = await countByStatus(db);
    return (counts.queued ?? 0) + (counts.sending ?? 0) === 0;
  }, timeoutMs);
}

/** N queued e-mails to `n@destino.test` addresses, inserted in one statement. */
export async function queueTestEmails(db: Db, count: number, prefix = 'pessoa'): Promise<number[]> {
  const { html, text } = renderEmail({ title: 'Teste', bodyHtml: markup`<p>Olá</p>`, bodyText: 'Olá' });
  const rows = await db
    .insert(emailOutbox)
    .values(
      Array.from({ length: count }, (_, i) => ({
        kind: 'password_reset' as const,
        toAddress: `${prefix}${i + 1}@destino.test`,
        subject: `Mensagem ${i + 1}`,
        html,
        text,
      })),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}

export async function outboxRows(db: Db) {
  return db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
}

export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const result = (await db.execute(
    sql`SELECT status, count(*)::int AS n FROM email_outbox GROUP BY status`,
  )) as unknown as { rows: { status: string; n: number }[] };
  return Object.fromEntries(result.rows.map((r) => [r.status, Number(r.n)]));
}

export function sinkConfig(ctx: AppContext, sink: SmtpSink, poolSize = 5): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: ctx.config.DATA_DIR,
    MAIL_FROM: ctx.config.MAIL_FROM,
    SMTP_URL: sink.url,
    SMTP_POOL_SIZE: String(poolSize),
  });
}

export interface TestWorker {
  drainer: OutboxDrainer;
  mailer: Mailer;
  ctx: AppContext;
  close(): Promise<void>;
}

/** Between tests: the last test's workers closed, the outbox emptied, what the sink received forgotten. */
export async function clearDeliveries(workers: TestWorker[], db: Db, sink: SmtpSink): Promise<void> {
  for (const w of workers.splice(0)) await w.close();
  await db.delete(emailOutbox);
  sink.reset();
}

/** A worker as a separate app process would have it: its own SMTP pool, and `db` (its own pool). */
export function sinkWorker(
  ctx: AppContext,
  sink: SmtpSink,
  options: DrainerOptions & { db?: Db; poolSize?: number } = {},
): TestWorker {
  const config = sinkConfig(ctx, sink, options.poolSize);
  const mailer = options.mailer ?? createMailer(config);
  const workerCtx: AppContext = { ...ctx, config, mailer, db: options.db ?? ctx.db };
  const drainer = new OutboxDrainer(workerCtx, { pollIntervalMs: 50, ...options, db: workerCtx.db, mailer });
  return {
    drainer,
    mailer,
    ctx: workerCtx,
    async close() {
      await drainer.stop();
      mailer.close();
    },
  };
}
