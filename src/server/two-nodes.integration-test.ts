// Two real `catraca serve` processes on one PostgreSQL behind a round-robin proxy, as a deployment
// runs them (ADR 0338): a flash sale across both never oversells nor answers 5xx; a communication
// is delivered once per recipient while both nodes' senders run; an upload made through one node is
// served by the other; and when one node is killed mid-sale, no order is half written and the other
// keeps selling. Sessions live in the database, so one organiser login works on every node.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommunication } from './communications/communication-service.ts';
import { emailOutbox, orders, participants, ticketTypes } from './db/schema.ts';
import { waitUntil } from './email/outbox-test-kit.ts';
import { participant } from './orders/registration-test-kit.ts';
import { createTestEvent, createTestOrganiser, ownedTestEvent } from './testing/factories.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './testing/round-robin-proxy.ts';
import { type ServerProcess, startServerProcess } from './testing/server-process.ts';
import { type SmtpSink, startSmtpSink } from './testing/smtp-sink.ts';
import { registerOrganiserAgent, useTestApp } from './testing/test-app.ts';
import { TEST_DRIVERS } from './testing/test-db.ts';
import { fakePng, multipartBody } from './uploads/multipart-test-body.ts';

interface Answer {
  status: number;
  /** When the request was sent. */
  sentAt: number;
}

async function buy(base: string, eventId: number, ticketId: number, n: number, tag: string): Promise<Answer> {
  const body = { participantes: [participant(ticketId, n, { email: `${tag}-${n}@teste.com.br` })] };
  const sentAt = Date.now();
  try {
    const res = await fetch(`${base}/api/eventos/${eventId}/inscricao`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    return { status: res.status, sentAt };
  } catch {
    return { status: 0, sentAt };
  }
}

/** `total` purchases, `concurrency` at a time; `onProgress` sees how many were answered. */
async function sale(
  base: string,
  eventId: number,
  ticketId: number,
  total: number,
  concurrency: number,
  tag: string,
  onProgress: (answered: number) => void = () => undefined,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  let started = 0;
  const lane = async () => {
    while (started < total) {
      started += 1;
      answers.push(await buy(base, eventId, ticketId, started, tag));
      onProgress(answers.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return answers;
}

describe.runIf(TEST_DRIVERS.includes('postgres'))('two app nodes on one PostgreSQL (postgres)', () => {
  const env = useTestApp('postgres');
  let sink: SmtpSink;
  let nodes: ServerProcess[] = [];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const nodeEnv = {
      DATABASE_URL: env().database.url ?? '',
      DATABASE_POOL_SIZE: '4',
      JOBS_ENABLED: 'true',
      SMTP_URL: sink.url,
      EMAIL_POLL_SECONDS: '0.2',
      // Every buyer here comes through one proxy address: the per-address registration budgets
      // would turn the sale into 429s (they are proven in registration-mail-limits).
      REGISTRATION_MAX_PER_IP_PER_HOUR: '0',
      UNPAID_PLACES_MAX_PER_IP: '0',
    };
    nodes = await Promise.all([startServerProcess(nodeEnv), startServerProcess(nodeEnv)]);
    proxy = await startRoundRobinProxy(nodes.map((node) => node.url));
  }, 90_000);
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(nodes.map((node) => node.stop('SIGTERM')));
    await sink?.close();
  }, 60_000);

  it('sells a flash sale across both nodes: exactly the stock, no 5xx', async () => {
    const { ctx } = env();
    const organiser = await createTestOrganiser(ctx);
    const { event, ticketTypes: types } = await createTestEvent(ctx, organiser.id, { capacity: 1000 }, [
      { priceCents: 0, quantity: 20 },
    ]);
    const ticketId = types[0]?.id as number;
    const answers = await sale(proxy.url, event.id, ticketId, 60, 12, 'flash');

    expect(answers.filter((a) => a.status >= 500 || a.status === 0)).toEqual([]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    const [stock] = await ctx.db
      .select({ sold: ticketTypes.sold })
      .from(ticketTypes)
      .where(eq(ticketTypes.id, ticketId));
    expect(stock?.sold).toBe(20);
    const [sold] = await ctx.db
      .select({ n: count() })
      .from(participants)
      .where(eq(participants.ticketTypeId, ticketId));
    expect(sold?.n).toBe(20);
    for (const node of nodes) expect(proxy.forwarded.get(node.url)).toBeGreaterThan(10);
  }, 90_000);

  it('delivers a communication once to each recipient while both nodes send', async () => {
    const { ctx } = env();
    const organiser = await createTestOrganiser(ctx);
    const { event } = await createTestEvent(ctx, organiser.id);
    sink.reset();
    sink.setDelay(5);
    const recipients = Array.from({ length: 150 }, (_, i) => ({
      email: `destinatario-${i}@teste.com.br`,
      name: `Pessoa ${i}`,
    }));
    const created = await createCommunication(ctx, {
      event: await ownedTestEvent(ctx, organiser, event.id),
      actorId: organiser.id,
      audience: 'participantes',
      subject: 'Aviso aos participantes',
      message: 'O credenciamento abre às 8h.',
      recipients,
    });
    const rows = () =>
      ctx.db.select().from(emailOutbox).where(eq(emailOutbox.communicationId, created.communicationId));
    await waitUntil(async () => (await rows()).every((row) => row.status === 'sent'), 45_000);
    sink.setDelay(0);

    const delivered = sink.messages.filter((m) => m.subject?.includes('Aviso aos participantes'));
    expect(delivered).toHaveLength(150);
    expect(new Set(delivered.flatMap((m) => m.to)).size).toBe(150);
    expect(sink.duplicates().size).toBe(0);
    expect((await rows()).every((row) => row.attempts === 1)).toBe(true);
  }, 90_000);

  it('serves an upload made through one node from the other', async () => {
    const [first, second] = nodes as [ServerProcess, ServerProcess];
    // The session is a database row: signed in through the in-process app, valid on every node.
    const agent = await registerOrganiserAgent(env().app);
    const image = fakePng(4096);
    const form = multipartBody({}, [
      { field: 'image', filename: 'banner.png', contentType: 'image/png', data: image },
    ]);
    const uploaded = await fetch(`${first.url}/api/uploads/rich-editor`, {
      method: 'POST',
      headers: {
        ...form.headers,
        cookie: agent.cookie,
        'x-csrf-token': agent.csrfToken,
        'x-requested-with': 'XMLHttpRequest',
      },
      body: new Uint8Array(form.payload),
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    const served = await fetch(`${second.url}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
  }, 60_000);

  it('when a node is killed mid-sale, writes no half order and the other node keeps selling', async () => {
    const { ctx } = env();
    const organiser = await createTestOrganiser(ctx);
    const { event, ticketTypes: types } = await createTestEvent(ctx, organiser.id, { capacity: 1000 }, [
      { priceCents: 0, quantity: 500 },
    ]);
    const ticketId = types[0]?.id as number;
    const victim = nodes[0] as ServerProcess;
    let killed = false;
    let diedAt = Number.POSITIVE_INFINITY;
    void victim.exited.then(() => {
      diedAt = Date.now();
    });
    const answers = await sale(proxy.url, event.id, ticketId, 80, 8, 'queda', (answered) => {
      if (answered === 20 && !killed) {
        killed = true;
        victim.child.kill('SIGKILL');
      }
    });
    await victim.exited;

    // Every request sent once the node was dead is served by the survivor: sales go on. (Counted
    // by send time, not answer time: a fast survivor may finish the rest within a second.)
    const afterKill = answers.filter((a) => a.sentAt > diedAt);
    expect(afterKill.length).toBeGreaterThan(20);
    expect(afterKill.filter((a) => a.status !== 201).map((a) => a.status)).toEqual([]);
    // Only requests the dead node had in hand may have failed (502 from the proxy, never 500).
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 502)).toBe(true);
    expect(answers.filter((a) => a.status === 502).length).toBeLessThanOrEqual(8);

    // Every order is whole: one participant each, counters equal to the rows, its e-mail queued.
    const eventOrders = await ctx.db.select().from(orders).where(eq(orders.eventId, event.id));
    expect(eventOrders.length).toBeGreaterThanOrEqual(answers.filter((a) => a.status === 201).length);
    const [people] = await ctx.db
      .select({ n: count() })
      .from(participants)
      .where(eq(participants.ticketTypeId, ticketId));
    expect(people?.n).toBe(eventOrders.length);
    const [stock] = await ctx.db
      .select({ sold: ticketTypes.sold })
      .from(ticketTypes)
      .where(eq(ticketTypes.id, ticketId));
    expect(stock?.sold).toBe(eventOrders.length);
    const [mails] = await ctx.db
      .select({ n: sql<number>`count(DISTINCT ${emailOutbox.toAddress})::int` })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.eventId, event.id)));
    expect(mails?.n).toBe(eventOrders.length);
  }, 90_000);
});
