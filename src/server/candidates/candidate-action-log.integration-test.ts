import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { typescriptLottery, verifyDraw } from '../../domain/lottery.ts';
import { candidateActionLog, candidateDraws, candidates } from '../db/schema.ts';
import { expectErrorShape } from '../testing/contract-kit.ts';
import { ownedTestEvent } from '../testing/factories.ts';
import { registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { expireCandidateDeadlines } from './candidate-deadline-expiry.ts';
import {
  createCandidateOrder,
  createApprovalEvent as createPaymentEvent,
  PAYER,
} from './candidate-payment-test-kit.ts';
import { createApprovalEvent, createTestCandidates } from './candidate-test-data.ts';
import { applyTransition, lockOwnedCandidates } from './candidate-transitions.ts';

const NAMES = ['Ana Lima', 'Bruno Reis', 'Carla Dias', 'Davi Nunes'];

describe.each(TEST_DRIVERS)('candidate action log (%s)', (driver) => {
  const env = useTestApp(driver);

  async function setup(options: { capacity?: number } = {}) {
    const { app, ctx } = env();
    const organiser = await registerOrganiserAgent(app, 'Olga Organizadora');
    const { event, ticketTypes } = await createApprovalEvent(ctx, organiser.id, options);
    const ticket = ticketTypes[0]?.id ?? 0;
    const ids = await createTestCandidates(
      ctx,
      event.id,
      NAMES.map((name) => ({ name, ticketTypeId: ticket })),
    );
    const post = (url: string, payload: Record<string, unknown>) =>
      organiser.inject({ method: 'POST', url, payload });
    const logOf = async (candidateId?: number) =>
      (await ctx.db.select().from(candidateActionLog).orderBy(asc(candidateActionLog.id))).filter(
        (row) => row.eventId === event.id && (candidateId === undefined || row.candidateId === candidateId),
      );
    const history = (candidateId: number) =>
      organiser.inject({
        method: 'GET',
        url: `/api/eventos/${event.id}/candidatos/${candidateId}/historico`,
      });
    return { app, ctx, organiser, event, ids, post, logOf, history };
  }

  it('logs every organiser action with who, from → to and notified, and reads it back in pt-BR', async () => {
    const { ids, post, logOf, history } = await setup();
    const [ana, bruno, carla, davi] = ids as [number, number, number, number];
    expect((await post('/api/candidatos/selecionar', { candidato_ids: [ana, bruno] })).statusCode).toBe(200);
    expect(
      (await post('/api/candidatos/reenviar-email-pagamento', { candidato_ids: [ana] })).statusCode,
    ).toBe(200);
    const disq = await post('/api/candidatos/desclassificar', {
      candidato_ids: [carla],
      notify_candidates: false,
    });
    expect(disq.statusCode).toBe(200);
    expect(
      (await post('/api/candidatos/reverter-para-pre-inscrito', { candidato_ids: [carla] })).statusCode,
    ).toBe(200);
    expect((await post('/api/candidatos/conceder-isencao', { candidato_ids: [davi] })).statusCode).toBe(200);

    const rows = await logOf();
    expect(
      rows.map((r) => [r.candidateId, r.action, r.fromStatus, r.toStatus, r.notified, r.batchSize]),
    ).toEqual([
      [ana, 'select', 'pre_inscrito', 'selecionado', true, 2],
      [bruno, 'select', 'pre_inscrito', 'selecionado', true, 2],
      [ana, 'resend', 'selecionado', 'selecionado', true, 1],
      [carla, 'disqualify', 'pre_inscrito', 'desclassificado', false, 1],
      // Reverting always tells the candidate (ADR 0427), even after a silent disqualification.
      [carla, 'revert', 'desclassificado', 'pre_inscrito', true, 1],
      [davi, 'exempt', 'pre_inscrito', 'isento', true, 1],
    ]);
    expect(new Set(rows.map((r) => `${r.actorKind}:${r.actorName}`))).toEqual(
      new Set(['organizador:Olga Organizadora']),
    );

    const res = await history(carla);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(2);
    // Newest first, in pt-BR, dd/mm/aaaa HH:mm.
    expect(data.itens.map((e: { descricao: string }) => e.descricao)).toEqual([
      'Revertido para pré-inscrito (Desclassificado → Pré-Inscrito), candidato notificado',
      'Desclassificado (Pré-Inscrito → Desclassificado)',
    ]);
    expect(data.itens[0]).toMatchObject({ autor: 'Olga Organizadora', tipo_autor: 'organizador' });
    expect(data.itens[0].data_formatada).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });

  it('logs a lottery with its draw, a communication and the deadline job as Sistema', async () => {
    const { app, ctx, event, ids, post, logOf, history } = await setup();
    const lottery = await post(`/api/eventos/${event.id}/selecionar-participantes`, {
      quantidade_participantes: 2,
      prazo_pagamento: { value: 1, unit: 'horas' },
      metodo_selecao: 'sorteio',
      semente: 'Loteria Federal 12345',
    });
    expect(lottery.statusCode, lottery.body).toBe(200);
    const [draw] = await ctx.db.select().from(candidateDraws).where(eq(candidateDraws.eventId, event.id));
    const chosen = lottery.json().data.candidatos_selecionados.map((c: { id: number }) => c.id);
    const selected = (await logOf()).filter((r) => r.action === 'select');
    expect(selected.map((r) => r.candidateId).sort()).toEqual([...chosen].sort());
    expect(selected.every((r) => r.drawId === draw?.id && r.selectionMethod === 'sorteio')).toBe(true);
    // The audit page's fallback (no crypto.subtle) recomputes the server's draw exactly.
    const published = await app.inject({
      method: 'GET',
      url: `/api/sorteios/${lottery.json().data.sorteio_id}`,
    });
    const drawData = published.json().data;
    expect(drawData.ranking).toHaveLength(NAMES.length);
    expect(await verifyDraw(drawData, typescriptLottery)).toMatchObject({
      engine: 'typescript',
      hashMatches: true,
      rankingMatches: true,
      recomputedRanking: drawData.ranking,
    });
    const first = (await history(chosen[0])).json().data.itens[0];
    expect(first).toMatchObject({ sorteio_id: lottery.json().data.sorteio_id, acao: 'select' });
    expect(first.descricao).toBe(
      'Selecionado por sorteio (Pré-Inscrito → Selecionado), candidato notificado',
    );

    const told = await post(`/api/eventos/${event.id}/comunicar-pre-inscritos`, {
      assunto: 'Aviso',
      mensagem: 'Olá',
      candidatosIds: [ids[0], ids[3]],
    });
    expect(told.statusCode, told.body).toBe(200);
    const messages = (await logOf()).filter((r) => r.action === 'communicate');
    expect(messages.map((r) => r.candidateId)).toEqual([ids[0], ids[3]]);
    expect(messages.every((r) => r.fromStatus === r.toStatus && r.notified)).toBe(true);

    expect(await expireCandidateDeadlines(ctx, new Date(Date.now() + 2 * 3_600_000))).toBe(2);
    const expired = (await logOf()).filter((r) => r.action === 'expire');
    expect(expired.map((r) => r.candidateId).sort()).toEqual([...chosen].sort());
    expect(expired[0]).toMatchObject({
      actorKind: 'sistema',
      actorName: 'Sistema',
      actorId: null,
      fromStatus: 'selecionado',
      toStatus: 'prazo_vencido',
    });
  });

  it('logs a paid PIX as Pagamento, selecionado → pago', async () => {
    const { app, ctx } = env();
    const { event, ticket } = await createPaymentEvent(ctx, 10000);
    const order = await createCandidateOrder(
      ctx,
      { eventId: event.id, ticketTypeId: ticket.id, priceCents: 10000 },
      [
        { name: 'Ana Souza', status: 'selecionado' },
        { name: 'Bruno Lima', status: 'selecionado' },
      ],
    );
    const charge = await app.inject({
      method: 'POST',
      url: '/api/payment-candidate/processar-pagamento-parcial',
      payload: {
        comprador: PAYER,
        order_hash: order.hash,
        participantes_ids: [order.participantIds[0]],
        metodo_pagamento: { method: 'pix' },
      },
    });
    expect(charge.statusCode, charge.body).toBe(200);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/sandbox/pix/confirmar-pagamento',
      payload: { order_payment_id: charge.json().data.order_payment_id },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [paid] = await ctx.db
      .select()
      .from(candidates)
      .where(eq(candidates.participantId, order.participantIds[0] ?? 0));
    const rows = (await ctx.db.select().from(candidateActionLog)).filter((r) => r.eventId === event.id);
    expect(rows.map((r) => [r.candidateId, r.action, r.actorName, r.fromStatus, r.toStatus])).toEqual([
      [paid?.id, 'pay', 'Pagamento', 'selecionado', 'pago'],
    ]);
  });

  it('writes nothing when the action is refused or its transaction rolls back', async () => {
    const { ctx, organiser, event, ids, post, logOf } = await setup({ capacity: 1 });
    const beyond = await post('/api/candidatos/selecionar', { candidato_ids: [ids[0], ids[1]] });
    expect(beyond.statusCode).toBe(409);
    const tooMany = await post(`/api/eventos/${event.id}/selecionar-participantes`, {
      quantidade_participantes: 3,
      metodo_selecao: 'cronologica',
    });
    expect(tooMany.statusCode).toBe(422);
    const wrongStatus = await post('/api/candidatos/reverter-para-pre-inscrito', { candidato_ids: [ids[0]] });
    expect(wrongStatus.statusCode).toBe(409);
    expect(await logOf()).toEqual([]);

    // The change and its entry commit together or not at all.
    const owned = await ownedTestEvent(ctx, organiser, event.id);
    await expect(
      ctx.db.transaction(async (tx) => {
        const locked = await lockOwnedCandidates(tx, new Map([[event.id, owned]]), [ids[2] ?? 0]);
        await applyTransition(ctx, tx, 'disqualify', locked, {
          actor: { kind: 'organizador', organiserId: organiser.id },
        });
        expect((await tx.select().from(candidateActionLog)).some((r) => r.candidateId === ids[2])).toBe(true);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await logOf()).toEqual([]);
    const [carla] = await ctx.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, ids[2] ?? 0));
    expect(carla?.status).toBe('pre_inscrito');
  });

  it("is the owner's only: 404 for another organiser or another event's candidate, 4xx for junk ids", async () => {
    const { app, ctx, organiser, event, ids, post, history } = await setup();
    await post('/api/candidatos/desclassificar', { candidato_ids: [ids[0]], notify_candidates: true });
    const intruder = await registerOrganiserAgent(app, 'Intrusa');
    const stolen = await intruder.inject({
      method: 'GET',
      url: `/api/eventos/${event.id}/candidatos/${ids[0]}/historico`,
    });
    expect(stolen.statusCode).toBe(404);
    expectErrorShape(stolen);
    // The intruder's own event with the owner's candidate id: still 404.
    const { event: theirs } = await createApprovalEvent(ctx, intruder.id);
    const child = await intruder.inject({
      method: 'GET',
      url: `/api/eventos/${theirs.id}/candidatos/${ids[0]}/historico`,
    });
    expect(child.statusCode).toBe(404);
    expectErrorShape(child);
    // The owner's other event does not own this candidate either.
    const { event: other } = await createApprovalEvent(ctx, organiser.id);
    const mixed = await organiser.inject({
      method: 'GET',
      url: `/api/eventos/${other.id}/candidatos/${ids[0]}/historico`,
    });
    expect(mixed.statusCode).toBe(404);
    for (const junk of ['abc', '0', '-1', '2147483648', '1.5']) {
      const res = await organiser.inject({
        method: 'GET',
        url: `/api/eventos/${event.id}/candidatos/${junk}/historico`,
      });
      expect(res.statusCode, junk).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, junk).toBeLessThan(500);
      expectErrorShape(res);
    }
    expect((await history(ids[0] ?? 0)).json().data.itens[0].descricao).toBe(
      'Desclassificado (Pré-Inscrito → Desclassificado), candidato notificado',
    );
  });
});
