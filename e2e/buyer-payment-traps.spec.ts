import { expect, type Page, test } from '@playwright/test';
import { extractPdfText } from '../src/server/documents/pdf-text.ts';
import {
  addTickets,
  CONFERENCE,
  DECLINED_CARD,
  expectAccessible,
  fillBuyer,
  fillConferenceParticipant,
  isPhone,
  openCart,
  PHONE,
  participant,
  SANDBOX_CARD,
  shot,
  transitionsSettled,
  uniqueEmail,
  VALID_CPF,
} from './buyer-helpers.ts';
import { XHR } from './wire.ts';

// Issue 22, "Payment traps": a PIX swapped for a card on the same order (places held), the card's
// expiry as printed ("12/28"), the installment label equal to what the receipt says, a declined card
// explained under the card, a PIX seen expiring live on a test clock, and the pending PIX e-mailed.
// Back and Forward from a pending PIX (issue 11 item 6, once buyer-pix-history.spec.ts) are steps
// of the expiry journey, before it expires. The PIX-to-card journey starts with what a phone changes before paying (the price before the cart,
// the cart behind 'Selecionar ingressos', 44 px steppers, the focus on the first field to fix, 'Sou
// eu') and checks that the PIX step fits 390 px.

const REGISTRATION = /\/api\/eventos\/\d+\/inscricao$/;
// R$ 360,00 in 7 installments: 51,428… → 6 of R$ 51,43 and 1 of R$ 51,42 (splitInstallments).
const SEVEN_TIMES = '7x sem juros: 6x de R$ 51,43 e 1x de R$ 51,42';

/** Cart → forms → buyer, ready to choose how to pay. */
async function reachPayment(page: Page, tickets: number, buyerEmail: string): Promise<void> {
  await page.goto(CONFERENCE);
  await openCart(page);
  await addTickets(page, 'Inteira', tickets);
  await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
  for (let n = 1; n <= tickets; n += 1) await fillConferenceParticipant(page, `Pessoa ${n} Troca`, n);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
  await fillBuyer(page, buyerEmail);
}

async function generatePix(page: Page): Promise<{ orderHash: string; code: string }> {
  await page.getByRole('radio', { name: 'PIX' }).check();
  const reply = page.waitForResponse((r) => REGISTRATION.test(r.url()));
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  const { order_hash: orderHash } = (await (await reply).json()).data;
  await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
  const code = await page.getByLabel('PIX copia e cola').inputValue();
  return { orderHash, code };
}

// Once, on a phone, where buyers switch apps to pay (buyer-shell.spec.ts and buyer-accessibility.spec.ts
// cover the card step's declined state at 1366 px).
{
  const viewport = PHONE;
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a buyer fills the phone checkout (Sou eu), generates a PIX and pays the same order by card, in the installments shown', async ({
      page,
    }) => {
      const created: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && REGISTRATION.test(request.url())) created.push(request.url());
      });
      const buyerEmail = uniqueEmail('troca');
      // Before paying, on a phone: the price shows before the cart opens, the cart waits behind
      // 'Selecionar ingressos', and its steppers are 44 px targets.
      await page.goto(CONFERENCE);
      await expect(page.getByTestId('mobile-price-from')).toHaveText('a partir de R$ 60,00');
      await expect(page.getByRole('region', { name: 'Ingressos' })).toHaveCount(0);
      await shot(page, 'phone-price-from');
      await openCart(page);
      await transitionsSettled(page);
      const plus = page.getByRole('button', { name: 'Aumentar quantidade de Inteira', exact: true });
      const box = await plus.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await addTickets(page, 'Inteira', 3);
      await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
      // A failed check puts the cursor in the first field to fix.
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await expect(participant(page, 1).getByLabel('Nome completo')).toBeFocused();
      await fillConferenceParticipant(page, 'Zoë Ñandú', 1);
      await participant(page, 1).getByLabel('Email').fill(buyerEmail);
      for (const n of [2, 3]) await fillConferenceParticipant(page, `Pessoa ${n} Troca`, n);
      await page.getByRole('button', { name: 'Continuar', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
      // The buyer is participant 1: one tap fills their name and e-mail.
      await page.getByRole('button', { name: 'Sou eu: usar os dados de Zoë' }).click();
      const buyer = page.getByRole('region', { name: 'Dados do comprador' });
      await expect(buyer.getByLabel('Nome completo')).toHaveValue('Zoë Ñandú');
      await expect(buyer.getByLabel('Email')).toHaveValue(buyerEmail);
      await buyer.getByLabel('CPF/CNPJ').fill(VALID_CPF);
      await expectAccessible(page, 'payment step with the buyer filled from participant 1');
      await shot(page, 'phone-sou-eu');
      const { code, orderHash: firstOrder } = await generatePix(page);
      // The PIX step fits the phone: nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      // The amount comes before the QR code, and the phone is told to copy the code.
      const amount = page.getByTestId('pix-amount');
      await expect(amount).toHaveText('R$ 360,00');
      const qr = page.getByRole('img', { name: 'QR Code do PIX' });
      expect((await amount.boundingBox())?.y ?? 0).toBeLessThan((await qr.boundingBox())?.y ?? 0);
      await expect(page.getByText('copie o código abaixo e cole no app')).toBeVisible();
      // The phone's PIX step passes axe in buyer-accessibility.spec.ts.
      await shot(page, 'traps-pix');

      // Wanted installments after all: the card, on the same order.
      await page.getByRole('button', { name: 'Prefiro pagar com cartão de crédito' }).click();
      await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Cartão de Crédito' })).toBeChecked();
      const notice = page.getByRole('region', { name: 'Pagar o pedido com cartão' });
      await expect(notice).toContainText('O PIX gerado será cancelado e as vagas continuam reservadas');

      // The expiry as printed on the card, typed as digits.
      await page.getByLabel('Número do cartão').fill(DECLINED_CARD);
      await page.getByLabel('Validade').pressSequentially('1228');
      await expect(page.getByLabel('Validade')).toHaveValue('12/28');
      await page.getByLabel('CVV').fill('123');
      await page.getByLabel('Nome no cartão').fill('Ana Compradora');
      await page.getByLabel('Parcelas').selectOption({ label: SEVEN_TIMES });
      await shot(page, 'traps-card-for-pending-pix');

      // Declined: told under the card, the PIX still there to pay.
      await page.getByRole('button', { name: 'Finalizar Compra' }).click();
      const declined = page.getByRole('alert').filter({ hasText: 'Cartão recusado' });
      await expect(declined).toContainText(
        'Pagamento recusado pelo emissor do cartão. Tente outro cartão ou pague com PIX.',
      );
      await expectAccessible(page, 'declined card for a pending PIX');
      await shot(page, 'traps-declined-under-card');
      await page.getByRole('button', { name: 'Voltar ao PIX' }).click();
      await expect(page.getByLabel('PIX copia e cola')).toHaveValue(code);
      await page.getByRole('button', { name: 'Prefiro pagar com cartão de crédito' }).click();

      // Another card: paid, with the label chosen, and no second order.
      await page.getByLabel('Número do cartão').fill(SANDBOX_CARD);
      await page.getByLabel('Validade').fill('12/28');
      await page.getByLabel('CVV').fill('123');
      await page.getByLabel('Nome no cartão').fill('Ana Compradora');
      await page.getByLabel('Parcelas').selectOption({ label: SEVEN_TIMES });
      await page.getByRole('button', { name: 'Finalizar Compra' }).click();
      const recap = page.getByRole('region', { name: 'Resumo do pedido' });
      await expect(recap.getByText(`Cartão de crédito, ${SEVEN_TIMES}`)).toBeVisible();
      expect(created).toHaveLength(1);
      // The order paid is the one the PIX was generated for.
      await expect(page.getByRole('link', { name: 'Baixar ingressos' })).toHaveAttribute(
        'href',
        new RegExp(`/voucher/order/${firstOrder}$`),
      );
      await shot(page, 'traps-paid-by-card');

      // The receipt prints the very words the buyer chose.
      const receiptHref =
        (await page
          .getByRole('link', { name: /Baixar recibo/ })
          .first()
          .getAttribute('href')) ?? '';
      const receipt = await page.request.get(new URL(receiptHref, page.url()).pathname);
      expect(receipt.status()).toBe(200);
      expect(extractPdfText(await receipt.body()).replace(/\s+/g, ' ')).toContain(SEVEN_TIMES);

      // The PIX e-mail went out when it was generated; the confirmation after the card.
      const mails = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(buyerEmail)}`, {
        headers: XHR,
      });
      const subjects = ((await mails.json()).data as { subject: string }[]).map((m) => m.subject);
      expect(subjects.some((s) => s.startsWith('Pague seu PIX até'))).toBe(true);
      expect(subjects.some((s) => s.startsWith('Inscrição confirmada'))).toBe(true);
      expect(isPhone(page)).toBe(true);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('Back and Forward from a pending PIX reuse the same order and charge; left unpaid, it expires before the buyer’s eyes, then a new registration starts', async ({
    page,
  }) => {
    await page.clock.install();
    const polls: string[] = [];
    const created: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/check-order-payment-status')) polls.push(request.url());
      if (request.method() === 'POST' && REGISTRATION.test(request.url())) created.push(request.url());
    });
    const buyerEmail = uniqueEmail('expira');
    await reachPayment(page, 1, buyerEmail);
    const { code, orderHash } = await generatePix(page);
    expect(code).not.toBe('');
    expect(created).toHaveLength(1);
    // The event's PIX hold (ADR 0251: 15 minutes by default).
    await expect(page.getByText('Expira em 15 minutos')).toBeVisible();

    // The tickets link opened before paying (a page that says why, in pt-BR, not JSON) and a link that
    // does not exist: HTTP answers, proven in src/server/documents/document-error-page.integration-test.ts.
    // Polled from the moment the screen opens: no need to press 'Já Paguei'.
    await expect.poll(() => polls.length).toBeGreaterThan(0);

    // The pending PIX is in the buyer's inbox, with its code.
    const mails = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(buyerEmail)}`, {
      headers: XHR,
    });
    const pixMail = ((await mails.json()).data as { subject: string; text: string }[]).find((m) =>
      m.subject.startsWith('Pague seu PIX até'),
    );
    expect(pixMail?.text).toContain(code);
    expect(pixMail?.text).toContain('R$ 120,00');

    // Issue 11 item 6 (ADR 0104): Back from the PIX step, then forward again by every way a buyer can
    // (the 'Finalizar Compra' button, the form's 'Continuar', the notice's button, the browser's
    // Forward) reopens the same order and the same PIX; no second order is created.
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
    await expect(page.getByLabel('PIX copia e cola')).toHaveValue(code);
    // Back twice to the forms, 'Continuar': the same PIX again, the payment step skipped.
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Formulário dos Participantes' })).toBeVisible();
    await expect(notice).toBeVisible();
    await expect(participant(page, 1).getByLabel('Nome completo')).toHaveValue('Pessoa 1 Troca');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
    await expect(page.getByLabel('PIX copia e cola')).toHaveValue(code);
    // The notice's own button, then the browser's Forward, both land on it too.
    await page.goBack();
    await notice.getByRole('button', { name: 'Voltar ao pagamento' }).click();
    await expect(page.getByLabel('PIX copia e cola')).toHaveValue(code);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Formulário dos Participantes' })).toBeVisible();
    await page.goForward();
    await expect(page.getByLabel('PIX copia e cola')).toHaveValue(code);
    // One order all along (paying the first order after going back and forth: the card journey above).
    expect(created).toHaveLength(1);

    // Coming back to the event page shows the order waiting for its PIX, and leads back to it.
    await page.goto(CONFERENCE);
    const pending = page.getByRole('region', { name: 'Pedido aguardando pagamento' });
    await expect(pending).toContainText('R$ 120,00');
    await expect(pending).toContainText('aguarda o pagamento por PIX até');
    await shot(page, 'traps-pending-on-return');
    await pending.getByRole('button', { name: 'Voltar ao pagamento' }).click();
    await expect(page.getByLabel('PIX copia e cola')).toHaveValue(code);

    // The hold ends: the server's sweep runs 16 minutes later, and so does the page's clock. The
    // sweep is told this order alone: other journeys' PIX on the demo event are held meanwhile.
    const later = new Date(Date.now() + 16 * 60_000).toISOString();
    const sweep = await page.request.post('/api/dev/jobs/expire-orders', {
      data: { agora: later, pedido: orderHash },
      headers: XHR,
    });
    expect(sweep.status(), await sweep.text()).toBe(200);
    await page.clock.fastForward(16 * 60_000);
    await expect(page.getByRole('heading', { name: 'PIX expirado' })).toBeVisible();
    await expect(page.getByText('as vagas reservadas foram liberadas')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toHaveCount(0);
    await expect(page.getByLabel('PIX copia e cola')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Já Paguei' })).toHaveCount(0);
    await expectAccessible(page, 'expired PIX');
    await shot(page, 'traps-pix-expired');
    // Nothing left to wait for: the polling stopped.
    const settled = polls.length;
    await page.clock.fastForward(60_000);
    expect(polls.length).toBe(settled);

    await page.getByRole('button', { name: 'Fazer nova inscrição' }).click();
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Dados do comprador' }).getByLabel('Email')).toHaveValue(
      buyerEmail,
    );
    await expect(page.getByRole('region', { name: 'Pedido aguardando pagamento' })).toHaveCount(0);
    await shot(page, 'traps-start-over');
  });
});
