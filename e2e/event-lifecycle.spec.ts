import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { registerOrganiser } from './fixtures.ts';
import { shot as organiserShot, placePixOrder, scrollsSideways } from './organiser-helpers.ts';
import { XHR } from './wire.ts';

// The life of an event (issue 20 "Events"): a new event is a draft only its preview link shows;
// Publicar opens it; Encerrar vendas keeps the page but stops sales; Cancelar evento tells the
// buyers and refunds the paid orders (the view follows the refunds job); Duplicar makes a new draft. The rules themselves (and every refusal) are the server's
// tests (src/server/events/event-lifecycle.integration-test.ts).

/** Full-page screenshots for the reviewer when SCREENSHOT_DIR is set (never an assertion). */
const shot = (page: Page, name: string) => organiserShot(page, `eventlife-${name}`);

/** A fresh organiser (the page's cookies) and a draft with one R$ 80,00 ticket on sale now. */
async function createDraft(page: Page, marker: string) {
  const { csrfToken } = await registerOrganiser(page, `Organizadora ${marker}`);
  const year = new Date().getFullYear() + 1;
  const created = await page.request.post('/api/criar-evento', {
    headers: { ...XHR, 'X-CSRF-Token': csrfToken },
    data: {
      nome: `Oficina de Cerâmica ${marker}`,
      descricao: '<p>Uma tarde com as mãos no barro.</p>',
      numero_participantes: 30,
      data_inicio: `10/05/${year}`,
      hora_inicio: '14:00',
      data_fim: `10/05/${year}`,
      hora_fim: '18:00',
      tipo_evento: 'online',
      link_evento: 'https://meet.example.com/ceramica',
      contato_telefone: '(62) 99111-0001',
      contato_site: 'www.ceramica.example.com.br',
      tipos_ingresso: [
        { client_id: 'novo-1', nome: 'Inteira', preco: '80.00', quantidade: 30, limit_per_order: 5 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()).data.evento as { id: number; slug: string };
  return { id, slug, csrfToken };
}

async function anonymousPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

async function confirmAction(page: Page, menuItem: string | null, dialogTitle: string, confirm: string) {
  if (menuItem) {
    await page.getByRole('button', { name: /^Mais ações/ }).click();
    await page.getByRole('menuitem', { name: menuItem }).click();
  } else {
    await page.getByRole('button', { name: confirm, exact: true }).first().click();
  }
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A PIX order, paid through the sandbox's stand-in for the bank (the refunds job gives it back). */
async function buyByApi(request: APIRequestContext, eventId: number, email: string) {
  const page = await (await request.get(`/api/eventos/inscricao/${eventId}`)).json();
  const ticketTypeId = page.data.tipos_ingresso[0].id as number;
  await placePixOrder(request, eventId, { name: 'Beatriz Compradora', email }, [
    { ticketTypeId, nome: 'Beatriz Compradora', email },
  ]);
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('an organiser previews a draft, publishes it, closes sales, cancels it and duplicates it', async ({
    page,
    browser,
  }) => {
    const marker = `${Date.now()}`;
    const event = await createDraft(page, marker);
    const buyer = await anonymousPage(browser, 1366);

    // Draft: the event view says so and offers the preview link; the public address is a 404.
    await page.goto(`/admin/eventos/${event.id}`);
    await expect(page.getByText('Rascunho', { exact: true })).toBeVisible();
    await expect(page.getByText('Este evento é um rascunho')).toBeVisible();
    const previewUrl = await page.getByLabel('Link de pré-visualização').inputValue();
    expect(previewUrl).toMatch(/\/previa\/[0-9a-f]{64}$/);
    await shot(page, 'draft-event-view');
    await buyer.goto(`/eventos/${event.slug}`);
    await expect(buyer.getByText('Evento não encontrado')).toBeVisible();

    // The preview shows the page as buyers will see it, with the organiser's contact, selling nothing.
    await buyer.goto(new URL(previewUrl).pathname);
    await expect(buyer.getByRole('heading', { name: `Oficina de Cerâmica ${marker}` })).toBeVisible();
    // Said above the event and again in the cart, where the quantity buttons stay disabled.
    await expect(
      buyer
        .getByText('Pré-visualização: este evento ainda não foi publicado e não aceita inscrições.')
        .first(),
    ).toBeVisible();
    await expect(buyer.getByRole('button', { name: 'Pré-visualização' })).toBeDisabled();
    await expect(buyer.getByRole('link', { name: '(62) 99111-0001' })).toBeVisible();
    await expect(buyer.getByRole('link', { name: 'www.ceramica.example.com.br' })).toBeVisible();
    await shot(buyer, 'draft-preview');

    // Publicar, after a confirmation that says what happens.
    let dialog = await confirmAction(page, null, 'Publicar evento', 'Publicar');
    await expect(dialog.getByText(/fica visível para todos/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Evento publicado!').first()).toBeVisible();
    await expect(page.getByText('Publicado', { exact: true })).toBeVisible();
    await buyer.goto(`/eventos/${event.slug}`);
    await expect(buyer.getByRole('heading', { name: `Oficina de Cerâmica ${marker}` })).toBeVisible();
    await expect(buyer.getByText('Pré-visualização:')).toHaveCount(0);
    const buyerEmail = `beatriz.${marker}@teste.com.br`;
    await buyByApi(page.request, event.id, buyerEmail);
    await buyByApi(page.request, event.id, `bruno.${marker}@teste.com.br`);

    // Encerrar vendas: the page stays, sales stop.
    dialog = await confirmAction(page, 'Encerrar vendas', 'Encerrar vendas', 'Encerrar vendas');
    await dialog.getByRole('button', { name: 'Encerrar vendas' }).click();
    await expect(page.getByText('Vendas encerradas', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reabrir vendas' })).toBeVisible();
    await buyer.reload();
    await expect(
      buyer.getByText('As vendas para este evento foram encerradas pela organização.').first(),
    ).toBeVisible();
    await shot(buyer, 'sales-closed-public');

    // Cancelar evento, with a reason that reaches the buyer's e-mail.
    dialog = await confirmAction(page, 'Cancelar evento', 'Cancelar evento', 'Cancelar evento');
    await dialog.getByLabel(/Motivo/).fill('O ateliê fechou para reforma.');
    await shot(page, 'cancel-dialog');
    await dialog.getByRole('button', { name: 'Cancelar evento' }).click();
    await expect(page.getByText('Evento cancelado', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reabrir vendas' })).toHaveCount(0);
    // The refunds job gives both PIX payments back; the view follows it until it is done.
    await expect(page.getByText('Reembolsos: 2 de 2 concluídos')).toBeVisible({ timeout: 20_000 });
    // The Resumo follows: nothing kept once both were given back.
    await expect(page.getByTestId('money-bruto-value')).toHaveText('R$ 0,00');
    await shot(page, 'cancelled-event-view');
    // The list shows live registrations by default; the refunded ones are one filter away.
    await page.goto(`/admin/eventos/${event.id}?tab=participantes&status=reembolsado`);
    await expect(
      page.getByRole('table', { name: 'Participantes' }).getByText('Reembolsado', { exact: true }),
    ).toHaveCount(2);
    await buyer.reload();
    await expect(buyer.getByText('Este evento foi cancelado pela organização.').first()).toBeVisible();
    const mails = await (
      await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(buyerEmail)}`)
    ).json();
    const notice = (mails.data as { subject: string }[]).find((m) =>
      m.subject.startsWith('Evento cancelado'),
    );
    expect(notice?.subject).toBe(`Evento cancelado: Oficina de Cerâmica ${marker}`);

    // Meus eventos: the status on each row; Duplicar opens the new draft.
    await page.goto('/admin/eventos');
    const row = page.getByRole('row').filter({ hasText: `Oficina de Cerâmica ${marker}` });
    await expect(row.getByText('Cancelado', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: /^Mais ações/ }).click();
    await page.getByRole('menuitem', { name: 'Duplicar' }).click();
    await page
      .getByRole('dialog', { name: 'Duplicar evento' })
      .getByRole('button', { name: 'Duplicar' })
      .click();
    await expect(page.getByText('Evento duplicado! A cópia é um rascunho.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: `Oficina de Cerâmica ${marker} (cópia)` })).toBeVisible();
    await expect(page.getByText('Rascunho', { exact: true })).toBeVisible();
    await page.goto('/admin/eventos');
    await expect(page.getByRole('row').filter({ hasText: '(cópia)' }).getByText('Rascunho')).toBeVisible();
    await shot(page, 'events-list');
    expect(await scrollsSideways(page)).toBe(false);
    await buyer.context().close();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a draft, its preview, a cancelled event’s refunds and the events list fit a phone', async ({
    page,
    browser,
  }) => {
    const marker = `${Date.now()}`;
    const event = await createDraft(page, marker);
    await page.goto(`/admin/eventos/${event.id}`);
    await expect(page.getByText('Este evento é um rascunho')).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'draft-event-view');
    const previewUrl = await page.getByLabel('Link de pré-visualização').inputValue();
    const buyer = await anonymousPage(browser, 390);
    await buyer.goto(new URL(previewUrl).pathname);
    await expect(buyer.getByText(/^Pré-visualização: este evento/).first()).toBeVisible();
    expect(await scrollsSideways(buyer)).toBe(false);
    await shot(buyer, 'draft-preview');
    await buyer.context().close();

    // Published, bought and cancelled through the API (the journey above does it on the screens).
    const act = (action: string, data: object = {}) =>
      page.request.post(`/api/eventos/${event.id}/${action}`, {
        headers: { ...XHR, 'X-CSRF-Token': event.csrfToken },
        data,
      });
    expect((await act('publicar')).status()).toBe(200);
    await buyByApi(page.request, event.id, `celia.${marker}@teste.com.br`);
    expect((await act('cancelar', { motivo: 'Falta de quórum.' })).status()).toBe(200);
    await page.reload();
    await expect(page.getByText('Evento cancelado', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Reembolsos: 1 de 1 concluídos')).toBeVisible({ timeout: 20_000 });
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'cancelled-event-view');

    // The events list: the status on each row, a phone's width.
    await page.goto('/admin/eventos');
    await expect(page.getByText('Cancelado', { exact: true }).first()).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'events-list');
  });
});
