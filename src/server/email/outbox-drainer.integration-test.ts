// The outbox drainer against a real SMTP server (the test sink) on PGlite and PostgreSQL:
// delivery with stable Message-IDs, retries with backoff, permanent refusals, the ambiguous
// dropped connection, heartbeats under a slow server, and transactional mail first.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema.ts';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { messageIdFor } from './mailer.ts';
import { claimBatch } from './outbox-claims.ts';
import {
  clearDeliveries,
  countByStatus,
  outboxRows,
  queueTestEmails,
  sinkWorker,
  type TestWorker,
  waitUntil,
} from './outbox-test-kit.ts';
import { EMAIL_PRIORITY, queueEmail } from './queue-email.ts';

describe.each(TEST_DRIVERS)('outbox drainer (%s)', (driver) => {
  const env = useTestApp(driver);
  let sink: SmtpSink;
  const workers: TestWorker[] = [];
  const worker = (options: Parameters<typeof sinkWorker>[2] = {}) => {
    const w = sinkWorker(env().ctx, sink, options);
    workers.push(w);
    return w;
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterEach(() => clearDeliveries(workers, env().ctx.db, sink));
  afterAll(async () => {
    await sink.close();
  });

  it('delivers every queued e-mail once through the SMTP pool, with a Message-ID taken from its row', async () => {
    const { ctx } = env();
    await queueTestEmails(ctx.db, 60);
    const w = worker();
    await w.drainer.drainUntilIdle();

    const rows = await outboxRows(ctx.db);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.sentAt !== null)).toBe(true);
    expect(sink.messages).toHaveLength(60);
    expect(sink.duplicates().size).toBe(0);
    const expected = rows.map((r) => messageIdFor(r.messageKey, ctx.config.MAIL_FROM)).sort();
    expect(sink.messages.map((m) => m.messageId).sort()).toEqual(expected);
    const first = sink.messages.find((m) => m.to[0] === 'pessoa1@destino.test');
    expect(first?.subject).toBe('Mensagem 1');
    // 60 rows in batches of 10 × the pool's 5 connections: two claims, not one per row.
    expect(w.drainer.stats.claims).toBe(2);
  });

  it('retries a temporary refusal with growing delays and ends sent', async () => {
    const { ctx } = env();
    sink.failFor('pessoa1@destino.test', { code: 451, stage: 'data', times: 2 });
    const refusedAt: number[] = [];
    const [id] = await queueTestEmails(ctx.db, 1);
    const w = worker({ retryBaseSeconds: 0.2, pollIntervalMs: 20 });
    w.drainer.start();
    await waitUntil(async () => {
      const [row] = await ctx.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id as number));
      if (row && row.attempts > refusedAt.length && row.status === 'queued') refusedAt.push(Date.now());
      return row?.status === 'sent';
    });
    const sentAt = Date.now();
    const [row] = await outboxRows(ctx.db);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, failure: null, lastError: null });
    expect(sink.refusals('pessoa1@destino.test')).toBe(2);
    expect(sink.messages).toHaveLength(1);
    // Waits of 0.2 s then 0.4 s (±20 %): the second is at least 0.32 s.
    expect(refusedAt).toHaveLength(2);
    expect((refusedAt[1] as number) - (refusedAt[0] as number)).toBeGreaterThanOrEqual(150);
    expect(sentAt - (refusedAt[1] as number)).toBeGreaterThanOrEqual(300);
  });

  it('fails a permanent refusal at once, with the reason from the server', async () => {
    const { ctx } = env();
    sink.failFor('pessoa1@destino.test', { code: 550, message: 'Mailbox does not exist', stage: 'rcpt' });
    await queueTestEmails(ctx.db, 2);
    await worker({ retryBaseSeconds: 0.01 }).drainer.drainUntilIdle();

    const [refused, delivered] = await outboxRows(ctx.db);
    expect(refused).toMatchObject({ status: 'failed', failure: 'rejected', attempts: 1 });
    expect(refused?.lastError).toContain('Recusado pelo servidor de e-mail');
    expect(refused?.lastError).toContain('550');
    expect(refused?.lastError).toContain('Mailbox does not exist');
    expect(delivered?.status).toBe('sent');
    expect(sink.refusals('pessoa1@destino.test')).toBe(1);
  });

  it('gives up on a temporary refusal after the attempt limit', async () => {
    const { ctx } = env();
    sink.failFor('pessoa1@destino.test', { code: 421, message: 'Busy', stage: 'rcpt' });
    await queueTestEmails(ctx.db, 1);
    const w = worker({ retryBaseSeconds: 0.02, maxAttempts: 3, pollIntervalMs: 10 });
    w.drainer.start();
    await waitUntil(async () => (await countByStatus(ctx.db)).failed === 1);
    const [row] = await outboxRows(ctx.db);
    expect(row).toMatchObject({ status: 'failed', failure: 'attempts_exhausted', attempts: 3 });
    expect(row?.lastError).toMatch(/^Falhou após 3 tentativas\. Último erro: .*421 Busy/);
    expect(sink.refusals('pessoa1@destino.test')).toBe(3);
  });

  it('never resends a message whose connection dropped after the server took it', async () => {
    const { ctx } = env();
    sink.failFor('pessoa1@destino.test', { stage: 'drop', times: 1 });
    await queueTestEmails(ctx.db, 3);
    const w = worker({ retryBaseSeconds: 0.01 });
    await w.drainer.drainUntilIdle();
    await w.drainer.drainUntilIdle();

    const [dropped] = await outboxRows(ctx.db);
    expect(dropped).toMatchObject({ status: 'failed', failure: 'interrupted', attempts: 1 });
    expect(dropped?.lastError).toContain('pode ter sido entregue');
    expect(sink.messages.filter((m) => m.to[0] === 'pessoa1@destino.test')).toHaveLength(1);
    expect(await countByStatus(ctx.db)).toEqual({ failed: 1, sent: 2 });
  });

  it('keeps a slow delivery claimed while its worker lives, though a second worker recovers stale claims', async () => {
    const { ctx } = env();
    sink.setDelay(1200);
    await queueTestEmails(ctx.db, 4);
    // Claims look stale after 2 s; each message takes 1.2 s and one connection sends them in turn.
    const slow = worker({ claimTimeoutSeconds: 2, poolSize: 1 });
    const other = worker({ claimTimeoutSeconds: 2, pollIntervalMs: 100 });
    slow.drainer.start();
    await waitUntil(async () => (await countByStatus(ctx.db)).sending === 4);
    other.drainer.start();
    await waitUntil(async () => (await countByStatus(ctx.db)).sent === 4);

    expect(sink.messages).toHaveLength(4);
    expect(sink.duplicates().size).toBe(0);
    expect(other.drainer.stats).toMatchObject({ recovered: 0, interrupted: 0, sent: 0 });
    expect(slow.drainer.stats.sent).toBe(4);
  });

  it('claims a transactional e-mail before a bulk one queued earlier', async () => {
    const { ctx } = env();
    const bulk = await queueEmail(ctx.db, {
      kind: 'password_reset',
      to: 'lote@destino.test',
      subject: 'Lote',
      html: '<p>x</p>',
      text: 'x',
      priority: EMAIL_PRIORITY.bulk,
    });
    const urgent = await queueEmail(ctx.db, {
      kind: 'order_confirmation',
      to: 'compradora@destino.test',
      subject: 'Inscrição confirmada',
      html: '<p>x</p>',
      text: 'x',
    });
    const [first] = await claimBatch(ctx.db, 'teste', 1);
    expect(first?.id).toBe(urgent);
    expect(first?.id).not.toBe(bulk);
  });
});
