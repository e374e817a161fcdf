import { expect, test } from '@playwright/test';
import {
  buyConferenceByCard,
  DESKTOP,
  expectAccessible,
  PHONE,
  preRegister,
  readAccessLink,
  registerFreeOrder,
  shot,
  uniqueEmail,
} from './buyer-helpers.ts';

// Issue 22, "Meus ingressos" (ADR 0471): a buyer asks for a link with their e-mail, opens it from
// the e-mail (read from the development outbox), sees every order and pre-registration of that
// address with their tickets, receipts and order pages, and the link does not open twice. The
// journey runs once at 1366 px; at 390 px, within it, a short check that the list and its links fit
// (buyer-accessibility.spec.ts runs axe on the request page and the order page at both widths, so
// axe runs here only on the states it does not reach: the link sent and the list).

const LINK_SENT =
  'Se houver pedidos ou pré-inscrições com este e-mail, enviamos um link de acesso em instantes. Confira também a caixa de spam.';

test('Meus ingressos through the e-mailed link at 1366 px (the list also at 390 px)', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  const email = uniqueEmail('meus');
  await registerFreeOrder(page.request, email, 'Rui Gratuito');
  await preRegister(page.request, email, 'Rui Candidato');
  // A paid order brings a receipt (bought through the API: the card checkout is buyer-keyboard's subject).
  await buyConferenceByCard(page.request, email, [{ nome: 'Rui Pagante' }]);

  // The footer says where: every buyer page links to Meus ingressos.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Meus ingressos' }).click();
  await expect(page).toHaveURL(/\/meus-ingressos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus ingressos' })).toBeVisible();

  // A malformed address is caught next to the field; an address without orders gets the same words.
  await page.getByRole('button', { name: 'Receber link de acesso' }).click();
  await expect(page.getByText('Email inválido')).toBeVisible();
  await expect(page.getByLabel('Seu e-mail')).toBeFocused();
  await page.getByLabel('Seu e-mail').fill(uniqueEmail('ninguem'));
  await page.getByRole('button', { name: 'Receber link de acesso' }).click();
  await expect(page.getByTestId('link-sent')).toContainText(LINK_SENT);
  await page.reload();
  await page.getByLabel('Seu e-mail').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Receber link de acesso' }).click();
  await expect(page.getByTestId('link-sent')).toContainText(LINK_SENT);
  await expectAccessible(page, 'meus ingressos link sent');
  await shot(page, 'meus-ingressos-sent');

  // Nothing is listed without the link.
  await page.goto('/meus-ingressos/acesso');
  await expect(page.getByText('Link inválido ou expirado')).toBeVisible();
  await expect(page.getByTestId('my-order')).toHaveCount(0);

  const link = await readAccessLink(page.request, email);
  await page.goto(link);
  const orders = page.getByTestId('my-order');
  await expect(orders).toHaveCount(3);
  // The token left the address bar once spent.
  expect(page.url()).not.toContain('token=');
  const free = orders.filter({ hasText: 'Encontro' });
  await expect(free).toContainText('Confirmado');
  await expect(free.getByRole('link', { name: 'Baixar ingressos' })).toBeVisible();
  const candidate = orders.filter({ hasText: 'Pré-inscrição' });
  await expect(candidate).toContainText('Pré-inscrição em análise');
  await expect(candidate.getByRole('link', { name: 'Acompanhar pré-inscrição' })).toBeVisible();
  await expect(candidate.getByRole('link', { name: 'Baixar ingressos' })).toHaveCount(0);
  await expectAccessible(page, 'meus ingressos list');
  await shot(page, 'meus-ingressos-list');

  // At 390 px the same list and its links fit the phone, and pass axe.
  await page.setViewportSize(PHONE);
  await expect(free.getByRole('link', { name: 'Baixar ingressos' })).toBeVisible();
  await expect(candidate.getByRole('link', { name: 'Acompanhar pré-inscrição' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page, 'meus ingressos list at 390 px');
  await shot(page, 'meus-ingressos-list');
  await page.setViewportSize(DESKTOP);

  const voucher = await page.request.get(
    (await free.getByRole('link', { name: 'Baixar ingressos' }).getAttribute('href')) ?? '',
  );
  expect(voucher.headers()['content-type']).toContain('application/pdf');
  const paid = orders.filter({ hasText: 'Conferência' });
  await expect(paid).toContainText('R$ 120,00');
  const receipt = paid.getByRole('link', { name: /^Recibo de R\$ 120,00/ });
  const pdf = await page.request.get((await receipt.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // A reload keeps the list (this tab's view key); the order page is one tap away.
  await page.reload();
  await expect(orders).toHaveCount(3);
  await free.getByRole('link', { name: /^Ver pedido/ }).click();
  await expect(page.getByTestId('order-page')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar inscrição' })).toBeVisible();
  await shot(page, 'meus-ingressos-order-page');

  // The e-mailed link opens once: another browser gets nothing but the form to ask again.
  const other = await browser.newContext({ viewport: DESKTOP });
  const stranger = await other.newPage();
  await stranger.goto(link);
  await expect(stranger.getByText('Link inválido ou expirado')).toBeVisible();
  await expect(stranger.getByText('ele expira e só pode ser aberto uma vez')).toBeVisible();
  await expect(stranger.getByTestId('my-order')).toHaveCount(0);
  await other.close();
});
