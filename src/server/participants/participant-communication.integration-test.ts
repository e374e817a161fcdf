// Comunicar Participantes over HTTP on PGlite and PostgreSQL: recipients by filters, ids and
// buyers, unique addresses, the preview, delivery through the real drainer to an SMTP server,
// counts with failure reasons, retry, ownership (also of child ids), CSRF and bad input.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelectionSnapshot } from '../../domain/list-selection.ts';
import { emailOutbox } from '../db/schema.ts';
import { sinkWorker } from '../email/outbox-test-kit.ts';
import { createTestEvent } from '../testing/factories.ts';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { createTestOrders } from './participant-test-data.ts';

describe.each(TEST_DRIVERS)('comunicar participantes (%s)', (driver) => {
  const env = useTestApp(driver);
  let sink: SmtpSink;
  let owner: OrganiserAgent;
  let intruder: OrganiserAgent;

  beforeAll(async () => {
    sink = await startSmtpSink();
    owner = await registerOrganiserAgent(env().app, 'Dona');
    intruder = await registerOrganiserAgent(env().app, 'Intrusa');
  });
  afterAll(async () => {
    await sink.close();
  });

  async function eventWithPeople() {
    const { ctx } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id, {}, [
      { name: 'Inteira' },
      { name: 'Meia' },
    ]);
    const [inteira, meia] = ticketTypes.map((t) => t.id) as [number, number];
    const ids = await createTestOrders(ctx, event.id, [
      {
        buyerName: 'Beatriz Compradora',
        buyerEmail: 'bia@compra.test',
        people: [
          { name: 'Ana', email: 'ana@pessoa.test', ticketTypeId: inteira },
          { name: 'Ana de novo', email: 'ANA@pessoa.test ', ticketTypeId: inteira },
          { name: 'Caio', email: 'caio@pessoa.test', ticketTypeId: meia, checkedInAt: new Date() },
        ],
      },
      { people: [{ name: 'Duda', email: 'duda@pessoa.test', ticketTypeId: meia, status: 'pendente' }] },
      { people: [{ name: 'Sem', email: 'N/A', ticketTypeId: meia }] },
    ]);
    return { eventId: event.id, ids, inteira, meia };
  }

  const post = (eventId: number, payload: object, agent = owner, csrf = true) =>
    agent.inject({ method: 'POST', url: `/api/eventos/${eventId}/comunicar-participantes`, payload, csrf });
  const message = { assunto: 'Credenciamento', mensagem: 'Chegue às 8h.' };
  const previewUrl = (eventId: number, query = '') =>
    `/api/eventos/${eventId}/comunicar-participantes/destinatarios${query}`;
  const previewSelection = (eventId: number, payload: object, agent = owner) =>
    agent.inject({ method: 'POST', url: previewUrl(eventId), payload });
  /** The addresses a communication was actually queued for, sorted. */
  const queuedAddresses = async (communicationId: number) =>
    (
      await env()
        .ctx.db.select({ to: emailOutbox.toAddress })
        .from(emailOutbox)
        .where(eq(emailOutbox.communicationId, communicationId))
    )
      .map((row) => row.to)
      .sort();
  const snapshot = async (eventId: number, query: string): Promise<SelectionSnapshot> => {
    const res = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${eventId}/participantes/selecao?${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('schedules one delivery per unique address of the paid participants by default filters', async () => {
    const { eventId } = await eventWithPeople();
    const res = await post(eventId, { ...message, filtros: { status: ['pago'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Comunicação enviada com sucesso! A comunicação foi agendada e será enviada em breve.',
      data: { total_emails: 2, emails_enviados: 2, participantes_processados: 4 },
    });
  });

  it('filters by ticket type and presence, picks ids, and writes to buyers', async () => {
    const { eventId, ids, meia } = await eventWithPeople();
    const byType = await post(eventId, { ...message, filtros: { tipoIngresso: [meia], presenca: false } });
    expect(byType.json().data).toMatchObject({ total_emails: 1, participantes_processados: 2 });
    const picked = await post(eventId, { ...message, participantesIds: [ids[2], ids[3]] });
    expect(picked.json().data).toMatchObject({ total_emails: 2, participantes_processados: 2 });
    const buyers = await post(eventId, {
      ...message,
      enviarParaCompradores: true,
      filtros: { status: ['pago'] },
    });
    // Three paid participants bought by Beatriz, one whose buyer has no address: one e-mail.
    expect(buyers.json().data).toMatchObject({ total_emails: 1, participantes_processados: 4 });
  });

  it('previews the first five unique addresses and the counts', async () => {
    const { eventId, meia } = await eventWithPeople();
    const res = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${eventId}/comunicar-participantes/destinatarios?status=pago,pendente&tipoIngresso=${meia}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      participantes: 3,
      total_emails: 2,
      amostra: ['caio@pessoa.test', 'duda@pessoa.test'],
    });
    const bad = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${eventId}/comunicar-participantes/destinatarios?status=inventado&tipoIngresso=x`,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses nobody matching, bad text and junk with 4xx, and needs the CSRF header', async () => {
    const { eventId } = await eventWithPeople();
    const nobody = await post(eventId, { ...message, filtros: { status: ['reembolsado'] } });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().error).toBe(
      'Nenhum participante encontrado com os filtros aplicados. Ajuste os filtros para continuar.',
    );
    const blank = await post(eventId, { assunto: ' ', mensagem: 'x'.repeat(2001) });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().validation_errors).toMatchObject({
      assunto: ['Informe o assunto.'],
      mensagem: ['A mensagem deve ter no máximo 2000 caracteres.'],
    });
    for (const junk of [
      {},
      { ...message, filtros: { status: ['x'] } },
      { ...message, participantesIds: [0] },
    ]) {
      expect((await post(eventId, junk)).statusCode).toBe(422);
    }
    expect((await post(eventId, message, owner, false)).statusCode).toBe(403);
  });

  it('answers 404 for another organiser, for their participant ids and their communications', async () => {
    const mine = await eventWithPeople();
    expect((await post(mine.eventId, message, intruder)).statusCode).toBe(404);
    const theirs = await createTestEvent(env().ctx, intruder.id);
    const [foreign] = await createTestOrders(env().ctx, theirs.event.id, [
      { people: [{ name: 'Outra', ticketTypeId: theirs.ticketTypes[0]?.id as number }] },
    ]);
    expect(
      (await post(mine.eventId, { ...message, participantesIds: [mine.ids[0], foreign] })).statusCode,
    ).toBe(404);
    const sent = await post(mine.eventId, message);
    const communicationId = sent.json().data.comunicacao_id;
    const retryUrl = (eventId: number) =>
      `/api/eventos/${eventId}/comunicacoes/${communicationId}/reenviar-falhas`;
    expect((await intruder.inject({ method: 'POST', url: retryUrl(mine.eventId) })).statusCode).toBe(404);
    expect((await owner.inject({ method: 'POST', url: retryUrl(theirs.event.id) })).statusCode).toBe(404);
    expect(
      (await intruder.inject({ method: 'GET', url: `/api/eventos/${mine.eventId}/comunicacoes` })).statusCode,
    ).toBe(404);
  });

  it('answers 404 to the preview of another organiser, also for their participant ids in a selection', async () => {
    const mine = await eventWithPeople();
    const theirs = await createTestEvent(env().ctx, intruder.id);
    const [foreign] = await createTestOrders(env().ctx, theirs.event.id, [
      {
        people: [
          { name: 'Outra', email: 'outra@pessoa.test', ticketTypeId: theirs.ticketTypes[0]?.id as number },
        ],
      },
    ]);
    const intruderGet = await intruder.inject({
      method: 'GET',
      url: previewUrl(mine.eventId, '?status=pago'),
    });
    expect(intruderGet.statusCode).toBe(404);
    expect(intruderGet.body).not.toContain('pessoa.test');
    const ownerOnTheirs = await owner.inject({ method: 'GET', url: previewUrl(theirs.event.id) });
    expect(ownerOnTheirs.statusCode).toBe(404);
    // The intruder's own participant id on my event, and mine on theirs: neither leaks an address.
    const mixed = await previewSelection(mine.eventId, {
      selecao: { tipo: 'ids', ids: [mine.ids[0], foreign] },
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.body).not.toContain('outra@pessoa.test');
    const mineOnTheirs = await previewSelection(
      theirs.event.id,
      { selecao: { tipo: 'ids', ids: [mine.ids[0]] } },
      intruder,
    );
    expect(mineOnTheirs.statusCode).toBe(404);
    expect(mineOnTheirs.body).not.toContain('ana@pessoa.test');
    const intruderPost = await previewSelection(
      mine.eventId,
      { selecao: { tipo: 'ids', ids: [mine.ids[0]] } },
      intruder,
    );
    expect(intruderPost.statusCode).toBe(404);
    const noCsrf = await owner.inject({
      method: 'POST',
      url: previewUrl(mine.eventId),
      payload: { selecao: { tipo: 'ids', ids: [mine.ids[0]] } },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('resolves recipients at send time: a participant added after the preview is sent to', async () => {
    const { eventId, inteira } = await eventWithPeople();
    const before = await owner.inject({ method: 'GET', url: previewUrl(eventId, '?status=pago') });
    expect(before.json().data).toMatchObject({ participantes: 4, total_emails: 2 });
    await createTestOrders(env().ctx, eventId, [
      { people: [{ name: 'Nova', email: 'nova@pessoa.test', ticketTypeId: inteira }] },
    ]);
    // The modal sends its filters, never the addresses it previewed.
    const sent = await post(eventId, { ...message, filtros: { status: ['pago'] } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ total_emails: 3, participantes_processados: 5 });
    expect(await queuedAddresses(sent.json().data.comunicacao_id)).toEqual([
      'ana@pessoa.test',
      'caio@pessoa.test',
      'nova@pessoa.test',
    ]);
  });

  it('sends to exactly the ticked rows of the table selection, previewed the same way', async () => {
    const { eventId, ids } = await eventWithPeople();
    // Caio (paid, present) and Duda (pending): the modal's default "pago" filter must not apply.
    const selecao = { tipo: 'ids', ids: [ids[2], ids[3]] };
    const preview = await previewSelection(eventId, { selecao });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({
      participantes: 2,
      total_emails: 2,
      amostra: ['caio@pessoa.test', 'duda@pessoa.test'],
    });
    const sent = await post(eventId, { ...message, selecao });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ total_emails: 2, participantes_processados: 2 });
    expect(await queuedAddresses(sent.json().data.comunicacao_id)).toEqual([
      'caio@pessoa.test',
      'duda@pessoa.test',
    ]);
    const buyers = await post(eventId, {
      ...message,
      selecao: { tipo: 'ids', ids: [ids[0]] },
      enviarParaCompradores: true,
    });
    expect(await queuedAddresses(buyers.json().data.comunicacao_id)).toEqual(['bia@compra.test']);
    const mixed = await post(eventId, { ...message, selecao, filtros: { status: ['pago'] } });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().validation_errors.selecao).toEqual([
      'Envie para a seleção da tabela ou para os filtros, não para os dois.',
    ]);
  });

  it('sends to exactly a frozen "all matching" selection minus the unticked, and refuses it once it changed', async () => {
    const { eventId, ids, meia } = await eventWithPeople();
    const frozen = await snapshot(eventId, `tipoIngresso=${meia}`);
    expect(frozen.total).toBe(3);
    // Registered after the snapshot: the organiser never saw them, so they are not written to.
    await createTestOrders(env().ctx, eventId, [
      { people: [{ name: 'Tarde', email: 'tarde@pessoa.test', ticketTypeId: meia }] },
    ]);
    const preview = await previewSelection(eventId, {
      selecao: { tipo: 'filtro', snapshot: frozen, excluidos: [ids[4]] },
    });
    expect(preview.json().data).toMatchObject({ participantes: 2, total_emails: 2 });
    const sent = await post(eventId, {
      ...message,
      selecao: { tipo: 'filtro', snapshot: frozen, excluidos: [ids[4]] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ total_emails: 2, participantes_processados: 2 });
    expect(await queuedAddresses(sent.json().data.comunicacao_id)).toEqual([
      'caio@pessoa.test',
      'duda@pessoa.test',
    ]);

    const forged = await post(eventId, {
      ...message,
      selecao: { tipo: 'filtro', snapshot: { ...frozen, impressao: 'f'.repeat(32) } },
    });
    expect(forged.statusCode).toBe(409);
    expect(forged.json().error).toBe(
      'A lista mudou desde que você selecionou todos os resultados. Revise a seleção e tente novamente.',
    );
  });

  it('is delivered by the drainer; the panel shows counts and reasons; failed ones go back to the queue', async () => {
    const { ctx } = env();
    const { eventId } = await eventWithPeople();
    const worker = sinkWorker(ctx, sink);
    try {
      // The earlier tests' communications go out first, so the refusal below meets this one.
      await worker.drainer.drainUntilIdle();
      sink.reset();
      sink.failFor('caio@pessoa.test', { code: 550, message: 'No such user', stage: 'rcpt', times: 1 });
      const sent = await post(eventId, message);
      const communicationId = sent.json().data.comunicacao_id;
      await worker.drainer.drainUntilIdle();
      const list = await owner.inject({ method: 'GET', url: `/api/eventos/${eventId}/comunicacoes` });
      expect(list.statusCode).toBe(200);
      const [summary] = list.json().data;
      expect(summary).toMatchObject({
        id: communicationId,
        subject: 'Credenciamento',
        counts: { total: 3, queued: 0, sent: 2, failed: 1 },
      });
      expect(summary.falhas).toHaveLength(1);
      expect(summary.falhas[0].quantidade).toBe(1);
      expect(summary.falhas[0].motivo).toMatch(/^Recusado pelo servidor de e-mail: .*No such user/);

      const retry = await owner.inject({
        method: 'POST',
        url: `/api/eventos/${eventId}/comunicacoes/${communicationId}/reenviar-falhas`,
      });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data).toEqual({ reenviados: 1 });
      await worker.drainer.drainUntilIdle();
      const after = await owner.inject({ method: 'GET', url: `/api/eventos/${eventId}/comunicacoes` });
      expect(after.json().data[0].counts).toEqual({ total: 3, queued: 0, sent: 3, failed: 0 });
      expect(sink.messages.filter((m) => m.to[0] === 'caio@pessoa.test')).toHaveLength(1);
    } finally {
      await worker.close();
    }
  });
});
