import { expect, type Page } from '@playwright/test';
import { readSignupLink } from './organiser-helpers.ts';
import { XHR } from './wire.ts';

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

/**
 * Signs up a fresh organiser through the API and follows the confirmation link from the dev outbox,
 * so the page's context is signed in as them (docs/decisions/0047-sign-up-by-e-mail-link.md).
 */
export async function registerOrganiser(
  page: Page,
  name: string,
): Promise<{ email: string; password: string; csrfToken: string }> {
  const email = `org-${Date.now()}-${Math.floor(Math.random() * 1e6)}@teste.com.br`;
  const password = 'senha-muito-segura';
  const res = await page.request.post('/api/auth/register', {
    data: { name, email, password },
    headers: XHR,
  });
  expect(res.status()).toBe(202);
  const link = await readSignupLink(page.request, email);
  const token = new URL(link).hash.replace(/^#token=/, '');
  const confirmed = await page.request.post('/api/auth/confirm-email', { data: { token }, headers: XHR });
  expect(confirmed.status()).toBe(200);
  const csrfToken = ((await confirmed.json()) as { data: { csrfToken: string } }).data.csrfToken;
  return { email, password, csrfToken };
}
