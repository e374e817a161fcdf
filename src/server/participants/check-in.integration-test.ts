// Check-in at the door on PGlite and PostgreSQL: a signed voucher code marks presence once, a
// repeat says when, forged codes, other events' tickets and unpaid ones are refused in pt-BR,
// ownership and CSRF.
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { toLocalParts } from '../../domain/dates.ts';
import { participants } from '../db/schema.ts';
import { signCheckInCode } from '../documents/check-in-code.ts';
import { createTestEvent } from '../testing/factories.ts';
import { type OrganiserAgent, registerOwnerAndIntruder, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { createTestOrders, type TestPerson } from './participant-test-data.ts';

describe.each(TEST_DRIVERS)('check-in (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;
  let intruder: OrganiserAgent;

  beforeAll(async () => {
    ({ owner, intruder } = await registerOwnerAndIntruder(env().app));
  });

  async function eventWith(agent: OrganiserAgent, people: Omit<TestPerson, 'ticketTypeId'>[]) {
    const { ctx } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, agent.id);
    const ticketTypeId = ticketTypes[0]?.id as number;
    const ids = await createTestOrders(
      ctx,
      event.id,
      people.map((person) => ({ people: [{ ticketTypeId, ...person }] })),
    );
    const rows = await ctx.db.select().from(participants).where(inArray(participants.id, ids));
    const codes = ids.map((id) =>
      signCheckInCode(ctx.config.appSecret, rows.find((r) => r.id === id)?.uuid as string),
    );
    return { eventId: event.id, codes };
  }

  const scan = (eventId: number, codigo: unknown, agent = owner, csrf = true) =>
    agent.inject({ method: 'POST', url: `/api/eventos/${eventId}/check-in`, payload: { codigo }, csrf });

  it('marks the first arrival, answers a repeat with its time, and counts presentes x / y', async () => {
    const { eventId, codes } = await eventWith(owner, [
      { name: 'Ana Souza' },
      { name: 'Bia', status: 'isento' },
      { name: 'Caio', status: 'pendente' },
    ]);
    const first = await scan(eventId, `  ${codes[0]}\n`);
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data;
    const time = toLocalParts(new Date(data.presencaEm)).time;
    expect(data).toMatchObject({
      registrado: true,
      nome: 'Ana Souza',
      tipoIngresso: 'Ingresso 1',
      mensagem: `Entrada registrada às ${time}`,
      presentes: 1,
      total: 2,
      porTipo: [{ tipoIngresso: 'Ingresso 1', presentes: 1, total: 2 }],
    });
    const again = await scan(eventId, codes[0]);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      registrado: false,
      presencaEm: data.presencaEm,
      mensagem: `Já entrou hoje às ${time}`,
      presentes: 1,
    });
    const counter = await owner.inject({ method: 'GET', url: `/api/eventos/${eventId}/check-in` });
    expect(counter.json().data).toMatchObject({ presentes: 1, total: 2 });

    const unpaid = await scan(eventId, codes[2]);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error).toBe(
      'Ingresso com status Pendente: só ingressos pagos ou isentos dão entrada.',
    );
  });

  it('refuses forged codes, another event’s ticket and junk with pt-BR 4xx', async () => {
    const { eventId, codes } = await eventWith(owner, [{ name: 'Ana' }]);
    const other = await eventWith(owner, [{ name: 'Outra' }]);
    const code = codes[0] as string;
    const forged = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [forged, 'CATRACA1.qualquer.coisa', 'texto']) {
      const res = await scan(eventId, bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe(
        'Código inválido: não é um ingresso Catraca ou foi alterado. Confira o QR code do voucher.',
      );
    }
    const elsewhere = await scan(eventId, other.codes[0]);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().error).toBe('Este ingresso é de outro evento.');
    const unknown = await scan(eventId, signCheckInCode(env().ctx.config.appSecret, crypto.randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Ingresso não encontrado.');
    // Another organiser's genuine ticket reads exactly like an unknown code: nothing about it leaks.
    const theirs = await eventWith(intruder, [{ name: 'Alheia' }]);
    const foreign = await scan(eventId, theirs.codes[0]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    for (const junk of ['', 'x'.repeat(201), 42, null])
      expect((await scan(eventId, junk)).statusCode).toBe(422);
  });

  it('answers 404 to another organiser and 403 without the CSRF header', async () => {
    const { eventId, codes } = await eventWith(owner, [{ name: 'Ana' }]);
    expect((await scan(eventId, codes[0], intruder)).statusCode).toBe(404);
    expect(
      (await intruder.inject({ method: 'GET', url: `/api/eventos/${eventId}/check-in` })).statusCode,
    ).toBe(404);
    expect((await scan(eventId, codes[0], owner, false)).statusCode).toBe(403);
  });
});
