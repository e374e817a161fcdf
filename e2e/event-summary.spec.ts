// The Resumo tab of the seeded demo conference and its Extrato (one journey at 1366 px, a short
// check at 390 px, ADR 0230). The Resumo: a failed load retried; the organiser copies the event
// link, downloads its QR code (a PNG named after the slug that decodes to the link) and reads the
// money and ticket figures the server computes (docs/money.md); the money cards show the gateway's
// fees and link to the Extrato, whose totals are the server's and add up, a method filter and the
// pages work, and "Exportar (xlsx)" downloads the same lines as a spreadsheet with a frozen header
// and real date and money cells. At 390 px the same screens stack into cards inside the width.
// Another organiser's 404 is proven by event-dashboard.integration-test (the API) and event-view's
// "not found" (the page); the xlsx's cells by gateway-statement.integration-test.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import jsQR from 'jsqr';
import type { EventDashboard } from '../src/domain/contracts/event-dashboard.ts';
import type { GatewayStatement } from '../src/domain/contracts/gateway-statement.ts';
import { formatBRL } from '../src/domain/money.ts';
import { scrollsSideways, shot } from './organiser-helpers.ts';
import { asDemo } from './sessions.ts';
import { XHR } from './wire.ts';

const SLUG = 'conferencia-catraca-2027';

async function conferenceId(page: Page): Promise<number> {
  const res = await page.request.get(`/api/eventos/slug/${SLUG}`, { headers: XHR });
  expect(res.status()).toBe(200);
  return (await res.json()).data.id as number;
}

/** The PNG's pixels, decoded by the browser's own image decoder, read as a QR code. */
async function decodeQrPng(page: Page, png: Buffer): Promise<{ width: number; text: string | null }> {
  const image = await page.evaluate(async (base64) => {
    // From bytes, not a data: URL fetch: the page's CSP allows connections to the site only.
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    return { width: bitmap.width, height: bitmap.height, rgba: Array.from(data) };
  }, png.toString('base64'));
  const decoded = jsQR(Uint8ClampedArray.from(image.rgba), image.width, image.height);
  return { width: image.width, text: decoded?.data ?? null };
}

/** The next extrato answer the page receives whose query matches `matches`. */
function nextStatement(page: Page, eventId: number, matches: (search: URLSearchParams) => boolean) {
  return page
    .waitForResponse((res) => {
      const url = new URL(res.url());
      return url.pathname === `/api/eventos/${eventId}/extrato` && res.ok() && matches(url.searchParams);
    })
    .then(async (res) => ((await res.json()) as { data: GatewayStatement }).data);
}

test.use(asDemo);

/** Resolves with the dashboard answer the page receives next. */
function nextDashboard(page: Page, eventId: number): Promise<EventDashboard> {
  return page
    .waitForResponse((res) => new URL(res.url()).pathname === `/api/eventos/${eventId}/dashboard` && res.ok())
    .then(async (res) => ((await res.json()) as { data: EventDashboard }).data);
}

/**
 * Opens the event's Resumo and returns the figures the server sent that page. Other specs buy
 * tickets of the demo conference at the same time, so the page is compared with its own answer,
 * never with a second request made a moment later.
 */
async function openResumo(page: Page, eventId: number): Promise<EventDashboard> {
  const answered = nextDashboard(page, eventId);
  await page.goto(`/admin/eventos/${eventId}`);
  const expected = await answered;
  await expect(page.getByRole('tab', { name: 'Resumo' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('money-bruto-value')).toBeVisible();
  return expected;
}

{
  const viewport = { width: 1366, height: 900 };
  test(`Resumo and its Extrato at ${viewport.width} px: a failed load retried, link, QR code, figures, the extrato's totals, filter, pages and xlsx`, async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(viewport);
    const eventId = await conferenceId(page);

    // A failed load: the server fails (the app asks again twice for a 5xx) until the organiser
    // presses Tentar Novamente, which loads it.
    let failing = true;
    await page.route('**/api/eventos/*/dashboard', (route) =>
      failing
        ? route.fulfill({ status: 503, json: { success: false, message: 'Serviço indisponível' } })
        : route.continue(),
    );
    await page.goto(`/admin/eventos/${eventId}`);
    const retry = page.getByRole('button', { name: 'Tentar Novamente' });
    await expect(retry).toBeVisible({ timeout: 20_000 });
    await shot(page, 'event-summary-error');
    failing = false;
    const answered = nextDashboard(page, eventId);
    await retry.click();
    const expected = await answered;
    await expect(page.getByRole('tab', { name: 'Resumo' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('money-bruto-value')).toBeVisible();
    const money = expected.resumo_financeiro;

    // The link, copied: "Copiado!" for 2 s, then the button is back.
    const link = page.getByLabel('Link do evento');
    await expect(link).toHaveValue(expected.evento.link);
    await page.getByRole('button', { name: 'Copiar' }).click();
    await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected.evento.link);
    await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible({ timeout: 4_000 });

    // The QR code: 120 px on screen; the download is a PNG named after the slug that reads as the link.
    const qr = page.getByTestId('event-qr');
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([120, 120]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Baixar QR Code' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${SLUG}.png`);
    const png = readFileSync((await download.path()) as string);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const decoded = await decodeQrPng(page, png);
    expect(decoded.text).toBe(expected.evento.link);

    // The money cards show exactly the server's figures, fee included; the demo's payments carry
    // the sandbox gateway's fees, shown beside the platform's.
    expect(money.valor_bruto_cents).toBeGreaterThan(0);
    expect(money.recebido_cents + money.pendente_cents).toBe(money.valor_liquido_cents);
    await expect(page.getByTestId('money-bruto-value')).toHaveText(formatBRL(money.valor_bruto_cents));
    await expect(page.getByTestId('money-liquido-value')).toHaveText(formatBRL(money.valor_liquido_cents));
    await expect(page.getByTestId('money-recebido-value')).toHaveText(formatBRL(money.recebido_cents));
    await expect(page.getByTestId('money-pendente-value')).toHaveText(formatBRL(money.pendente_cents));
    await expect(page.getByTestId('platform-fee')).toContainText(money.taxa_plataforma.descricao);
    await expect(page.getByTestId('platform-fee')).toContainText(
      formatBRL(money.taxa_plataforma.valor_cents),
    );
    expect(money.taxas_operadora_cents).toBeGreaterThan(0);
    await expect(page.getByTestId('money-taxas-value')).toHaveText(
      formatBRL(money.taxas_operadora_cents + money.taxa_plataforma.valor_cents),
    );
    await expect(page.getByTestId('gateway-fees')).toContainText(formatBRL(money.taxas_operadora_cents));
    expect(await scrollsSideways(page)).toBe(false);

    // Tickets: totals, percent, and one row per ticket type with its price or Gratuito.
    const count = (n: number) => n.toLocaleString('pt-BR');
    await expect(page.getByTestId('tickets-sold')).toHaveText(count(expected.ingressos.vendidos));
    await expect(page.getByTestId('tickets-available')).toHaveText(count(expected.ingressos.disponiveis));
    await expect(page.getByTestId('tickets-total')).toHaveText(count(expected.ingressos.total));
    await expect(page.getByTestId('tickets-percent')).toHaveText(
      `${expected.ingressos.percentual_vendido}% vendido`,
    );
    await expect(page.getByTestId('ticket-type-row')).toHaveCount(expected.resumo_ingressos.length);
    for (const type of expected.resumo_ingressos) {
      const row = page.getByTestId('ticket-type-row').filter({ hasText: type.nome }).first();
      await expect(row).toContainText(type.preco_cents === 0 ? 'Gratuito' : formatBRL(type.preco_cents));
    }

    // What needs attention (the seed has bounced e-mails and a PIX paid after it expired), with links.
    const attention = page.getByTestId('attention');
    await expect(attention.getByText('O que precisa de atenção')).toBeVisible();
    await expect(attention).toContainText('não foram entregues');
    await expect(attention).toContainText('a devolver aos compradores');

    // The daily chart, drawn.
    await expect(page.getByText('Vendas por dia')).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await shot(page, 'event-summary');
    await page.getByText('Valor bruto', { exact: true }).click();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await shot(page, 'event-summary-valor');

    // The late-PIX item leads to exactly those PIX, each with "Devolver" (issue 20; not clicked:
    // the seed is shared).
    await attention.getByRole('link', { name: 'Ver e devolver' }).click();
    const latePix = page.locator('#pix-tardio').getByTestId('late-pix-item').first();
    await expect(latePix).toBeInViewport();
    await expect(latePix.getByRole('button', { name: /^Devolver o PIX do pedido/ })).toBeVisible();

    // The money card's link opens the Extrato inside the event view.
    const firstAnswer = nextStatement(page, eventId, (q) => !q.has('metodo'));
    await page.getByTestId('statement-link').click();
    await expect(page).toHaveURL(/visao=extrato/);
    await expect(page.getByRole('heading', { name: 'Extrato' })).toBeVisible();
    const all = await firstAnswer;
    const t = all.totais;
    expect(t.bruto_cents - t.estornado_cents - t.taxa_gateway_cents).toBe(t.liquido_cents);
    expect(t.liberado_cents + t.a_liberar_cents).toBe(t.liquido_cents);
    await expect(page.getByTestId('statement-total-bruto-value')).toHaveText(formatBRL(t.bruto_cents));
    await expect(page.getByTestId('statement-total-taxas-value')).toHaveText(
      `−${formatBRL(t.taxa_gateway_cents)}`,
    );
    await expect(page.getByTestId('statement-total-liquido-value')).toHaveText(formatBRL(t.liquido_cents));
    await expect(page.getByTestId('statement-total-a-liberar-value')).toHaveText(
      formatBRL(t.a_liberar_cents),
    );
    const lines = page.getByTestId('statement-row');
    await expect(lines).toHaveCount(Math.min(all.total, all.por_pagina));
    await expect(lines.first()).toContainText(all.linhas[0]?.comprador ?? '');
    await expect(lines.first()).toContainText(formatBRL(all.linhas[0]?.liquido_cents ?? 0));
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'extrato');

    // Page 2 of a big event.
    expect(all.total).toBeGreaterThan(all.por_pagina);
    const second = nextStatement(page, eventId, (q) => q.get('pagina') === '2');
    await page.getByRole('button', { name: 'Página 2', exact: true }).click();
    const page2 = await second;
    await expect(lines.first()).toContainText(page2.linhas[0]?.comprador ?? '');
    await expect(page).toHaveURL(/pagina=2/);

    // PIX only: every line PIX, released at once, totals of PIX only; back to the first page.
    const pixAnswer = nextStatement(page, eventId, (q) => q.get('metodo') === 'pix');
    await page.getByRole('combobox', { name: 'Forma de pagamento' }).click();
    await page.getByRole('option', { name: 'PIX' }).click();
    const pix = await pixAnswer;
    expect(pix.pagina).toBe(1);
    expect(pix.linhas.every((line) => line.metodo === 'pix')).toBe(true);
    expect(pix.totais.bruto_cents).toBeLessThan(t.bruto_cents);
    await expect(page.getByTestId('statement-total-bruto-value')).toHaveText(
      formatBRL(pix.totais.bruto_cents),
    );
    await expect(lines.first()).toContainText('PIX');

    // Exportar (xlsx): the same filter, the same lines, real cells under a frozen header.
    const [sheetFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar (xlsx)' }).click(),
    ]);
    expect(sheetFile.suggestedFilename()).toBe(`extrato-${SLUG}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync((await sheetFile.path()) as string) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Extrato');
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getRow(1).getCell(1).value).toBe('Pago em');
    // Other specs may buy while this runs: at least the lines the screen counted.
    expect((sheet?.rowCount ?? 0) - 1).toBeGreaterThanOrEqual(pix.total);
    const first = sheet?.getRow(2);
    expect(first?.getCell(1).value).toBeInstanceOf(Date);
    expect(first?.getCell(4).value).toBe('PIX');
    expect(typeof first?.getCell(6).value).toBe('number');
    await expect(page.getByText('Extrato baixado com sucesso!')).toBeVisible();

    // A period with no payment: said so; clearing the filters brings every line back.
    const emptyAnswer = nextStatement(page, eventId, (q) => q.get('de') === '2099-01-01');
    await page.getByRole('textbox', { name: 'De', exact: true }).fill('01/01/2099');
    expect((await emptyAnswer).total).toBe(0);
    await expect(page.getByTestId('statement-empty')).toHaveText('Nenhum pagamento neste período.');
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(lines).toHaveCount(all.por_pagina);
    await expect(page.getByRole('textbox', { name: 'De', exact: true })).toHaveValue('');

    // Back to the Resumo, whose other attention link opens the participants with the filter applied.
    await page.getByRole('link', { name: '← Voltar ao resumo' }).click();
    await expect(page.getByTestId('money-bruto-value')).toBeVisible();
    await attention.getByRole('link', { name: 'Ver quem não recebeu e reenviar' }).click();
    await expect(page).toHaveURL(/[?&]tab=participantes/);
    await expect(page).toHaveURL(/[?&]emailFalhou=true/);
  });
}

test('at 390 px the Resumo and the Extrato stack into cards inside the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const eventId = await conferenceId(page);
  // The Resumo: the cards, the tickets and the chart stack inside the screen.
  const expected = await openResumo(page, eventId);
  await expect(page.getByTestId('money-bruto-value')).toHaveText(
    formatBRL(expected.resumo_financeiro.valor_bruto_cents),
  );
  await expect(page.getByTestId('money-liquido-value')).toBeVisible();
  await expect(page.getByTestId('ticket-type-row')).toHaveCount(expected.resumo_ingressos.length);
  await expect(page.getByTestId('event-qr')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar' })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  for (const card of [
    'money-bruto-value',
    'money-liquido-value',
    'money-recebido-value',
    'money-pendente-value',
  ]) {
    const box = await page.getByTestId(card).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), card).toBeLessThanOrEqual(390);
  }
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, 'event-summary');
  // The Extrato: the table's rows are in the page but hidden, the phone reads the cards.
  const answer = nextStatement(page, eventId, (q) => !q.has('metodo'));
  await page.getByTestId('statement-link').click();
  const all = await answer;
  await expect(page.getByTestId('statement-line')).toHaveCount(Math.min(all.total, all.por_pagina));
  await expect(page.getByTestId('statement-line').first()).toBeVisible();
  await expect(page.getByTestId('statement-row').first()).toBeHidden();
  await expect(page.getByTestId('statement-total-liquido-value')).toHaveText(
    formatBRL(all.totais.liquido_cents),
  );
  await expect(page.getByRole('button', { name: 'Página 2', exact: true })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, 'extrato');
});
