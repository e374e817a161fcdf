import { expect, test } from '@playwright/test';
import {
  APPROVAL_EVENT,
  addTickets,
  CONFERENCE,
  DECLINED_CARD,
  DESKTOP,
  expectAccessible,
  FREE_EVENT,
  fillBuyer,
  fillCard,
  fillConferenceParticipant,
  openCart,
  PHONE,
  participant,
  registerFreeOrder,
  shot,
  uniqueEmail,
} from './buyer-helpers.ts';

// Every test here stands alone (its own data, the demo session at most): the two workers share
// them instead of one worker running the file in order (ADR 0230).
test.describe.configure({ mode: 'parallel' });

// Issue 11, accessibility: axe-core finds no serious or critical violation on the screens the
// shell journeys did not reach: the phone's ticket drawer (normal and approval events), the card
// form, the declined-card state, the PIX step reached after it, and a free order's confirmation.
// The journeys run at 390 px (the drawer); at 1366 px the side cart and the two-column payment
// step are checked on their own (the desktop's PIX step and confirmation pass axe in
// buyer-shell.spec.ts).

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });
  test.describe.configure({ timeout: 240_000 });

  test('the cart drawer, the card form, a declined card and the PIX after it pass axe', async ({ page }) => {
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

    await fillBuyer(page);
    await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
    await expect(page.getByLabel('Parcelas')).toBeVisible();
    await fillCard(page, DECLINED_CARD, 'Iara Acessivel');
    await expectAccessible(page, 'card step');
    await shot(page, 'a11y-card-step');

    await page.getByRole('button', { name: 'Finalizar Compra' }).click();
    const declined = page.getByRole('alert').filter({ hasText: 'Cartão recusado' });
    await expect(declined).toContainText('Pagamento recusado pelo emissor do cartão.');
    await expect(declined).toContainText('Tente outro cartão ou pague com PIX.');
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
    await expectAccessible(page, 'declined card');
    await shot(page, 'a11y-declined-card');

    // The buyer switches to PIX after the refusal: the QR step.
    await page.getByRole('radio', { name: 'PIX' }).check();
    await page.getByRole('button', { name: 'Finalizar Compra' }).click();
    await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
    await expectAccessible(page, 'PIX step');
    await shot(page, 'a11y-pix-step');
  });

  test('the approval event’s cart drawer passes axe', async ({ page }) => {
    await page.goto(APPROVAL_EVENT);
    await openCart(page);
    await expect(page.getByRole('dialog', { name: 'Selecionar ingressos' })).toBeVisible();
    await expect(page.getByText('A pré-inscrição não tem custo')).toBeVisible();
    await addTickets(page, 'Vaga', 1);
    await expectAccessible(page, 'approval cart');
    await shot(page, 'a11y-approval-cart');
  });

  test('a free order goes straight from the form to its confirmation, which passes axe', async ({ page }) => {
    await page.goto(FREE_EVENT);
    await expect(page.getByText('Evento Online - Link no Ingresso')).toBeVisible();
    await openCart(page);
    await addTickets(page, 'Entrada Gratuita', 1);
    await expect(page.getByLabel('Totais do pedido').getByText('Gratuito')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    const form = participant(page, 1);
    await form.getByLabel('Nome completo').fill('Gil Gratuito');
    await form.getByLabel('Email').fill(uniqueEmail('gil'));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const tickets = page.getByRole('link', { name: 'Baixar ingressos' });
    await expect(tickets).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toHaveCount(0);
    // No checkout message configured: the default title, which does not call a free order a purchase.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Inscrição realizada com sucesso!' }),
    ).toBeVisible();
    await expect(page.getByText('Compra')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Resumo do pedido' })).toContainText('Gratuito');
    const voucher = await page.request.get((await tickets.getAttribute('href')) ?? '');
    expect(voucher.headers()['content-type']).toContain('application/pdf');
    await expectAccessible(page, 'free confirmation');
    await shot(page, 'a11y-free-confirmation');
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: DESKTOP });

  test('the side carts (paid and approval) and the two-column card step pass axe', async ({ page }) => {
    await page.goto(APPROVAL_EVENT);
    await expect(page.getByRole('dialog', { name: 'Selecionar ingressos' })).toHaveCount(0);
    await expect(page.getByText('A pré-inscrição não tem custo')).toBeVisible();
    await addTickets(page, 'Vaga', 1);
    await expectAccessible(page, 'approval side cart');

    await page.goto(CONFERENCE);
    await addTickets(page, 'Inteira', 1);
    await expectAccessible(page, 'side cart');
    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    await fillConferenceParticipant(page, 'Iara Acessível');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await fillBuyer(page);
    await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
    await fillCard(page, DECLINED_CARD, 'Iara Acessivel');
    // The order's summary stands beside the form.
    await expect(page.getByRole('region', { name: 'Resumo da compra' })).toBeVisible();
    await expectAccessible(page, 'card step');
  });
});

// Issue 22: who sells, on every width. The legal pages answer 200 with the operator's identity and
// the way to exercise LGPD rights; they, the footer, Meus ingressos and the order page pass axe.
for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`the pages around the purchase at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Ajuda, Termos, Privacidade and the footer say who sells, and pass axe', async ({ page }) => {
      for (const [path, heading] of [
        ['/ajuda', 'Ajuda'],
        ['/termos', 'Termos de Uso'],
        ['/privacidade', 'Política de Privacidade'],
      ] as const) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const operator = page.getByTestId('operator-details');
        await expect(operator).toContainText('Catraca Tecnologia em Eventos Ltda.');
        await expect(operator).toContainText('CNPJ 11.222.333/0001-81');
        await expect(operator).toContainText('Av. Paulista, 1000');
        await expect(operator).toContainText('atendimento@catraca.com.br');
        await expect(operator).toContainText('(11) 4004-1234');
        const footer = page.getByTestId('footer-operator');
        await expect(footer).toContainText('Catraca Tecnologia em Eventos Ltda. · CNPJ 11.222.333/0001-81');
        await expectAccessible(page, path);
        await shot(page, `legal${path.replace('/', '-')}`);
      }
      // Privacidade: the encarregado and what a buyer can ask.
      await expect(page.getByTestId('dpo-email')).toHaveAttribute(
        'href',
        'mailto:privacidade@catraca.com.br?subject=Direitos%20do%20titular%20(LGPD)',
      );
      for (const right of ['Acesso', 'Correção', 'Eliminação']) {
        await expect(page.getByText(right, { exact: true })).toBeVisible();
      }
    });

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
}

// The keyboard a field asks for is the same at every width: checked once, on a phone, where it shows.
test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the buyer’s CPF/CNPJ opens the number pad, the full keyboard one tap away', async ({ page }) => {
    await page.goto(CONFERENCE);
    await openCart(page);
    await addTickets(page, 'Inteira', 1);
    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    await fillConferenceParticipant(page, 'Caio Teclado');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const buyer = page.getByRole('region', { name: 'Dados do comprador' });
    const document = buyer.getByLabel('CPF/CNPJ');
    await expect(document).toHaveAttribute('inputmode', 'numeric');
    await buyer.getByRole('button', { name: 'CNPJ com letras? Usar teclado completo' }).click();
    await expect(document).toHaveAttribute('inputmode', 'text');
    await document.fill('12abc34501de35');
    await expect(document).toHaveValue('12.ABC.345/01DE-35');
    await expectAccessible(page, 'buyer document with letters');
  });
});
