import { expect, test } from '@playwright/test';
import { loginAsDemo } from './fixtures.ts';

// The bounds the server enforces (docs/decisions/0050), as the organiser meets them in the form:
// the same numbers clamp the inputs and the same messages refuse a ticket, before any request.

test('the event form clamps counts and refuses a ticket price over the ceiling with the server’s message', async ({
  page,
}) => {
  await loginAsDemo(page, '/admin/eventos/novo');
  const participants = page.getByLabel('Número de participantes');
  await participants.fill('99999999');
  await participants.blur();
  await expect(participants).toHaveValue('1000000');

  await page.getByRole('button', { name: 'Adicionar Ingresso' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo Tipo de Ingresso' });
  await modal.getByLabel('Nome do ingresso').fill('Camarote');
  const quantity = modal.getByLabel('Quantidade disponível');
  await quantity.fill('5000000');
  await quantity.blur();
  await expect(quantity).toHaveValue('1000000');
  await modal.getByLabel('Valor').fill('10000001');
  await expect(modal.getByLabel('Valor')).toHaveValue('100.000,01');
  await modal.getByRole('button', { name: 'Salvar Ingresso' }).click();
  const message = 'O valor do ingresso deve ser de no máximo R$ 100.000,00.';
  await expect(modal.getByText(message)).toBeVisible();
  await expect(modal).toBeVisible();

  await modal.getByLabel('Valor').fill('10000000');
  await expect(modal.getByText(message)).toBeHidden();
});

test('the running server answers the issue’s out-of-range payment id with a 4xx in pt-BR, not a 500', async ({
  request,
}) => {
  const status = await request.post('/api/check-order-payment-status', {
    data: { order_payment_id: 3_000_000_000 },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  // Payment ids are unguessable tokens (ADR 0041): a number finds nothing, exactly like a wrong id.
  expect(status.status()).toBe(404);
  const body = await status.json();
  expect(body).toMatchObject({ error_type: 'not_found', error_code: 404 });
  expect(body.error).toBe('Pagamento não encontrado.');
});
