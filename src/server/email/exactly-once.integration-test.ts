// Exactly once, with several workers on one database (issue 7 item 5, ADR 0060): two workers with
// their own database and SMTP pools drain the same e-mails into a real SMTP server; a canary shows
// the sink does see duplicates when rows are not claimed; a worker that dies mid-batch (simulated,
// and on PostgreSQL a real process killed with SIGKILL) causes no duplicate, and everything it had
// not handed over is delivered by another worker.
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../db/client.ts';
import { openPostgres } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { createMailer, type Mailer, messageIdFor } from './mailer.ts';
import {
  clearDeliveries,
  countByStatus,
  outboxRows,
  queueTestEmails,
  sinkConfig,
  sinkWorker,
  type TestWorker,
  waitUntil,
  waitUntilDrained,
} from './outbox-test-kit.ts';

/** A database that stops answering, as a dead process's would. Statements already sent finish. */
function killableDb(db: Db) {
  let dead = false;
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      if (dead) throw new Error('worker killed');
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: proxy as Db, kill: () => (dead = true), isDead: () => dead };
}

/** Checks every row against what the SMTP server received; returns the figures. */
async function auditDelivery(db: Db, sink: SmtpSink, mailFrom: string) {
  const rows = await outboxRows(db);
  const received = new Map<string, number>();
  for (const m of sink.messages) received.set(m.messageId ?? '', (received.get(m.messageId ?? '') ?? 0) + 1);
  const copies = (key: string) => received.get(messageIdFor(key, mailFrom)) ?? 0;
  const sent = rows.filter((r) => r.status === 'sent');
  const interrupted = rows.filter((r) => r.status === 'failed' && r.failure === 'interrupted');
  return {
    rows: rows.length,
    duplicates: sink.duplicates().size,
    sentNotReceivedOnce: sent.filter((r) => copies(r.messageKey) !== 1).length,
    sent: sent.length,
    interrupted: interrupted.length,
    interruptedReceived: interrupted.filter((r) => copies(r.messageKey) === 1).length,
    other: rows.length - sent.length - interrupted.length,
    received: sink.messages.length,
  };
}

// The outbox sender before claims: read the queued rows, send each, mark it sent.
async function naiveDrain(db: Db, mailer: Mailer, mailFrom: string): Promise<void> {
  const queued = await db.select().from(emailOutbox).where(eq(emailOutbox.status, 'queued'));
  let next = 0;
  const lane = async () => {
    for (let row = queued[next++]; row; row = queued[next++]) {
      await mailer.send({
        to: row.toAddress,
        subject: row.subject ?? '',
        html: row.html ?? '',
        text: row.text ?? '',
        attachments: [],
        messageId: messageIdFor(row.messageKey, mailFrom),
      });
      await db.update(emailOutbox).set({ status: 'sent' }).where(eq(emailOutbox.id, row.id));
    }
  };
  await Promise.all([lane(), lane(), lane(), lane(), lane()]);
}

// A busy CI machine (or PGlite, one connection for both workers) can take a while to send 300
// e-mails; the waits allow a minute, the tests a minute and a half.
describe.each(TEST_DRIVERS)('exactly-once delivery (%s)', { timeout: 90_000 }, (driver) => {
  const env = useTestApp(driver);
  let sink: SmtpSink;
  let second: DbHandle | null = null;
  const workers: TestWorker[] = [];
  // A second app process on PostgreSQL has its own connection pool; PGlite has one connection.
  const secondDb = () => {
    const { database, ctx } = env();
    if (!database.url) return ctx.db;
    second ??= openPostgres(database.url, 5);
    return second.db;
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterEach(() => clearDeliveries(workers, env().ctx.db, sink));
  afterAll(async () => {
    await second?.close();
    await sink.close();
  });

  it('two workers with their own database and SMTP pools deliver each of 300 e-mails exactly once', async () => {
    const { ctx } = env();
    await queueTestEmails(ctx.db, 300);
    const a = sinkWorker(ctx, sink, { batchSize: 20 });
    const b = sinkWorker(ctx, sink, { batchSize: 20, db: secondDb() });
    workers.push(a, b);
    a.drainer.start();
    b.drainer.start();
    await waitUntil(async () => (await countByStatus(ctx.db)).sent === 300);

    const audit = await auditDelivery(ctx.db, sink, ctx.config.MAIL_FROM);
    expect(audit).toMatchObject({
      rows: 300,
      sent: 300,
      received: 300,
      duplicates: 0,
      sentNotReceivedOnce: 0,
    });
    expect(a.drainer.stats.claimed + b.drainer.stats.claimed).toBe(300);
    // Both really worked the same queue at the same time.
    expect(a.drainer.stats.sent).toBeGreaterThan(0);
    expect(b.drainer.stats.sent).toBeGreaterThan(0);
  });

  it('canary: two senders that do not claim rows deliver duplicates, and the audit sees them', async () => {
    const { ctx } = env();
    await queueTestEmails(ctx.db, 100);
    const mailerA = createMailer(sinkConfig(ctx, sink));
    const mailerB = createMailer(sinkConfig(ctx, sink));
    try {
      await Promise.all([
        naiveDrain(ctx.db, mailerA, ctx.config.MAIL_FROM),
        naiveDrain(secondDb(), mailerB, ctx.config.MAIL_FROM),
      ]);
    } finally {
      mailerA.close();
      mailerB.close();
    }
    const audit = await auditDelivery(ctx.db, sink, ctx.config.MAIL_FROM);
    expect(audit.duplicates).toBeGreaterThan(0);
    expect(audit.received).toBeGreaterThan(100);
  });

  it('a worker that dies mid-batch causes no duplicate; what it never handed over is delivered by another', async () => {
    const { ctx } = env();
    await queueTestEmails(ctx.db, 120);
    const killable = killableDb(secondDb());
    const real = createMailer(sinkConfig(ctx, sink));
    let completed = 0;
    // Dies right after its 10th message reached the server, before recording it.
    const dying: Mailer = {
      transport: real.transport,
      concurrency: real.concurrency,
      close: real.close,
      async send(message) {
        if (killable.isDead()) throw new Error('worker killed');
        await real.send(message);
        if (++completed === 10) killable.kill();
      },
    };
    const a = sinkWorker(ctx, sink, {
      db: killable.db,
      mailer: dying,
      batchSize: 50,
      claimTimeoutSeconds: 2,
    });
    workers.push(a);
    a.drainer.start();
    await waitUntil(async () => killable.isDead());
    const survivor = sinkWorker(ctx, sink, { claimTimeoutSeconds: 2, pollIntervalMs: 50 });
    workers.push(survivor);
    survivor.drainer.start();
    await waitUntilDrained(ctx.db);

    const audit = await auditDelivery(ctx.db, sink, ctx.config.MAIL_FROM);
    expect(audit).toMatchObject({ rows: 120, duplicates: 0, sentNotReceivedOnce: 0, other: 0 });
    // Only what was on its way to the server when it died is in doubt; all the rest of its batch
    // (claimed, never handed over) went back to the queue and out through the survivor.
    expect(audit.interrupted).toBeGreaterThanOrEqual(1);
    expect(audit.interrupted).toBeLessThanOrEqual(10);
    expect(survivor.drainer.stats.recovered).toBeGreaterThanOrEqual(30);
    expect(audit.received).toBe(audit.sent + audit.interruptedReceived);
  });
});

// A real process and a real SIGKILL need a server other processes can reach: PostgreSQL only.
describe.runIf(TEST_DRIVERS.includes('postgres'))('exactly-once delivery across processes (postgres)', () => {
  const env = useTestApp('postgres');
  let sink: SmtpSink;
  const workers: TestWorker[] = [];
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    for (const w of workers.splice(0)) await w.close();
    await sink.close();
  });

  it('a worker process killed with SIGKILL mid-send causes no duplicate; another process finishes', async () => {
    const { ctx, database } = env();
    await queueTestEmails(ctx.db, 300);
    // A server that takes 50 ms to answer each message: when the kill lands, the messages in
    // flight are mostly inside that window (taken by the server, not yet confirmed).
    sink.setDelay(50);
    const child = fork(new URL('../testing/outbox-worker-process.ts', import.meta.url), {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'catraca-worker-')),
        DATABASE_URL: database.url ?? '',
        SMTP_URL: sink.url,
        MAIL_FROM: ctx.config.MAIL_FROM,
        EMAIL_POLL_SECONDS: '0.1',
        EMAIL_CLAIM_TIMEOUT_SECONDS: '2',
      },
      stdio: 'ignore',
    });
    await sink.waitForCount(60, 30_000);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    sink.setDelay(0);

    const survivor = sinkWorker(ctx, sink, { claimTimeoutSeconds: 2, pollIntervalMs: 50 });
    workers.push(survivor);
    survivor.drainer.start();
    await waitUntilDrained(ctx.db, 30_000);

    const audit = await auditDelivery(ctx.db, sink, ctx.config.MAIL_FROM);
    expect(audit).toMatchObject({ rows: 300, duplicates: 0, sentNotReceivedOnce: 0, other: 0 });
    expect(audit.interrupted).toBeGreaterThanOrEqual(1);
    expect(audit.interrupted).toBeLessThanOrEqual(10);
    expect(audit.received).toBe(audit.sent + audit.interruptedReceived);
    expect(survivor.drainer.stats.recovered).toBeGreaterThan(0);
  }, 90_000);
});
