import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, loginAsDemo, registerOrganiser } from './fixtures.ts';
import { isOrganiserOnlyModule, readModuleGraph } from './module-graph.ts';
import { XHR } from './wire.ts';

test('an organiser logs in and sees the demo events, then logs out', async ({ page }) => {
  await page.goto('/admin/eventos');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('E-mail ou senha inválidos.').first()).toBeVisible();

  await loginAsDemo(page, '/admin/eventos');
  for (const name of ['Conferência Catraca 2027', 'Bootcamp de Dados', 'Encontro da Comunidade']) {
    await expect(page.getByText(name).first()).toBeVisible();
  }
  // The served page carries the session's anti-forgery token.
  await page.reload();
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  expect(csrf?.length ?? 0).toBeGreaterThan(20);

  await page
    .getByRole('link', { name: /Conferência Catraca 2027/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/eventos\/\d+$/);
  await expect(page.getByText('Inteira').first()).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto('/admin/eventos');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('a second organiser sees none of the demo events and gets 404 for one', async ({ page }) => {
  // The demo conference's id, from its public page's API: no demo session needed (and none to end).
  const demo = await page.request.get('/api/eventos/slug/conferencia-catraca-2027', { headers: XHR });
  const demoId = (await demo.json()).data.id as number;

  const other = await registerOrganiser(page, 'Outra Organizadora');
  expect(other.email).toContain('@');
  await page.goto('/admin/eventos');
  await expect(page.getByText('Conferência Catraca 2027')).toHaveCount(0);
  const res = await page.request.get(`/api/admin/eventos/${demoId}`);
  expect(res.status()).toBe(404);
  expect((await res.json()).error_type).toBe('not_found');
  await page.goto(`/admin/eventos/${demoId}`);
  await expect(page.getByText(/não encontrado/i).first()).toBeVisible();
});

test('a buyer never downloads the organiser area', async ({ page }) => {
  // Every script, stylesheet and font a buyer's browser fetches, on each buyer page and through
  // the purchase steps; then what the build put inside each of those files.
  const fetched = new Set<string>();
  const pending = new Set<unknown>();
  const asset = (url: string) => new URL(url).pathname.startsWith('/assets/');
  page.on('request', (request) => {
    if (asset(request.url())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/')) fetched.add(pathname.slice(1));
  });
  for (const path of [
    '/',
    '/pagina-que-nao-existe',
    '/payment/candidate/link-que-nao-existe-123456',
    '/sorteio/sorteio-que-nao-existe',
    '/termos',
    '/privacidade',
    '/ajuda',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const graph = readModuleGraph();
  const CHECKOUT_STEPS = 'src/web/features/public-event/components/checkout-steps.ts';
  const checkoutChunks = [...graph].filter(([, modules]) => modules.includes(CHECKOUT_STEPS)).map(([f]) => f);
  expect(checkoutChunks.length).toBeGreaterThan(0);
  await page.goto('/eventos/conferencia-catraca-2027');
  await expect(page).toHaveTitle(/Conferência Catraca 2027/);
  // Picking a ticket fetches the checkout steps' chunk, lazily, after the click's render: the page
  // reached "network idle" before, so that state says nothing now. Wait for the chunk's answer, then
  // for every file it brought along (its stylesheet, its imports) to have arrived.
  await page.getByRole('button', { name: 'Aumentar quantidade de Inteira', exact: true }).click();
  await expect.poll(() => checkoutChunks.some((file) => fetched.has(file))).toBe(true);
  await expect.poll(() => pending.size).toBe(0);

  const files = [...fetched].filter((file) => /\.(js|css)$/.test(file));
  expect(files.length).toBeGreaterThan(3);
  const contents = files.flatMap((file) => {
    const modules = graph.get(file);
    expect(modules, `${file} is not in the build's module graph`).toBeDefined();
    return (modules ?? []).map((module) => ({ file, module }));
  });
  // The graph is the one these pages were built from: the buyer's pages are in it.
  const modules = contents.map(({ module }) => module);
  expect(modules).toContain('src/web/features/public-event/public-event-page.tsx');
  expect(modules).toContain('src/web/features/public-event/components/checkout-steps.ts');
  expect(modules).toContain('src/web/features/candidate-payment/candidate-payment-page.tsx');
  expect(contents.filter(({ module }) => isOrganiserOnlyModule(module))).toEqual([]);
  // The rule is not vacuous: the organiser area's own files are full of what it forbids.
  const adminModules = [...graph.values()].flat();
  expect(adminModules.filter(isOrganiserOnlyModule).length).toBeGreaterThan(20);
  expect([...fetched].filter((file) => /\.(woff2?|ttf)$/.test(file))).toEqual([]);
});
