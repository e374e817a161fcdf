import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAutosaved } from './buyer-helpers.ts';

// The buyer's journeys of issue 3 on the seeded demo events (see src/server/seed/demo-seed.ts).
const CONFERENCE = '/eventos/conferencia-catraca-2027';
const FREE_EVENT = '/eventos/encontro-comunidade-gratuito';
const APPROVAL_EVENT = '/eventos/bootcamp-de-dados';
const SOLD_OUT_EVENT = '/eventos/workshop-esgotado';

const VALID_CPF = '529.982.247-25';
const SANDBOX_CARD = '4111 1111 1111 1111';

/** A fresh e-mail per run, so "already registered" rules never trip a re-run on the same database. */
function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

function participant(page: Page, position: number): Locator {
  return page.getByRole('region', { name: `Participante ${position}` });
}

async function addTickets(page: Page, ticketName: string, quantity: number): Promise<void> {
  const plus = page.getByRole('button', { name: `Aumentar quantidade de ${ticketName}`, exact: true });
  for (let i = 0; i < quantity; i += 1) await plus.click();
  await expect(page.getByLabel(`Quantidade de ${ticketName}`, { exact: true })).toHaveText(String(quantity));
}

async function fillConferenceParticipant(
  page: Page,
  position: number,
  data: { nome: string; empresa: string; source: 'Instagram' | 'Indicação' | 'Outro'; qual?: string },
): Promise<void> {
  const form = participant(page, position);
  await form.getByLabel('Nome completo').fill(data.nome);
  await form.getByLabel('Email').fill(uniqueEmail(data.nome.split(' ')[0]?.toLowerCase() ?? 'p'));
  await form.getByLabel('Empresa').fill(data.empresa);
  await form.getByRole('radio', { name: data.source }).check();
  if (data.qual !== undefined) await form.getByLabel('Qual?').fill(data.qual);
}

async function fillBuyer(page: Page, documento = VALID_CPF): Promise<void> {
  const buyer = page.getByRole('region', { name: 'Dados do comprador' });
  await buyer.getByLabel('Nome completo').fill('Ana Compradora');
  await buyer.getByLabel('Email').fill(uniqueEmail('compradora'));
  await buyer.getByLabel('CPF/CNPJ').fill(documento);
}

async function expectPdf(page: Page, link: Locator): Promise<void> {
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
}

async function payPixInSandbox(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Pague com PIX' })).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR Code do PIX' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBe(200);
  await expect(page.getByLabel('PIX copia e cola')).not.toHaveValue('');
  await expect(page.getByText(/Expira em \d+ minutos?/)).toBeVisible();
  // The status is polled by the payment's public id (ADR 0041), never a serial number.
  const poll = page.waitForRequest((request) => request.url().endsWith('/api/check-order-payment-status'));
  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  expect((await poll).postDataJSON().order_payment_id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  await expect(page.getByRole('link', { name: 'Baixar ingressos' })).toBeVisible({ timeout: 20_000 });
}

test.describe('public event page', () => {
  test('shows the event information and toggles the map', async ({ page }) => {
    await page.goto(CONFERENCE);
    await expect(page.getByRole('heading', { name: 'Conferência Catraca 2027', level: 1 })).toBeVisible();
    await expect(page.getByText('Centro de Convenções Frei Caneca')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sobre o Evento' })).toBeVisible();
    await expect(page.getByText('Networking')).toBeVisible();

    // The map: the address geocoded by OpenStreetMap's Nominatim, then its embed in a frame. Both
    // are outside the sandbox, so they are answered here; the page's own code is what is tested.
    const geocoded: string[] = [];
    await page.route('https://nominatim.openstreetmap.org/**', async (route) => {
      geocoded.push(new URL(route.request().url()).searchParams.get('q') ?? '');
      await route.fulfill({ json: [{ lat: '-23.5531', lon: '-46.6600' }] });
    });
    await page.route('https://www.openstreetmap.org/export/embed.html**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>mapa</title><p>mapa</p>' }),
    );
    const map = page.frameLocator('iframe[title="Mapa do local do evento"]');
    const frame = page.locator('iframe[title="Mapa do local do evento"]');
    await expect(frame).toHaveCount(0);
    await page.getByRole('button', { name: 'Ver no mapa' }).click();
    await expect(map.getByText('mapa')).toBeVisible();
    await expect(frame).toHaveAttribute('src', /bbox=.*&marker=-23\.553100%2C-46\.660000/);
    expect(geocoded).toEqual([expect.stringContaining('São Paulo')]);
    await page.getByRole('button', { name: 'Ocultar mapa' }).click();
    await expect(frame).toHaveCount(0);
    await page.getByRole('button', { name: 'Ver no mapa' }).click();
    await expect(map.getByText('mapa')).toBeVisible();
    // Opened again: the address is not looked up twice.
    expect(geocoded).toHaveLength(1);
    // limit_per_order (5) caps the quantity.
    await addTickets(page, 'Inteira', 5);
    await expect(
      page.getByRole('button', { name: 'Aumentar quantidade de Inteira', exact: true }),
    ).toBeDisabled();
    // The lot that opens after 'Inteira' is not on sale yet.
    await expect(
      page.getByRole('button', { name: 'Aumentar quantidade de Lote 2 - Inteira' }),
    ).toBeDisabled();
  });

  test('an unknown event shows a not-found state', async ({ page }) => {
    await page.goto('/eventos/evento-que-nao-existe');
    await expect(page.getByRole('heading', { name: 'Evento não encontrado' })).toBeVisible();
  });
});

test.describe('paid purchase', () => {
  test('PIX for two participants with custom fields and a coupon, confirmed, vouchers downloaded', async ({
    page,
  }) => {
    await page.goto(CONFERENCE);
    await addTickets(page, 'Inteira', 2);
    await page.getByLabel('Cupom de desconto').fill('BEMVINDO10');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Cupom aplicado com sucesso!')).toBeVisible();
    const totals = page.getByLabel('Totais do pedido');
    await expect(totals.getByText('R$ 240,00')).toBeVisible();
    await expect(totals.getByText('- R$ 24,00')).toBeVisible();
    await expect(totals.getByText('R$ 216,00')).toBeVisible();

    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    await expect(page.getByRole('heading', { name: 'Formulário dos Participantes' })).toBeVisible();

    // Required rules apply: nothing filled in, nothing advances.
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(participant(page, 1).getByText('Nome é obrigatório')).toBeVisible();

    await fillConferenceParticipant(page, 1, { nome: 'Ana Souza', empresa: 'ACME', source: 'Instagram' });
    // The conditional 'Qual?' appears only for 'Outro', and its value is cleared when hidden.
    const second = participant(page, 2);
    await expect(second.getByLabel('Qual?')).toHaveCount(0);
    await fillConferenceParticipant(page, 2, {
      nome: 'Bruno Lima',
      empresa: 'Beta',
      source: 'Outro',
      qual: 'Podcast',
    });
    await second.getByRole('radio', { name: 'Indicação' }).check();
    await expect(second.getByLabel('Qual?')).toHaveCount(0);
    await second.getByRole('radio', { name: 'Outro' }).check();
    await expect(second.getByLabel('Qual?')).toHaveValue('');
    await second.getByLabel('Qual?').fill('Podcast');

    // Autosave (500 ms) survives a reload.
    await expectAutosaved(page, 'Podcast');
    await page.reload();
    await expect(participant(page, 1).getByLabel('Nome completo')).toHaveValue('Ana Souza');
    await expect(participant(page, 2).getByLabel('Qual?')).toHaveValue('Podcast');

    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
    await expect(page.getByLabel('Resumo da compra').getByText('R$ 216,00')).toBeVisible();
    await fillBuyer(page);
    await page.getByRole('radio', { name: 'PIX' }).check();
    await page.getByRole('button', { name: 'Finalizar Compra' }).click();

    await payPixInSandbox(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Inscrição confirmada!' })).toBeVisible();
    // The organiser's rich-text checkout message keeps its formatting.
    await expect(page.getByTestId('checkout-message').locator('strong')).toHaveText('Conferência Catraca');
    await expectPdf(page, page.getByRole('link', { name: 'Baixar ingressos' }));
    await expectPdf(page, page.getByRole('link', { name: 'Baixar recibo de Ana Souza' }));
    await expect(page.getByRole('link', { name: 'Baixar recibo de Bruno Lima' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');

    // A finished order is forgotten: a reload starts with an empty cart.
    await page.reload();
    await expect(page.getByLabel('Quantidade de Inteira', { exact: true })).toHaveText('0');
  });

  test('credit card in 3 installments', async ({ page }) => {
    await page.goto(CONFERENCE);
    await addTickets(page, 'Inteira', 1);
    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    await fillConferenceParticipant(page, 1, { nome: 'Carla Dias', empresa: 'Gama', source: 'Indicação' });
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await fillBuyer(page);
    await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
    await page.getByLabel('Número do cartão').fill(SANDBOX_CARD);
    await expect(page.getByLabel('Bandeira: Visa')).toBeVisible();
    await page.getByLabel('Validade').fill('12/2030');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Nome no cartão').fill('Carla Dias');
    const installments = page.getByLabel('Parcelas');
    await expect(installments.locator('option')).toHaveCount(3);
    await installments.selectOption({ label: '3x de R$ 40,00 sem juros' });
    await page.getByRole('button', { name: 'Finalizar Compra' }).click();

    await expect(page.getByRole('link', { name: 'Baixar ingressos' })).toBeVisible({ timeout: 20_000 });
    await expectPdf(page, page.getByRole('link', { name: 'Baixar ingressos' }));
  });
});

test.describe('orders without payment', () => {
  test('a free event is submitted straight from the form step', async ({ page }) => {
    await page.goto(FREE_EVENT);
    await expect(page.getByText('Evento Online - Link no Ingresso')).toBeVisible();
    await addTickets(page, 'Entrada Gratuita', 1);
    await expect(page.getByLabel('Totais do pedido').getByText('Gratuito')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    const form = participant(page, 1);
    await form.getByLabel('Nome completo').fill('Diego Free');
    await form.getByLabel('Email').fill(uniqueEmail('diego'));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Baixar ingressos' })).toBeVisible();
    // No checkout message configured: the spec's default title.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Compra realizada com sucesso!' }),
    ).toBeVisible();
    await expectPdf(page, page.getByRole('link', { name: 'Baixar ingressos' }));
  });

  test('an approval event sends a pre-registration', async ({ page }) => {
    await page.goto(APPROVAL_EVENT);
    await addTickets(page, 'Vaga', 1);
    await page.getByRole('button', { name: 'Continuar para Pré Inscrição(ões)' }).click();
    const form = participant(page, 1);
    await form.getByLabel('Nome completo').fill('Elisa Dados');
    await form.getByLabel('Email').fill(uniqueEmail('elisa'));
    await form.getByLabel('Telefone').fill('11987654321');
    await form.getByLabel('CPF').fill(VALID_CPF);
    await form.getByLabel('LinkedIn').fill('linkedin.com/in/elisa');
    await page.getByRole('button', { name: 'Pré Inscrever' }).click();
    await expect(page.getByRole('region', { name: 'Pré-inscrição enviada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Acompanhar pré-inscrição' })).toHaveAttribute(
      'href',
      /\/payment\/candidate\/.+/,
    );

    // The follow-up link shows the application's status, with the document masked.
    await page.getByRole('link', { name: 'Acompanhar pré-inscrição' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento da Inscrição' })).toBeVisible();
    const card = page.getByTestId('candidate-card');
    await expect(card.getByText('Elisa Dados')).toBeVisible();
    await expect(card.getByText('Em Análise')).toBeVisible();
    await expect(card).not.toContainText(VALID_CPF);
  });
});

test.describe('on a 390 px wide screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cart opens from Selecionar ingressos and a PIX purchase completes', async ({ page }) => {
    await page.goto(CONFERENCE);
    await expect(page.getByRole('region', { name: 'Ingressos' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Selecionar ingressos' }).click();
    await addTickets(page, 'Meia-Entrada', 1);
    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    await fillConferenceParticipant(page, 1, { nome: 'Fábio Móvel', empresa: 'Delta', source: 'Instagram' });
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await fillBuyer(page);
    await page.getByRole('radio', { name: 'PIX' }).check();
    await page.getByRole('button', { name: 'Finalizar Compra' }).click();
    await payPixInSandbox(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('error paths', () => {
  test('a declined card shows the payment error and keeps the buyer on the payment step', async ({
    page,
  }) => {
    await page.goto(CONFERENCE);
    await addTickets(page, 'Meia-Entrada', 1);
    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    await fillConferenceParticipant(page, 1, { nome: 'Hugo Recusado', empresa: 'Zeta', source: 'Instagram' });
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await fillBuyer(page);
    await page.getByRole('radio', { name: 'Cartão de Crédito' }).check();
    await page.getByLabel('Número do cartão').fill('4000 0000 0000 0002');
    await page.getByLabel('Validade').fill('12/2030');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Nome no cartão').fill('Hugo Recusado');
    await page.getByRole('button', { name: 'Finalizar Compra' }).click();
    await expect(page.getByText('Erro no Pagamento')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
  });

  test('a sold-out ticket cannot be selected', async ({ page }) => {
    await page.goto(SOLD_OUT_EVENT);
    const cart = page.getByRole('region', { name: 'Ingressos' });
    await expect(cart.getByText('Esgotado', { exact: true }).first()).toBeVisible();
    await expect(cart.getByText('As inscrições para este evento estão fechadas.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aumentar quantidade de Ingresso Único' })).toBeDisabled();
    // The call to action says so instead of a "Continuar" that can never be enabled (issue 11).
    await expect(page.getByRole('button', { name: 'Esgotado', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Continuar para Formulário' })).toHaveCount(0);
  });

  test('an invalid coupon is refused with its message', async ({ page }) => {
    await page.goto(CONFERENCE);
    await addTickets(page, 'Inteira', 1);
    await page.getByLabel('Cupom de desconto').fill('NAOEXISTE');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText(/Cupom não (encontrado|é válido)/)).toBeVisible();
    await expect(page.getByText('Cupom aplicado com sucesso!')).toHaveCount(0);
  });

  test('a bad CPF stops the payment step; an alphanumeric CNPJ passes', async ({ page }) => {
    await page.goto(CONFERENCE);
    await addTickets(page, 'Inteira', 1);
    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    await fillConferenceParticipant(page, 1, { nome: 'Gabi Erro', empresa: 'Épsilon', source: 'Instagram' });
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await fillBuyer(page, '111.111.111-11');
    await page.getByRole('radio', { name: 'PIX' }).check();
    await page.getByRole('button', { name: 'Finalizar Compra' }).click();
    await expect(page.getByText('CPF/CNPJ inválido')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();

    const documento = page.getByLabel('CPF/CNPJ');
    await documento.fill('12ABC34501DE35');
    await expect(documento).toHaveValue('12.ABC.345/01DE-35');
    await expect(page.getByText('CPF/CNPJ inválido')).toHaveCount(0);
  });
});
