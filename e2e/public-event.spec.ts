import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAutosaved } from './buyer-helpers.ts';

// The buyer's journeys of issue 3 on the seeded demo events (see src/server/seed/demo-seed.ts).
// The card purchase in installments, the free order, the pre-registration and its follow-up page,
// the declined card and the sold-out event are proven in buyer-keyboard, buyer-accessibility,
// buyer-shell and buyer-documents (at the width each of those journeys runs). The unknown coupon and
// the bad CPF / alphanumeric CNPJ are steps of the PIX purchase; what a phone changes (the cart behind
// 'Selecionar ingressos', the PIX step within 390 px) is checked in buyer-payment-traps' phone journey.
const CONFERENCE = '/eventos/conferencia-catraca-2027';

const VALID_CPF = '529.982.247-25';

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
  test('an unknown event shows a not-found state', async ({ page }) => {
    await page.goto('/eventos/evento-que-nao-existe');
    await expect(page.getByRole('heading', { name: 'Evento não encontrado' })).toBeVisible();
  });
});

test.describe('paid purchase', () => {
  test('the event page (information, map, caps), then PIX for two with custom fields and a coupon (an unknown one refused, a bad CPF stopped), confirmed, vouchers downloaded', async ({
    page,
  }) => {
    await page.goto(CONFERENCE);
    // The event's information and its map, first.
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
    // limit_per_order (5) caps the quantity; the buyer then takes 2.
    await addTickets(page, 'Inteira', 5);
    await expect(
      page.getByRole('button', { name: 'Aumentar quantidade de Inteira', exact: true }),
    ).toBeDisabled();
    // The lot that opens after 'Inteira' is not on sale yet.
    await expect(
      page.getByRole('button', { name: 'Aumentar quantidade de Lote 2 - Inteira' }),
    ).toBeDisabled();
    const minus = page.getByRole('button', { name: 'Diminuir quantidade de Inteira', exact: true });
    for (let i = 0; i < 3; i += 1) await minus.click();
    await expect(page.getByLabel('Quantidade de Inteira', { exact: true })).toHaveText('2');
    // An unknown coupon is refused with its message, and nothing is taken off.
    await page.getByLabel('Cupom de desconto').fill('NAOEXISTE');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText(/Cupom não (encontrado|é válido)/)).toBeVisible();
    await expect(page.getByText('Cupom aplicado com sucesso!')).toHaveCount(0);
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
    // A bad CPF stops the payment step; an alphanumeric CNPJ is masked and passes the check.
    await fillBuyer(page, '111.111.111-11');
    await page.getByRole('radio', { name: 'PIX' }).check();
    await page.getByRole('button', { name: 'Finalizar Compra' }).click();
    await expect(page.getByText('CPF/CNPJ inválido')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Forma de Pagamento' })).toBeVisible();
    const documento = page.getByLabel('CPF/CNPJ');
    await documento.fill('12ABC34501DE35');
    await expect(documento).toHaveValue('12.ABC.345/01DE-35');
    await expect(page.getByText('CPF/CNPJ inválido')).toHaveCount(0);
    await documento.fill(VALID_CPF);
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
});
