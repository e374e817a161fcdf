import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { asDemo } from './sessions.ts';
import { XHR } from './wire.ts';

// The organiser event form in real Chromium: create, see it public, edit. Every §5 message, the
// masks and clamps are component tests (src/web/features/event-form/components/
// event-form.component-test.tsx); a hostile description and another organiser's 404 are the
// server's (src/server/events/event-form.integration-test.ts).

test.use(asDemo);

/** A real, decodable RGB PNG (the banner is cropped on a canvas, so it must load as an image). */
function makePng(width: number, height: number): Buffer {
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
  const parts = [chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))];
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...parts]);
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
  const res = await request.get(`/api/eventos/${id}/edit`, { headers: XHR });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

test('an organiser creates a paid event with a lot, a banner and rich text, sees it public, then edits it', async ({
  page,
  browser,
}) => {
  const name = `Festival Catraca ${Date.now()}`;
  await page.goto('/admin/eventos/novo');
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
  // A new event is a draft (issue 20): public once the organiser publishes it.
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publicar evento' })
    .getByRole('button', { name: 'Publicar' })
    .click();
  await expect(page.getByText('Evento publicado!').first()).toBeVisible();

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
  await expect(table.getByText('R$ 90,00')).toBeVisible();
  await expect(table.getByText('Meia Entrada')).toBeVisible();
  // What the server kept (a fresh load of the edit page showing saved tickets is proven above).
  const edited = await editData(page.request, id);
  expect(edited.tipos_ingresso.map((t: { nome: string; preco: string }) => [t.nome, t.preco])).toEqual([
    ['Primeiro Lote', '90.00'],
    ['Segundo Lote', '120.00'],
    ['Meia Entrada', '40.00'],
  ]);
});
