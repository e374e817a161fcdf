// Communications on PGlite and PostgreSQL: one record and one delivery row per unique recipient,
// the organiser's text escaped into the layout, ownership, bad input, delivery through the real
// drainer into an SMTP server, counts per communication and per event, and resending the failed.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OwnedEvent } from '../access/owned-event.ts';
import { communications, emailOutbox } from '../db/schema.ts';
import { messageIdFor } from '../email/mailer.ts';
import { sinkWorker, type TestWorker } from '../email/outbox-test-kit.ts';
import { AppError } from '../http/app-error.ts';
import { createTestEvent, createTestOrganiser, ownedTestEvent } from '../testing/factories.ts';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink.ts';
import { useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import {
  createCommunication,
  getCommunicationDeliveryCounts,
  listEventCommunications,
  retryFailedDeliveries,
} from './communication-service.ts';

const people = (n: number, domain = 'destino.test') =>
  Array.from({ length: n }, (_, i) => ({ email: `pessoa${i + 1}@${domain}`, name: `Pessoa ${i + 1}` }));

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe.each(TEST_DRIVERS)('communications (%s)', (driver) => {
  const env = useTestApp(driver);
  let sink: SmtpSink;
  const workers: TestWorker[] = [];
  let organiserId: number;
  let organiserEmail: string;
  let event: OwnedEvent;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const { ctx } = env();
    const organiser = await createTestOrganiser(ctx);
    organiserId = organiser.id;
    organiserEmail = organiser.email;
    const created = await createTestEvent(ctx, organiserId, { name: 'Congresso <Inovação> & Cia' });
    event = await ownedTestEvent(ctx, organiser, created.event.id);
  });
  afterEach(async () => {
    for (const w of workers.splice(0)) await w.close();
    await env().ctx.db.delete(communications);
    sink.reset();
  });
  afterAll(async () => {
    await sink.close();
  });

  const send = (overrides: Partial<Parameters<typeof createCommunication>[1]> = {}) =>
    createCommunication(env().ctx, {
      event,
      actorId: organiserId,
      audience: 'participantes',
      subject: '  Mudança de sala  ',
      message:
        'Olá!\n\nA palestra mudou para a sala 2.\nDetalhes: https://exemplo.com.br/agenda?dia=1&sala=2',
      recipients: people(3),
      ...overrides,
    });

  it('records the communication and one queued delivery per unique address, returning at once', async () => {
    const { ctx } = env();
    const created = await send({
      recipients: [
        ...people(3),
        { email: 'PESSOA1@destino.test', name: 'Repetida' },
        { email: 'N/A', name: 'Sem e-mail' },
      ],
      filters: { status: ['pago'] },
    });
    expect(created).toMatchObject({ totalEmails: 3, scheduled: 3 });

    const [record] = await ctx.db
      .select()
      .from(communications)
      .where(eq(communications.id, created.communicationId));
    expect(record).toMatchObject({
      eventId: event.id,
      createdBy: organiserId,
      audience: 'participantes',
      subject: 'Mudança de sala',
      recipientCount: 3,
      filters: { status: ['pago'] },
    });
    const rows = await ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.communicationId, created.communicationId));
    expect(rows.map((r) => r.toAddress).sort()).toEqual(people(3).map((p) => p.email));
    expect(
      rows.every(
        (r) =>
          r.status === 'queued' && r.kind === 'communication' && r.priority === 1 && r.eventId === event.id,
      ),
    ).toBe(true);
    expect(rows.find((r) => r.toAddress === 'pessoa1@destino.test')?.toName).toBe('Pessoa 1');
    // The development outbox page shows them with the communication's subject and text.
    const listed = (await env().app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().data;
    expect(listed[0]).toMatchObject({ kind: 'communication', subject: 'Mudança de sala', status: 'queued' });
    expect(listed[0].text).toContain('A palestra mudou para a sala 2.');
  });

  it("escapes the organiser's text into the layout, with a plain-text part and a footer", async () => {
    const { ctx } = env();
    const created = await send({ message: '<script>alert(1)</script> Traga "documento" & crachá\nAté já' });
    const [record] = await ctx.db
      .select()
      .from(communications)
      .where(eq(communications.id, created.communicationId));
    expect(record?.html).not.toContain('<script>');
    expect(record?.html).toContain(
      '&#60;script&#62;alert(1)&#60;/script&#62; Traga &#34;documento&#34; &#38; crachá<br>Até já',
    );
    expect(record?.html).toContain('Congresso &#60;Inovação&#62; &#38; Cia');
    expect(record?.text).toContain('<script>alert(1)</script> Traga "documento" & crachá\nAté já');
    expect(record?.text).toMatch(
      /--\nMensagem enviada por .+ porque você está inscrito\(a\) em Congresso <Inovação> & Cia/,
    );
  });

  it("answers 404 for another organiser's event and 422 for bad text or no address", async () => {
    const { ctx } = env();
    const stranger = await createTestOrganiser(ctx);
    expect((await rejection(ownedTestEvent(ctx, stranger, event.id))).status).toBe(404);
    const long = await rejection(send({ subject: 'a'.repeat(101), message: ' ' }));
    expect(long.status).toBe(422);
    expect(long.fieldErrors).toEqual({
      assunto: ['O assunto deve ter no máximo 100 caracteres.'],
      mensagem: ['Escreva a mensagem.'],
    });
    const nobody = await rejection(send({ recipients: [{ email: 'N/A', name: 'x' }] }));
    expect(nobody.status).toBe(422);
    expect(nobody.message).toBe('Nenhum destinatário com e-mail válido para esta comunicação.');
    expect(await ctx.db.select().from(communications)).toHaveLength(0);
  });

  it('is delivered by the drainer with its subject, Reply-To and Message-IDs; failed ones can be resent', async () => {
    const { ctx } = env();
    sink.failFor('pessoa2@destino.test', { code: 550, message: 'No such user', stage: 'rcpt', times: 1 });
    const first = await send({ recipients: people(4) });
    await send({ subject: 'Lembrete', recipients: people(2, 'outro.test') });
    const worker = sinkWorker(ctx, sink);
    workers.push(worker);
    await worker.drainer.drainUntilIdle();

    const scope = { event, communicationId: first.communicationId };
    expect(await getCommunicationDeliveryCounts(ctx, scope)).toEqual({
      total: 4,
      queued: 0,
      sent: 3,
      failed: 1,
    });
    expect(await getCommunicationDeliveryCounts(ctx, { event })).toEqual({
      total: 6,
      queued: 0,
      sent: 5,
      failed: 1,
    });
    const message = sink.messages.find((m) => m.to[0] === 'pessoa1@destino.test');
    expect(message?.subject).toBe('=?UTF-8?Q?Mudan=C3=A7a_de_sala?=');
    expect(message?.raw).toContain(`Reply-To: ${organiserEmail}`);
    expect(message?.raw).toContain('To: Pessoa 1 <pessoa1@destino.test>');
    const [row] = await ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'pessoa1@destino.test'));
    expect(message?.messageId).toBe(messageIdFor(row?.messageKey as string, ctx.config.MAIL_FROM));

    const listed = await listEventCommunications(ctx, event);
    expect(listed.map((c) => [c.subject, c.counts.sent, c.counts.failed])).toEqual([
      ['Lembrete', 2, 0],
      ['Mudança de sala', 3, 1],
    ]);

    expect(await retryFailedDeliveries(ctx, scope)).toBe(1);
    expect(await getCommunicationDeliveryCounts(ctx, scope)).toEqual({
      total: 4,
      queued: 1,
      sent: 3,
      failed: 0,
    });
    await worker.drainer.drainUntilIdle();
    expect(await getCommunicationDeliveryCounts(ctx, scope)).toEqual({
      total: 4,
      queued: 0,
      sent: 4,
      failed: 0,
    });
    expect(sink.messages.filter((m) => m.to[0] === 'pessoa2@destino.test')).toHaveLength(1);
    expect(sink.duplicates().size).toBe(0);
  });

  it("answers 404 for counts, lists and retries of another organiser's or another event's communication", async () => {
    const { ctx } = env();
    const created = await send();
    const stranger = await createTestOrganiser(ctx);
    const organiser = { id: organiserId };
    const otherEvent = await ownedTestEvent(
      ctx,
      organiser,
      (await createTestEvent(ctx, organiserId)).event.id,
    );
    const cases = [
      // A stranger never gets the event the services need.
      () => ownedTestEvent(ctx, stranger, event.id),
      () =>
        getCommunicationDeliveryCounts(ctx, { event: otherEvent, communicationId: created.communicationId }),
      () => retryFailedDeliveries(ctx, { event: otherEvent, communicationId: created.communicationId }),
    ];
    for (const attempt of cases) expect((await rejection(attempt())).status).toBe(404);
  });
});
