import { expect, type Page, test } from '@playwright/test';
import { addTickets, openCart, participant, uniqueEmail, VALID_CPF } from './buyer-helpers.ts';
import { createOrganiserEvent, shot } from './organiser-helpers.ts';
import { XHR } from './wire.ts';

// Issue 17 item 7 (ADR 0244): the pages still work under their Content-Security-Policy. A fresh
// organiser's in-person event with a Meta Pixel is bought through PIX (event page, map, checkout,
// confirmation), then its organiser opens the Resumo; the browser reports no CSP violation on any
// of them. Requests to Meta and OpenStreetMap are answered here: nothing leaves the machine, and a
// blocked request would still be reported, since the browser checks the policy before the route.
// The policy is the same at every width: the journey runs once, on a phone, where buyers are.

const PIXEL_ID = '123456789012345';

/** Every violation the page's documents report, recorded from the first script on. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

async function answerThirdPartiesLocally(page: Page): Promise<string[]> {
  const hits: string[] = [];
  await page.route(/^https:\/\/(connect\.facebook\.net|www\.facebook\.com)\//, async (route) => {
    hits.push(route.request().url());
    const isScript = route.request().url().endsWith('.js') || route.request().url().includes('/signals/');
    await route.fulfill(
      isScript ? { status: 200, contentType: 'application/javascript', body: '' } : { status: 204 },
    );
  });
  await page.route('https://nominatim.openstreetmap.org/**', (route) =>
    route.fulfill({ json: [{ lat: '-8.0631', lon: '-34.8711' }] }),
  );
  await page.route('https://www.openstreetmap.org/export/embed.html**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>mapa</title><p>mapa</p>' }),
  );
  return hits;
}

{
  const viewport = { width: 390, height: 844 };
  test('buying under the CSP at 390 px: pixel, map, PIX and the Resumo report no violation', async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const violations = await recordViolations(page);
    const hits = await answerThirdPartiesLocally(page);
    const { id, slug, csrf } = await createOrganiserEvent(page, 'Organizadora CSP', {
      nome: `Festival CSP ${viewport.width}`,
      descricao: '<p>Frevo no Recife Antigo.</p>',
      numero_participantes: 100,
      tipo_evento: 'presencial',
      local_evento: 'Paço do Frevo',
      cep: '50030-230',
      endereco: 'Praça do Arsenal da Marinha',
      numero: 's/n',
      bairro: 'Recife',
      cidade: 'Recife',
      estado: 'PE',
      ticket: { nome: 'Inteira', preco: '50.00', quantidade: 20 },
    });
    const saved = await page.request.post(`/api/eventos/${id}/configuracoes/meta-pixel`, {
      headers: { ...XHR, 'X-CSRF-Token': csrf },
      data: { metaPixelKey: PIXEL_ID },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    const response = await page.goto(`/eventos/${slug}`);
    expect(response?.headers()['content-security-policy']).toContain('https://connect.facebook.net');
    await expect(
      page.getByRole('heading', { level: 1, name: `Festival CSP ${viewport.width}` }),
    ).toBeVisible();
    await expect.poll(() => hits.some((url) => url.endsWith('/fbevents.js'))).toBe(true);

    await page.getByRole('button', { name: 'Ver no mapa' }).click();
    await expect(
      page.frameLocator('iframe[title="Mapa do local do evento"]').getByText('mapa'),
    ).toBeVisible();
    await shot(page, 'csp-event-page');

    await openCart(page);
    await addTickets(page, 'Inteira', 1);
    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    await participant(page, 1).getByLabel('Nome completo').fill('Joana Frevo');
    await participant(page, 1).getByLabel('Email').fill(uniqueEmail('joana'));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const buyer = page.getByRole('region', { name: 'Dados do comprador' });
    await buyer.getByLabel('Nome completo').fill('Joana Frevo');
    await buyer.getByLabel('Email').fill(uniqueEmail('joana.compra'));
    await buyer.getByLabel('CPF/CNPJ').fill(VALID_CPF);
    await page.getByRole('radio', { name: 'PIX' }).check();
    await page.getByRole('button', { name: 'Finalizar Compra' }).click();
    await expect(page.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
    await shot(page, 'csp-pix-step');
    await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
    await expect(page.getByRole('link', { name: 'Baixar ingressos' })).toBeVisible({ timeout: 30_000 });

    const admin = await page.goto(`/admin/eventos/${id}`);
    expect(admin?.headers()['content-security-policy']).not.toContain('facebook');
    await expect(page.getByRole('tab', { name: 'Resumo' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('money-bruto-value')).toBeVisible();
    await shot(page, 'csp-resumo');

    expect(violations).toEqual([]);
  });
}
