import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SelectionSnapshot } from '../../domain/list-selection.ts';
import { participants } from '../db/schema.ts';
import { createTestEvent } from '../testing/factories.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { createTestOrders, type TestPerson } from './participant-test-data.ts';

describe.each(TEST_DRIVERS)('participants: cards and presence (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;
  let intruder: OrganiserAgent;

  /** A fresh event per test: its own participants, no state shared between tests. */
  async function eventWith(people: Omit<TestPerson, 'ticketTypeId'>[]) {
    const { ctx } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id);
    const ticketTypeId = ticketTypes[0]?.id as number;
    const ids = await createTestOrders(
      ctx,
      event.id,
      people.map((person) => ({ people: [{ ticketTypeId, ...person }] })),
    );
    return { eventId: event.id, ids, ticketTypeId };
  }

  const presence = (agent: OrganiserAgent, eventId: number, participantId: number, payload: unknown) =>
    agent.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/participantes/${participantId}/presenca`,
      payload: payload as object,
    });
  const bulk = (eventId: number, payload: unknown, agent = owner) =>
    agent.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/participantes/presenca`,
      payload: payload as object,
    });
  const checkedIn = async (id: number) =>
    (await env().ctx.db.select().from(participants).where(eq(participants.id, id)))[0]?.checkedInAt ?? null;
  const snapshot = async (eventId: number, query: string): Promise<SelectionSnapshot> => {
    const res = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${eventId}/participantes/selecao?${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    owner = await registerOrganiserAgent(env().app, 'Dona');
    intruder = await registerOrganiserAgent(env().app, 'Intrusa');
  });

  it('counts the cards by status and the attendance rate over paid and exempt participants', async () => {
    const now = new Date();
    const { eventId } = await eventWith([
      { name: 'A', status: 'pago', checkedInAt: now },
      { name: 'B', status: 'pago' },
      { name: 'C', status: 'pago' },
      { name: 'D', status: 'isento', checkedInAt: now },
      { name: 'E', status: 'pendente' },
      { name: 'F', status: 'reembolsado' },
      { name: 'G', status: 'cancelado' },
      { name: 'H', status: 'cancelado' },
      { name: 'I', status: 'contestado' },
    ]);
    const res = await owner.inject({ method: 'GET', url: `/api/eventos/${eventId}/participantes/resumo` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      total: 9,
      confirmados: 3,
      pendentes: 1,
      estornados: 1,
      cancelados: 2,
      isentos: 1,
      contestados: 1,
      podemComparecer: 4,
      presentes: 2,
      taxaPresenca: 50,
    });
    const empty = await eventWith([]);
    const none = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${empty.eventId}/participantes/resumo`,
    });
    expect(none.json().data).toMatchObject({ total: 0, presentes: 0, taxaPresenca: 0 });
  });

  it('marks and clears presence, keeping the first check-in time', async () => {
    const { eventId, ids } = await eventWith([{ name: 'Presente' }]);
    const id = ids[0] as number;
    const first = await presence(owner, eventId, id, { presenca: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Presença registrada.',
      data: { id, presenca: true },
    });
    const markedAt = first.json().data.presencaEm;
    expect(new Date(markedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const again = await presence(owner, eventId, id, { presenca: true });
    expect(again.json().data.presencaEm).toBe(markedAt);
    const list = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${eventId}/participantes?presenca=true`,
    });
    expect(list.json().data.total).toBe(1);
    const cleared = await presence(owner, eventId, id, { presenca: false });
    expect(cleared.json()).toMatchObject({
      message: 'Presença removida.',
      data: { presenca: false, presencaEm: null },
    });
    expect(await checkedIn(id)).toBeNull();
  });

  it('refuses to mark presence for a participant who may not attend, but always lets it be cleared', async () => {
    const { eventId, ids } = await eventWith([
      { name: 'Pendente', status: 'pendente', checkedInAt: new Date() },
    ]);
    const id = ids[0] as number;
    const res = await presence(owner, eventId, id, { presenca: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_type: 'conflict',
      error:
        'Só participantes com status Pago ou Isento podem ter presença registrada. Este participante está Pendente.',
    });
    expect((await presence(owner, eventId, id, { presenca: false })).statusCode).toBe(200);
    expect(await checkedIn(id)).toBeNull();
  });

  it("answers 404 for another organiser's event and for a participant of another event", async () => {
    const mine = await eventWith([{ name: 'Minha' }]);
    const theirs = await eventWith([{ name: 'Outra' }]);
    const mineId = mine.ids[0] as number;
    expect((await presence(intruder, mine.eventId, mineId, { presenca: true })).statusCode).toBe(404);
    expect((await presence(intruder, mine.eventId, mineId, {})).statusCode).toBe(404);
    // A participant id of another event, under an event the caller owns.
    const crossed = await presence(owner, mine.eventId, theirs.ids[0] as number, { presenca: true });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error).toBe('Participante não encontrado.');
    expect(await checkedIn(theirs.ids[0] as number)).toBeNull();
    expect((await presence(owner, mine.eventId, 2_147_483_647, { presenca: true })).statusCode).toBe(404);
    expect(
      (await bulk(mine.eventId, { selecao: { tipo: 'ids', ids: [mineId] }, presenca: true }, intruder))
        .statusCode,
    ).toBe(404);
    expect(await checkedIn(mineId)).toBeNull();
  });

  it('needs the CSRF header and a boolean presenca', async () => {
    const { eventId, ids } = await eventWith([{ name: 'Com Token' }]);
    const id = ids[0] as number;
    const noCsrf = await owner.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/participantes/${id}/presenca`,
      payload: { presenca: true },
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    const noCsrfBulk = await owner.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/participantes/presenca`,
      payload: { selecao: { tipo: 'ids', ids: [id] }, presenca: true },
      csrf: false,
    });
    expect(noCsrfBulk.statusCode).toBe(403);
    expect(await checkedIn(id)).toBeNull();
    const bad = await presence(owner, eventId, id, { presenca: 'sim' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().validation_errors).toEqual({ presenca: ['Informe a presença (true ou false).'] });
  });

  it('marks presence for ticked rows, and refuses the whole batch when one may not attend', async () => {
    const { eventId, ids } = await eventWith([
      { name: 'Um', status: 'pago' },
      { name: 'Dois', status: 'isento' },
      { name: 'Três', status: 'pendente' },
      { name: 'Quatro', status: 'cancelado' },
      { name: 'Cinco', status: 'cancelado' },
    ]);
    const [um, dois, tres, quatro, cinco] = ids as [number, number, number, number, number];
    const ok = await bulk(eventId, { selecao: { tipo: 'ids', ids: [um, dois] }, presenca: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ selecionados: 2, alterados: 2 });
    const refused = await bulk(eventId, {
      selecao: { tipo: 'ids', ids: [um, tres, quatro, cinco] },
      presenca: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Só participantes com status Pago ou Isento podem ter presença registrada. A seleção tem 1 pendente e 2 cancelados: filtre por status Pago e Isento ou desmarque-os.',
    );
    expect(await checkedIn(tres)).toBeNull();
    const cleared = await bulk(eventId, { selecao: { tipo: 'ids', ids: [um, dois, tres] }, presenca: false });
    expect(cleared.json().data).toEqual({ selecionados: 3, alterados: 2 });
    const other = await eventWith([{ name: 'Alheio' }]);
    const crossed = await bulk(eventId, {
      selecao: { tipo: 'ids', ids: [um, other.ids[0]] },
      presenca: true,
    });
    expect(crossed.statusCode).toBe(404);
    expect(await checkedIn(um)).toBeNull();
  });

  it('acts on exactly the frozen "all matching" set, minus the rows unticked', async () => {
    const { eventId, ids, ticketTypeId } = await eventWith([
      { name: 'Ana Grupo' },
      { name: 'Bia Grupo' },
      { name: 'Caio Grupo' },
      { name: 'Davi Fora' },
    ]);
    const frozen = await snapshot(eventId, 'busca=grupo&status=pago');
    expect(frozen).toMatchObject({ filtro: { busca: 'grupo', status: 'pago' }, total: 3, ate: ids[2] });
    expect(frozen.impressao).toMatch(/^[0-9a-f]{32}$/);
    // Someone matching registers after the snapshot: the user never saw them, so they stay out.
    const [late] = await createTestOrders(env().ctx, eventId, [
      { people: [{ name: 'Eva Grupo', ticketTypeId }] },
    ]);
    const res = await bulk(eventId, {
      selecao: { tipo: 'filtro', snapshot: frozen, excluidos: [ids[1]] },
      presenca: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ selecionados: 2, alterados: 2 });
    expect(await checkedIn(ids[0] as number)).not.toBeNull();
    expect(await checkedIn(ids[1] as number)).toBeNull();
    expect(await checkedIn(ids[2] as number)).not.toBeNull();
    expect(await checkedIn(ids[3] as number)).toBeNull();
    expect(await checkedIn(late as number)).toBeNull();
  });

  it('refuses a frozen selection once the rows matching it changed, and acts on none of them', async () => {
    const { eventId, ids } = await eventWith([{ name: 'Ana Turma' }, { name: 'Bia Turma' }]);
    const frozen = await snapshot(eventId, 'busca=turma&status=pago');
    await env()
      .ctx.db.update(participants)
      .set({ status: 'reembolsado' })
      .where(eq(participants.id, ids[1] as number));
    const res = await bulk(eventId, { selecao: { tipo: 'filtro', snapshot: frozen }, presenca: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_type: 'conflict',
      error:
        'A lista mudou desde que você selecionou todos os resultados. Revise a seleção e tente novamente.',
      error_details: { total_antes: 2, total_agora: 1 },
    });
    expect(await checkedIn(ids[0] as number)).toBeNull();
    // A forged fingerprint is refused the same way.
    const forged = await bulk(eventId, {
      selecao: { tipo: 'filtro', snapshot: { ...frozen, impressao: 'f'.repeat(32), total: 1 } },
      presenca: true,
    });
    expect(forged.statusCode).toBe(409);
  });

  it('refuses malformed selections with 422', async () => {
    const { eventId } = await eventWith([{ name: 'Alguém' }]);
    const cases: unknown[] = [
      { presenca: true },
      { selecao: { tipo: 'ids', ids: [] }, presenca: true },
      { selecao: { tipo: 'ids', ids: [0] }, presenca: true },
      { selecao: { tipo: 'ids', ids: Array.from({ length: 5001 }, (_, i) => i + 1) }, presenca: true },
      { selecao: { tipo: 'tudo' }, presenca: true },
      {
        selecao: { tipo: 'filtro', snapshot: { filtro: {}, total: 1, ate: 1, impressao: 'abc' } },
        presenca: true,
      },
      {
        selecao: {
          tipo: 'filtro',
          snapshot: { filtro: { status: 'estornado' }, total: 1, ate: 1, impressao: 'a'.repeat(32) },
        },
        presenca: true,
      },
    ];
    for (const payload of cases) {
      const res = await bulk(eventId, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(422);
      expect(res.json().error_type).toBe('validation');
    }
  });
});
