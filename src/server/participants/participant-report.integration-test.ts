import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { serializeAddress } from '../../domain/participant-form.ts';
import { checkIns, participantAnswers } from '../db/schema.ts';
import { createTestEvent, createTestForm } from '../testing/factories.ts';
import { type OrganiserAgent, registerOwnerAndIntruder, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { readParticipantAnswers } from './participant-answers.ts';
import { createTestOrders } from './participant-test-data.ts';

async function openWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Participantes');
  if (!sheet) throw new Error('no Participantes sheet');
  return sheet;
}

describe.each(TEST_DRIVERS)('participants report (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;
  let intruder: OrganiserAgent;

  beforeAll(async () => {
    ({ owner, intruder } = await registerOwnerAndIntruder(env().app));
  });

  async function eventWithAnswers() {
    const { ctx } = env();
    // One day: the per-day columns are for multi-day events (the last test).
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id, {
      startsAt: new Date('2026-04-01T12:00:00Z'),
      endsAt: new Date('2026-04-01T21:00:00Z'),
    });
    const ticketTypeId = ticketTypes[0]?.id as number;
    const [empresa, dieta, endereco, antiga] = await createTestForm(ctx, event.id, [
      { label: 'Empresa' },
      { label: 'Restrições', type: 'multiple_choice', options: ['veg', 'gluten'] },
      { label: 'Endereço', type: 'address' },
      { label: '=Campo antigo' },
    ]);
    const [ana, bruno] = await createTestOrders(ctx, event.id, [
      {
        buyerName: 'Carla Compradora',
        buyerEmail: 'carla@teste.com.br',
        createdAt: new Date('2026-03-10T13:05:00Z'),
        people: [
          {
            name: 'Ana Souza',
            ticketTypeId,
            amountCents: 12_345,
            checkedInAt: new Date('2026-04-01T22:10:00Z'),
          },
          { name: '=HYPERLINK("http://mal.example","x")', ticketTypeId, status: 'pendente', amountCents: 0 },
        ],
      },
    ]);
    await ctx.db.insert(participantAnswers).values([
      { participantId: ana as number, fieldId: empresa?.id as number, value: '+55 Empresa' },
      { participantId: ana as number, fieldId: dieta?.id as number, value: '["veg","gluten"]' },
      {
        participantId: ana as number,
        fieldId: endereco?.id as number,
        value: serializeAddress({
          cep: '50030-230',
          rua: 'Rua da Aurora',
          numero: '100',
          complemento: '',
          bairro: 'Boa Vista',
          cidade: 'Recife',
          estado: 'PE',
        }),
      },
      { participantId: bruno as number, fieldId: antiga?.id as number, value: '@resposta' },
    ]);
    return {
      eventId: event.id,
      ana: ana as number,
      bruno: bruno as number,
      fieldIds: [empresa, dieta, endereco, antiga].map((f) => f?.id as number),
    };
  }

  it('streams an xlsx with one row per participant, typed cells and every custom answer', async () => {
    const { eventId } = await eventWithAnswers();
    const res = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${eventId}/download-relatorio-participantes`,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?Relatorio_Participantes_\d{4}-\d{2}-\d{2}\.xlsx"?$/,
    );
    const sheet = await openWorkbook(res.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Participante',
      'E-mail',
      'Telefone',
      'CPF',
      'Tipo de Ingresso',
      'Status',
      'Valor Pago',
      'Data da Compra',
      'Comprador',
      'E-mail do Comprador',
      'Presença',
      'Presença em',
      'Empresa',
      'Restrições',
      'Endereço',
      "'=Campo antigo",
    ]);
    expect(sheet.rowCount).toBe(3);
    const ana = sheet.getRow(2);
    expect(ana.getCell(1).value).toBe('Ana Souza');
    expect(ana.getCell(6).value).toBe('Pago');
    expect(ana.getCell(7).value).toBe(123.45);
    expect(ana.getCell(7).numFmt).toBe('"R$" #,##0.00');
    // 13:05 UTC is 10:05 in São Paulo: the cell shows the Brazilian wall clock.
    expect(ana.getCell(8).value).toEqual(new Date('2026-03-10T10:05:00Z'));
    expect(ana.getCell(8).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(ana.getCell(9).value).toBe('Carla Compradora');
    expect(ana.getCell(10).value).toBe('carla@teste.com.br');
    expect(ana.getCell(11).value).toBe('Sim');
    expect(ana.getCell(12).value).toEqual(new Date('2026-04-01T19:10:00Z'));
    expect(ana.getCell(13).value).toBe("'+55 Empresa");
    expect(ana.getCell(14).value).toBe('veg, gluten');
    expect(ana.getCell(15).value).toBe('Rua da Aurora, 100 - Boa Vista, Recife/PE - CEP 50030-230');
    const bruno = sheet.getRow(3);
    expect(bruno.getCell(1).value).toBe(`'=HYPERLINK("http://mal.example","x")`);
    expect(bruno.getCell(6).value).toBe('Pendente');
    expect(bruno.getCell(7).value).toBe(0);
    expect(bruno.getCell(11).value).toBe('Não');
    expect(bruno.getCell(16).value).toBe("'@resposta");
  });

  it('writes every participant across several batches', async () => {
    const { ctx } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id);
    const ticketTypeId = ticketTypes[0]?.id as number;
    const people = Array.from({ length: 2101 }, (_, i) => ({ name: `Pessoa ${i + 1}`, ticketTypeId }));
    await createTestOrders(ctx, event.id, [{ people }]);
    const res = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${event.id}/download-relatorio-participantes`,
    });
    const sheet = await openWorkbook(res.rawPayload);
    expect(sheet.rowCount).toBe(2102);
    expect(sheet.getRow(2102).getCell(1).value).toBe('Pessoa 2101');
  });

  it('reads answers per participant, retired fields included, and never another event’s', async () => {
    const { eventId, ana, bruno, fieldIds } = await eventWithAnswers();
    const other = await eventWithAnswers();
    const answers = await readParticipantAnswers(env().ctx.db, eventId, [ana, bruno, other.ana]);
    expect(answers.get(ana)?.get(fieldIds[1] as number)).toBe('veg, gluten');
    expect(answers.get(bruno)?.get(fieldIds[3] as number)).toBe('@resposta');
    expect(answers.has(other.ana)).toBe(false);
  });

  it('answers 404 for another organiser and 401 without a session', async () => {
    const { eventId } = await eventWithAnswers();
    const url = `/api/eventos/${eventId}/download-relatorio-participantes`;
    expect((await intruder.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await env().app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await owner.inject({ method: 'GET', url: '/api/eventos/abc/download-relatorio-participantes' }))
        .statusCode,
    ).toBe(404);
  });

  it('adds one arrival column per day of a multi-day event, in Brazil’s clock', async () => {
    const { ctx } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id, {
      startsAt: new Date('2026-04-01T12:00:00Z'),
      endsAt: new Date('2026-04-02T21:00:00Z'),
    });
    const [ana, bruno] = await createTestOrders(ctx, event.id, [
      { people: [{ name: 'Ana', ticketTypeId: ticketTypes[0]?.id as number }] },
      { people: [{ name: 'Bruno', ticketTypeId: ticketTypes[0]?.id as number }] },
    ]);
    await ctx.db.insert(checkIns).values([
      {
        participantId: ana as number,
        eventId: event.id,
        day: '2026-04-01',
        checkedInAt: new Date('2026-04-01T12:12:00Z'),
      },
      {
        participantId: ana as number,
        eventId: event.id,
        day: '2026-04-02',
        checkedInAt: new Date('2026-04-02T11:30:00Z'),
      },
      {
        participantId: bruno as number,
        eventId: event.id,
        day: '2026-04-02',
        checkedInAt: new Date('2026-04-02T13:00:00Z'),
      },
    ]);
    const res = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${event.id}/download-relatorio-participantes`,
    });
    const sheet = await openWorkbook(res.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(12)).toEqual(['Entrada Dia 1 · 01/04', 'Entrada Dia 2 · 02/04']);
    expect(sheet.getRow(2).getCell(13).value).toEqual(new Date('2026-04-01T09:12:00Z'));
    expect(sheet.getRow(2).getCell(14).value).toEqual(new Date('2026-04-02T08:30:00Z'));
    expect(sheet.getRow(3).getCell(13).value).toBeNull();
    expect(sheet.getRow(3).getCell(14).value).toEqual(new Date('2026-04-02T10:00:00Z'));
  });
});
