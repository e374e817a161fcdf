import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginAsDemo, registerOrganiser } from './fixtures.ts';

// The organiser event form in real Chromium: create, see it public, edit, every §5 message.

/** A real, decodable RGB PNG (the banner is cropped on a canvas, so it must load as an image). */
function makePng(width: number, height: number, padTo = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([40, 60 + (x % 150), 200], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const parts = [chunk('IHDR', header), chunk('IDAT', deflateSync(raw))];
  // Random bytes in an ancillary chunk make a file of any size that still decodes.
  if (padTo > 0) parts.push(chunk('teXt', Buffer.alloc(padTo)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...parts]);
}

const api = { 'X-Requested-With': 'XMLHttpRequest' };

async function csrfHeaders(page: Page) {
  // The token is rendered into the page the server sends; a client-side login does not refresh it.
  await page.reload();
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return { ...api, 'X-CSRF-Token': token };
}

async function fillTicket(
  page: Page,
  ticket: { nome: string; valor: string; quantidade: string; fim: string; loteApos?: string },
) {
  await page.getByRole('button', { name: 'Adicionar Ingresso' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo Tipo de Ingresso' });
  await modal.getByLabel('Nome do ingresso').fill(ticket.nome);
  await modal.getByLabel('Valor').fill(ticket.valor);
  await modal.getByLabel('Quantidade disponível').fill(ticket.quantidade);
  if (ticket.loteApos) {
    await modal.getByText('Por lote', { exact: true }).click();
    await modal.getByLabel('Começa quando terminar o ingresso').click();
    await page.getByRole('option', { name: ticket.loteApos }).click();
  }
  await modal.getByLabel('Fim das vendas').fill(ticket.fim);
  await modal.getByRole('button', { name: 'Salvar Ingresso' }).click();
  await expect(modal).toBeHidden();
}

async function editData(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/eventos/${id}/edit`, { headers: api });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

test('an organiser creates a paid event with a lot, a banner and rich text, sees it public, then edits it', async ({
  page,
  browser,
}) => {
  const name = `Festival Catraca ${Date.now()}`;
  await loginAsDemo(page, '/admin/eventos/novo');
  await expect(page.getByRole('heading', { name: 'Novo Evento' })).toBeVisible();
  const sections = page.locator('section h3');
  await expect(sections).toHaveText([
    'Informações Básicas',
    'Tipo de Inscrição',
    'Data do Evento',
    'Onde Acontecerá',
    'Ingressos',
  ]);

  await page.getByLabel('Nome do evento').fill(name);
  const editor = page.getByRole('textbox', { name: 'Descrição' });
  await editor.click();
  await editor.pressSequentially('Uma noite ');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await editor.pressSequentially('imperdível');
  await page.getByRole('button', { name: 'Negrito' }).click();
  await editor.pressSequentially(' de música.');
  await page.getByLabel('Número de participantes').fill('300');

  await page.getByRole('combobox', { name: 'Instituição' }).fill('Instituto');
  await page.getByRole('option', { name: 'Instituto de Tecnologia do Cerrado' }).click();

  await page
    .locator('input[type="file"][accept*="image/png"]')
    .first()
    .setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: makePng(900, 300),
    });
  await expect(page.getByRole('img', { name: 'Banner do evento' })).toBeVisible();

  await page.getByLabel('Data de início').fill('10/10/2030');
  await page.getByLabel('Hora de início').fill('19:00');
  await page.getByLabel('Data de fim').fill('2030-10-10');
  await page.getByLabel('Hora de fim').fill('23:30');

  await page.getByLabel('Local do evento').fill('Teatro Municipal');
  await page.getByLabel('Endereço').fill('Praça Ramos de Azevedo');
  await page.getByLabel('Número', { exact: true }).fill('1');
  await page.getByLabel('Bairro').fill('República');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('Estado').fill('sp');
  await expect(page.getByLabel('Estado')).toHaveValue('SP');

  await fillTicket(page, { nome: 'Primeiro Lote', valor: '8000', quantidade: '100', fim: '01/10/2030' });
  await fillTicket(page, {
    nome: 'Segundo Lote',
    valor: '12000',
    quantidade: '50',
    fim: '09/10/2030',
    loteApos: 'Primeiro Lote',
  });
  const table = page.getByRole('table', { name: 'Tipos de ingresso' });
  await expect(table.getByText('R$ 80,00')).toBeVisible();
  await expect(table.getByText('Lote após Primeiro Lote')).toBeVisible();

  await page.getByRole('button', { name: 'Criar Evento' }).click();
  await expect(page.getByText('Evento criado com sucesso!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/eventos\/\d+$/);
  const id = /\/admin\/eventos\/(\d+)$/.exec(page.url())?.[1] ?? '';

  const saved = await editData(page.request, id);
  expect(saved.descricao).toContain('<strong>imperdível</strong>');
  expect(saved.banner_url).toMatch(/^\/uploads\//);
  expect(saved.tipos_ingresso[1].start_after_ticket_id).toBe(saved.tipos_ingresso[0].id);
  const banner = await page.request.get(saved.banner_url);
  expect(banner.headers()['content-type']).toBe('image/png');

  // The public page, as a buyer without a session.
  const buyer = await browser.newContext();
  const publicPage = await buyer.newPage();
  await publicPage.goto(`/eventos/${saved.slug}`);
  await expect(publicPage).toHaveTitle(name);
  await expect(publicPage.getByText(name).first()).toBeVisible();
  await expect(publicPage.getByText('Primeiro Lote').first()).toBeVisible();
  await buyer.close();

  // Edit: change a price and add a ticket type.
  await page.goto(`/admin/eventos/${id}/editar`);
  await expect(page.getByRole('heading', { name: 'Editar Evento' })).toBeVisible();
  await expect(page.getByLabel('Nome do evento')).toHaveValue(name);
  await expect(page.locator('section h3').filter({ hasText: 'Tipo de Inscrição' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Editar Primeiro Lote' }).click();
  const modal = page.getByRole('dialog', { name: 'Editar Tipo de Ingresso' });
  await modal.getByLabel('Valor').fill('9000');
  await modal.getByRole('button', { name: 'Salvar Ingresso' }).click();
  await fillTicket(page, { nome: 'Meia Entrada', valor: '4000', quantidade: '20', fim: '09/10/2030' });
  await page.getByRole('button', { name: 'Atualizar Evento' }).click();
  await expect(page.getByText('Evento atualizado com sucesso!').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/eventos/${id}/editar$`));

  await page.reload();
  await expect(table.getByText('R$ 90,00')).toBeVisible();
  await expect(table.getByText('Meia Entrada')).toBeVisible();
  const edited = await editData(page.request, id);
  expect(edited.tipos_ingresso.map((t: { nome: string; preco: string }) => [t.nome, t.preco])).toEqual([
    ['Primeiro Lote', '90.00'],
    ['Segundo Lote', '120.00'],
    ['Meia Entrada', '40.00'],
  ]);
});

test('every invalid input of §5 shows its message', async ({ page }) => {
  await loginAsDemo(page, '/admin/eventos/novo');
  const submit = page.getByRole('button', { name: 'Criar Evento' });

  await submit.click();
  for (const message of [
    'Informe o nome do evento.',
    'Informe a descrição do evento.',
    'Informe o número de participantes.',
    'Informe a data de início.',
    'Informe o local do evento.',
  ]) {
    await expect(page.getByText(message).first()).toBeVisible();
  }

  await page.getByLabel('Data de início').fill('11/10/2030');
  await page.getByLabel('Data de fim').fill('10/10/2030');
  await submit.click();
  await expect(
    page.getByText('A data/hora de início deve ser anterior à data/hora de fim do evento.').first(),
  ).toBeVisible();
  await expect(
    page.getByText('A data/hora de fim deve ser posterior à data/hora de início do evento.').first(),
  ).toBeVisible();
  await page.getByLabel('Data de fim').fill('12/10/2030');

  // Inputs: invalid time cleared on blur, digits only, minimum clamp, state letters.
  const hour = page.getByLabel('Hora de início');
  await hour.fill('2599');
  await hour.blur();
  await expect(hour).toHaveValue('');
  const participants = page.getByLabel('Número de participantes');
  await participants.fill('00abc');
  await participants.blur();
  await expect(participants).toHaveValue('1');

  // Online link gets https:// prepended.
  await page.getByRole('tab', { name: 'Online' }).click();
  const link = page.getByLabel('Link do evento');
  await link.fill('meet.google.com/abc-defg');
  await link.blur();
  await expect(link).toHaveValue('https://meet.google.com/abc-defg');

  // Registration type: approval deadline, and approval tickets have no quantity.
  await page.getByLabel('Pré Inscrição').check();
  await expect(page.getByText('A Pré Inscrição é irreversível', { exact: false })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Unidade do prazo' })).toHaveValue('Dias');
  await page.getByLabel('Inscrição Comum').check();

  // The ticket modal, check by check in the spec's order.
  await page.getByRole('button', { name: 'Adicionar Ingresso' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo Tipo de Ingresso' });
  const save = modal.getByRole('button', { name: 'Salvar Ingresso' });
  await save.click();
  await expect(page.getByText('Informe o nome do ingresso.').first()).toBeVisible();
  await modal.getByLabel('Nome do ingresso').fill('Pista');
  await save.click();
  await expect(page.getByText('A quantidade disponível deve ser de pelo menos 1.').first()).toBeVisible();
  await modal.getByLabel('Quantidade disponível').fill('10');
  await save.click();
  await expect(page.getByText('Informe o valor do ingresso ou marque como Gratuito.').first()).toBeVisible();
  await modal.getByLabel('Gratuito').check();
  await modal.getByText('Por lote', { exact: true }).click();
  await save.click();
  await expect(page.getByText('Configuração de lote incompleta').first()).toBeVisible();
  await modal.getByText('Por período', { exact: true }).click();
  await modal.getByLabel('Descrição').fill('x'.repeat(80));
  await expect(modal.getByLabel('Descrição')).toHaveValue('x'.repeat(70));
  await expect(modal.getByText('70/70')).toBeVisible();
  await modal.getByLabel('Fim das vendas').fill('13/10/2030');
  await save.click();
  await expect(
    page.getByText('A data de fim do ingresso não pode ser posterior à data de fim do evento.').first(),
  ).toBeVisible();
  await modal.getByLabel('Fim das vendas').fill('01/10/2030');
  await save.click();
  await expect(modal).toBeHidden();

  // Banner over 2 MB: a browser alert (answered as it opens, or the file input would wait on it).
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page
    .locator('input[type="file"][accept*="image/png"]')
    .first()
    .setInputFiles({
      name: 'grande.png',
      mimeType: 'image/png',
      buffer: makePng(10, 10, 2 * 1024 * 1024 + 100),
    });
  await expect.poll(() => alerts).toEqual(['O arquivo deve ter no máximo 2MB']);

  // Rich-text image of the wrong type.
  await page.getByRole('button', { name: 'Inserir imagem' }).click();
  const imageModal = page.getByRole('dialog', { name: 'Inserir Imagem' });
  await imageModal.locator('input[type="file"]').setInputFiles({
    name: 'anim.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(imageModal.getByText('Formato não suportado. Use PNG, JPG, JPEG ou WEBP.')).toBeVisible();
});

test('a hostile description is stored harmless, and another organiser cannot load or update the event', async ({
  page,
  browser,
}) => {
  await loginAsDemo(page);
  const headers = await csrfHeaders(page);
  const created = await page.request.post('/api/criar-evento', {
    headers,
    data: {
      nome: 'Evento com HTML hostil',
      descricao:
        '<p>Oi</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
      numero_participantes: 10,
      data_inicio: '10/10/2030',
      data_fim: '10/10/2030',
      tipo_evento: 'online',
      link_evento: 'meet.google.com/abc',
      tipos_ingresso: [{ nome: 'Grátis', is_free: true, quantidade: 10 }],
    },
  });
  expect(created.status()).toBe(201);
  const id = String((await created.json()).data.evento.id);
  const stored = await editData(page.request, id);
  expect(stored.descricao).not.toMatch(/script|onerror|javascript:/i);

  const intruderContext = await browser.newContext();
  const intruder = await intruderContext.newPage();
  await intruder.goto('/');
  await registerOrganiser(intruder, 'Intrusa');
  await intruder.goto('/admin/eventos');
  expect((await intruder.request.get(`/api/eventos/${id}/edit`, { headers: api })).status()).toBe(404);
  const update = await intruder.request.put('/api/atualizar-evento', {
    headers: await csrfHeaders(intruder),
    data: { ...stored, nome: 'Sequestrado' },
  });
  expect(update.status()).toBe(404);
  await intruderContext.close();
  expect((await editData(page.request, id)).nome).toBe('Evento com HTML hostil');
});
