// The Resumo tab of the seeded demo conference at desktop and phone widths: the organiser copies
// the event link, downloads its QR code (a PNG named after the slug that decodes to the link) and
// reads the money and ticket figures the server computes (docs/money.md).
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import type { EventDashboard } from '../src/domain/contracts/event-dashboard.ts';
import { formatBRL } from '../src/domain/money.ts';
import { registerOrganiser } from './fixtures.ts';
import { scrollsSideways, shot } from './organiser-helpers.ts';
import { asDemo } from './sessions.ts';

const SLUG = 'conferencia-catraca-2027';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

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

test.use(asDemo);

/**
 * Opens the event's Resumo and returns the figures the server sent that page. Other specs buy
 * tickets of the demo conference at the same time, so the page is compared with its own answer,
 * never with a second request made a moment later.
 */
async function openResumo(page: Page, eventId: number): Promise<EventDashboard> {
  const answered = page.waitForResponse(
    (res) => new URL(res.url()).pathname === `/api/eventos/${eventId}/dashboard` && res.ok(),
  );
  await page.goto(`/admin/eventos/${eventId}`);
  const expected = ((await (await answered).json()) as { data: EventDashboard }).data;
  await expect(page.getByRole('tab', { name: 'Resumo' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('money-bruto-value')).toBeVisible();
  return expected;
}

{
  const viewport = { width: 1366, height: 900 };
  test(`Resumo: link, QR code and figures at ${viewport.width} px`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(viewport);
    const eventId = await conferenceId(page);
    const expected = await openResumo(page, eventId);
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

    // The money cards show exactly the server's figures, fee included.
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
    // Another attention link opens the participants with the filter already applied.
    await attention.getByRole('link', { name: 'Ver quem não recebeu e reenviar' }).click();
    await expect(page).toHaveURL(/[?&]tab=participantes/);
    await expect(page).toHaveURL(/[?&]emailFalhou=true/);
  });
}

test('Resumo at 390 px: the cards, the tickets and the chart stack inside the screen', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const eventId = await conferenceId(page);
  const expected = await openResumo(page, eventId);
  await expect(page.getByTestId('money-bruto-value')).toHaveText(
    formatBRL(expected.resumo_financeiro.valor_bruto_cents),
  );
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
});

test('Resumo: a failed load shows the error with Tentar Novamente, which loads it', async ({ page }) => {
  const eventId = await conferenceId(page);
  // The server fails (the app asks again twice for a 5xx) until the organiser presses the button.
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
  await retry.click();
  await expect(page.getByTestId('money-bruto-value')).toBeVisible();
});

test('Resumo: another organiser gets "Evento não encontrado" and a 404 from the API', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const eventId = await conferenceId(page);
  await registerOrganiser(page, 'Outra Organizadora');
  const res = await page.request.get(`/api/eventos/${eventId}/dashboard`, { headers: XHR });
  expect(res.status()).toBe(404);
  await page.goto(`/admin/eventos/${eventId}`);
  await expect(page.getByText('Evento não encontrado')).toBeVisible();
  await context.close();
});
