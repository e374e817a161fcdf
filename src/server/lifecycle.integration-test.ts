// SIGTERM to a real `catraca serve` process while it works (ADR 0332): a request whose body is still
// arriving is answered and its order committed; an e-mail being handed over to a slow SMTP server is
// delivered once and recorded as sent; new connections are refused; the process exits 0.
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, orders } from './db/schema.ts';
import { waitUntil } from './email/outbox-test-kit.ts';
import { participant } from './orders/registration-test-kit.ts';
import { createTestEvent, createTestOrganiser } from './testing/factories.ts';
import { startServerProcess } from './testing/server-process.ts';
import { type SmtpSink, startSmtpSink } from './testing/smtp-sink.ts';
import { useTestApp } from './testing/test-app.ts';
import { TEST_DRIVERS } from './testing/test-db.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST whose body is sent in two halves, so the request is in flight between them. */
function slowPost(url: string, body: string) {
  const data = Buffer.from(body);
  const half = Math.floor(data.length / 2);
  let finish: () => void = () => undefined;
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': data.length } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(data.subarray(0, half));
    finish = () => req.end(data.subarray(half));
  });
  return { answered, finish: () => finish() };
}

async function refusesConnections(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
    return false;
  } catch {
    return true;
  }
}

describe.runIf(TEST_DRIVERS.includes('postgres'))('graceful shutdown of a server process (postgres)', () => {
  const env = useTestApp('postgres');
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => sink?.close());

  const freeEvent = async () => {
    const { ctx } = env();
    const organiser = await createTestOrganiser(ctx);
    const { event, ticketTypes } = await createTestEvent(ctx, organiser.id, {}, [{ priceCents: 0 }]);
    return { event, ticketId: ticketTypes[0]?.id as number };
  };

  it('on SIGTERM finishes the request in flight (its order is written), refuses new connections and exits 0', async () => {
    const { event, ticketId } = await freeEvent();
    const server = await startServerProcess({
      DATABASE_URL: env().database.url ?? '',
      JOBS_ENABLED: 'false',
    });
    const body = JSON.stringify({
      participantes: [participant(ticketId, 1, { email: 'sigterm@teste.com.br' })],
    });
    const post = slowPost(`${server.url}/api/eventos/${event.id}/inscricao`, body);
    await sleep(300); // the server has the headers and half the body: the request is in flight
    server.child.kill('SIGTERM');
    await waitUntil(async () => refusesConnections(server.url), 10_000);
    post.finish();
    const answer = await post.answered;
    expect(answer.status, answer.body).toBe(201);
    const exit = await server.exited;
    expect(exit.code, exit.output).toBe(0);
    const written = await env().ctx.db.select().from(orders).where(eq(orders.eventId, event.id));
    expect(written).toHaveLength(1);
  }, 90_000);

  it('on SIGTERM finishes handing over the e-mail in flight to the SMTP server before it exits', async () => {
    const { event, ticketId } = await freeEvent();
    await env().ctx.db.delete(emailOutbox); // the first test's node queued e-mails it never sent
    sink.reset();
    sink.setDelay(2500); // the SMTP server takes 2.5 s to accept each message
    const server = await startServerProcess({
      DATABASE_URL: env().database.url ?? '',
      JOBS_ENABLED: 'true',
      SMTP_URL: sink.url,
      SMTP_POOL_SIZE: '5',
      EMAIL_POLL_SECONDS: '0.1',
    });
    const body = { participantes: [participant(ticketId, 1, { email: 'handover@teste.com.br' })] };
    const res = await fetch(`${server.url}/api/eventos/${event.id}/inscricao`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    const handedOver = async () => {
      const rows = await env().ctx.db.select().from(emailOutbox);
      return rows.length > 0 && rows.every((row) => row.handedOverAt !== null) ? rows : null;
    };
    await waitUntil(async () => (await handedOver()) !== null, 20_000);
    // Handed over, not yet confirmed: the SMTP server holds its reply for 2.5 s.
    const inFlight = await handedOver();
    expect(inFlight?.map((row) => row.status)).toEqual(inFlight?.map(() => 'sending'));
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit.code, exit.output).toBe(0);
    const rows = await env().ctx.db.select().from(emailOutbox);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'sent'));
    expect(sink.messages).toHaveLength(rows.length);
    expect(sink.duplicates().size).toBe(0);
    sink.setDelay(0);
  }, 90_000);
});
