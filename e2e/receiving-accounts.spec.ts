import { expect, type Page, test } from '@playwright/test';
import {
  type MercadoPagoSimulator,
  startMercadoPagoSimulator,
} from '../src/server/payments/simulators/mercadopago-simulator.ts';
import { type ServerProcess, startDemoServerProcess } from '../src/server/testing/server-process.ts';
import { DESKTOP, PHONE } from './buyer-helpers.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './fixtures.ts';
import { scrollsSideways, shot } from './organiser-helpers.ts';
import { XHR } from './wire.ts';

// Issue 19, "Who receives the money" (ADR 0304): the demo organisation's owner connects their own
// Mercado Pago account on the Recebimentos screen. The credentials are checked at the simulator
// (a refused token says so in pt-BR), and once saved the page shows when and the last 4 characters,
// never a secret: neither on the page nor in any answer our server sent.

const ORGANISER = {
  accessToken: 'APP_USR-e2e-organiser-token-51c4',
  publicKey: 'APP_USR-e2e-organiser-public-0d1e',
  webhookSecret: 'e2e-organiser-webhook-secret-be7a',
};

let mp: MercadoPagoSimulator;
let server: ServerProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Seeding the demo on a busy machine takes longer than a hook's default minute.
  test.setTimeout(180_000);
  // The platform's own application is the simulator's first account; the organiser's is another.
  mp = await startMercadoPagoSimulator({
    accessToken: 'TEST-platform-token-000000',
    publicKey: 'TEST-platform-public-key-0',
    webhookSecret: 'platform-secret-000000',
    accounts: [ORGANISER],
  });
  server = await startDemoServerProcess({
    MERCADOPAGO_API_BASE_URL: mp.url,
    MERCADOPAGO_SDK_URL: `${mp.url}/js/v2`,
    JOBS_ENABLED: 'false',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await mp?.close();
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/eventos$/);
}

/** Every answer our server sent, as text, to prove no secret ever came back. */
function recordAnswers(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith(server.url)) return;
    bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

function expectNoSecret(text: string) {
  expect(text).not.toContain(ORGANISER.accessToken);
  expect(text).not.toContain(ORGANISER.webhookSecret);
}

test('the owner connects their Mercado Pago account and never sees its secrets again (1366 px)', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const answers = recordAnswers(page);
  await signIn(page);
  await page.getByRole('button', { name: /^Conta de / }).click();
  await page.getByRole('menuitem', { name: 'Recebimentos' }).click();
  await expect(page).toHaveURL(/\/admin\/recebimentos$/);
  await expect(page.getByRole('heading', { name: 'Recebimentos', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhuma conta conectada')).toBeVisible();
  await shot(page, 'receiving-empty');

  await page.getByLabel('CPF/CNPJ do titular da conta').fill('11222333000181');
  await page.getByLabel('Access token').fill('APP_USR-not-this-one-0000');
  await page.getByLabel('Public key').fill(ORGANISER.publicKey);
  await page.getByLabel('Assinatura secreta dos webhooks').fill(ORGANISER.webhookSecret);
  await page.getByRole('button', { name: 'Conferir e salvar' }).click();
  await expect(page.getByText('O Mercado Pago recusou este access token').first()).toBeVisible();
  await shot(page, 'receiving-refused');

  await page.getByLabel('Access token').fill(ORGANISER.accessToken);
  await page.getByRole('button', { name: 'Conferir e salvar' }).click();
  await expect(page.getByText(/^Configurado em /)).toBeVisible();
  await expect(page.getByText('configurado, termina em 51c4')).toBeVisible();
  await expect(page.getByText('configurado, termina em be7a')).toBeVisible();
  await expect(page.getByText(ORGANISER.publicKey)).toBeVisible();
  await expect(page.getByText('11.222.333/0001-81')).toBeVisible();
  await expect(page.getByText(/\/api\/webhooks\/mercadopago\?conta=/)).toBeVisible();
  await shot(page, 'receiving-configured');

  await page.reload();
  await expect(page.getByText('configurado, termina em 51c4')).toBeVisible();
  expectNoSecret(await page.content());
  for (const body of answers) expectNoSecret(body);
});

test('the configured account at 390 px: readable, replaceable, no secret on the page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const answers = recordAnswers(page);
  // Signed in through the API (the login form is the 1366 px test's): the session is the page's.
  const login = await page.request.post(`${server.url}/api/auth/login`, {
    headers: XHR,
    data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`${server.url}/admin/eventos`);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Recebimentos' }).click();
  await expect(page).toHaveURL(/\/admin\/recebimentos$/);
  await expect(page.getByText('configurado, termina em 51c4')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, 'receiving-configured');

  await page.getByRole('button', { name: 'Substituir' }).click();
  await expect(page.getByRole('heading', { name: 'Substituir a conta de recebimento' })).toBeVisible();
  // Nothing secret is filled in again: the owner types the new credentials.
  await expect(page.getByLabel('Access token')).toHaveValue('');
  await page.getByText('Pix API do banco').click();
  await expect(page.getByLabel('Client secret')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, 'receiving-replace-pix');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('configurado, termina em 51c4')).toBeVisible();
  expectNoSecret(await page.content());
  for (const body of answers) expectNoSecret(body);
});
