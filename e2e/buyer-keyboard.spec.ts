import { expect, test } from '@playwright/test';
import { orderCode } from '../src/domain/order-code.ts';
import {
  CONFERENCE,
  PHONE,
  participant,
  shot,
  tabTo,
  typeInto,
  uniqueEmail,
  VALID_CPF,
} from './buyer-helpers.ts';

// Issue 11, accessibility: a paid purchase (credit card in 3 installments) with the keyboard
// alone, Tab/Enter/Space/arrows and no mouse click, at 390 px, where the cart is the drawer behind
// 'Selecionar ingressos'. Every key control shows where the focus is. At 1366 px the side cart is
// reached by keyboard in buyer-shell.spec.ts ('keyboard only'); the steps after the cart are the
// same controls at both widths. The success screen's short order code is checked here too.
test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('a card purchase in 3 installments is completed with the keyboard alone, focus always visible', async ({
    page,
  }) => {
    await page.goto(CONFERENCE);
    await expect(page.getByRole('heading', { level: 1, name: 'Conferência Catraca 2027' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: /^Selecionar ingressos/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Selecionar ingressos' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Aumentar quantidade de Inteira', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Quantidade de Inteira', { exact: true })).toHaveText('1');
    await tabTo(page, page.getByRole('button', { name: 'Continuar para Formulário' }));
    await page.keyboard.press('Enter');

    const form = participant(page, 1);
    await expect(form.getByLabel('Nome completo')).toBeVisible();
    await typeInto(page, form.getByLabel('Nome completo'), 'Teclado Pago');
    await typeInto(page, form.getByLabel('Email'), uniqueEmail('teclado'));
    await typeInto(page, form.getByLabel('Empresa'), 'Acme');
    // A radio group is one Tab stop; the arrows move the choice.
    await tabTo(page, form.getByRole('radio', { name: 'Instagram' }));
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: 'Indicação' })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continuar', exact: true }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
    const buyer = page.getByRole('region', { name: 'Dados do comprador' });
    await typeInto(page, buyer.getByLabel('Nome completo'), 'Ana Teclado');
    await typeInto(page, buyer.getByLabel('Email'), uniqueEmail('ana.teclado'));
    await typeInto(page, buyer.getByLabel('CPF/CNPJ'), VALID_CPF.replace(/\D/g, ''));
    await expect(buyer.getByLabel('CPF/CNPJ')).toHaveValue(VALID_CPF);
    await tabTo(page, page.getByRole('radio', { name: 'PIX' }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Cartão de Crédito' })).toBeChecked();
    await typeInto(page, page.getByLabel('Número do cartão'), '4111111111111111');
    await expect(page.getByLabel('Bandeira: Visa')).toBeVisible();
    await typeInto(page, page.getByLabel('Validade'), '122030');
    await typeInto(page, page.getByLabel('CVV'), '123');
    await typeInto(page, page.getByLabel('Nome no cartão'), 'Ana Teclado');
    const installments = page.getByLabel('Parcelas');
    // R$ 120,00 in at most 3 installments of at least R$ 40,00 (the demo conference's setting).
    await expect(installments.locator('option')).toHaveCount(3);
    await tabTo(page, installments);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(installments).toHaveValue('3');
    await shot(page, 'keyboard-payment');
    await tabTo(page, page.getByRole('button', { name: 'Finalizar Compra' }));
    await page.keyboard.press('Enter');

    const tickets = page.getByRole('link', { name: 'Baixar ingressos' });
    await expect(tickets).toBeVisible({ timeout: 30_000 });
    const recap = page.getByRole('region', { name: 'Resumo do pedido' });
    await expect(recap.getByText('Cartão de crédito, 3x de R$ 40,00 sem juros')).toBeVisible();
    // The success screen: the short code a person reads aloud, beside the long hash.
    const orderHash = (await tickets.getAttribute('href'))?.split('/').pop() ?? '';
    await expect(recap.getByTestId('order-code')).toHaveText(orderCode(orderHash));
    await expect(recap.getByTestId('order-code')).toHaveText(/^[2-9A-Z]{3}-[2-9A-Z]{3}$/);
    await expect(recap.getByTestId('order-hash')).toHaveText(orderHash);
    // The next things to do are reachable and show their focus too.
    await tabTo(page, tickets);
    await shot(page, 'keyboard-confirmation');
  });
});
