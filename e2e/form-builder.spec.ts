// Formulário de Inscrição (issue 10): the organiser builds a form — a required dropdown with a
// conditional text field for one option, an address restricted to one ticket type, a field dropped
// at a position and moved by keyboard, then deleted — saves it, and a buyer on the public page sees
// and must fill it, and completes a free registration, at 1366 px. At 390 px the builder only edits
// (fields cannot be added or moved on a phone): a saved form is opened there.
import { expect as baseExpect, type Dialog, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { publishEvent, sessionCsrfToken, shot } from './organiser-helpers.ts';
import { asDemo } from './sessions.ts';
import { XHR } from './wire.ts';

// Each step waits for what the organiser sees (a dialog gone, a list loaded); on a CI machine shared
// by several suites a page load can take longer than the default 10 s, so the wait is longer, never
// a pause.
const expect = baseExpect.configure({ timeout: 30_000 });

const UNSAVED = 'Há alterações não salvas no formulário. Deseja sair mesmo assim?';

async function csrfHeaders(page: Page) {
  // Asked of the server (the session's token), not read from a page loaded for it.
  return { ...XHR, 'X-CSRF-Token': await sessionCsrfToken(page.request) };
}

async function createFreeEvent(page: Page) {
  const headers = await csrfHeaders(page);
  const res = await page.request.post('/api/criar-evento', {
    headers,
    data: {
      nome: `Oficina Formulário ${Date.now()}`,
      descricao: '<p>Oficina com formulário personalizado</p>',
      numero_participantes: 40,
      data_inicio: '10/10/2030',
      hora_inicio: '19:00',
      data_fim: '10/10/2030',
      tipo_evento: 'online',
      link_evento: 'meet.google.com/abc',
      tipos_ingresso: [
        { nome: 'Presencial', is_free: true, quantidade: 20, data_fim_venda: '09/10/2030' },
        { nome: 'Remoto', is_free: true, quantidade: 20, data_fim_venda: '09/10/2030' },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).data.evento.id as number;
  await publishEvent(page.request, id, headers['X-CSRF-Token']);
  const admin = await (await page.request.get(`/api/admin/eventos/${id}`, { headers: XHR })).json();
  return { id, publicPath: new URL(admin.data.public_url, 'http://x').pathname };
}

const cardLabels = (page: Page) =>
  page.locator('.fb-field-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-field-label')));

/** A pointer drag from a palette item to a target, in small steps so dnd-kit's sensor activates. */
async function dragTo(page: Page, source: Locator, target: Locator, where: 'top' | 'center' = 'center') {
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  const y = where === 'top' ? to.y + 8 : to.y + to.height / 2;
  await page.mouse.move(to.x + to.width / 2, y, { steps: 15 });
  await page.mouse.move(to.x + to.width / 2, y + 1, { steps: 2 });
  await page.mouse.up();
}

async function buildForm(page: Page, presencialId: number) {
  const configure = page.getByRole('dialog', { name: 'Configurar Campo' });
  // A dropdown dropped onto the empty form opens Configurar Campo at once.
  await dragTo(
    page,
    page.getByRole('button', { name: 'Adicionar campo Lista Suspensa' }),
    page.getByText('Nenhum campo adicional'),
  );
  await expect(configure).toBeVisible();
  await configure.getByLabel('Nome do Campo').fill('Tamanho da camiseta');
  await configure.getByLabel('Campo obrigatório').check();
  await configure.getByRole('textbox', { name: 'Opção 1', exact: true }).fill('P');
  // The 2-option minimum: one blank option is refused with the spec's message.
  await configure.getByRole('button', { name: 'Salvar Campo' }).click();
  await expect(configure.getByText('Por favor, adicione pelo menos 2 opções válidas.')).toBeVisible();
  await expect(page.getByText('Por favor, corrija os erros nos campos destacados.')).toBeVisible();
  await expect(configure.getByRole('button', { name: 'Remover opção 1' })).toBeDisabled();
  await configure.getByRole('textbox', { name: 'Opção 2', exact: true }).fill('G');

  // Campos Condicionais of option G → Editar Campo Condicional (1-option minimum for choices).
  await configure.getByRole('button', { name: 'Campos Condicionais da opção 2' }).click();
  const conditionals = page.getByRole('dialog', { name: 'Campos Condicionais' });
  await conditionals.getByRole('button', { name: 'Adicionar Campo Condicional' }).click();
  const conditional = page.getByRole('dialog', { name: 'Editar Campo Condicional' });
  await conditional.getByLabel('Nome do Campo').fill('Por que G?');
  await conditional.getByRole('combobox', { name: 'Tipo do Campo' }).click();
  await page.getByRole('option', { name: 'Lista Suspensa' }).click();
  await conditional.getByRole('button', { name: 'Salvar Campo' }).click();
  await expect(conditional.getByText('O campo precisa ter pelo menos uma opção.')).toBeVisible();
  await conditional.getByRole('combobox', { name: 'Tipo do Campo' }).click();
  await page.getByRole('option', { name: 'Texto Curto' }).click();
  await conditional.getByLabel('Campo obrigatório').check();
  await shot(page, 'form-builder-conditional');
  await conditional.getByRole('button', { name: 'Salvar Campo' }).click();
  await expect(conditional).toBeHidden();
  await expect(conditionals.getByText('Por que G?')).toBeVisible();
  // The header's × and the footer's button are both "Fechar"; either closes it.
  await conditionals.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(conditionals).toBeHidden();
  await configure.getByRole('button', { name: 'Salvar Campo' }).click();
  await expect(configure).toBeHidden();

  // An address added by pressing its palette item (to the end), restricted to Presencial.
  await page.getByRole('button', { name: 'Adicionar campo Endereço' }).click();
  await configure.getByLabel('Nome do Campo').fill('Endereço de entrega');
  await configure.getByLabel('Campo obrigatório').check();
  await configure.getByRole('combobox', { name: 'Exibir apenas para os tipos de ingresso' }).click();
  await page.getByRole('option', { name: 'Presencial' }).click();
  await configure.getByLabel('Nome do Campo').click();
  await shot(page, 'form-builder-configure');
  await configure.getByRole('button', { name: 'Salvar Campo' }).click();
  await expect(configure).toBeHidden();

  // Dropped on the target after the last field, a palette item lands last (over a field it would land
  // before that field); cancelling a new field removes it (spec §4).
  await dragTo(
    page,
    page.getByRole('button', { name: 'Adicionar campo Número' }),
    page.getByTestId('form-end-drop'),
  );
  await expect(configure).toBeVisible();
  expect(await cardLabels(page)).toEqual(['Tamanho da camiseta', 'Endereço de entrega', 'Número']);
  await configure.getByRole('button', { name: 'Cancelar' }).click();
  // A person waits for the dialog to go: until its closing transition ends, its overlay still
  // covers the page and would take the next drag's mouse-down.
  await expect(configure).toBeHidden();
  expect(await cardLabels(page)).toEqual(['Tamanho da camiseta', 'Endereço de entrega']);

  // Dropped at a position: onto the first card, so it lands first.
  await dragTo(
    page,
    page.getByRole('button', { name: 'Adicionar campo Texto Curto' }),
    page.locator('.fb-field-card').first(),
    'top',
  );
  await configure.getByLabel('Nome do Campo').fill('Empresa');
  await configure.getByRole('button', { name: 'Salvar Campo' }).click();
  // Closing, the dialog gives the focus back to where it was: only then can the handle take it.
  await expect(configure).toBeHidden();
  expect(await cardLabels(page)).toEqual(['Empresa', 'Tamanho da camiseta', 'Endereço de entrega']);

  // Reordered by keyboard: Space lifts, arrows move, Space drops.
  const handle = page.getByRole('button', { name: 'Mover campo "Empresa"' });
  await handle.focus();
  // Each key waits for dnd-kit's pt-BR announcement, so a slow machine cannot skip a step.
  const announced = page.locator('[id^="DndLiveRegion"]');
  // Lifted is not enough: an arrow moves the field only once dnd-kit has measured the drop targets,
  // which it says by announcing the field over its own place (a busy machine pressed the arrow after
  // "selecionado" and before that, and the field stayed put).
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(/Campo Empresa sobre a posição de Empresa/);
  await page.keyboard.press('ArrowDown');
  await expect(announced).toHaveText(/sobre a posição de Tamanho da camiseta/);
  await page.keyboard.press('ArrowDown');
  await expect(announced).toHaveText(/sobre a posição de Endereço de entrega/);
  await page.keyboard.press('Space');
  await expect
    .poll(() => cardLabels(page))
    .toEqual(['Tamanho da camiseta', 'Endereço de entrega', 'Empresa']);
  await shot(page, 'form-builder-draft');

  // Every browser confirm is recorded: a question asked twice, or the wrong one, fails below.
  const confirms: string[] = [];
  const answerConfirm = (dialog: Dialog) => {
    confirms.push(dialog.message());
    void (dialog.message().startsWith('Tem certeza') ? dialog.accept() : dialog.dismiss());
  };
  page.on('dialog', answerConfirm);

  // Leaving with unsaved changes asks first, in the app's one leave prompt (the event form's too);
  // staying keeps the draft.
  await page.getByRole('tab', { name: 'Participantes' }).click();
  const leave = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await expect(leave).toContainText(UNSAVED);
  await leave.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Formulário de Inscrição' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Delete asks with the spec's browser confirm, and only that.
  await page.locator('.fb-field-card[data-field-label="Empresa"]').hover();
  await page.getByRole('button', { name: 'Excluir campo "Empresa"' }).click();
  await expect.poll(() => confirms).toEqual(['Tem certeza que deseja excluir o campo "Empresa"?']);
  expect(await cardLabels(page)).toEqual(['Tamanho da camiseta', 'Endereço de entrega']);
  page.off('dialog', answerConfirm);

  const isSave = (url: string, method: string) =>
    method === 'POST' && new URL(url).pathname.endsWith('/formulario-personalizado');
  const sending = page.waitForRequest((r) => isSave(r.url(), r.method()));
  const answering = page.waitForResponse((r) => isSave(r.url(), r.request().method()));
  await page.getByRole('button', { name: 'Salvar Formulário' }).click();
  await expect(page.getByText('Formulário Salvo')).toBeVisible();
  checkSaveContract((await sending).postDataJSON(), await (await answering).json(), presencialId);
}

type Sent = {
  id: string;
  label: string;
  type: string;
  required: boolean;
  show_for_types: number[] | null;
  options: { id: string; value: string; label: string; conditionalFields: Sent[] }[];
};

/**
 * What the builder sent and the server answered are the spec's names and id shapes exactly (§3, §7):
 * `conditionalFields` (never `conditional_fields`), new fields and conditional fields "field_" + time
 * + random part, options option_N with value opcaoN and the organiser's text as label; fieldsMapping
 * maps each of those temporary ids to a stored id.
 */
type Answered = {
  success: boolean;
  data: {
    fieldsMapping: Record<'fields' | 'options' | 'conditionalFields', Record<string, number>>;
    formFields: { id: number; options: { conditionalFields: { id: number }[] }[] }[];
  };
};

function checkSaveContract(sent: { formFields: Sent[] }, answer: Answered, presencialId: number) {
  const text = JSON.stringify(sent);
  for (const old of ['conditional_fields', '"campo-', '"opcao-', '"condicional-'])
    expect(text).not.toContain(old);
  const [size, address] = sent.formFields;
  if (!size || !address) throw new Error(`two fields expected, got ${text}`);
  expect(sent.formFields).toHaveLength(2);
  const fieldId = /^field_\d{13}_[0-9a-z]+$/;
  expect(size).toMatchObject({ label: 'Tamanho da camiseta', type: 'select', required: true });
  expect(size.id).toMatch(fieldId);
  expect(size.options.map((o) => o.label)).toEqual(['P', 'G']);
  for (const option of size.options) {
    const n = /^option_(\d+)$/.exec(option.id)?.[1];
    expect(n, option.id).toBeDefined();
    expect(option.value).toBe(`opcao${n}`);
  }
  expect(size.options[0]?.conditionalFields).toEqual([]);
  const [why] = size.options[1]?.conditionalFields ?? [];
  expect(why).toMatchObject({ label: 'Por que G?', type: 'text', required: true });
  expect(why?.id).toMatch(fieldId);
  expect(address).toMatchObject({
    label: 'Endereço de entrega',
    type: 'address',
    show_for_types: [presencialId],
  });
  expect(address.id).toMatch(fieldId);

  expect(answer.success).toBe(true);
  const { fieldsMapping, formFields } = answer.data;
  const stored = expect.any(Number);
  expect(fieldsMapping).toEqual({
    fields: { [size.id]: stored, [address.id]: stored },
    options: Object.fromEntries(size.options.map((o) => [o.id, stored])),
    conditionalFields: { [why?.id as string]: stored },
  });
  expect(formFields.map((f) => f.id)).toEqual([
    fieldsMapping.fields[size.id],
    fieldsMapping.fields[address.id],
  ]);
  expect(formFields[0]?.options[1]?.conditionalFields[0]?.id).toBe(
    fieldsMapping.conditionalFields[why?.id as string],
  );
}

async function buy(page: Page, publicPath: string) {
  await page.goto(publicPath);
  for (const name of ['Presencial', 'Remoto']) {
    await page.getByRole('button', { name: `Aumentar quantidade de ${name}`, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
  const presencial = page.getByRole('region', { name: /Participante/ }).filter({ hasText: 'Presencial' });
  const remoto = page.getByRole('region', { name: /Participante/ }).filter({ hasText: 'Remoto' });
  // The address is asked of the Presencial participant only; the conditional field waits for G.
  await expect(presencial.getByText('Endereço de entrega')).toBeVisible();
  await expect(remoto.getByText('Endereço de entrega')).toHaveCount(0);
  await expect(page.getByLabel('Por que G?')).toHaveCount(0);

  // Required: nothing advances until they are filled.
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(presencial.getByText('Preencha rua, número, bairro, cidade e estado')).toBeVisible();
  await expect(remoto.getByText('Selecione uma opção')).toBeVisible();

  const stamp = Date.now();
  for (const [region, nome, size] of [
    [presencial, 'Paula Presencial', 'G'],
    [remoto, 'Rui Remoto', 'P'],
  ] as const) {
    await region.getByLabel('Nome completo').fill(nome);
    await region.getByLabel('Email').fill(`${nome.split(' ')[0]?.toLowerCase()}.${stamp}@example.com`);
    await region.getByRole('combobox', { name: 'Tamanho da camiseta' }).click();
    await page.getByRole('option', { name: size, exact: true }).click();
  }
  await expect(presencial.getByLabel('Por que G?')).toBeVisible();
  await expect(remoto.getByLabel('Por que G?')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(presencial.getByText('Este campo é obrigatório')).toBeVisible();
  await presencial.getByLabel('Por que G?').fill('Prefiro folgada');
  await presencial.getByLabel('Rua').fill('Avenida Paulista');
  await presencial.getByLabel('Número').fill('1000');
  await presencial.getByLabel('Bairro').fill('Bela Vista');
  await presencial.getByLabel('Cidade').fill('São Paulo');
  await presencial.getByLabel('Estado').selectOption('SP');
  await shot(page, 'form-builder-buyer');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Inscrição realizada com sucesso!' }),
  ).toBeVisible();
  await shot(page, 'form-builder-buyer-done');
}

/**
 * The organiser finds the buyer's answers: both participants in Participantes, and in the report
 * (the .xlsx the page downloads, opened here) the dropdown's choice, the conditional answer and the
 * address written out, under the fields' labels, each on the right participant's row.
 */
async function checkAnswers(page: Page, eventId: number) {
  await page.goto(`/admin/eventos/${eventId}?tab=participantes`);
  await expect(page.getByText('Paula Presencial').first()).toBeVisible();
  await expect(page.getByText('Rui Remoto').first()).toBeVisible();
  // Ver detalhes (the row menu, beside the row on a desktop): the answers under the fields' labels.
  // Paula bought both tickets: her own row is the one whose participant is her.
  await page
    .getByRole('row', { name: /^Selecionar linha Paula Presencial/ })
    .getByRole('button', { name: 'Ações da linha' })
    .click();
  await page.getByRole('menuitem', { name: 'Ver detalhes' }).click();
  const answers = page
    .getByRole('dialog', { name: 'Detalhes do participante' })
    .getByTestId('participant-answers');
  for (const text of [
    'Tamanho da camiseta',
    'G',
    'Por que G?',
    'Prefiro folgada',
    'Endereço de entrega',
    'Avenida Paulista, 1000',
  ]) {
    await expect(answers).toContainText(text);
  }
  await shot(page, 'form-builder-participant-details');
  await page.keyboard.press('Escape');
  await expect(answers).toBeHidden();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar relatório' }).click();
  const download = await downloading;
  await expect(page.getByText('Relatório baixado com sucesso!')).toBeVisible();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Participantes');
  if (!sheet) throw new Error('no Participantes sheet');
  const header = Array.from(sheet.getRow(1).values as unknown[], (value) => String(value ?? ''));
  const rowOf = (name: string) => {
    let found = null as Record<string, unknown> | null;
    sheet.eachRow((row, index) => {
      if (index === 1 || row.getCell(1).value !== name) return;
      // exceljs leaves a row's blank cells as holes in `values`: read each column's cell instead.
      found = Object.fromEntries(
        header.map((label, i) => [label, i === 0 ? '' : (row.getCell(i).value ?? '')]),
      );
    });
    if (!found) throw new Error(`${name} is not in the report`);
    return found;
  };
  expect(rowOf('Paula Presencial')).toMatchObject({
    'Tipo de Ingresso': 'Presencial',
    'Tamanho da camiseta': 'G',
    'Por que G?': 'Prefiro folgada',
    'Endereço de entrega': 'Avenida Paulista, 1000 - Bela Vista, São Paulo/SP',
  });
  expect(rowOf('Rui Remoto')).toMatchObject({
    'Tipo de Ingresso': 'Remoto',
    'Tamanho da camiseta': 'P',
    'Por que G?': '',
    'Endereço de entrega': '',
  });
}

test.use(asDemo);

{
  const viewport = { name: 'desktop', width: 1366, height: 900 };
  test(`organiser builds the form and a buyer fills it at ${viewport.width} px`, async ({ page }) => {
    // A long journey (build, save, buy) on a shared CI machine: the budget, not a wait.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const { id, publicPath } = await createFreeEvent(page);
    const event = await (await page.request.get(`/api/eventos/inscricao/${id}`, { headers: XHR })).json();
    const [presencialId] = event.data.tipos_ingresso.map((t: { id: number }) => t.id);
    await page.goto(`/admin/eventos/${id}?tab=formularios`);
    // The organiser waits for the loader to go; a busy shared machine can take longer than 10 s.
    await expect(page.getByRole('heading', { name: 'Formulário de Inscrição' })).toBeVisible();
    await expect(page.getByText('Nome Completo')).toBeVisible();
    await shot(page, 'form-builder-empty');
    await buildForm(page, presencialId);

    await page.reload();
    await expect.poll(() => cardLabels(page)).toEqual(['Tamanho da camiseta', 'Endereço de entrega']);
    await shot(page, 'form-builder-saved');

    // The server checks answers against the new form too, not only the page.
    const refused = await page.request.post(`/api/eventos/${id}/inscricao`, {
      headers: XHR,
      data: {
        comprador: {
          comprador: {
            name: 'Ana Api Teste',
            email: `api.${Date.now()}@example.com`,
            documento: '529.982.247-25',
          },
          payment_method: 'pix',
          installments: 1,
        },
        participantes: [
          {
            ticketTypeId: presencialId,
            nome: 'Api Teste',
            email: `api.${Date.now()}@example.com`,
            answers: [],
          },
        ],
      },
    });
    expect(refused.status()).toBe(422);
    const errors = Object.keys((await refused.json()).validation_errors);
    expect(errors.filter((key) => key.startsWith('participantes.0.campo_'))).toHaveLength(2);

    await buy(page, publicPath);
    await checkAnswers(page, id);
  });
}

test('at 390 px the builder only edits: no palette, no drop target, no handles, nothing sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { id } = await createFreeEvent(page);
  const saved = await page.request.post(`/api/eventos/${id}/formulario-personalizado`, {
    headers: await csrfHeaders(page),
    data: {
      formFields: [
        { id: 'field_1700000000000_a', label: 'Empresa', type: 'text', required: true, order: 0 },
        {
          id: 'field_1700000000000_b',
          label: 'Endereço de entrega',
          type: 'address',
          required: false,
          order: 1,
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto(`/admin/eventos/${id}?tab=formularios`);
  await expect.poll(() => cardLabels(page)).toEqual(['Empresa', 'Endereço de entrega']);
  await expect(page.getByText('Edição limitada no celular')).toBeVisible();
  await expect(page.getByTestId('form-end-drop')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Adicionar campo Texto Curto' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mover campo "Endereço de entrega"' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'form-builder-saved');
});
