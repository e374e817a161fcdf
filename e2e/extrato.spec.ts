// The Extrato under the Resumo, on the seeded demo conference: the money cards show the gateway's
// fees and link to the extrato; the extrato's totals are the server's and add up, a method filter
// and the pages work, and "Exportar (xlsx)" downloads the same lines as a spreadsheet with a frozen
// header and real date and money cells. The journey runs once, at 1366 px; at 390 px a short check
// that the same screens stack into cards inside the width (ADR 0230).
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { EventDashboard } from '../src/domain/contracts/event-dashboard.ts';
import type { GatewayStatement } from '../src/domain/contracts/gateway-statement.ts';
import { formatBRL } from '../src/domain/money.ts';
import { scrollsSideways, shot } from './organiser-helpers.ts';
import { asDemo } from './sessions.ts';

const SLUG = 'conferencia-catraca-2027';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test.use(asDemo);

async function conferenceId(page: Page): Promise<number> {
  const res = await page.request.get(`/api/eventos/slug/${SLUG}`, { headers: XHR });
  expect(res.status()).toBe(200);
  return (await res.json()).data.id as number;
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

test('at 390 px the Resumo and the Extrato stack into cards inside the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const eventId = await conferenceId(page);
  await page.goto(`/admin/eventos/${eventId}`);
  await expect(page.getByTestId('money-liquido-value')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, 'extrato-resumo');
  const answer = nextStatement(page, eventId, (q) => !q.has('metodo'));
  await page.getByTestId('statement-link').click();
  const all = await answer;
  await expect(page.getByTestId('statement-line')).toHaveCount(Math.min(all.total, all.por_pagina));
  // The table's rows are in the page but hidden: the phone reads the cards.
  await expect(page.getByTestId('statement-line').first()).toBeVisible();
  await expect(page.getByTestId('statement-row').first()).toBeHidden();
  await expect(page.getByTestId('statement-total-liquido-value')).toHaveText(
    formatBRL(all.totais.liquido_cents),
  );
  await expect(page.getByRole('button', { name: 'Página 2', exact: true })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, 'extrato', { fullPage: true });
});

test('Extrato from the Resumo: totals, filter, pages and xlsx at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const eventId = await conferenceId(page);
  const dashboardAnswer = page.waitForResponse(
    (res) => new URL(res.url()).pathname === `/api/eventos/${eventId}/dashboard` && res.ok(),
  );
  await page.goto(`/admin/eventos/${eventId}`);
  const money = ((await (await dashboardAnswer).json()) as { data: EventDashboard }).data.resumo_financeiro;

  // The cards: the demo's payments carry the sandbox gateway's fees, shown beside the platform's.
  expect(money.taxas_operadora_cents).toBeGreaterThan(0);
  await expect(page.getByTestId('money-taxas-value')).toHaveText(
    formatBRL(money.taxas_operadora_cents + money.taxa_plataforma.valor_cents),
  );
  await expect(page.getByTestId('gateway-fees')).toContainText(formatBRL(money.taxas_operadora_cents));
  await expect(page.getByTestId('money-liquido-value')).toHaveText(formatBRL(money.valor_liquido_cents));
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, 'extrato-resumo');

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
  await expect(page.getByTestId('statement-total-a-liberar-value')).toHaveText(formatBRL(t.a_liberar_cents));
  const lines = page.getByTestId('statement-row');
  await expect(lines).toHaveCount(Math.min(all.total, all.por_pagina));
  await expect(lines.first()).toContainText(all.linhas[0]?.comprador ?? '');
  await expect(lines.first()).toContainText(formatBRL(all.linhas[0]?.liquido_cents ?? 0));
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, 'extrato', { fullPage: false });

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
  await expect(page.getByTestId('statement-total-bruto-value')).toHaveText(formatBRL(pix.totais.bruto_cents));
  await expect(lines.first()).toContainText('PIX');

  // Exportar (xlsx): the same filter, the same lines, real cells under a frozen header.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar (xlsx)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`extrato-${SLUG}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path()) as string) as unknown as ArrayBuffer);
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

  // Back to the Resumo.
  await page.getByRole('link', { name: '← Voltar ao resumo' }).click();
  await expect(page.getByTestId('money-bruto-value')).toBeVisible();
});
