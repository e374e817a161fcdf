// E-mail delivery benchmark (npm run bench:email). A fresh PostgreSQL database, a local SMTP
// server (the test sink, in this process) and real worker processes (the app with its jobs on,
// src/server/testing/outbox-worker-process.ts):
//   1. schedules a communication to BENCH_RECIPIENTS (10 000) people and prints how long the call
//      took (target ≤ 1 s);
//   2. BENCH_WORKERS (2) worker processes deliver it through their pooled SMTP transports; prints
//      e-mails/s from the call's return to the last message received (target ≥ 200/s) and checks
//      every message arrived exactly once;
//   3. a second communication (BENCH_KILL_RECIPIENTS, 3000) with one worker SIGKILLed mid-send and
//      another finishing: prints duplicates (target 0), delivered, and failed as ambiguous.
// Exits 1 on any duplicate or lost message. See docs/performance.md.
import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { createCommunication } from '../src/server/communications/communication-service.ts';
import type { AppContext } from '../src/server/context.ts';
import { messageIdFor } from '../src/server/email/mailer.ts';
import { createTestEvent, createTestOrganiser, ownedTestEvent } from '../src/server/testing/factories.ts';
import { type SmtpSink, startSmtpSink } from '../src/server/testing/smtp-sink.ts';
import { BENCH_SERVER_URL, benchConfig, createBenchDatabase } from './bench-database.ts';
import { startWorker, stopWorker } from './outbox-workers.ts';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const SMTP_POOL = process.env.BENCH_SMTP_POOL ?? '5';
const KILL_RECIPIENTS = Number(process.env.BENCH_KILL_RECIPIENTS ?? 3000);
// The kill run's server answers each message after this long, like a real server writing its
// queue: the messages in flight when the worker dies are mostly inside that ambiguous window.
const KILL_SINK_DELAY_MS = Number(process.env.BENCH_KILL_SINK_DELAY_MS ?? 20);
const CLAIM_TIMEOUT_SECONDS = '5';
const WORKER_OPTIONS = { pool: SMTP_POOL, claimTimeoutSeconds: CLAIM_TIMEOUT_SECONDS };

type Counts = Record<string, number>;

async function statusCounts(ctx: AppContext, communicationId: number): Promise<Counts> {
  const result = (await ctx.db.execute(sql`
    SELECT coalesce(failure, status) AS state, count(*)::int AS n FROM email_outbox
    WHERE communication_id = ${communicationId} GROUP BY 1`)) as unknown as {
    rows: { state: string; n: number }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.state, Number(r.n)]));
}

async function waitUntilSettled(ctx: AppContext, communicationId: number): Promise<Counts> {
  for (;;) {
    const counts = await statusCounts(ctx, communicationId);
    if ((counts.queued ?? 0) + (counts.sending ?? 0) === 0) return counts;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every row against the sink: sent rows received exactly once, interrupted ones at most once. */
async function audit(ctx: AppContext, sink: SmtpSink, communicationId: number) {
  const result = (await ctx.db.execute(sql`
    SELECT message_key, status, failure, claimed_by FROM email_outbox
    WHERE communication_id = ${communicationId}`)) as unknown as {
    rows: { message_key: string; status: string; failure: string | null; claimed_by: string | null }[];
  };
  const received = new Map<string, number>();
  for (const m of sink.messages) received.set(m.messageId ?? '', (received.get(m.messageId ?? '') ?? 0) + 1);
  let delivered = 0;
  let duplicates = 0;
  let lost = 0;
  let interruptedReceived = 0;
  const byWorker = new Map<string, number>();
  for (const row of result.rows) {
    const copies = received.get(messageIdFor(row.message_key, ctx.config.MAIL_FROM)) ?? 0;
    if (copies > 0) delivered += 1;
    if (copies > 1) duplicates += copies - 1;
    if (row.status === 'sent') {
      if (copies === 0) lost += 1;
      byWorker.set(row.claimed_by ?? '?', (byWorker.get(row.claimed_by ?? '?') ?? 0) + 1);
    }
    if (row.failure === 'interrupted' && copies > 0) interruptedReceived += 1;
  }
  return { rows: result.rows.length, delivered, duplicates, lost, interruptedReceived, byWorker };
}

const people = (n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({
    email: `pessoa${i + 1}-${tag}@bench.test`,
    name: `Pessoa ${i + 1}`,
  }));

async function main(): Promise<void> {
  const { url, handle, drop } = await createBenchDatabase(5);
  const sink = await startSmtpSink();
  const workers: ChildProcess[] = [];
  let failed = false;
  try {
    const config = benchConfig({ NODE_ENV: 'test' });
    const { app, ctx } = await buildApp(config, { dbHandle: handle, serveWeb: false });
    const organiser = await createTestOrganiser(ctx);
    const { event } = await createTestEvent(ctx, organiser.id, { name: 'Conferência Bench' });
    const owned = await ownedTestEvent(ctx, organiser, event.id);
    const communicate = (recipients: { email: string; name: string }[], subject: string) =>
      createCommunication(ctx, {
        event: owned,
        actorId: organiser.id,
        audience: 'participantes',
        subject,
        message: 'Olá!\n\nO credenciamento abre às 8h. Traga um documento com foto.\n\nAté lá!',
        recipients,
      });

    console.log(
      `PostgreSQL ${BENCH_SERVER_URL.replace(/\/[^/]*$/, '/…')}; ${WORKERS} worker processes, SMTP pool ${SMTP_POOL} each; sink on ${sink.url}`,
    );
    // Warm-up (JIT, the statement's first plan), then delete it so the workers only see the real one.
    const warm = await communicate(people(200, 'aquecimento'), 'Aquecimento');
    await ctx.db.execute(sql`DELETE FROM communications WHERE id = ${warm.communicationId}`);

    // 1 + 2: the workers wait, idle; the call schedules; they deliver.
    for (let i = 0; i < WORKERS; i++) workers.push(await startWorker(url, sink, WORKER_OPTIONS));
    const t0 = performance.now();
    const created = await communicate(people(RECIPIENTS, 'a'), 'Informações do credenciamento');
    const scheduleMs = performance.now() - t0;
    const scheduledAt = Date.now();
    console.log(
      `\nscheduling: ${created.scheduled} deliveries of ${created.totalEmails} unique addresses in ${scheduleMs.toFixed(0)} ms (target ≤ 1000 ms)`,
    );
    await waitUntilSettled(ctx, created.communicationId);
    const last = Math.max(...sink.messages.map((m) => m.receivedAt));
    const rate = sink.messages.length / ((last - scheduledAt) / 1000);
    const first = await audit(ctx, sink, created.communicationId);
    console.log(
      `delivery: ${first.delivered} of ${first.rows} delivered in ${((last - scheduledAt) / 1000).toFixed(2)} s = ${rate.toFixed(0)} e-mails/s (target ≥ 200/s); duplicates ${first.duplicates}, lost ${first.lost}`,
    );
    console.log(`  per worker: ${[...first.byWorker.values()].join(' + ')}`);
    for (const w of workers.splice(0)) await stopWorker(w);
    failed ||= first.duplicates > 0 || first.lost > 0 || first.delivered !== RECIPIENTS;

    // 3: one worker killed mid-send, another finishes.
    sink.reset();
    sink.setDelay(KILL_SINK_DELAY_MS);
    const victim = await startWorker(url, sink, WORKER_OPTIONS);
    const doomed = await communicate(people(KILL_RECIPIENTS, 'b'), 'Mudança de horário');
    await sink.waitForCount(Math.floor(KILL_RECIPIENTS / 3) + 7, 120_000);
    victim.kill('SIGKILL');
    await new Promise((resolve) => victim.once('exit', resolve));
    const atKill = await statusCounts(ctx, doomed.communicationId);
    console.log(
      `\nkill run: ${KILL_RECIPIENTS} recipients, server answers after ${KILL_SINK_DELAY_MS} ms; worker SIGKILLed at ${sink.messages.length} received (rows then: ${JSON.stringify(atKill)})`,
    );
    sink.setDelay(0);
    const survivor = await startWorker(url, sink, WORKER_OPTIONS);
    workers.push(survivor);
    const killedAt = Date.now();
    const counts = await waitUntilSettled(ctx, doomed.communicationId);
    const second = await audit(ctx, sink, doomed.communicationId);
    console.log(
      `  after the survivor (claims stale after ${CLAIM_TIMEOUT_SECONDS} s; settled ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill):`,
    );
    console.log(
      `  duplicates ${second.duplicates} (target 0), delivered ${second.delivered} of ${second.rows}, sent ${counts.sent ?? 0}, failed as ambiguous ${counts.interrupted ?? 0} (of which the server had received ${second.interruptedReceived}), lost ${second.lost}`,
    );
    const accounted = (counts.sent ?? 0) + (counts.interrupted ?? 0);
    failed ||= second.duplicates > 0 || second.lost > 0 || accounted !== KILL_RECIPIENTS;
    await app.close();
  } finally {
    for (const w of workers) await stopWorker(w).catch(() => w.kill('SIGKILL'));
    await sink.close();
    await drop();
  }
  if (failed) {
    console.error('\nFAILED: a duplicate, a lost message or an unaccounted row');
    process.exit(1);
  }
}

await main();
