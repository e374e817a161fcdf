import { createHash, createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  candidates,
  emailOutbox,
  events,
  formFields,
  orders,
  participantAnswers,
  participants,
} from '../db/schema.ts';
import { registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { expireCandidateDeadlines } from './candidate-deadline-expiry.ts';
import { createApprovalEvent, createTestCandidates } from './candidate-test-data.ts';

const NAMES = ['Ana Lima', 'Bruno Reis', 'Carla Dias', 'Davi Nunes', 'Eva Souza'];

describe.each(TEST_DRIVERS)('Pré-Inscritos routes (%s)', (driver) => {
  const env = useTestApp(driver);

  async function setup(options: { capacity?: number; freeTicket?: boolean } = {}) {
    const { app, ctx } = env();
    const organiser = await registerOrganiserAgent(app);
    const { event, ticketTypes } = await createApprovalEvent(ctx, organiser.id, options);
    const ticket = ticketTypes[0]?.id ?? 0;
    const ids = await createTestCandidates(
      ctx,
      event.id,
      NAMES.map((name) => ({ name, ticketTypeId: ticket })),
    );
    const post = (url: string, payload: Record<string, unknown>) =>
      organiser.inject({ method: 'POST', url, payload });
    const statuses = async () =>
      (await ctx.db.select().from(candidates).where(eq(candidates.eventId, event.id)))
        .sort((a, b) => a.id - b.id)
        .map((c) => c.status);
    const placesTaken = async () =>
      (await ctx.db.select().from(events).where(eq(events.id, event.id)))[0]?.placesTaken;
    const outbox = () => ctx.db.select().from(emailOutbox).where(eq(emailOutbox.eventId, event.id));
    return { app, ctx, organiser, event, ticketTypes, ids, post, statuses, placesTaken, outbox };
  }

  it('lists candidates with the list-query conventions, page size 100 and the status filter', async () => {
    const { organiser, event, ids, post } = await setup();
    await post('/api/candidatos/desclassificar', { candidato_ids: [ids[4]], notify_candidates: false });
    const res = await organiser.inject({ method: 'GET', url: `/api/eventos/${event.id}/candidatos` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ total: 5, pagina: 1, por_pagina: 100 });
    expect(data.itens.map((r: { nome: string }) => r.nome)).toEqual(NAMES);
    expect(data.itens[0]).toMatchObject({
      status: 'pre_inscrito',
      valorPago: '150.00',
      isParticipante: false,
    });
    const filtered = await organiser.inject({
      method: 'GET',
      url: `/api/eventos/${event.id}/candidatos?status=desclassificado&busca=eva`,
    });
    expect(filtered.json().data.itens.map((r: { id: number }) => r.id)).toEqual([ids[4]]);
    const byDay = await organiser.inject({
      method: 'GET',
      url: `/api/eventos/${event.id}/candidatos?dataCompra_de=02/10/2026`,
    });
    expect(byDay.json().data.total).toBe(0);
    const bad = await organiser.inject({
      method: 'GET',
      url: `/api/eventos/${event.id}/candidatos?status=x`,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('selects, takes places, queues one payment e-mail per order with the link and deadline', async () => {
    const { organiser, event, ids, post, statuses, placesTaken, outbox } = await setup({ capacity: 3 });
    const res = await post('/api/candidatos/selecionar', { candidato_ids: [ids[0], ids[1]] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Candidatos selecionados!',
      data: {
        candidatos_selecionados: [
          { id: ids[0], isParticipante: false },
          { id: ids[1], isParticipante: false },
        ],
      },
    });
    expect(await statuses()).toEqual([
      'selecionado',
      'selecionado',
      'pre_inscrito',
      'pre_inscrito',
      'pre_inscrito',
    ]);
    expect(await placesTaken()).toBe(2);
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails[0]?.kind).toBe('candidate_notice');
    expect(mails[0]?.text).toMatch(/\/payment\/candidate\/[A-Za-z0-9_-]+/);
    expect(mails[0]?.text).toMatch(/até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);

    // Again: refused with the §5 text, nothing changes, nothing is queued twice.
    const again = await post('/api/candidatos/selecionar', { candidato_ids: [ids[0]] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Este candidato já está selecionado.');
    // Two more than the one place left: refused whole.
    const tooMany = await post('/api/candidatos/selecionar', { candidato_ids: [ids[2], ids[3]] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe('Não há vagas suficientes: resta 1 vaga e a ação precisa de 2.');
    expect(await placesTaken()).toBe(2);
    expect(await outbox()).toHaveLength(2);

    const summary = await organiser.inject({
      method: 'GET',
      url: `/api/eventos/${event.id}/candidatos/resumo`,
    });
    expect(summary.json().data).toMatchObject({
      vagas: { total: 3, ocupadas: 2, disponiveis: 1, percentual: 67 },
      contagem: { pre_inscrito: 3, selecionado: 2 },
      maximoSelecionavel: 1,
      prazoPadrao: { value: 7, unit: 'dias' },
    });
  });

  it('disqualifies (notifying when asked), reverts, exempts and resends with the §5 refusals', async () => {
    const { ctx, ids, post, statuses, placesTaken, outbox } = await setup();
    const dq = await post('/api/candidatos/desclassificar', { candidato_ids: [ids[0], ids[1]] });
    expect(dq.json()).toMatchObject({
      message: 'Candidatos desclassificados!',
      data: { emails_agendados: 2 },
    });
    const silent = await post('/api/candidatos/desclassificar', {
      candidato_ids: [ids[2]],
      notify_candidates: false,
    });
    expect(silent.json().data.emails_agendados).toBe(0);
    expect((await outbox()).map((m) => m.subject)).toEqual([
      'Resultado da seleção: Evento de Teste',
      'Resultado da seleção: Evento de Teste',
    ]);

    const badRevert = await post('/api/candidatos/reverter-para-pre-inscrito', { candidato_ids: [ids[3]] });
    expect(badRevert.json().error).toBe('Este candidato já está como pré-inscrito.');
    const revert = await post('/api/candidatos/reverter-para-pre-inscrito', { candidato_ids: [ids[2]] });
    expect(revert.json().message).toBe('Candidatos revertidos!');

    const exempt = await post('/api/candidatos/conceder-isencao', { candidato_ids: [ids[2], ids[3]] });
    expect(exempt.json()).toMatchObject({
      message: 'Isenção concedida! 2 candidatos movidos para lista de participantes de forma isenta',
      data: { candidatos_istentos: [{ isParticipante: true }, { isParticipante: true }] },
    });
    expect(await placesTaken()).toBe(2);
    const people = await ctx.db.select().from(participants).where(eq(participants.status, 'isento'));
    expect(people.filter((p) => p.eventId === people[0]?.eventId)).toHaveLength(2);
    const vouchers = (await outbox()).filter((m) =>
      m.subject?.startsWith('Inscrição confirmada com isenção'),
    );
    // Each exemption e-mail carries the tickets of the participants it admitted (issue 20).
    const exempted = people.filter((p) => p.eventId === people[0]?.eventId).map((p) => p.id);
    expect(
      vouchers
        .flatMap(
          (m) => (m.attachments as { vouchersForParticipantIds?: number[] }).vouchersForParticipantIds ?? [],
        )
        .sort((a, b) => a - b),
    ).toEqual(exempted.sort((a, b) => a - b));

    const bulkRevert = await post('/api/candidatos/reverter-para-pre-inscrito', {
      candidato_ids: [ids[0], ids[2], ids[3], ids[4]],
    });
    expect(bulkRevert.statusCode).toBe(409);
    expect(bulkRevert.json().error).toBe(
      'Não foi possível reverter: a seleção tem 1 pré-inscrito e 2 isentos. Apenas candidatos desclassificados podem ser revertidos.',
    );
    const againExempt = await post('/api/candidatos/conceder-isencao', { candidato_ids: [ids[2]] });
    expect(againExempt.json().error).toBe('Este candidato já possui isenção de pagamento.');

    const resendRefused = await post('/api/candidatos/reenviar-email-pagamento', { candidato_ids: [ids[4]] });
    expect(resendRefused.statusCode).toBe(409);
    await post('/api/candidatos/selecionar', { candidato_ids: [ids[4]] });
    const before = (await outbox()).length;
    const resend = await post('/api/candidatos/reenviar-email-pagamento', { candidato_ids: [ids[4]] });
    expect(resend.json().message).toBe('Emails reenviados!');
    expect((await outbox()).length).toBe(before + 1);
    expect(await statuses()).toEqual([
      'desclassificado',
      'desclassificado',
      'isento',
      'isento',
      'selecionado',
    ]);
  });

  it('tells the buyer of a reverted candidate, by exactly one queued e-mail, in the same change', async () => {
    const { ctx, ids, post, statuses, outbox } = await setup();
    // Disqualified without notice, then reverted: the revert alone is told.
    await post('/api/candidatos/desclassificar', { candidato_ids: [ids[1]], notify_candidates: false });
    await post('/api/candidatos/selecionar', { candidato_ids: [ids[0]] });
    const selectedMails = (await outbox()).length;
    expect(selectedMails).toBe(1);

    // A selected candidate cannot be reverted (spec §4): refused, nothing queued.
    const refused = await post('/api/candidatos/reverter-para-pre-inscrito', { candidato_ids: [ids[0]] });
    expect(refused.statusCode).toBe(409);
    expect((await outbox()).length).toBe(selectedMails);

    const revert = await post('/api/candidatos/reverter-para-pre-inscrito', { candidato_ids: [ids[1]] });
    expect(revert.statusCode, revert.body).toBe(200);
    const [order] = await ctx.db
      .select()
      .from(orders)
      .innerJoin(participants, eq(participants.orderId, orders.id))
      .innerJoin(candidates, eq(candidates.participantId, participants.id))
      .where(eq(candidates.id, ids[1] ?? 0));
    const reverted = (await outbox()).filter((m) => m.subject?.includes('voltou para análise'));
    expect(reverted).toHaveLength(1);
    expect(reverted[0]).toMatchObject({
      kind: 'candidate_notice',
      subject: 'Sua pré-inscrição voltou para análise: Evento de Teste',
      toAddress: 'bruno.reis@teste.com.br',
      orderId: order?.orders.id,
    });
    expect(order?.orders.buyerEmail).toBe('bruno.reis@teste.com.br');
    expect(reverted[0]?.text).toContain(`/payment/candidate/${order?.orders.hash}`);

    // Again: refused (already pré-inscrito), still exactly one.
    const again = await post('/api/candidatos/reverter-para-pre-inscrito', { candidato_ids: [ids[1]] });
    expect(again.statusCode).toBe(409);
    expect((await outbox()).filter((m) => m.subject?.includes('voltou para análise'))).toHaveLength(1);
    expect((await outbox()).length).toBe(selectedMails + 1);
    expect((await statuses()).slice(0, 2)).toEqual(['selecionado', 'pre_inscrito']);
  });

  it('promotes free candidates to participants on selection', async () => {
    const { ctx, event, ticketTypes, ids, post, placesTaken, outbox } = await setup({ freeTicket: true });
    const [freeId] = await createTestCandidates(ctx, event.id, [
      { name: 'Fábio Gratuito', ticketTypeId: ticketTypes[1]?.id ?? 0 },
    ]);
    const res = await post('/api/candidatos/selecionar', { candidato_ids: [freeId, ids[0]] });
    expect(res.json().data.candidatos_selecionados).toEqual(
      expect.arrayContaining([
        { id: freeId, isParticipante: true },
        { id: ids[0], isParticipante: false },
      ]),
    );
    expect(await placesTaken()).toBe(2);
    // Promoted: a paid participant with no deadline, and the vouchers' e-mail queued; the paying
    // candidate selected alongside is only selected, with a deadline.
    const rows = await ctx.db
      .select({ id: candidates.id, status: candidates.status, deadline: candidates.paymentDeadline })
      .from(candidates)
      .where(eq(candidates.eventId, event.id));
    const free = rows.find((r) => r.id === freeId);
    expect(free).toMatchObject({ status: 'pago', deadline: null });
    expect(rows.find((r) => r.id === ids[0])).toMatchObject({ status: 'selecionado' });
    expect(rows.find((r) => r.id === ids[0])?.deadline).toBeInstanceOf(Date);
    const [person] = await ctx.db
      .select({ status: participants.status })
      .from(participants)
      .innerJoin(candidates, eq(candidates.participantId, participants.id))
      .where(eq(candidates.id, freeId ?? 0));
    expect(person?.status).toBe('pago');
    const mails = await outbox();
    const confirmed = mails.filter((m) => m.subject?.startsWith('Inscrição confirmada'));
    expect(confirmed.map((m) => m.toAddress)).toEqual(['f.bio.gratuito@teste.com.br']);
    const exempt = await post('/api/candidatos/conceder-isencao', { candidato_ids: [freeId] });
    expect(exempt.statusCode).toBeGreaterThanOrEqual(400);
    expect(exempt.json().error).toBe('Candidato já pagou, não precisa de isenção.');
  });

  it('previews the recipients of Comunicar Pré-inscritos: unique addresses, the first five, ids or filters', async () => {
    const { ctx, app, event, ticketTypes, ids, post } = await setup();
    // A second registration by Ana (same address) and a sixth person.
    await createTestCandidates(ctx, event.id, [
      { name: 'Ana Lima', ticketTypeId: ticketTypes[0]?.id ?? 0 },
      { name: 'Zeca Prado', ticketTypeId: ticketTypes[0]?.id ?? 0 },
    ]);
    const url = `/api/eventos/${event.id}/comunicar-pre-inscritos/destinatarios`;
    const all = await post(url, {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toEqual({
      pre_inscritos: 7,
      total_emails: 6,
      amostra: NAMES.map((n) => `${n.toLowerCase().replace(' ', '.')}@teste.com.br`),
    });
    const ticked = await post(url, { candidatosIds: [ids[1], ids[3]] });
    expect(ticked.json().data).toEqual({
      pre_inscritos: 2,
      total_emails: 2,
      amostra: ['bruno.reis@teste.com.br', 'davi.nunes@teste.com.br'],
    });
    const nobody = await post(url, { filtros: { status: ['isento'] } });
    expect(nobody.json().data).toEqual({ pre_inscritos: 0, total_emails: 0, amostra: [] });
    const bad = await post(url, { filtros: { status: ['aprovado'] } });
    expect(bad.statusCode).toBe(422);
    const other = await registerOrganiserAgent(app, 'Outra Organizadora');
    const theirs = await createApprovalEvent(ctx, other.id);
    const [foreign] = await createTestCandidates(ctx, theirs.event.id, [
      { name: 'Zeca', ticketTypeId: theirs.ticketTypes[0]?.id ?? 0 },
    ]);
    expect((await post(url, { candidatosIds: [ids[0], foreign] })).statusCode).toBe(404);
    const intruder = await other.inject({ method: 'POST', url, payload: {} });
    expect(intruder.statusCode).toBe(404);
  });

  it("refuses the whole call with 404 when one id is another organiser's, and without CSRF", async () => {
    const { app, ids, post, statuses } = await setup();
    const other = await registerOrganiserAgent(app, 'Outra Organizadora');
    const theirs = await createApprovalEvent(env().ctx, other.id);
    const [foreign] = await createTestCandidates(env().ctx, theirs.event.id, [
      { name: 'Zeca', ticketTypeId: theirs.ticketTypes[0]?.id ?? 0 },
    ]);
    const res = await post('/api/candidatos/selecionar', { candidato_ids: [ids[0], foreign] });
    expect(res.statusCode).toBe(404);
    expect(await statuses()).toEqual(Array(5).fill('pre_inscrito'));
    const noCsrf = await other.inject({
      method: 'POST',
      url: '/api/candidatos/selecionar',
      payload: { candidato_ids: [foreign] },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    const list = await other.inject({
      method: 'GET',
      url: `/api/eventos/${theirs.event.id + 100000}/candidatos`,
    });
    expect(list.statusCode).toBe(404);
  });

  it('selects chronologically by quantity with a deadline in hours (English unit accepted)', async () => {
    const { event, ids, post, statuses, ctx } = await setup();
    const res = await post(`/api/eventos/${event.id}/selecionar-participantes`, {
      metodo_selecao: 'cronologica',
      quantidade_participantes: 2,
      prazo_pagamento: { value: 48, unit: 'hours' },
    });
    expect(res.statusCode).toBe(422);
    const ok = await post(`/api/eventos/${event.id}/selecionar-participantes`, {
      metodo_selecao: 'cronologica',
      quantidade_participantes: 2,
      prazo_pagamento: { value: 2, unit: 'hours' },
    });
    expect(ok.json()).toMatchObject({
      message: '2 participantes selecionados com prazo de 2 horas para pagamento',
      data: { quantidade_selecionada: 2, sorteio_id: null },
    });
    expect(await statuses()).toEqual([
      'selecionado',
      'selecionado',
      'pre_inscrito',
      'pre_inscrito',
      'pre_inscrito',
    ]);
    const [first] = await ctx.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, ids[0] ?? 0));
    const hours = ((first?.paymentDeadline?.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    const tooMany = await post(`/api/eventos/${event.id}/selecionar-participantes`, {
      quantidade_participantes: 4,
    });
    expect(tooMany.json().error).toBe('A quantidade deve estar entre 1 e 3 participantes.');
  });

  it('draws by lottery with a typed seed, publishes the draw and anyone can recompute it', async () => {
    const { app, event, ids, post, ctx } = await setup();
    const seed = 'Loteria Federal 21/11/2026: 04512';
    const res = await post(`/api/eventos/${event.id}/selecionar-participantes`, {
      metodo_selecao: 'sorteio',
      quantidade_participantes: 3,
      semente: seed,
    });
    expect(res.statusCode, res.body).toBe(200);
    const drawId = res.json().data.sorteio_id as string;
    expect(drawId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const draw = await app.inject({ method: 'GET', url: `/api/sorteios/${drawId}` });
    expect(draw.statusCode).toBe(200);
    const data = draw.json().data;
    const sorted = [...ids].sort((a, b) => a - b);
    expect(data).toMatchObject({
      semente: seed,
      origem_semente: 'organizador',
      quantidade: 3,
      elegiveis: sorted,
    });
    expect(data.hash_lista).toBe(createHash('sha256').update(sorted.join(',')).digest('hex'));
    const score = (id: number) => createHmac('sha256', seed).update(String(id)).digest('hex');
    const expected = [...sorted].sort((a, b) => (score(a) < score(b) ? -1 : 1));
    expect(data.ranking).toEqual(expected);
    expect(data.selecionados).toEqual(expected.slice(0, 3));
    const selected = await ctx.db
      .select()
      .from(candidates)
      .where(and(eq(candidates.eventId, event.id), eq(candidates.status, 'selecionado')));
    expect(selected.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      expected.slice(0, 3).sort((a, b) => a - b),
    );
    expect(selected.every((c) => c.selectionMethod === 'sorteio' && c.drawId !== null)).toBe(true);

    const random = await post(`/api/eventos/${event.id}/selecionar-participantes`, {
      metodo_selecao: 'sorteio',
      quantidade_participantes: 1,
    });
    const second = await app.inject({ method: 'GET', url: `/api/sorteios/${random.json().data.sorteio_id}` });
    expect(second.json().data.semente).toMatch(/^[0-9a-f]{64}$/);
    expect(second.json().data.elegiveis).toHaveLength(2);
    for (const url of ['/api/sorteios/1', '/api/sorteios/AAAAAAAAAAAAAAAAAAAAAA']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    await post(`/api/eventos/${event.id}/selecionar-participantes`, { quantidade_participantes: 1 });
    const none = await post(`/api/eventos/${event.id}/selecionar-participantes`, {
      quantidade_participantes: 1,
    });
    expect(none.json().error).toBe('Não há pré-inscritos disponíveis para seleção.');
  });

  it("shows each candidate their place in the draw with the audit page's numbers, and lists the event's draws to its organiser only", async () => {
    const { app, ctx, event, ids, organiser, post } = await setup();
    const res = await post(`/api/eventos/${event.id}/selecionar-participantes`, {
      metodo_selecao: 'sorteio',
      quantidade_participantes: 2,
      semente: 'Loteria Federal 5000',
    });
    const drawId = res.json().data.sorteio_id as string;
    const draw = (await app.inject({ method: 'GET', url: `/api/sorteios/${drawId}` })).json().data;
    const hashOf = async (candidateId: number) => {
      const [row] = await ctx.db
        .select({ hash: orders.hash })
        .from(candidates)
        .innerJoin(participants, eq(participants.id, candidates.participantId))
        .innerJoin(orders, eq(orders.id, participants.orderId))
        .where(eq(candidates.id, candidateId));
      return row?.hash ?? '';
    };
    // A selected one (drawId on the row) and one who took part but was not selected.
    for (const candidateId of [draw.ranking[0], draw.ranking[4]] as number[]) {
      const page = await app.inject({
        method: 'GET',
        url: `/api/payment-candidate/${await hashOf(candidateId)}`,
      });
      expect(page.statusCode).toBe(200);
      const [person] = page.json().data.participantes;
      const place = draw.ranking.indexOf(candidateId) + 1;
      expect(person).toMatchObject({
        candidato_id: candidateId,
        sorteio: { id: drawId, posicao: place, total: 5, selecionado: place <= 2 },
      });
    }
    // Before any draw, nobody has a place.
    const chrono = await setup();
    const [first] = chrono.ids;
    const none = await app.inject({
      method: 'GET',
      url: `/api/payment-candidate/${await hashOf(first ?? 0)}`,
    });
    expect(none.json().data.participantes[0].sorteio).toBeNull();

    const list = await organiser.inject({ method: 'GET', url: `/api/eventos/${event.id}/sorteios` });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      {
        id: drawId,
        realizado_em: draw.realizado_em,
        origem_semente: 'organizador',
        elegiveis: 5,
        quantidade: 2,
      },
    ]);
    expect(ids).toHaveLength(5);
    const foreign = await chrono.organiser.inject({
      method: 'GET',
      url: `/api/eventos/${event.id}/sorteios`,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('expires overdue selections, frees their places, and lets the organiser select them again', async () => {
    const { event, ids, post, statuses, placesTaken, ctx } = await setup();
    await post('/api/candidatos/selecionar', { candidato_ids: [ids[0], ids[1]] });
    await ctx.db
      .update(candidates)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(candidates.id, ids[0] ?? 0));
    expect(await expireCandidateDeadlines(ctx, new Date(), { eventId: event.id })).toBe(1);
    expect(await expireCandidateDeadlines(ctx, new Date(), { eventId: event.id })).toBe(0);
    expect((await statuses()).slice(0, 2)).toEqual(['prazo_vencido', 'selecionado']);
    expect(await placesTaken()).toBe(1);
    const again = await post('/api/candidatos/selecionar', { candidato_ids: [ids[0]] });
    expect(again.statusCode).toBe(200);
    expect(await placesTaken()).toBe(2);
  });

  it('neutralises formulas (= + - @) typed into names in the Excel export', async () => {
    const { ctx, event, ticketTypes, post } = await setup();
    const names = ['=HYPERLINK("http://x","y")', '+55 11', '-1+2', '@SUM(A1)'];
    const made = await createTestCandidates(
      ctx,
      event.id,
      names.map((name) => ({ name, ticketTypeId: ticketTypes[0]?.id ?? 0 })),
    );
    const res = await post(`/api/eventos/${event.id}/exportar-candidatos-excel`, {
      candidatos: made.map((id) => ({ id })),
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const cells = [2, 3, 4, 5].map((r) => sheet?.getRow(r).getCell(1).value);
    expect(cells).toEqual(names.map((name) => `'${name}`));
    // Plain text cells, never formulas.
    expect(cells.every((value) => typeof value === 'string')).toBe(true);
  });

  it('exports the server rows of the ids or filters sent, and communicates through the outbox', async () => {
    const { organiser, event, ids, post, outbox } = await setup();
    await post('/api/candidatos/desclassificar', { candidato_ids: [ids[1]], notify_candidates: false });
    const res = await post(`/api/eventos/${event.id}/exportar-candidatos-excel`, {
      candidatos: [{ id: ids[0], nome: 'Nome forjado' }, { id: ids[1] }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(2).getCell(1).value).toBe('Ana Lima');
    expect(sheet?.getRow(3).getCell(5).value).toBe('Desclassificado');
    expect(sheet?.rowCount).toBe(3);
    const byFilter = await post(`/api/eventos/${event.id}/exportar-candidatos-excel`, {
      filtros: { status: 'pre_inscrito' },
    });
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(byFilter.rawPayload as unknown as ArrayBuffer);
    expect(book2.worksheets[0]?.rowCount).toBe(5);

    const comm = await post(`/api/eventos/${event.id}/comunicar-pre-inscritos`, {
      assunto: 'Informações',
      mensagem: 'Olá! Em breve divulgaremos o resultado.',
      filtros: { status: ['pre_inscrito'] },
    });
    expect(comm.statusCode, comm.body).toBe(200);
    expect(comm.json()).toMatchObject({
      message: '4 emails enviados para 4 candidatos',
      data: { total_emails: 4, emails_enviados: 4 },
    });
    expect((await outbox()).filter((m) => m.kind === 'communication')).toHaveLength(4);
    const none = await post(`/api/eventos/${event.id}/comunicar-pre-inscritos`, {
      assunto: 'x',
      mensagem: 'y',
      filtros: { status: ['isento'] },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().error).toBe(
      'Nenhum pré-inscrito encontrado com os filtros aplicados. Ajuste os filtros para continuar.',
    );
    const details = await organiser.inject({
      method: 'GET',
      url: `/api/eventos/${event.id}/candidatos/${ids[0]}`,
    });
    expect(details.json().data).toMatchObject({ nome: 'Ana Lima', dadosPreenchidos: {} });
  });

  it('keeps both answers in the details when two form fields share a label (the second one numbered)', async () => {
    const { ctx, event, ids, organiser } = await setup();
    const fields = await ctx.db
      .insert(formFields)
      .values([
        { eventId: event.id, type: 'short_text' as const, label: 'Instituição', position: 1 },
        { eventId: event.id, type: 'short_text' as const, label: 'Instituição', position: 2 },
      ])
      .returning({ id: formFields.id });
    const [candidate] = await ctx.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, ids[0] ?? 0));
    await ctx.db.insert(participantAnswers).values(
      fields.map((field, i) => ({
        participantId: candidate?.participantId ?? 0,
        fieldId: field.id,
        value: i === 0 ? 'USP' : 'Unicamp',
      })),
    );
    const details = await organiser.inject({
      method: 'GET',
      url: `/api/eventos/${event.id}/candidatos/${ids[0]}`,
    });
    expect(details.json().data.dadosPreenchidos).toEqual({
      Instituição: { tipoDoCampo: 'short_text', valor: 'USP' },
      'Instituição (2)': { tipoDoCampo: 'short_text', valor: 'Unicamp' },
    });
  });
});
