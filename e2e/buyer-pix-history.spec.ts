import { expect, test } from '@playwright/test';
import {
  addTickets,
  CONFERENCE,
  expectAccessible,
  fillBuyer,
  fillConferenceParticipant,
  openCart,
  participant,
  shot,
} from './buyer-helpers.ts';

// Issue 11 item 6 with a PIX waiting: Back from the PIX step, then forward again by every way a
// buyer can (the 'Finalizar Compra' button, the form's 'Continuar', the notice's button, the
// browser's Forward) reopens the same order and the same PIX; no second order is created (ADR 0104).

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 1366, height: 900 } });

test('Back from a pending PIX and forward again reuses the same order and charge', async ({ page }) => {
  const created: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/eventos\/\d+\/inscricao$/.test(request.url()))
      created.push(request.url());
  });
  await page.goto(CONFERENCE);
  await openCart(page);
  await addTickets(page, 'Inteira', 1);
  await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
  await fillConferenceParticipant(page, 'Paula Pendente');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await fillBuyer(page);
  await page.getByRole('radio', { name: 'PIX' }).check();
  const reply = page.waitForResponse((r) => /\/api\/eventos\/\d+\/inscricao$/.test(r.url()));
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  const { order_hash: orderHash } = (await (await reply).json()).data;
  await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
  const pixCode = await page.getByLabel('PIX copia e cola').inputValue();
  expect(pixCode).not.toBe('');
  expect(created).toHaveLength(1);

  // Back: the payment step, saying that the order exists and waits for its PIX.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Pedido aguardando pagamento' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('aguarda o pagamento por PIX');
  await expect(notice).toContainText('nenhum pedido novo é criado');
  await expectAccessible(page, 'payment step with a pending order');
  await shot(page, 'pix-history-pending-notice');

  // Finishing again reopens the same PIX.
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(pixCode);

  // Back twice to the forms, 'Continuar': the same PIX again, the payment step skipped.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Formulário dos Participantes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pedido aguardando pagamento' })).toBeVisible();
  await expect(participant(page, 1).getByLabel('Nome completo')).toHaveValue('Paula Pendente');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(pixCode);

  // The notice's own button, then the browser's Forward, both land on it too.
  await page.goBack();
  await page
    .getByRole('region', { name: 'Pedido aguardando pagamento' })
    .getByRole('button', {
      name: 'Voltar ao pagamento',
    })
    .click();
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(pixCode);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Formulário dos Participantes' })).toBeVisible();
  await page.goForward();
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(pixCode);

  // One order all along; paying it confirms that order.
  expect(created).toHaveLength(1);
  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  const tickets = page.getByRole('link', { name: 'Baixar ingressos' });
  await expect(tickets).toBeVisible({ timeout: 30_000 });
  await expect(tickets).toHaveAttribute('href', new RegExp(`/voucher/order/${orderHash}$`));
  expect(created).toHaveLength(1);
});
