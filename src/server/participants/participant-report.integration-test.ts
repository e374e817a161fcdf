import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { serializeAddress } from '../../domain/participant-form.ts';
import { createApprovalEvent, createTestCandidates } from '../candidates/candidate-test-data.ts';
import { checkIns, orders, participantAnswers } from '../db/schema.ts';
import { createTestCoupon, createTestEvent, createTestForm } from '../testing/factories.ts';
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
    // A conditional question written after the others: its column follows its parent's.
    const [qual] = await createTestForm(ctx, event.id, [
      {
        label: 'Qual restrição?',
        position: 9,
        conditionalFatherFieldId: dieta?.id as number,
        conditionalOptionId: dieta?.options[0]?.id as number,
      },
    ]);
    const coupon = await createTestCoupon(ctx, event.id, { code: 'AMIGO10' });
    const [ana, bruno] = await createTestOrders(ctx, event.id, [
      {
        buyerName: 'Carla Compradora',
        buyerEmail: 'carla@teste.com.br',
        buyerDocument: '52998224725',
        paymentMethod: 'credit_card',
        installments: 3,
        couponId: coupon.id,
        createdAt: new Date('2026-03-10T13:05:00Z'),
        people: [
          {
            name: 'Ana Souza',
            cpf: '11144477735',
            phone: '62991110001',
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
      { participantId: ana as number, fieldId: qual?.id as number, value: 'Glúten leve' },
      { participantId: bruno as number, fieldId: antiga?.id as number, value: '@resposta' },
    ]);
    const [order] = await ctx.db
      .select({ code: orders.code })
      .from(orders)
      .where(eq(orders.couponId, coupon.id));
    return {
      orderCode: order?.code as string,
      eventId: event.id,
      ana: ana as number,
      bruno: bruno as number,
      fieldIds: [empresa, dieta, endereco, antiga].map((f) => f?.id as number),
    };
  }

  it('streams an xlsx with one row per participant, typed cells, the order’s columns and every custom answer after its parent', async () => {
    const { eventId, orderCode } = await eventWithAnswers();
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
      'Pedido',
      'Forma de Pagamento',
      'Parcelas',
      'Cupom',
      'Comprador',
      'E-mail do Comprador',
      'CPF do Comprador',
      'Presença',
      'Presença em',
      'Empresa',
      'Restrições',
      'Qual restrição?',
      'Endereço',
      "'=Campo antigo",
    ]);
    // The header row stays on screen while scrolling.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(3);
    const ana = sheet.getRow(2);
    const cell = (name: string) => ana.getCell(header.indexOf(name) + 1);
    expect(cell('Participante').value).toBe('Ana Souza');
    expect(cell('CPF').value).toBe('111.444.777-35');
    expect(cell('Telefone').value).toBe('(62) 99111-0001');
    expect(cell('Status').value).toBe('Pago');
    expect(cell('Valor Pago').value).toBe(123.45);
    expect(cell('Valor Pago').numFmt).toBe('"R$" #,##0.00');
    // 13:05 UTC is 10:05 in São Paulo: the cell is a real date showing the Brazilian wall clock.
    expect(cell('Data da Compra').value).toBeInstanceOf(Date);
    expect(cell('Data da Compra').value).toEqual(new Date('2026-03-10T10:05:00Z'));
    expect(cell('Data da Compra').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(cell('Pedido').value).toBe(orderCode);
    expect(cell('Pedido').value).toMatch(/^[2-9A-Z]{3}-[2-9A-Z]{3}$/);
    expect(cell('Forma de Pagamento').value).toBe('Cartão de Crédito');
    expect(cell('Parcelas').value).toBe(3);
    expect(cell('Cupom').value).toBe('AMIGO10');
    expect(cell('Comprador').value).toBe('Carla Compradora');
    expect(cell('E-mail do Comprador').value).toBe('carla@teste.com.br');
    expect(cell('CPF do Comprador').value).toBe('529.982.247-25');
    expect(cell('Presença').value).toBe('Sim');
    expect(cell('Presença em').value).toEqual(new Date('2026-04-01T19:10:00Z'));
    expect(cell('Empresa').value).toBe("'+55 Empresa");
    expect(cell('Restrições').value).toBe('veg, gluten');
    expect(cell('Qual restrição?').value).toBe('Glúten leve');
    expect(cell('Endereço').value).toBe('Rua da Aurora, 100 - Boa Vista, Recife/PE - CEP 50030-230');
    const bruno = sheet.getRow(3);
    expect(bruno.getCell(1).value).toBe(`'=HYPERLINK("http://mal.example","x")`);
    expect(bruno.getCell(header.indexOf('Status') + 1).value).toBe('Pendente');
    expect(bruno.getCell(header.indexOf('Valor Pago') + 1).value).toBe(0);
    expect(bruno.getCell(header.indexOf('Presença') + 1).value).toBe('Não');
    expect(bruno.getCell(header.length).value).toBe("'@resposta");
  });

  it('names a courtesy and a manual registration, and leaves Parcelas empty off the card', async () => {
    const { ctx } = env();
    const { event, ticketTypes } = await createTestEvent(ctx, owner.id);
    const ticketTypeId = ticketTypes[0]?.id as number;
    await createTestOrders(ctx, event.id, [
      { paymentMethod: 'pix', people: [{ name: 'Paula Pix', ticketTypeId, amountCents: 5_000 }] },
      { paymentMethod: 'none', people: [{ name: 'Cora Cortesia', ticketTypeId, status: 'isento' }] },
      { paymentMethod: 'none', people: [{ name: 'Mara Manual', ticketTypeId, amountCents: 7_000 }] },
    ]);
    const res = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${event.id}/download-relatorio-participantes`,
    });
    const sheet = await openWorkbook(res.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (name: string) =>
      [2, 3, 4].map((row) => sheet.getRow(row).getCell(header.indexOf(name) + 1).value);
    expect(column('Forma de Pagamento')).toEqual(['PIX', 'Cortesia', 'Manual']);
    expect(column('Parcelas')).toEqual([null, null, null]);
    expect(column('Cupom')).toEqual([null, null, null]);
  });

  it('names an exempt candidate’s place Isenção', async () => {
    const { ctx } = env();
    const { event, ticketTypes } = await createApprovalEvent(ctx, owner.id);
    await createTestCandidates(ctx, event.id, [
      { name: 'Iara Isenta', ticketTypeId: ticketTypes[0]?.id as number, status: 'isento' },
    ]);
    const res = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${event.id}/download-relatorio-participantes`,
    });
    const sheet = await openWorkbook(res.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(sheet.getRow(2).getCell(1).value).toBe('Iara Isenta');
    expect(sheet.getRow(2).getCell(header.indexOf('Forma de Pagamento') + 1).value).toBe('Isenção');
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
    expect(header.slice(17)).toEqual(['Entrada Dia 1 · 01/04', 'Entrada Dia 2 · 02/04']);
    expect(sheet.getRow(2).getCell(18).value).toEqual(new Date('2026-04-01T09:12:00Z'));
    expect(sheet.getRow(2).getCell(19).value).toEqual(new Date('2026-04-02T08:30:00Z'));
    expect(sheet.getRow(3).getCell(18).value).toBeNull();
    expect(sheet.getRow(3).getCell(19).value).toEqual(new Date('2026-04-02T10:00:00Z'));
  });
});
