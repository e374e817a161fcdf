// Worker processes and the delivery audit for the benchmarks that send e-mail (bench:dashboard's
// communication section): real app processes with their outbox drainer
// (src/server/testing/outbox-worker-process.ts) sending to the SMTP sink, and a check of every
// outbox row against what the sink received. The same steps as bench/email-delivery.ts, on a
// database reached through a plain query function.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messageIdFor } from '../src/server/email/mailer.ts';
import type { SmtpSink } from '../src/server/testing/smtp-sink.ts';

export type Query = (text: string) => Promise<Record<string, unknown>[]>;

export function startWorker(
  dbUrl: string,
  sink: SmtpSink,
  options: { pool: string; claimTimeoutSeconds: string },
): Promise<ChildProcess> {
  const child = fork(new URL('../src/server/testing/outbox-worker-process.ts', import.meta.url), {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'catraca-bench-worker-')),
      DATABASE_URL: dbUrl,
      DATABASE_POOL_SIZE: '4',
      SMTP_URL: sink.url,
      SMTP_POOL_SIZE: options.pool,
      EMAIL_POLL_SECONDS: '0.2',
      EMAIL_CLAIM_TIMEOUT_SECONDS: options.claimTimeoutSeconds,
    },
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

export async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ stop: true });
  await exited;
}

export type Counts = Record<string, number>;

/** Rows of a communication by state (`failure` when failed). */
export async function statusCounts(query: Query, communicationId: number): Promise<Counts> {
  const rows = await query(`SELECT coalesce(failure, status) AS state, count(*)::int AS n FROM email_outbox
    WHERE communication_id = ${communicationId} GROUP BY 1`);
  return Object.fromEntries(rows.map((r) => [String(r.state), Number(r.n)]));
}

export async function waitUntilSettled(query: Query, communicationId: number): Promise<Counts> {
  for (;;) {
    const counts = await statusCounts(query, communicationId);
    if ((counts.queued ?? 0) + (counts.sending ?? 0) === 0) return counts;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every row against the sink: sent rows received exactly once, interrupted ones at most once. */
export async function auditDelivery(query: Query, sink: SmtpSink, communicationId: number, mailFrom: string) {
  const rows = await query(
    `SELECT message_key, status, failure FROM email_outbox WHERE communication_id = ${communicationId}`,
  );
  const received = new Map<string, number>();
  for (const m of sink.messages) received.set(m.messageId ?? '', (received.get(m.messageId ?? '') ?? 0) + 1);
  let delivered = 0;
  let duplicates = 0;
  let lost = 0;
  for (const row of rows) {
    const copies = received.get(messageIdFor(String(row.message_key), mailFrom)) ?? 0;
    if (copies > 0) delivered += 1;
    if (copies > 1) duplicates += copies - 1;
    if (row.status === 'sent' && copies === 0) lost += 1;
  }
  return { rows: rows.length, delivered, duplicates, lost };
}
