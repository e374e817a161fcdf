import { createServer } from 'node:net';
import { expect, type Page, type Request, test } from '@playwright/test';
import {
  type MercadoPagoSimulator,
  MP_TEST_CARDS,
  startMercadoPagoSimulator,
} from '../src/server/payments/simulators/mercadopago-simulator.ts';
import { type ServerProcess, startServerProcess } from '../src/server/testing/server-process.ts';
import {
  addTickets,
  DESKTOP,
  fillBuyer,
  fillCard,
  fillConferenceParticipant,
  openCart,
  shot,
  uniqueEmail,
  VALID_CPF,
} from './buyer-helpers.ts';
import { holdRequests, XHR } from './wire.ts';

// Issue 19: a Catraca node with PAYMENT_GATEWAY=mercadopago, its Mercado Pago on the simulator.
// The card is tokenised in the page by the gateway's JS (the simulator's stand-in for
// sdk.mercadopago.com/js/v2): no card number or CVV appears in any request to our server, asserted
// on the network log. A PIX is paid by the simulator's signed webhook while the page polls.

const CREDENTIALS = {
  accessToken: 'TEST-e2e-access-token-000000',
  publicKey: 'TEST-e2e-public-key-00000',
  webhookSecret: 'e2e-webhook-secret-000000',
};
const CARD = MP_TEST_CARDS.master;
const CVV = '987';

let mp: MercadoPagoSimulator;
let server: ServerProcess;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Starting a server of its own (seeded) on a busy machine takes longer than a hook's default minute.
  test.setTimeout(180_000);
  mp = await startMercadoPagoSimulator(CREDENTIALS);
  const port = await freePort();
  server = await startServerProcess(
    {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAYMENT_GATEWAY: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: CREDENTIALS.accessToken,
      MERCADOPAGO_PUBLIC_KEY: CREDENTIALS.publicKey,
      MERCADOPAGO_WEBHOOK_SECRET: CREDENTIALS.webhookSecret,
      MERCADOPAGO_API_BASE_URL: mp.url,
      MERCADOPAGO_SDK_URL: `${mp.url}/js/v2`,
      PUBLIC_LOOKUP_MAX_PER_IP_PER_MINUTE: '5000',
      JOBS_ENABLED: 'false',
    },
    ['serve', '--seed-if-empty'],
    120_000,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await mp?.close();
});

/** Every request the page sent to our server, with its URL and body. */
function recordOurRequests(page: Page): Request[] {
  const ours: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(server.url)) ours.push(request);
  });
  return ours;
}

async function toPayment(page: Page, name: string) {
  await page.goto(`${server.url}/eventos/conferencia-catraca-2027`);
  await openCart(page);
  await addTickets(page, 'Inteira', 1);
  await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
  await fillConferenceParticipant(page, name);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
  await fillBuyer(page);
}

// Once, at 1366 px: the tokenisation is the gateway's JS and the same at every width (the phone's
// cart and card step are the sandbox journeys' subject: buyer-keyboard, buyer-payment-traps).
{
  const viewport = DESKTOP;
  test(`a card is tokenised in the page: no number or CVV reaches our server (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const ours = recordOurRequests(page);
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${mp.url}/v1/card_tokens`)) tokenCalls.push(request.postData() ?? '');
    });
    await toPayment(page, 'Carla Cartão');
    // The gateway's JS is not on the page before a card payment needs it.
    await expect(page.locator(`script[src="${mp.url}/js/v2"]`)).toHaveCount(0);
    await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
    await fillCard(page, CARD.replace(/(\d{4})/g, '$1 ').trim(), 'APRO');
    await page.getByLabel('CVV').fill(CVV);
    await shot(page, 'mp-card-step');
    await page.getByRole('button', { name: 'Finalizar Compra' }).click();
    await expect(page.getByRole('link', { name: 'Baixar ingressos' })).toBeVisible({ timeout: 30_000 });
    await shot(page, 'mp-card-paid');

    // The card went to the gateway, and only a token came to us.
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]).toContain(CARD);
    const registration = ours.find(
      (r) => r.method() === 'POST' && /\/api\/eventos\/\d+\/inscricao$/.test(r.url()),
    );
    const sent = JSON.parse(registration?.postData() ?? '{}');
    expect(sent.comprador).toMatchObject({
      payment_method: 'credit_card',
      card_data: null,
      payment_method_id: 'master',
    });
    expect(sent.comprador.card_token).toMatch(/^[a-f0-9]{32}$/);
    for (const request of ours) {
      const seen = `${request.url()} ${request.postData() ?? ''}`;
      expect(seen, request.url()).not.toContain(CARD);
      expect(seen, request.url()).not.toContain(CARD.slice(0, 8));
      expect(seen, request.url()).not.toContain(`"${CVV}"`);
    }
  });
}

test('a PIX charged at Mercado Pago is paid by its signed webhook while the page polls', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await toPayment(page, 'Paulo Pix');
  // Only the payment's notice may confirm the order here. The page's polls ask Mercado Pago too
  // (refreshPayment): they wait on the wire from the first one on, since a poll already on its way
  // when the payer's bank paid could confirm the order ahead of the notice.
  const polls = await holdRequests(page, '**/api/check-order-payment-status');
  await page.getByRole('radio', { name: 'PIX' }).check();
  await page.getByRole('button', { name: 'Finalizar Compra' }).click();
  await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
  // A real gateway: no "simulate payment" button on the page.
  await expect(page.getByRole('button', { name: /Simular pagamento/i })).toHaveCount(0);
  const charge = [...mp.payments.values()].filter((p) => p.payment_method_id === 'pix').at(-1);
  expect(charge?.status).toBe('pending');
  await expect(page.getByText(charge?.qr_code ?? 'missing', { exact: false }).first()).toBeAttached();
  await shot(page, 'mp-pix-step');
  // The payer's bank pays while the page polls, and Mercado Pago's signed notification is the one
  // that confirms it; the poll waiting on the wire then brings the page its tickets.
  // The charge's creation notice is answered first (on a busy machine it could reach the server
  // after the payment), and the polls wait until the payment's notice is answered.
  await mp.webhooks.settled();
  mp.approve(charge?.id as number);
  await mp.webhooks.settled();
  await polls.release();
  const notified = mp.webhooks.delivered.at(-1);
  expect(notified?.status).toBe(200);
  expect(JSON.parse(notified?.answer ?? '{}')).toMatchObject({ received: true, outcome: 'confirmed' });
  await expect(page.getByRole('link', { name: 'Baixar ingressos' })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'mp-pix-paid');
});

// The sandbox gateway never refuses a refund; Mercado Pago does (a seller's balance that cannot
// cover it). The simulator is told to refuse the next one: the organiser sees the refusal, and
// "Tentar novamente" in the refunds panel succeeds once the gateway accepts again.
test('a refund Mercado Pago refuses is shown, and Tentar novamente refunds it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const buyer = `Rosa Recusa ${Date.now().toString(36)}`;
  // The card purchase through the page is the test above: here the order is bought as the page
  // does it, a token from the gateway and the registration with it, and the organiser signs in
  // through the API (the login form is foundation's and organiser-account's subject).
  const event = (
    await (await page.request.get(`${server.url}/api/eventos/slug/conferencia-catraca-2027`)).json()
  ).data as { id: number; tipos_ingresso: { id: number; nome: string }[] };
  const token = await page.request.post(`${mp.url}/v1/card_tokens?public_key=${CREDENTIALS.publicKey}`, {
    data: {
      card_number: CARD,
      security_code: CVV,
      expiration_month: 12,
      expiration_year: 2030,
      cardholder: { name: 'APRO', identification: { type: 'CPF', number: '52998224725' } },
    },
  });
  expect(token.status(), await token.text()).toBe(201);
  const bought = await page.request.post(`${server.url}/api/eventos/${event.id}/inscricao`, {
    headers: XHR,
    data: {
      comprador: {
        comprador: { name: buyer, email: uniqueEmail('rosa'), documento: VALID_CPF },
        payment_method: 'credit_card',
        installments: 1,
        card_token: (await token.json()).id,
        payment_method_id: 'master',
      },
      participantes: [
        {
          ticketTypeId: event.tipos_ingresso.find((t) => t.nome === 'Inteira')?.id,
          nome: buyer,
          email: uniqueEmail('rosa.p'),
          answers: [
            { id: 1, value: 'ACME' },
            { id: 2, value: 'Instagram' },
          ],
        },
      ],
    },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  expect((await bought.json()).data.status).toBe('paid');

  const login = await page.request.post(`${server.url}/api/auth/login`, {
    headers: XHR,
    data: { email: 'demo@catraca.com.br', password: 'catraca-demo' },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto(`${server.url}/admin/eventos/${event.id}?tab=participantes`);
  await page.getByPlaceholder('Pesquisar por nome ou email').fill(buyer);
  const row = page.getByRole('table', { name: 'Participantes' }).getByRole('row').filter({ hasText: buyer });
  await row.getByRole('button', { name: 'Ações da linha' }).click();
  await page.getByRole('menuitem', { name: 'Cancelar inscrição' }).click();
  const cancel = page.getByTestId('cancel-participants');
  await cancel.getByLabel('Motivo').fill('Pediu o cancelamento');
  mp.refuseRefunds(1);
  await cancel.getByRole('button', { name: 'Cancelar e reembolsar' }).click();
  await expect(
    page.getByText(
      /1 participante cancelado, mas o reembolso foi recusado: O Mercado Pago recusou o estorno: o saldo da conta não cobre o valor/,
    ),
  ).toBeVisible();

  // The refunds panel lists the refusal with its reason; the fault is spent, so the retry goes through.
  const refused = page.getByTestId('refund-item').filter({ hasText: 'o saldo da conta não cobre o valor' });
  await expect(refused).toBeVisible();
  await shot(page, 'mp-refund-refused');
  await refused.getByRole('button', { name: /Tentar novamente o reembolso do pedido/ }).click();
  await expect(page.getByTestId('refund-item').filter({ hasText: 'Insufficient balance' })).toHaveCount(0);
  const charge = [...mp.payments.values()].filter((p) => p.payment_method_id === 'master').at(-1);
  expect(charge?.status).toBe('refunded');
  expect(charge?.refunds).toHaveLength(1);
});
