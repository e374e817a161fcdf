import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { orderCode } from '../src/domain/order-code.ts';
import { extractPdfText } from '../src/server/documents/pdf-text.ts';
import { buyConferenceByCard, PHONE } from './buyer-helpers.ts';
import { XHR } from './wire.ts';

// Issue 11 items 1, 3, 4 and 8 (the two-day ticket): a buyer pays by card in 3 installments for
// two people at the two-day conference (through the API, as the checkout sends it); the dev outbox
// holds one e-mail for the buyer and one per participant; each e-mail is looked at in Chromium at
// 390 px; the tickets and the receipt are opened, and rendered to PNG with pdftoppm to be looked at.
// The success screen's short order code is checked in buyer-keyboard.spec.ts. Then a
// pre-registration's e-mail. Screenshots and
// rendered pages in test-results/buyer-documents/.
// Playwright empties test-results/ at every run: SCREENSHOT_DIR keeps the pictures to look at.
const SHOTS = `${process.env.SCREENSHOT_DIR ?? 'test-results'}/buyer-documents`;
const VALID_CPF = '529.982.247-25';

interface OutboxRow {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
}

function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * The e-mails queued to these addresses. Asked per address: the unfiltered outbox lists only the
 * newest 20, which another spec running beside this one can push these out of.
 */
async function outbox(request: APIRequestContext, addresses: string[]): Promise<OutboxRow[]> {
  const rows: OutboxRow[] = [];
  for (const to of addresses) {
    const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(res.status()).toBe(200);
    rows.push(...(await res.json()).data);
  }
  return rows;
}

/** The PDF's text; with `render`, also its pages as PNGs (pdftoppm) beside the screenshots. */
async function pdfText(request: APIRequestContext, url: string, render?: string): Promise<string> {
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  const pdf = await res.body();
  if (render) {
    writeFileSync(`${SHOTS}/${render}.pdf`, pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '70',
      '-f',
      '1',
      '-l',
      '1',
      `${SHOTS}/${render}.pdf`,
      `${SHOTS}/${render}`,
    ]);
    // A rendered page with a banner, text and a QR code is far from a blank page's few hundred bytes.
    const png = readFileSync(`${SHOTS}/${render}-1.png`);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(10_000);
  }
  return extractPdfText(pdf).replace(/\s+/g, ' ');
}

/**
 * Opens an e-mail's HTML as a mail client would, at 390 px (the narrowest width: an e-mail that fits
 * it fits a desktop's window too); checks it never scrolls sideways.
 */
async function lookAtEmail(page: Page, row: OutboxRow, name: string): Promise<void> {
  const width = PHONE.width;
  await page.setViewportSize(PHONE);
  await page.goto(`/api/dev/outbox/${row.id}/html`);
  await expect(page).toHaveTitle(row.subject);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

{
  const viewport = PHONE;
  test(`a card order for two in 3 installments: one e-mail each (read at ${viewport.width} px), the buyer with every ticket, documents people keep`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const at = viewport.width;
    const buyerEmail = uniqueEmail('compradora');
    const carla = uniqueEmail('carla');
    const davi = uniqueEmail('davi');
    // Bought as the checkout sends it (the card checkout itself, and the success screen's short
    // order code, are buyer-keyboard.spec.ts's subject at this width).
    const orderHash = await buyConferenceByCard(
      page.request,
      buyerEmail,
      [
        { nome: 'Carla Dias', email: carla },
        { nome: 'Davi Nunes', email: davi },
      ],
      3,
    );

    // One e-mail for the buyer and one per participant, no more.
    const rows = await outbox(page.request, [buyerEmail, carla, davi]);
    expect(rows.map((r) => [r.kind, r.to]).sort()).toEqual(
      [
        ['order_confirmation', buyerEmail],
        ['participant_ticket', carla],
        ['participant_ticket', davi],
      ].sort(),
    );
    const confirmation = rows.find((r) => r.kind === 'order_confirmation') as OutboxRow;
    const forDavi = rows.find((r) => r.to === davi) as OutboxRow;

    await lookAtEmail(page, confirmation, `email-confirmation-at-${at}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Conferência Catraca 2027' })).toBeVisible();
    await expect(page.getByText('Nos vemos na Conferência Catraca')).toBeVisible();
    await expect(page.getByText('3x de R$ 80,00 sem juros')).toBeVisible();
    const receiptHref = (await page.getByRole('link', { name: 'Baixar recibo' }).getAttribute('href')) ?? '';
    const ticketsHref =
      (await page.getByRole('link', { name: 'Baixar ingressos' }).getAttribute('href')) ?? '';
    expect(ticketsHref).toContain(`/voucher/order/${orderHash}`);

    // The tickets: both people, the whole two-day period, the short code beside the hash.
    const ticketText = await pdfText(page.request, new URL(ticketsHref).pathname, `tickets-${at}`);
    expect(ticketText).toContain('INGRESSO · VÁLIDO PARA OS 2 DIAS');
    expect(ticketText).toMatch(/De \S+, \d\d\/\d\d\/\d{4}, às 09:00 até \S+, \d\d\/\d\d\/\d{4}, às 18:00/);
    expect(ticketText).toContain(`CÓDIGO DO PEDIDO ${orderCode(orderHash)} ${orderHash}`);
    expect(ticketText).toContain('Carla Dias');
    expect(ticketText).toContain('Davi Nunes');

    // The receipt: masked CPF, card brand and last digits, installments, seller and platform.
    const receiptText = await pdfText(page.request, new URL(receiptHref).pathname, `receipt-${at}`);
    for (const expected of [
      'CPF ***.982.247-**',
      'Cartão de crédito Visa final 1111',
      '3x de R$ 80,00 sem juros',
      'Organizadora Demo',
      'Intermediado por Catraca',
      'R$ 240,00',
    ]) {
      expect(receiptText).toContain(expected);
    }
    expect(receiptText).not.toContain(VALID_CPF);

    // Davi's own e-mail: his ticket only.
    await lookAtEmail(page, forDavi, `email-participant-at-${at}`);
    await expect(page.getByText('Olá, Davi Nunes!')).toBeVisible();
    const ownHref =
      (await page.getByRole('link', { name: 'Baixar meu ingresso' }).getAttribute('href')) ?? '';
    const ownText = await pdfText(page.request, new URL(ownHref).pathname);
    expect(ownText).toContain('Davi Nunes');
    expect(ownText).not.toContain('Carla Dias');
  });
}

test('a pre-registration e-mails the buyer: nothing charged, what happens next, the follow-up link', async ({
  page,
}) => {
  const event = (await (await page.request.get('/api/eventos/slug/bootcamp-de-dados')).json()).data;
  const buyerEmail = uniqueEmail('candidata');
  const res = await page.request.post(`/api/eventos/${event.id}/inscricao`, {
    headers: XHR,
    data: {
      eventoId: event.id,
      comprador: {
        comprador: { name: 'Bia Candidata', email: buyerEmail, documento: VALID_CPF },
        payment_method: 'pix',
        installments: 1,
      },
      participantes: [
        {
          ticketTypeId: event.tipos_ingresso[0].id,
          nome: 'Bia Candidata',
          email: buyerEmail,
          telefone: '11987654321',
          cpf: VALID_CPF,
          answers: [],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { order_hash } = (await res.json()).data;
  const rows = await outbox(page.request, [buyerEmail]);
  expect(rows.map((r) => r.kind)).toEqual(['pre_registration']);
  await lookAtEmail(page, rows[0] as OutboxRow, 'email-pre-registration');
  await expect(page.getByText('Nada foi cobrado agora')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'O que acontece agora' })).toBeVisible();
  // The selection sets the payment deadline: no number of days is promised here (issue 20).
  await expect(page.getByText('que a organização define na seleção', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acompanhar pré-inscrição' })).toHaveAttribute(
    'href',
    new RegExp(`/payment/candidate/${order_hash}$`),
  );
});
