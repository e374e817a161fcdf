import { expect, test } from '@playwright/test';
import {
  addTickets,
  CONFERENCE,
  DECLINED_CARD,
  DESKTOP,
  expectAccessible,
  fillCard,
  fillConferenceParticipant,
  notices,
  openCart,
  PHONE,
  registerFreeOrder,
  shot,
  uniqueEmail,
} from './buyer-helpers.ts';
import { scrollsSideways } from './organiser-helpers.ts';

// Every test here stands alone (its own data, the demo session at most): the two workers share
// them instead of one worker running the file in order (ADR 0230).
test.describe.configure({ mode: 'parallel' });

// Issue 11, accessibility: axe-core finds no serious or critical violation on the screens the
// shell journeys did not reach. Axe's rules do not depend on the width: each screen is checked
// once, at 1366 px, and at 390 px only what a phone shows differently (ADR 0230, stop 28). Here:
// the phone's ticket drawer and the declined-card state on the way to PIX, with the buyer's
// CPF/CNPJ keypad (390 px), Meus ingressos
// and the order page (1366 px). Elsewhere, in buyer-shell.spec.ts: every public page, the side carts
// (paid and approval) and the two-column card step, the form, payment, PIX and confirmation steps,
// a free order's confirmation (1366 px), the approval event's drawer (390 px).

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the cart drawer passes axe; the CPF/CNPJ opens the number pad, the full keyboard one tap away; a declined card is explained once, under the card, never covering Finalizar Compra, and passes axe; PIX after it shows the QR', async ({
    page,
  }) => {
    await page.goto(CONFERENCE);
    await openCart(page);
    const drawer = page.getByRole('dialog', { name: 'Selecionar ingressos' });
    await expect(drawer).toBeVisible();
    await addTickets(page, 'Inteira', 1);
    await expectAccessible(page, 'ticket drawer');
    await shot(page, 'a11y-drawer');
    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    await fillConferenceParticipant(page, 'Iara Acessível');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();

    // The buyer's CPF/CNPJ opens the number pad, the full keyboard one tap away (the keyboard a
    // field asks for is the same at every width: checked once, on a phone, where it shows).
    const buyer = page.getByRole('region', { name: 'Dados do comprador' });
    const document = buyer.getByLabel('CPF/CNPJ');
    await expect(document).toHaveAttribute('inputmode', 'numeric');
    await buyer.getByRole('button', { name: 'CNPJ com letras? Usar teclado completo' }).click();
    await expect(document).toHaveAttribute('inputmode', 'text');
    await document.fill('12abc34501de35');
    await expect(document).toHaveValue('12.ABC.345/01DE-35');
    await buyer.getByLabel('Nome completo').fill('Ana Compradora');
    await buyer.getByLabel('Email').fill(uniqueEmail('compradora'));
    await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
    await expect(page.getByLabel('Parcelas')).toBeVisible();
    await fillCard(page, DECLINED_CARD, 'Iara Acessivel');
    const finish = page.getByRole('button', { name: 'Finalizar Compra' });
    await finish.click();
    const declined = page.getByRole('alert').filter({ hasText: 'Cartão recusado' });
    await expect(declined).toContainText('Pagamento recusado pelo emissor do cartão.');
    await expect(declined).toContainText('Tente outro cartão ou pague com PIX.');
    await expect(notices(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
    // Editing the card takes the old refusal away: it no longer describes what is typed.
    await page.getByLabel('CVV').fill('456');
    await expect(declined).toHaveCount(0);
    await page.getByLabel('CVV').fill('123');
    await finish.click();
    await expect(declined).toBeVisible();
    await finish.scrollIntoViewIfNeeded();
    const [a, b] = [await declined.boundingBox(), await finish.boundingBox()];
    const overlaps =
      !!a &&
      !!b &&
      a.x < b.x + b.width &&
      b.x < a.x + a.width &&
      a.y < b.y + b.height &&
      b.y < a.y + a.height;
    expect(overlaps).toBe(false);
    expect(await scrollsSideways(page)).toBe(false);
    await expectAccessible(page, 'declined card');
    await shot(page, 'a11y-declined-card');

    // The buyer switches to PIX after the refusal: the QR step (it passes axe at 1366 px, buyer-shell).
    await page.getByRole('radio', { name: 'PIX' }).check();
    await finish.click();
    await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
    await shot(page, 'a11y-pix-step');
  });
});

// Issue 22: Meus ingressos and the order page pass axe (once, at 1366 px: a phone gets the same
// markup). The legal pages and the footer's operator are checked in buyer-shell.spec.ts.
test.describe('the pages around the purchase at 1366 px', () => {
  test.use({ viewport: DESKTOP });

  test('Meus ingressos and the order page pass axe', async ({ page }) => {
    await page.goto('/meus-ingressos');
    await expect(page.getByRole('heading', { level: 1, name: 'Meus ingressos' })).toBeVisible();
    await expectAccessible(page, 'meus ingressos');
    await page.goto('/meus-ingressos/acesso#token=nao-e-um-token-valido-de-verdade');
    await expect(page.getByText('Link inválido ou expirado')).toBeVisible();
    await expectAccessible(page, 'meus ingressos invalid link');
    await shot(page, 'meus-ingressos-invalid');
    const hash = await registerFreeOrder(page.request, uniqueEmail('pedido'), 'Olga Pedido');
    await page.goto(`/pedido/${hash}`);
    await expect(page.getByTestId('order-page')).toBeVisible();
    await expectAccessible(page, 'order page');
    await page.getByRole('button', { name: 'Editar dados de Olga Pedido' }).click();
    await expect(page.getByTestId('buyer-edit-participant')).toBeVisible();
    await expectAccessible(page, 'order page edit dialog');
    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancelar inscrição' })).toBeVisible();
    await expectAccessible(page, 'order page withdrawal dialog');
    await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(page.getByText('Enviamos a confirmação por e-mail.')).toBeVisible();
    await expectAccessible(page, 'order page cancelled');
    await shot(page, 'order-page-cancelled');
  });
});
