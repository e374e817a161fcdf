import { expect, type Page } from '@playwright/test';

export const DEMO_EMAIL = 'demo@catraca.com.br';
export const DEMO_PASSWORD = 'catraca-demo';

/** Logs in through the real login page and lands on the organiser's events. */
export async function loginAsDemo(page: Page, next?: string): Promise<void> {
  await page.goto(next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login');
  await page.getByLabel('E-mail').fill(DEMO_EMAIL);
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(next ? new RegExp(next.replace(/[/?]/g, '\\$&')) : /\/admin\/eventos$/);
}

/** Registers a fresh organiser through the API (shares the page's cookies). */
export async function registerOrganiser(
  page: Page,
  name: string,
): Promise<{ email: string; password: string }> {
  const email = `org-${Date.now()}-${Math.floor(Math.random() * 1e6)}@teste.com.br`;
  const password = 'senha-muito-segura';
  const res = await page.request.post('/api/auth/register', {
    data: { name, email, password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(201);
  return { email, password };
}
