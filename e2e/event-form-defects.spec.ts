import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginAsDemo, registerOrganiser } from './fixtures.ts';
import { shot } from './organiser-helpers.ts';

// Issue 12, event form defects 1–8, each in real Chromium.

const api = { 'X-Requested-With': 'XMLHttpRequest' };

async function csrfHeaders(page: Page) {
  await page.reload();
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return { ...api, 'X-CSRF-Token': token };
}

/** An event created through the API (the form itself is exercised elsewhere); returns its id. */
async function createEventByApi(page: Page, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await page.request.post('/api/criar-evento', {
    headers: await csrfHeaders(page),
    data: {
      nome: `Evento ${Date.now()}`,
      descricao: '<p>Sobre o evento</p>',
      numero_participantes: 40,
      data_inicio: '10/10/2030',
      hora_inicio: '19:00',
      data_fim: '10/10/2030',
      tipo_evento: 'online',
      link_evento: 'meet.google.com/abc',
      tipos_ingresso: [{ nome: 'Entrada', is_free: true, quantidade: 40, data_fim_venda: '09/10/2030' }],
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.evento.id as number;
}

async function editData(request: APIRequestContext, id: number) {
  const res = await request.get(`/api/eventos/${id}/edit`, { headers: api });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Atualizar Evento' }).click();
  await expect(page.getByText('Evento atualizado com sucesso!').first()).toBeVisible();
}

test('1. a chosen institution survives the save and a reload, by click and by keyboard', async ({ page }) => {
  await loginAsDemo(page);
  // On a new event, choosing an institution with members brings the agenda switch.
  await page.goto('/admin/eventos/novo');
  await page.getByRole('combobox', { name: 'Instituição' }).fill('Instituto');
  await page.getByRole('option', { name: 'Instituto de Tecnologia do Cerrado' }).click();
  await page.getByRole('button', { name: 'Adicionar Ingresso' }).click();
  await expect(page.getByRole('dialog').getByText('Exibir na agenda dos membros')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

  const id = await createEventByApi(page);
  await page.goto(`/admin/eventos/${id}/editar`);
  const institution = page.getByRole('combobox', { name: 'Instituição' });
  await institution.fill('Instituto');
  await page.getByRole('option', { name: 'Instituto de Tecnologia do Cerrado' }).click();
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/atualizar-evento'));
  await save(page);
  expect((await sent).postDataJSON().instituicao_id).toEqual(expect.any(Number));
  await page.reload();
  await expect(institution).toHaveValue('Instituto de Tecnologia do Cerrado');
  expect((await editData(page.request, id)).instituicao_nome).toBe('Instituto de Tecnologia do Cerrado');

  await institution.fill('Universidade');
  await expect(page.getByRole('option', { name: 'Universidade Federal de Exemplo' })).toBeVisible();
  await institution.press('ArrowDown');
  await institution.press('Enter');
  await expect(institution).toHaveValue('Universidade Federal de Exemplo');
  await save(page);
  await page.reload();
  await expect(institution).toHaveValue('Universidade Federal de Exemplo');
  expect((await editData(page.request, id)).instituicao_nome).toBe('Universidade Federal de Exemplo');
});

test('2. the approval payment deadline defaults to 7 dias and can be edited after creation', async ({
  page,
}) => {
  await loginAsDemo(page, '/admin/eventos/novo');
  await page.getByLabel('Pré Inscrição').check();
  await expect(page.getByRole('textbox', { name: 'Prazo para pagamento' })).toHaveValue('7');
  await expect(page.getByRole('combobox', { name: 'Unidade do prazo' })).toHaveValue('Dias');

  const id = await createEventByApi(page, {
    pre_inscricao_type: 'approval',
    pre_inscricao_approval_duration: { value: 7, unit: 'dias' },
  });
  await page.goto(`/admin/eventos/${id}/editar`);
  const section = page.getByRole('region', { name: 'Pré Inscrição' });
  await expect(section.getByText('o tipo de inscrição não pode ser alterado')).toBeVisible();
  const value = section.getByRole('textbox', { name: 'Prazo para pagamento' });
  await expect(value).toHaveValue('7');
  await value.fill('2');
  await section.getByRole('combobox', { name: 'Unidade do prazo' }).click();
  await page.getByRole('option', { name: 'Semanas' }).click();
  await shot(page, 'event-edit-approval');
  await save(page);
  await page.reload();
  await expect(value).toHaveValue('2');
  await expect(section.getByRole('combobox', { name: 'Unidade do prazo' })).toHaveValue('Semanas');
  expect((await editData(page.request, id)).pre_inscricao_approval_duration).toEqual({
    value: 2,
    unit: 'semanas',
  });
});

test('3. a bad or foreign id shows "not found" at once, and a failed load offers Tentar Novamente', async ({
  page,
  browser,
}) => {
  await loginAsDemo(page);
  const started = Date.now();
  await page.goto('/admin/eventos/abc/editar');
  await expect(page.getByRole('heading', { name: 'Evento não encontrado' })).toBeVisible({ timeout: 3000 });
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  await shot(page, 'event-edit-not-found');

  const demoId = (await (await page.request.get('/api/admin/eventos', { headers: api })).json()).data[0].id;
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/');
  await registerOrganiser(other, 'Outra Pessoa');
  await other.goto(`/admin/eventos/${demoId}/editar`);
  // A fresh browser context loads the whole admin app first: allow a busy machine its seconds.
  await expect(other.getByRole('heading', { name: 'Evento não encontrado' })).toBeVisible({
    timeout: 10_000,
  });
  await otherContext.close();

  // A server failure is not "not found": the spec's load error with its retry button.
  let failing = true;
  await page.route(`**/api/eventos/${demoId}/edit`, (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error_type":"internal_error"}',
        })
      : route.continue(),
  );
  await page.goto(`/admin/eventos/${demoId}/editar`);
  await expect(page.getByText('Erro ao carregar dados do evento.')).toBeVisible({ timeout: 15_000 });
  failing = false;
  await page.getByRole('button', { name: 'Tentar Novamente' }).click();
  await expect(page.getByLabel('Nome do evento')).not.toHaveValue('');
});

test('4. the saving notice is replaced by the outcome, never left beside it', async ({ page }) => {
  await loginAsDemo(page);
  const id = await createEventByApi(page);
  await page.goto(`/admin/eventos/${id}/editar`);
  await page.getByLabel('Nome do evento').fill(`Renomeado ${Date.now()}`);
  await page.getByRole('button', { name: 'Atualizar Evento' }).click();
  await expect(page.getByText('Evento atualizado com sucesso!').first()).toBeVisible();
  // The info toast would otherwise linger for its 5 s beside the success one.
  await expect(page.getByText('Atualizando evento...')).toHaveCount(0, { timeout: 1500 });
});

test('5. leaving with unsaved changes asks first (Voltar, breadcrumbs, closing the tab)', async ({
  page,
}) => {
  await loginAsDemo(page);
  const id = await createEventByApi(page);
  await page.goto(`/admin/eventos/${id}/editar`);
  const name = page.getByLabel('Nome do evento');

  // Untouched: Voltar just leaves.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/eventos/${id}$`));
  await page.goto(`/admin/eventos/${id}/editar`);

  await name.fill('Mudança não salva');
  await page.getByRole('link', { name: 'Voltar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await expect(dialog).toBeVisible();
  await shot(page, 'event-edit-unsaved', { fullPage: false });
  await dialog.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/eventos/${id}/editar$`));
  await expect(name).toHaveValue('Mudança não salva');

  await page
    .getByRole('navigation', { name: 'Trilha de navegação' })
    .getByRole('link', { name: 'Meus eventos' })
    .click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).toHaveURL(/\/admin\/eventos$/);

  // Saved changes leave freely.
  await page.goto(`/admin/eventos/${id}/editar`);
  await name.fill('Mudança salva');
  await save(page);
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/eventos/${id}$`));

  // Closing the tab with changes: the browser's own prompt.
  await page.goto(`/admin/eventos/${id}/editar`);
  await name.fill('Outra mudança');
  const prompt = new Promise<string>((resolve) => page.once('dialog', (d) => resolve(d.type())));
  await page.close({ runBeforeUnload: true });
  expect(await prompt).toBe('beforeunload');
});

test('6. the rich-text toolbar speaks pt-BR', async ({ page }) => {
  await loginAsDemo(page, '/admin/eventos/novo');
  for (const label of [
    'Negrito',
    'Itálico',
    'Sublinhado',
    'Lista com marcadores',
    'Lista numerada',
    'Remover link',
  ]) {
    await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  const labels = await page
    .locator('.mantine-RichTextEditor-toolbar [aria-label], .mantine-RichTextEditor-toolbar [title]')
    .evaluateAll((nodes) => nodes.flatMap((n) => [n.getAttribute('aria-label'), n.getAttribute('title')]));
  const english = labels.filter(
    (l) => l && /\b(bold|italic|underline|bullet|ordered|list|remove|insert|image|upload)\b/i.test(l),
  );
  expect(english).toEqual([]);
});

test('7. unticking Sem Limite and leaving the limit empty shows the field error', async ({ page }) => {
  await loginAsDemo(page, '/admin/eventos/novo');
  await page.getByRole('button', { name: 'Adicionar Ingresso' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo Tipo de Ingresso' });
  await modal.getByLabel('Nome do ingresso').fill('Pista');
  await modal.getByLabel('Gratuito').check();
  await modal.getByLabel('Quantidade disponível').fill('10');
  await modal.getByLabel('Sem Limite por compra').uncheck();
  await modal.getByRole('button', { name: 'Salvar Ingresso' }).click();
  await expect(modal.getByText('Informe o limite por compra ou marque Sem Limite.')).toBeVisible();
  await expect(modal).toBeVisible();
  await shot(page, 'ticket-modal-limit', { fullPage: false });
  await modal.getByLabel('Limite por compra', { exact: true }).fill('4');
  await modal.getByRole('button', { name: 'Salvar Ingresso' }).click();
  await expect(modal).toBeHidden();
});

test('8. before sales open the cart says when, and a closed event still reads closed', async ({
  page,
  browser,
}) => {
  await loginAsDemo(page);
  const id = await createEventByApi(page, {
    tipos_ingresso: [
      {
        nome: 'Entrada',
        is_free: true,
        quantidade: 40,
        data_inicio_venda: '01/09/2030',
        hora_inicio_venda: '10:00',
        data_fim_venda: '09/10/2030',
      },
    ],
  });
  const { slug } = await editData(page.request, id);
  const buyer = await browser.newContext();
  const publicPage = await buyer.newPage();
  await publicPage.goto(`/eventos/${slug}`);
  const cart = publicPage.getByRole('region', { name: 'Ingressos' });
  await expect(cart.getByText('As inscrições para este evento abrem em 01/09/2030 às 10:00.')).toBeVisible();
  // The ticket line and the call to action both say when sales open (two matches).
  await expect(cart.getByText('Vendas a partir de 01/09/2030 às 10:00').first()).toBeVisible();
  await expect(cart.getByText('As inscrições para este evento estão fechadas.')).toHaveCount(0);
  await shot(publicPage, 'public-cart-not-open');
  // On a phone the call to action is the bottom bar: a disabled button saying when sales open,
  // never an active "Selecionar ingressos".
  await publicPage.setViewportSize({ width: 390, height: 844 });
  await publicPage.reload();
  const phoneButton = publicPage.getByRole('button', { name: 'Vendas a partir de 01/09/2030 às 10:00' });
  await expect(phoneButton).toBeVisible();
  await expect(phoneButton).toBeDisabled();
  await expect(publicPage.getByRole('button', { name: /Selecionar ingressos/ })).toHaveCount(0);
  await shot(publicPage, 'public-cart-not-open-phone');
  await publicPage.setViewportSize({ width: 1366, height: 900 });
  await publicPage.goto('/eventos/workshop-esgotado');
  await expect(publicPage.getByText('As inscrições para este evento estão fechadas.')).toBeVisible();
  await buyer.close();
});
