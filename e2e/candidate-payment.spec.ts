// The candidate payment page in real Chromium at 1366 and 390 px: a selected candidate pays two
// participants by PIX (sandbox confirmation) and one by card in 3 installments and downloads the
// vouchers and the receipt; a candidate whose deadline passed sees "Prazo Vencido".
//
// The candidates are written straight into a fresh database before this spec's own server starts
// (e2e/candidate-payment-fixture.ts), as the organiser's selection would leave them; the server is
// then the real one (`catraca serve`) on this branch's dev port.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';

const PORT = Number(process.env.CANDIDATE_E2E_PORT ?? 3118);
const BASE = `http://127.0.0.1:${PORT}`;
const SHOTS = 'test-results/candidate-payment';

let server: ChildProcess | undefined;
let hashes: { desktop: string; mobile: string; late: string };

test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'catraca-candidate-e2e-'));
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'e2e/candidate-payment-fixture.ts', dataDir],
    {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    },
  );
  hashes = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
  server = spawn(process.execPath, ['bin/catraca.mjs', 'serve'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${BASE}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('candidate e2e server did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

function card(page: Page, name: RegExp) {
  return page.getByTestId('candidate-card').filter({ hasText: name });
}

/** Mantine's switch input is visually hidden; centre it first so the floating bar never covers it. */
async function setSwitch(toggle: Locator, on: boolean) {
  await toggle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await toggle.setChecked(on, { force: true });
}

async function download(page: Page, button: string, fileName: string, path: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(fileName);
  await file.saveAs(path);
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
}

async function payJourney(page: Page, hash: string, group: string, label: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.goto(`/payment/candidate/${hash}`);
  await expect(page.getByRole('heading', { name: 'Pagamento da Inscrição' })).toBeVisible();
  await expect(page.getByText('Congresso com Seleção')).toBeVisible();
  await expect(page.getByTestId('candidate-card')).toHaveCount(4);
  await expect(card(page, new RegExp(`${group} Davi`)).getByText('Em Análise')).toBeVisible();
  const toggles = page.getByRole('switch', { name: 'Incluir no pagamento' });
  await expect(toggles).toHaveCount(3);
  for (const toggle of await toggles.all()) await expect(toggle).toBeChecked();
  await expect(page.getByTestId('payment-total')).toHaveText('R$ 450,00');
  await page.screenshot({ path: `${SHOTS}/${label}-1-page.png`, fullPage: true });

  // Nobody chosen: the spec's message; then Ana and Bruno by PIX.
  for (const toggle of await toggles.all()) await setSwitch(toggle, false);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByText('Selecione pelo menos um participante para pagamento.')).toBeVisible();
  await setSwitch(card(page, new RegExp(`${group} Ana`)).getByRole('switch'), true);
  await setSwitch(card(page, new RegExp(`${group} Bruno`)).getByRole('switch'), true);
  await expect(page.getByTestId('payment-total')).toHaveText('R$ 300,00');

  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  const payer = page.getByRole('dialog', { name: 'Dados do Pagador' });
  await payer.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(payer.getByText('Nome é obrigatório')).toBeVisible();
  await expect(payer.getByText('Email é obrigatório')).toBeVisible();
  await expect(payer.getByText('CPF/CNPJ é obrigatório')).toBeVisible();
  await payer.getByLabel('Nome completo').fill('Maria Pagadora');
  await payer.getByLabel('Email').fill('maria@teste.com.br');
  await payer.getByLabel('CPF/CNPJ').fill('123.456.789-00');
  await payer.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(payer.getByText('CPF inválido')).toBeVisible();
  await payer.getByLabel('CPF/CNPJ').fill('529.982.247-25');
  await payer.screenshot({ path: `${SHOTS}/${label}-2-payer.png` });
  await payer.getByRole('button', { name: 'Gerar PIX' }).click();

  const pix = page.getByRole('dialog', { name: 'Pague com PIX' });
  await expect(pix.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  await expect(pix.getByText(/Expira em (59|60) minutos/)).toBeVisible();
  await expect(pix.getByText('R$ 300,00')).toBeVisible();
  await pix.screenshot({ path: `${SHOTS}/${label}-3-pix.png` });
  await pix.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();

  const success = page.getByRole('dialog', { name: 'Pagamento Confirmado' });
  await expect(success.getByText(new RegExp(`${group} Ana Souza, ${group} Bruno Lima`))).toBeVisible();
  await success.screenshot({ path: `${SHOTS}/${label}-4-success.png` });
  await download(
    page,
    'Baixar Ingressos',
    'Ingressos dos Participantes.pdf',
    `${SHOTS}/${label}-pix-vouchers.pdf`,
  );
  await download(page, 'Baixar Recibo', 'Recibo da Pré-Inscrição.pdf', `${SHOTS}/${label}-pix-receipt.pdf`);
  await success.getByRole('button', { name: 'Fechar' }).click();
  await expect(success).toBeHidden();
  await expect(card(page, new RegExp(`${group} Ana`)).getByText('Pago')).toBeVisible();
  await expect(card(page, new RegExp(`${group} Bruno`)).getByText('Pago')).toBeVisible();

  // Carla by card in 3 installments.
  const carla = card(page, new RegExp(`${group} Carla`)).getByRole('switch');
  await expect(carla).not.toBeChecked();
  await setSwitch(carla, true);
  await expect(page.getByTestId('payment-total')).toHaveText('R$ 150,00');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await payer.getByLabel('Nome completo').fill('Maria Pagadora');
  await payer.getByLabel('Email').fill('maria@teste.com.br');
  await payer.getByLabel('CPF/CNPJ').fill('529.982.247-25');
  await payer.getByRole('radio', { name: 'Cartão de Crédito' }).check({ force: true });
  await payer.getByRole('button', { name: 'Pagar com Cartão' }).click();
  await expect(payer.getByText('Número do cartão é obrigatório')).toBeVisible();
  await expect(payer.getByText('Validade é obrigatória')).toBeVisible();
  await expect(payer.getByText('CVV é obrigatório')).toBeVisible();
  await payer.getByLabel('Número do cartão').fill('4111111111111111');
  await payer.getByLabel('Validade').fill('12/2030');
  await payer.getByLabel('CVV').fill('123');
  await payer.getByLabel('Nome no cartão').fill('Maria Pagadora');
  await payer.getByLabel('Parcelas').selectOption('3');
  await expect(payer.getByLabel('Parcelas')).toHaveValue('3');
  await expect(payer.locator('option[value="5"]')).toHaveCount(0);
  await payer.screenshot({ path: `${SHOTS}/${label}-5-card.png` });
  await payer.getByRole('button', { name: 'Pagar com Cartão' }).click();
  await expect(success.getByText(new RegExp(`${group} Carla Dias`))).toBeVisible();
  await download(
    page,
    'Baixar Ingressos',
    'Ingressos dos Participantes.pdf',
    `${SHOTS}/${label}-card-vouchers.pdf`,
  );
  await download(page, 'Baixar Recibo', 'Recibo da Pré-Inscrição.pdf', `${SHOTS}/${label}-card-receipt.pdf`);
  await success.getByRole('button', { name: 'Fechar' }).click();
  await expect(success).toBeHidden();
  await expect(page.getByText('Pago', { exact: true })).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/${label}-6-paid.png`, fullPage: true });
}

test('a candidate pays two by PIX and one by card in 3 installments at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await payJourney(page, hashes.desktop, 'Grupo A', 'desktop');
});

test('the same journey at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await payJourney(page, hashes.mobile, 'Grupo B', 'mobile');
});

test('a candidate whose deadline passed sees Prazo Vencido and nothing to pay', async ({ page }) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/payment/candidate/${hashes.late}`);
    await expect(page.getByText('Prazo Vencido')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/late-${width}.png`, fullPage: true });
  }
});

test('a failed load offers Tentar Novamente, which loads the page', async ({ page }) => {
  // The first load and its two automatic retries fail.
  let failures = 3;
  await page.route('**/api/payment-candidate/*', async (route) => {
    if (route.request().method() === 'GET' && failures-- > 0) {
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    } else await route.fallback();
  });
  await page.goto(`/payment/candidate/${hashes.late}`);
  await page.getByRole('button', { name: 'Tentar Novamente' }).click();
  await expect(page.getByText('Prazo Vencido')).toBeVisible();
});
