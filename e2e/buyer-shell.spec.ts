import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  APPROVAL_EVENT,
  addTickets,
  CONFERENCE,
  currentStage,
  DESKTOP,
  expectAccessible,
  expectAutosaved,
  FREE_EVENT,
  fillBuyer,
  fillConferenceParticipant,
  isPhone,
  notices,
  openCart,
  PHONE,
  participant,
  SOLD_OUT_EVENT,
  shot,
  uniqueEmail,
  VALID_CPF,
} from './buyer-helpers.ts';
import { scrollsSideways } from './organiser-helpers.ts';

// Every test here stands alone (its own data, the demo session at most): the two workers share
// them instead of one worker running the file in order (ADR 0230).
test.describe.configure({ mode: 'parallel' });

// Issue 11 (buyer's side): the brand shell, the step indicator, steps as history entries, one
// notice at a time, the sold-out call to action, pre-registration wording, the success recap,
// and accessibility (axe: no serious or critical violation on any public page or step), each at
// 1366 and 390 px on the seeded demo events. Screenshots go to SCREENSHOT_DIR when it is set.

/** On the conference's page, one ticket of `ticket` in the cart, then on to the participants' form. */
async function toConferenceForm(page: Page, ticket: string): Promise<void> {
  await page.goto(CONFERENCE);
  await openCart(page);
  await addTickets(page, ticket, 1);
  await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
}

/** Every public page, with its main heading (the unknown address has none of its own). */
const PUBLIC_PAGES = [
  ['/', 'Catraca'],
  [CONFERENCE, 'Conferência Catraca 2027'],
  ['/ajuda', 'Ajuda'],
  ['/termos', 'Termos de Uso'],
  ['/privacidade', 'Política de Privacidade'],
  ['/eventos/evento-que-nao-existe', 'Evento não encontrado'],
  ['/pagina-que-nao-existe', null],
] as const;

test.describe('at 1366 px', () => {
  test.use({ viewport: DESKTOP });

  test('every public page has the brand frame, reads well and passes axe; the legal pages and the footer say who sells', async ({
    page,
  }) => {
    for (const [path, heading] of PUBLIC_PAGES) {
      const res = await page.goto(path);
      if (heading)
        await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Catraca, página inicial' })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(header.getByRole('link', { name: 'Ajuda' })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Ajuda' })).toHaveAttribute('href', '/ajuda');
      await expect(footer.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');
      await expect(footer.getByRole('link', { name: 'Privacidade' })).toHaveAttribute('href', '/privacidade');
      await expect(page.getByRole('main')).toBeVisible();
      expect(await scrollsSideways(page), path).toBe(false);
      // Issue 22, who sells: the legal pages answer 200 with the operator's identity, in the page
      // and in the footer.
      if (['/ajuda', '/termos', '/privacidade'].includes(path)) {
        expect(res?.status(), path).toBe(200);
        await expect(page.getByTestId('footer-operator')).toContainText(
          'Catraca Tecnologia em Eventos Ltda. · CNPJ 11.222.333/0001-81',
        );
        await expect(page.getByRole('heading', { level: 1, name: heading ?? '' })).toBeVisible();
        const operator = page.getByTestId('operator-details');
        await expect(operator).toContainText('Catraca Tecnologia em Eventos Ltda.');
        await expect(operator).toContainText('CNPJ 11.222.333/0001-81');
        await expect(operator).toContainText('Av. Paulista, 1000');
        await expect(operator).toContainText('atendimento@catraca.com.br');
        await expect(operator).toContainText('(11) 4004-1234');
      }
      if (path === '/privacidade') {
        // The encarregado and what a buyer can ask.
        await expect(page.getByTestId('dpo-email')).toHaveAttribute(
          'href',
          'mailto:privacidade@catraca.com.br?subject=Direitos%20do%20titular%20(LGPD)',
        );
        for (const right of ['Acesso', 'Correção', 'Eliminação']) {
          await expect(page.getByText(right, { exact: true })).toBeVisible();
        }
      }
      await expectAccessible(page, path);
      await shot(page, `shell${path.replaceAll('/', '_') || '_home'}`);
    }

    // The event page names who runs it.
    await page.goto(CONFERENCE);
    const organiser = page.getByRole('region', { name: 'Organizador' });
    await expect(organiser.getByText('Organizado por')).toBeVisible();
    await expect(organiser.getByText('Universidade Federal de Exemplo')).toBeVisible();
    // The footer links go to their pages inside the app.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  });

  test('a sold-out event says Esgotado and offers nothing to click', async ({ page }) => {
    await page.goto(SOLD_OUT_EVENT);
    await expect(page.getByRole('heading', { level: 1, name: 'Workshop de Fotografia' })).toBeVisible();
    const soldOut = page.getByRole('button', { name: 'Esgotado', exact: true });
    await expect(soldOut).toBeVisible();
    await expect(soldOut).toBeDisabled();
    await expect(page.getByRole('button', { name: /Selecionar ingressos/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Continuar/ })).toHaveCount(0);
    const cart = page.getByRole('region', { name: 'Ingressos' });
    await expect(cart.getByText('Esgotado', { exact: true }).first()).toBeVisible();
    await expect(cart.getByText('As inscrições para este evento estão fechadas.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aumentar quantidade de Ingresso Único' })).toBeDisabled();
    await expectAccessible(page, 'sold-out event');
    await shot(page, 'sold-out');
  });

  test('the steps are history entries: Back, Forward and reload keep the step and its data', async ({
    page,
  }) => {
    await page.goto(CONFERENCE);
    await addTickets(page, 'Inteira', 1);
    // The desktop's side cart, with a ticket in it.
    await expectAccessible(page, 'side cart');
    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    await expect(page.getByRole('heading', { name: 'Formulário dos Participantes' })).toBeVisible();
    await expect(page).toHaveURL(/\?etapa=participantes$/);
    await expect(currentStage(page)).toContainText('Participantes');
    await expect(page.getByRole('navigation', { name: 'Etapas da inscrição' })).toContainText(
      /Ingressos.*Participantes.*Pagamento.*Confirmação/,
    );
    await fillConferenceParticipant(page, 'Helena Histórico');
    await expectAccessible(page, 'form step');
    await shot(page, 'step-form');

    // Back: the event page, with the ticket still picked.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Conferência Catraca 2027' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Formulário dos Participantes' })).toHaveCount(0);
    await openCart(page);
    await expect(page.getByLabel('Quantidade de Inteira', { exact: true })).toHaveText('1');
    if (isPhone(page)) await page.keyboard.press('Escape');

    // Forward: the form again, with what was typed.
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Formulário dos Participantes' })).toBeVisible();
    await expect(participant(page, 1).getByLabel('Nome completo')).toHaveValue('Helena Histórico');

    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
    await expect(page).toHaveURL(/\?etapa=pagamento$/);
    await expect(currentStage(page)).toContainText('Pagamento');
    await fillBuyer(page);

    // Reload: still the payment step, buyer data restored by the autosave (once it has saved).
    await expectAutosaved(page, 'Ana Compradora');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Dados do comprador' }).getByLabel('Nome completo'),
    ).toHaveValue('Ana Compradora');
    await expectAccessible(page, 'payment step');
    await shot(page, 'step-payment');

    // Back from the payment step: the form with its data.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Formulário dos Participantes' })).toBeVisible();
    await expect(participant(page, 1).getByLabel('Nome completo')).toHaveValue('Helena Histórico');
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();

    // Pay by PIX: the QR step, then the confirmation with its recap.
    await page.getByRole('radio', { name: 'PIX' }).check();
    await page.getByRole('button', { name: 'Finalizar Compra' }).click();
    await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
    await expect(page).toHaveURL(/\?etapa=pix$/);
    await expectAccessible(page, 'PIX step');
    await shot(page, 'step-pix');
    await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
    await expect(page.getByRole('link', { name: 'Baixar ingressos' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\?etapa=confirmacao$/);
    await expect(currentStage(page)).toContainText('Confirmação');

    const title = page.getByRole('heading', { level: 2, name: 'Inscrição confirmada!' });
    await expect(title).toHaveCount(1);
    await expect(page.getByTestId('checkout-message').locator('strong')).toHaveText('Conferência Catraca');
    const recap = page.getByRole('region', { name: 'Resumo do pedido' });
    await expect(recap.getByText('Conferência Catraca 2027')).toBeVisible();
    await expect(recap.getByText('1x Inteira')).toBeVisible();
    await expect(recap.getByText('R$ 120,00')).toBeVisible();
    await expect(recap.getByText('PIX', { exact: true })).toBeVisible();
    // One notice at most, and none over the button that matters.
    expect(await notices(page).count()).toBeLessThanOrEqual(1);
    await expectAccessible(page, 'confirmation');
    await shot(page, 'step-confirmation');

    // Back from a finished order: a fresh event page, never the paid order's forms.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Conferência Catraca 2027' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/etapa=/);
  });

  test('the card step passes axe; a declined card: explained once under the card, clear of the summary and the button, no toast', async ({
    page,
  }) => {
    await toConferenceForm(page, 'Meia-Entrada');

    // The same warning twice is one notice.
    const proceed = page.getByRole('button', { name: 'Continuar', exact: true });
    await proceed.click();
    await proceed.click();
    await expect(notices(page)).toHaveCount(1);
    await expect(notices(page)).toContainText('Dados dos Participantes');

    await fillConferenceParticipant(page, 'Hugo Recusado');
    await proceed.click();
    // Moving on clears the last step's notice.
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
    await expect(notices(page)).toHaveCount(0);

    await fillBuyer(page);
    await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
    await page.getByLabel('Número do cartão').fill('4000 0000 0000 0002');
    await page.getByLabel('Validade').fill('12/2030');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Nome no cartão').fill('Hugo Recusado');
    // The two-column card step: the order's summary stands beside the form.
    await expect(page.getByRole('region', { name: 'Resumo da compra' })).toBeVisible();
    await expectAccessible(page, 'card step');
    const finish = page.getByRole('button', { name: 'Finalizar Compra' });
    await finish.click();
    // Told next to the card, not in a toast that vanishes (issue 22).
    const notice = page.getByRole('alert').filter({ hasText: 'Cartão recusado' });
    await expect(notice).toContainText(
      'Pagamento recusado pelo emissor do cartão. Tente outro cartão ou pague com PIX.',
    );
    expect((await notice.innerText()).match(/Pagamento recusado/g)).toHaveLength(1);
    await expect(notices(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();

    // Never over the primary action nor the order summary.
    await finish.scrollIntoViewIfNeeded();
    const overlaps = async (target: Locator) => {
      const [a, b] = [await notice.boundingBox(), await target.boundingBox()];
      if (!a || !b) return false;
      return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    };
    expect(await overlaps(finish)).toBe(false);
    if (!isPhone(page))
      expect(await overlaps(page.getByRole('region', { name: 'Resumo da compra' }))).toBe(false);
    await shot(page, 'declined-card');

    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page.getByRole('heading', { name: 'Formulário dos Participantes' })).toBeVisible();
    await expect(notices(page)).toHaveCount(0);
  });

  test('an approval event speaks of a pre-registration from cart to confirmation', async ({ page }) => {
    await page.goto(APPROVAL_EVENT);
    if (isPhone(page)) {
      // The phone's bar speaks of a pre-registration, never of a price to pay now.
      const note = page.getByTestId('mobile-cart-note');
      await expect(note).toHaveText('Pré-inscrição: nada é cobrado agora, só se você for selecionado.');
      await openCart(page);
      await addTickets(page, 'Vaga', 1);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Selecionar ingressos (1)', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /R\$/ })).toHaveCount(0);
      await expect(note).toBeVisible();
      await shot(page, 'approval-phone-bar');
    }
    await openCart(page);
    await expect(page.getByText('A pré-inscrição não tem custo')).toBeVisible();
    if (!isPhone(page)) {
      // The desktop's side cart, no drawer.
      await expect(page.getByRole('dialog', { name: 'Selecionar ingressos' })).toHaveCount(0);
      await addTickets(page, 'Vaga', 1);
      await expectAccessible(page, 'approval side cart');
    }
    await page.getByRole('button', { name: 'Continuar para Pré Inscrição(ões)' }).click();
    await expect(currentStage(page)).toContainText('Pré-inscrição');
    await expect(page.getByRole('navigation', { name: 'Etapas da inscrição' })).not.toContainText(
      'Pagamento',
    );

    const summary = page.getByRole('region', { name: 'Resumo da pré-inscrição' });
    await expect(summary.getByText('Cobrado agora')).toBeVisible();
    await expect(summary.getByText('R$ 0,00')).toBeVisible();
    await expect(summary.getByText('Valor se selecionado')).toBeVisible();
    await expect(summary.getByText('1x Vaga')).toBeVisible();
    await expect(summary.getByText('R$ 300,00')).toHaveCount(2);
    await expect(page.getByText('Resumo da compra')).toHaveCount(0);
    await expect(summary.getByText('Total', { exact: true })).toHaveCount(0);
    await expectAccessible(page, 'pre-registration form');
    await shot(page, 'approval-form');

    const form = participant(page, 1);
    await form.getByLabel('Nome completo').fill('Elisa Dados');
    await form.getByLabel('Email').fill(uniqueEmail('elisa'));
    await form.getByLabel('Telefone').fill('11987654321');
    await form.getByLabel('CPF').fill(VALID_CPF);
    await form.getByLabel('LinkedIn').fill('linkedin.com/in/elisa');
    await page.getByRole('button', { name: 'Pré Inscrever' }).click();

    const done = page.getByRole('region', { name: 'Pré-inscrição enviada' });
    await expect(done).toBeVisible();
    await expect(page.getByText('Compra realizada com sucesso!')).toHaveCount(0);
    await expect(done.getByRole('heading', { level: 2 })).toHaveText('Pré-inscrição enviada com sucesso!');
    await expect(done.getByText('Nada foi cobrado.')).toBeVisible();
    await expect(done.getByText('O que acontece agora')).toBeVisible();
    await expect(done.getByText(/Se você for selecionado, enviamos um e-mail/)).toBeVisible();
    await expect(done.getByRole('link', { name: /\/payment\/candidate\// })).toBeVisible();
    await expect(done.getByRole('link', { name: 'Acompanhar pré-inscrição' })).toHaveAttribute(
      'href',
      /\/payment\/candidate\/.+/,
    );
    await expect(currentStage(page)).toContainText('Enviada');
    // Beside the panel: what was sent, nothing charged, the code, and who decides.
    const sentRecap = page.getByRole('region', { name: 'Resumo da pré-inscrição', exact: true });
    await expect(sentRecap.getByText('1x Vaga')).toBeVisible();
    await expect(sentRecap.getByText('R$ 0,00')).toBeVisible();
    await expect(sentRecap.getByText(/^[2-9A-Z]{3}-[2-9A-Z]{3}$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Organizador' })).toContainText('Organizado por');
    await expectAccessible(page, 'pre-registration sent');
    await shot(page, 'approval-sent');

    // The follow-up link shows the application's status, with the document masked.
    await done.getByRole('link', { name: 'Acompanhar pré-inscrição' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento da Inscrição' })).toBeVisible();
    const card = page.getByTestId('candidate-card');
    await expect(card.getByText('Elisa Dados')).toBeVisible();
    await expect(card.getByText('Em Análise')).toBeVisible();
    await expect(card).not.toContainText(VALID_CPF);
  });
});

// The same screens at 390 px, for what differs on a phone: the header and footer, the bottom bar
// (sold out, pre-registration), the cart drawer across history steps, and where a notice lands.
test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the public pages keep their frame and never scroll sideways; the event page passes axe', async ({
    page,
  }) => {
    for (const path of PUBLIC_PAGES.map(([p]) => p)) {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Catraca, página inicial' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Ajuda' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacidade' })).toBeVisible();
      expect(await scrollsSideways(page), path).toBe(false);
      // The event page is the one a phone lays out differently (the bottom bar); the others are
      // the same markup as at 1366 px, where they pass axe.
      if (path === CONFERENCE) await expectAccessible(page, `${path} at 390 px`);
      await shot(page, `shell${path.replaceAll('/', '_') || '_home'}`);
    }
  });

  test('a sold-out event’s bottom bar says Esgotado and offers nothing to click', async ({ page }) => {
    await page.goto(SOLD_OUT_EVENT);
    const soldOut = page.getByRole('button', { name: 'Esgotado', exact: true });
    await expect(soldOut).toBeVisible();
    await expect(soldOut).toBeDisabled();
    await expect(page.getByRole('button', { name: /Selecionar ingressos/ })).toHaveCount(0);
    await shot(page, 'sold-out');
  });

  test('the cart drawer keeps the ticket across Back and Forward', async ({ page }) => {
    await page.goto(CONFERENCE);
    await openCart(page);
    await expect(page.getByRole('dialog', { name: 'Selecionar ingressos' })).toBeVisible();
    await addTickets(page, 'Inteira', 1);
    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    await expect(page.getByRole('heading', { name: 'Formulário dos Participantes' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Conferência Catraca 2027' })).toBeVisible();
    // The bottom bar counts the ticket and its price.
    await expect(
      page.getByRole('button', { name: 'Selecionar ingressos (1 · R$ 120,00)', exact: true }),
    ).toBeVisible();
    await openCart(page);
    await expect(page.getByLabel('Quantidade de Inteira', { exact: true })).toHaveText('1');
    await page.keyboard.press('Escape');
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Formulário dos Participantes' })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'step-form');
  });

  test('an approval event’s bottom bar speaks of a pre-registration, never of a price; its drawer passes axe', async ({
    page,
  }) => {
    await page.goto(APPROVAL_EVENT);
    const note = page.getByTestId('mobile-cart-note');
    await expect(note).toHaveText('Pré-inscrição: nada é cobrado agora, só se você for selecionado.');
    await openCart(page);
    await expect(page.getByRole('dialog', { name: 'Selecionar ingressos' })).toBeVisible();
    await expect(page.getByText('A pré-inscrição não tem custo')).toBeVisible();
    await addTickets(page, 'Vaga', 1);
    await expectAccessible(page, 'approval cart');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Selecionar ingressos (1)', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /R\$/ })).toHaveCount(0);
    await expect(note).toBeVisible();
    await shot(page, 'approval-phone-bar');
  });
});

test.describe('keyboard only', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  /** Tabs forward until `target` has the focus, and checks that the focus can be seen. */
  async function tabTo(page: Page, target: Locator): Promise<void> {
    for (let i = 0; i < 60; i += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) {
        const ring = await target.evaluate((el) => {
          const style = getComputedStyle(el);
          return { outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
        });
        expect(ring.outline !== 'none' && ring.width !== '0px' ? true : ring.shadow !== 'none').toBe(true);
        return;
      }
      await page.keyboard.press('Tab');
    }
    throw new Error('never reached with Tab');
  }

  test('a free registration is completed with the keyboard alone, focus always visible, straight to a confirmation that passes axe', async ({
    page,
  }) => {
    await page.goto(FREE_EVENT);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Catraca, página inicial' }).first());
    await tabTo(page, page.getByRole('button', { name: 'Aumentar quantidade de Entrada Gratuita' }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Quantidade de Entrada Gratuita', { exact: true })).toHaveText('1');
    await tabTo(page, page.getByRole('button', { name: 'Continuar para Formulário' }));
    await page.keyboard.press('Enter');
    const nome = participant(page, 1).getByLabel('Nome completo');
    await expect(nome).toBeVisible();
    await tabTo(page, nome);
    await page.keyboard.type('Teclado Silva');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('teclado'));
    await tabTo(page, page.getByRole('button', { name: 'Continuar', exact: true }));
    await page.keyboard.press('Enter');
    const tickets = page.getByRole('link', { name: 'Baixar ingressos' });
    await expect(tickets).toBeVisible({ timeout: 20_000 });
    // A free order goes straight from the form to its confirmation.
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toHaveCount(0);
    // No checkout message configured: the default title, which does not call a free order a purchase.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Inscrição realizada com sucesso!' }),
    ).toBeVisible();
    await expect(page.getByText('Compra')).toHaveCount(0);
    const recap = page.getByRole('region', { name: 'Resumo do pedido' });
    await expect(recap.getByText('Gratuito', { exact: true })).toBeVisible();
    await expect(recap.getByText('Sem pagamento (gratuito)')).toBeVisible();
    const voucher = await page.request.get((await tickets.getAttribute('href')) ?? '');
    expect(voucher.headers()['content-type']).toContain('application/pdf');
    await expectAccessible(page, 'free confirmation');
    await shot(page, 'a11y-free-confirmation');
  });
});
