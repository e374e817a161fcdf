// The Pré-Inscritos export read back with exceljs (issue 20, Exportações; ADR 0421): the CPF
// formatted, the registration date a real Excel date in Brazil's wall clock, the header row frozen,
// and the form's answers with each conditional question right after the one it depends on.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { candidates, participantAnswers } from '../db/schema.ts';
import { createTestForm } from '../testing/factories.ts';
import { registerOrganiserAgent, useTestApp } from '../testing/test-app.ts';
import { TEST_DRIVERS } from '../testing/test-db.ts';
import { createApprovalEvent, createTestCandidates } from './candidate-test-data.ts';

describe.each(TEST_DRIVERS)('Pré-Inscritos export (%s)', (driver) => {
  const env = useTestApp(driver);

  it('has CPF, a real date cell, a frozen header and conditional answers next to their parent', async () => {
    const { app, ctx } = env();
    const organiser = await registerOrganiserAgent(app);
    const { event, ticketTypes } = await createApprovalEvent(ctx, organiser.id);
    const ticketTypeId = ticketTypes[0]?.id as number;
    const [curso, bolsa] = await createTestForm(ctx, event.id, [
      { label: 'Curso' },
      { label: 'Precisa de bolsa?', type: 'single_choice', options: ['Sim', 'Não'] },
      { label: 'Cidade' },
    ]);
    // Added to the form later (the last position), shown only when "Precisa de bolsa?" is Sim.
    const [renda] = await createTestForm(ctx, event.id, [
      {
        label: 'Renda familiar',
        position: 10,
        conditionalFatherFieldId: bolsa?.id as number,
        conditionalOptionId: bolsa?.options[0]?.id as number,
      },
    ]);
    const [lia, rui] = await createTestCandidates(ctx, event.id, [
      {
        name: 'Lia Prado',
        ticketTypeId,
        cpf: '52998224725',
        phone: '62991110001',
        createdAt: new Date('2026-10-01T14:30:00Z'),
      },
      { name: 'Rui Costa', ticketTypeId, createdAt: new Date('2026-10-02T02:15:00Z') },
    ]);
    const [liaRow] = await ctx.db
      .select({ participantId: candidates.participantId })
      .from(candidates)
      .where(eq(candidates.id, lia as number));
    const liaPerson = liaRow?.participantId as number;
    await ctx.db.insert(participantAnswers).values([
      { participantId: liaPerson, fieldId: curso?.id as number, value: 'Medicina' },
      { participantId: liaPerson, fieldId: bolsa?.id as number, value: 'Sim' },
      { participantId: liaPerson, fieldId: renda?.id as number, value: 'Até 2 salários' },
    ]);

    const res = await organiser.inject({
      method: 'POST',
      url: `/api/eventos/${event.id}/exportar-candidatos-excel`,
      payload: { candidatos: [{ id: lia }, { id: rui }] },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Nome',
      'Email',
      'Telefone',
      'CPF',
      'Status',
      'Tipo de Ingresso',
      'Data de Inscrição',
      'Valor (R$)',
      'Curso',
      'Precisa de bolsa?',
      'Renda familiar',
      'Cidade',
    ]);
    const cell = (row: number, name: string) => sheet.getRow(row).getCell(header.indexOf(name) + 1);
    expect(cell(2, 'Nome').value).toBe('Lia Prado');
    expect(cell(2, 'CPF').value).toBe('529.982.247-25');
    expect(cell(2, 'Telefone').value).toBe('(62) 99111-0001');
    // 14:30 UTC is 11:30 in São Paulo: a date cell, not text, formatted dd/mm/yyyy hh:mm.
    const registered = cell(2, 'Data de Inscrição');
    expect(registered.value).toBeInstanceOf(Date);
    expect(registered.value).toEqual(new Date('2026-10-01T11:30:00Z'));
    expect(registered.numFmt).toBe('dd/mm/yyyy hh:mm');
    // 02:15 UTC on the 2nd is still the 1st in Brazil.
    expect(cell(3, 'Data de Inscrição').value).toEqual(new Date('2026-10-01T23:15:00Z'));
    expect(cell(2, 'Curso').value).toBe('Medicina');
    expect(cell(2, 'Precisa de bolsa?').value).toBe('Sim');
    expect(cell(2, 'Renda familiar').value).toBe('Até 2 salários');
    expect(cell(3, 'CPF').value).toBeNull();
    expect(cell(3, 'Renda familiar').value).toBeNull();
  });
});
