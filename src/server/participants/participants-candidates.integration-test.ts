// An approval event's pre-registrations are written as participant rows at once (decision 0005),
// but only a candidate who paid or was exempted is a participant (decision 0094): the list, its
// cards, the frozen selection, the communication recipients and the report leave the others out.

import { inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CandidateDbStatus } from '../../domain/candidate-status.ts';
import { createApprovalEvent, createTestCandidates } from '../candidates/candidate-test-data.ts';
import { candidates, participants } from '../db/schema.ts';
import { type OrganiserAgent, registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';

const PEOPLE: { name: string; status: CandidateDbStatus }[] = [
  { name: 'Ana Preinscrita', status: 'pre_inscrito' },
  { name: 'Bruno Selecionado', status: 'selecionado' },
  { name: 'Carla Desclassificada', status: 'desclassificado' },
  { name: 'Davi Vencido', status: 'prazo_vencido' },
  { name: 'Eva Paga', status: 'pago' },
  { name: 'Fabio Isento', status: 'isento' },
];

describe.each(TEST_DRIVERS)('participants of an approval event (%s)', (driver) => {
  const env = useTestApp(driver);
  let owner: OrganiserAgent;
  let eventId: number;
  const participantIdOf = new Map<string, number>();

  beforeAll(async () => {
    const { ctx, app } = env();
    owner = await registerOrganiserAgent(app, 'Dona da Seleção');
    const { event, ticketTypes } = await createApprovalEvent(ctx, owner.id, { priceCents: 15000 });
    eventId = event.id;
    const ids = await createTestCandidates(
      ctx,
      eventId,
      PEOPLE.map((p) => ({ name: p.name, status: p.status, ticketTypeId: ticketTypes[0]?.id as number })),
    );
    const rows = await ctx.db
      .select({ id: candidates.id, participantId: candidates.participantId, name: participants.name })
      .from(candidates)
      .innerJoin(participants, sql`${participants.id} = ${candidates.participantId}`)
      .where(inArray(candidates.id, ids));
    for (const row of rows) participantIdOf.set(row.name, row.participantId);
    // What the approval flow does to the participant rows of the admitted (candidate-transitions).
    await ctx.db
      .update(participants)
      .set({ status: 'pago', amountCents: 15000 })
      .where(inArray(participants.id, [participantIdOf.get('Eva Paga') as number]));
    await ctx.db
      .update(participants)
      .set({ status: 'isento', amountCents: 0 })
      .where(inArray(participants.id, [participantIdOf.get('Fabio Isento') as number]));
  });

  const get = async (url: string) => {
    const res = await owner.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('lists and counts only the candidates who paid or were exempted', async () => {
    const list = await get(`/api/eventos/${eventId}/participantes?por_pagina=100`);
    expect(list.total).toBe(2);
    expect(list.itens.map((row: { nome: string }) => row.nome).sort()).toEqual(['Eva Paga', 'Fabio Isento']);
    // A search or filter naming a candidate still finds nobody.
    const pending = await get(`/api/eventos/${eventId}/participantes?status=pendente`);
    expect(pending.total).toBe(0);
    const search = await get(`/api/eventos/${eventId}/participantes?busca=Preinscrita`);
    expect(search.total).toBe(0);

    const summary = await get(`/api/eventos/${eventId}/participantes/resumo`);
    expect(summary).toMatchObject({ total: 2, confirmados: 1, isentos: 1, pendentes: 0, cancelados: 0 });

    const selection = await get(`/api/eventos/${eventId}/participantes/selecao`);
    expect(selection.total).toBe(2);
  });

  it('leaves the other candidates out of the communication recipients', async () => {
    const everyone = await get(`/api/eventos/${eventId}/comunicar-participantes/destinatarios`);
    expect(everyone.participantes).toBe(2);
    expect(everyone.amostra.sort()).toEqual(['eva.paga@teste.com.br', 'fabio.isento@teste.com.br']);
    const pending = await get(
      `/api/eventos/${eventId}/comunicar-participantes/destinatarios?status=pendente`,
    );
    expect(pending.participantes).toBe(0);

    // A ticked candidate is not a participant of this event: a 404, never a silent skip.
    const ticked = await owner.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/comunicar-participantes`,
      payload: {
        assunto: 'Aviso',
        mensagem: 'Olá!',
        participantesIds: [participantIdOf.get('Bruno Selecionado')],
      },
    });
    expect(ticked.statusCode, ticked.body).toBe(404);
    const sent = await owner.inject({
      method: 'POST',
      url: `/api/eventos/${eventId}/comunicar-participantes`,
      payload: { assunto: 'Aviso', mensagem: 'Olá!', filtros: {} },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ total_emails: 2, participantes_processados: 2 });
  });

  it('leaves the other candidates out of the report', async () => {
    const res = await owner.inject({
      method: 'GET',
      url: `/api/eventos/${eventId}/download-relatorio-participantes`,
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Participantes');
    const names: unknown[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) names.push(row.getCell(1).value);
    });
    expect(names.sort()).toEqual(['Eva Paga', 'Fabio Isento']);
  });
});
