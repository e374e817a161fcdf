// The door of issue 21 on PGlite and PostgreSQL: the printed door code and order code, name and CPF
// search, presence per event day on the test clock (a second scan the same day warns, the next day
// admits), undo with a reason in the history, offline sync with conflicts, and the roles: a
// check-in member reaches only the events assigned to them.
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET } from '../../domain/order-code.ts';
import { checkIns, orders, participantHistory, participants } from '../db/schema.ts';
import { signCheckInCode } from '../documents/check-in-code.ts';
import { TEST_CLOCK_HEADER } from '../http/test-clock.ts';
import { createTestEvent } from '../testing/factories.ts';
import { createMemberAgent } from '../testing/team.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { createTestOrders } from './participant-test-data.ts';

// A two-day event in São Paulo: 14 and 15 March 2026, 09:00–18:00 (-03:00).
const STARTS = new Date('2026-03-14T12:00:00Z');
const ENDS = new Date('2026-03-15T21:00:00Z');
const DAY1_0912 = '2026-03-14T12:12:00Z';
const DAY1_1000 = '2026-03-14T13:00:00Z';
const DAY2_0830 = '2026-03-15T11:30:00Z';

describe.each(TEST_DRIVERS)('the door (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;

  beforeAll(async () => {
    owner = await registerOrganiserAgent(env().app, 'Dona da Porta');
  });

  async function twoDayEvent() {
    const { ctx } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id, { startsAt: STARTS, endsAt: ENDS }, [
      { name: 'Inteira' },
      { name: 'Meia' },
    ]);
    const [inteira, meia] = ticketTypes.map((t) => t.id) as [number, number];
    const ids = await createTestOrders(ctx, event.id, [
      {
        people: [
          { name: 'Ana Souza', cpf: '123.456.789-09', ticketTypeId: inteira },
          { name: 'Bruno Lima', ticketTypeId: meia },
        ],
      },
      { people: [{ name: 'Carla Dias', ticketTypeId: inteira, status: 'pendente' }] },
    ]);
    const rows = await ctx.db.select().from(participants).where(inArray(participants.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const people = ids.map((id) => byId.get(id) as (typeof rows)[number]);
    const [order] = await ctx.db
      .select({ code: orders.code })
      .from(orders)
      .where(eq(orders.id, people[0]?.orderId as number));
    return { eventId: event.id, people, orderCode: order?.code as string };
  }

  const at = (when: string) => ({ [TEST_CLOCK_HEADER]: when });
  const scan = (eventId: number, payload: object, when: string, agent = owner) =>
    agent.inject({ method: 'POST', url: `/api/eventos/${eventId}/check-in`, payload, headers: at(when) });
  const search = (eventId: number, q: string, agent = owner) =>
    agent.inject({
      method: 'GET',
      url: `/api/eventos/${eventId}/check-in/busca?q=${encodeURIComponent(q)}`,
      headers: at(DAY1_0912),
    });

  it('gives every participant a door code of the order code’s alphabet, unique within the event', async () => {
    const { people } = await twoDayEvent();
    const codes = people.map((p) => p.doorCode);
    for (const code of codes) {
      expect(code).toHaveLength(8);
      expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('admits by the printed door code, with or without dash, in any case', async () => {
    const { eventId, people } = await twoDayEvent();
    const code = people[0]?.doorCode as string;
    const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
    const res = await scan(eventId, { codigo: typed }, DAY1_0912);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      registrado: true,
      nome: 'Ana Souza',
      mensagem: 'Entrada registrada às 09:12',
    });
    const other = await twoDayEvent();
    const elsewhere = await scan(other.eventId, { codigo: code }, DAY1_0912);
    // Another event's door code is not a ticket of this one (the codes are per event).
    expect(elsewhere.statusCode).toBe(404);
    const unknown = await scan(eventId, { codigo: 'ZZZZ-ZZZZ' }, DAY1_0912);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Ingresso não encontrado.');
  });

  it('lists an order by its printed code, finds people by name or CPF, and admits the one picked', async () => {
    const { eventId, people, orderCode } = await twoDayEvent();
    for (const typed of [orderCode, orderCode.replace('-', '').toLowerCase()]) {
      const res = await search(eventId, typed);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.porPedido).toBe(true);
      expect(res.json().data.participantes.map((p: { nome: string }) => p.nome)).toEqual([
        'Ana Souza',
        'Bruno Lima',
      ]);
    }
    const byName = (await search(eventId, 'carla')).json().data;
    expect(byName.participantes).toMatchObject([
      { nome: 'Carla Dias', podeEntrar: false, status: 'Pendente' },
    ]);
    const byCpf = (await search(eventId, '789.09')).json().data;
    expect(byCpf.participantes).toMatchObject([{ nome: 'Ana Souza', cpfFinal: '•••.•••.789-09' }]);
    expect((await search(eventId, 'ninguém')).json().data.participantes).toEqual([]);
    const picked = await scan(eventId, { participanteId: people[1]?.id }, DAY1_0912);
    expect(picked.json().data).toMatchObject({ registrado: true, nome: 'Bruno Lima', tipoIngresso: 'Meia' });
    const after = (await search(eventId, 'bruno')).json().data;
    expect(after.participantes[0].entradaHoje).toBe(new Date(DAY1_0912).toISOString());
    // Another event's participant picked by id is not this event's ticket.
    const other = await twoDayEvent();
    expect((await scan(eventId, { participanteId: other.people[0]?.id }, DAY1_0912)).statusCode).toBe(404);
    expect((await search(eventId, 'a')).statusCode).toBe(422);
  });

  it('records presence per day: a second scan the same day warns, the next day admits', async () => {
    const { ctx } = env();
    const { eventId, people } = await twoDayEvent();
    const codigo = signCheckInCode(ctx.config.appSecret, people[0]?.uuid as string);
    const first = await scan(eventId, { codigo }, DAY1_0912);
    expect(first.json().data).toMatchObject({ registrado: true, dia: '2026-03-14', presentes: 1, total: 2 });
    const again = await scan(eventId, { codigo }, DAY1_1000);
    expect(again.json().data).toMatchObject({
      registrado: false,
      mensagem: 'Já entrou hoje às 09:12',
      presentes: 1,
    });
    const nextDay = await scan(eventId, { codigo }, DAY2_0830);
    expect(nextDay.json().data).toMatchObject({
      registrado: true,
      dia: '2026-03-15',
      mensagem: 'Entrada registrada às 08:30',
      presentes: 1,
      porTipo: [
        { tipoIngresso: 'Inteira', presentes: 1, total: 1 },
        { tipoIngresso: 'Meia', presentes: 0, total: 1 },
      ],
    });
    const days = await ctx.db
      .select()
      .from(checkIns)
      .where(eq(checkIns.participantId, people[0]?.id as number));
    expect(days.map((d) => d.day).sort()).toEqual(['2026-03-14', '2026-03-15']);
    // The first arrival ever stays on the participant (Participantes' presence and filter).
    const [row] = await ctx.db
      .select()
      .from(participants)
      .where(eq(participants.id, people[0]?.id as number));
    expect(row?.checkedInAt?.toISOString()).toBe(new Date(DAY1_0912).toISOString());
  });

  it('undoes a day’s arrival with a reason recorded in the participant’s history', async () => {
    const { ctx } = env();
    const { eventId, people } = await twoDayEvent();
    const id = people[0]?.id as number;
    await scan(eventId, { participanteId: id }, DAY1_0912);
    const undo = (payload: object) =>
      owner.inject({
        method: 'POST',
        url: `/api/eventos/${eventId}/participantes/${id}/check-in/desfazer`,
        payload,
        headers: at(DAY1_1000),
      });
    expect((await undo({ motivo: '' })).statusCode).toBe(422);
    const res = await undo({ motivo: 'Leu o ingresso da pessoa errada' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Entrada de 14/03/2026 às 09:12 desfeita.');
    const twice = await undo({ motivo: 'De novo' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('Não há entrada registrada neste dia para desfazer.');
    const [row] = await ctx.db.select().from(participants).where(eq(participants.id, id));
    expect(row?.checkedInAt).toBeNull();
    const history = await ctx.db
      .select()
      .from(participantHistory)
      .where(eq(participantHistory.participantId, id));
    expect(history).toMatchObject([
      { action: 'entrada_desfeita', reason: 'Leu o ingresso da pessoa errada', organiserId: owner.id },
    ]);
    const readmitted = await scan(eventId, { participanteId: id }, DAY1_1000);
    expect(readmitted.json().data).toMatchObject({
      registrado: true,
      mensagem: 'Entrada registrada às 10:00',
    });
  });

  it('syncs offline scans: new ones register, the same ticket admitted elsewhere is a conflict', async () => {
    const { ctx } = env();
    const { eventId, people } = await twoDayEvent();
    const list = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${eventId}/check-in/lista`,
      headers: at(DAY1_0912),
    });
    expect(list.statusCode).toBe(200);
    const tickets = list.json().data.ingressos as { id: number; codigo: string; podeEntrar: boolean }[];
    expect(tickets).toHaveLength(3);
    const ana = tickets.find((t) => t.id === people[0]?.id);
    expect(ana?.codigo).toBe(signCheckInCode(ctx.config.appSecret, people[0]?.uuid as string));
    const sync = (dispositivo: string, entradas: object[]) =>
      owner.inject({
        method: 'POST',
        url: `/api/eventos/${eventId}/check-in/sincronizar`,
        payload: { dispositivo, entradas },
        headers: at(DAY1_1000),
      });
    const ids = people.map((p) => p.id) as [number, number, number];
    const phoneA = await sync('celular-aaaa', [{ participanteId: ids[0], em: DAY1_0912 }]);
    expect(phoneA.json().data.resultados).toMatchObject([{ resultado: 'registrado', nome: 'Ana Souza' }]);
    // Phone A resends after a cut connection: still its own, not a conflict.
    const resent = await sync('celular-aaaa', [{ participanteId: ids[0], em: DAY1_0912 }]);
    expect(resent.json().data.resultados[0].resultado).toBe('registrado');
    const phoneB = await sync('celular-bbbb', [
      { participanteId: ids[0], em: '2026-03-14T12:15:00Z' },
      { participanteId: ids[1], em: '2026-03-14T12:16:00Z' },
      { participanteId: ids[2], em: '2026-03-14T12:17:00Z' },
    ]);
    expect(phoneB.json().data.resultados).toMatchObject([
      {
        resultado: 'conflito',
        mensagem:
          'Ana Souza já tinha entrado às 09:12 em outro celular; este celular também admitiu às 09:15.',
      },
      { resultado: 'registrado', nome: 'Bruno Lima' },
      {
        resultado: 'recusado',
        mensagem: 'Ingresso com status Pendente: só ingressos pagos ou isentos dão entrada.',
      },
    ]);
    const tooOld = await sync('celular-bbbb', [{ participanteId: ids[1], em: '2026-01-01T12:00:00Z' }]);
    expect(tooOld.json().data.resultados[0].resultado).toBe('recusado');
    // Another event's ticket in the batch: the 404 of a child that is not this event's.
    const other = await twoDayEvent();
    const foreign = await sync('celular-bbbb', [{ participanteId: other.people[0]?.id, em: DAY1_0912 }]);
    expect(foreign.statusCode).toBe(404);
  });

  it('lets a check-in member work only the events assigned to them; others get 404', async () => {
    const { app } = env();
    const assigned = await twoDayEvent();
    const other = await twoDayEvent();
    const door = await createMemberAgent(app, owner, 'check-in', [assigned.eventId], 'Porteiro');
    const id = assigned.people[0]?.id as number;
    const mine = await scan(assigned.eventId, { participanteId: id }, DAY1_0912, door);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await search(assigned.eventId, 'ana', door)).statusCode).toBe(200);
    expect(
      (await scan(other.eventId, { participanteId: other.people[0]?.id }, DAY1_0912, door)).statusCode,
    ).toBe(404);
    expect((await search(other.eventId, 'ana', door)).statusCode).toBe(404);
    const resumo = await door.inject({ method: 'GET', url: `/api/eventos/${assigned.eventId}/dashboard` });
    expect(resumo.statusCode).toBe(404);
    const financeiro = await createMemberAgent(app, owner, 'financeiro');
    expect((await scan(assigned.eventId, { participanteId: id }, DAY1_0912, financeiro)).statusCode).toBe(
      404,
    );
  });

  it('shows presence per day in Participantes, and the presence switch keeps the day rows in step', async () => {
    const { eventId, people } = await twoDayEvent();
    const [ana, bruno] = people.map((p) => p.id) as [number, number];
    await scan(eventId, { participanteId: ana }, DAY1_0912);
    await scan(eventId, { participanteId: ana }, DAY2_0830);
    const rows = async () =>
      (
        await owner.inject({ method: 'GET', url: `/api/eventos/${eventId}/participantes?por_pagina=50` })
      ).json().data.itens as { id: number; presencaDias: string[]; presenca: boolean }[];
    expect((await rows()).find((r) => r.id === ana)?.presencaDias).toEqual(['2026-03-14', '2026-03-15']);
    const toggle = (id: number, presenca: boolean) =>
      owner.inject({
        method: 'POST',
        url: `/api/eventos/${eventId}/participantes/${id}/presenca`,
        payload: { presenca },
      });
    expect((await toggle(bruno, true)).statusCode).toBe(200);
    expect((await rows()).find((r) => r.id === bruno)?.presencaDias).toHaveLength(1);
    expect((await toggle(ana, false)).statusCode).toBe(200);
    expect((await rows()).find((r) => r.id === ana)).toMatchObject({ presenca: false, presencaDias: [] });
  });
});
