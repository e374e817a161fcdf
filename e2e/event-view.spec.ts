// The organiser's event view: tabs in the URL, and the Participantes table searched, filtered,
// sorted, paged, with presence toggled one by one and for "all matching", at 1366 px; at 390 px
// the table's layout (the columns a phone hides, the filters panel). Participants are created
// through the public registration API with a surname unique to the run, so the journey reads only
// its own rows of the shared demo conference.
import { expect, type Page, test } from '@playwright/test';
import {
  applyParticipantStatusFilter,
  demoConference,
  PEOPLE,
  participantEmail,
  registerParticipant,
  scrollsSideways,
  XHR,
} from './organiser-helpers.ts';
import { asDemo } from './sessions.ts';

const PENDING = new Set(['Bruna', 'Hugo', 'Nina', 'Vera']);

async function registerParticipants(page: Page, marker: string): Promise<number> {
  const event = await demoConference(page);
  const [inteira, meia] = event.ticketTypeIds as [number, number];
  for (const [i, first] of PEOPLE.entries()) {
    await registerParticipant(page, event.id, {
      nome: `${first} ${marker}`,
      email: participantEmail(first, marker),
      ticketTypeId: i % 3 === 0 ? meia : inteira,
      paid: !PENDING.has(first),
    });
  }
  return event.id;
}

async function apiTotal(page: Page, eventId: number, params: Record<string, string>): Promise<number> {
  const res = await page.request.get(`/api/eventos/${eventId}/participantes?${new URLSearchParams(params)}`, {
    headers: XHR,
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data.total;
}

const firstRowName = (page: Page) => page.locator('table tbody tr').first().locator('td').nth(1);

test.use(asDemo);

{
  const viewport = { name: 'desktop', width: 1366, height: 900 };
  test(`event view and participants at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    page.setDefaultTimeout(20_000);
    await page.setViewportSize(viewport);
    const marker = `JornadaD${Date.now().toString(36)}`;
    const eventId = await registerParticipants(page, marker);

    // The shell: Resumo first, tabs in the URL, back and forward between them.
    await page.goto(`/admin/eventos/${eventId}`);
    await expect(page.getByRole('tab', { name: 'Resumo' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Link do evento')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pré-Inscritos' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Participantes' }).click();
    await expect(page).toHaveURL(/[?&]tab=participantes/);
    await expect(page.getByText('Confirmados').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Cupons' }).click();
    await expect(page.getByRole('button', { name: 'Novo Cupom' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Participantes' })).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(page.getByRole('tab', { name: 'Cupons' })).toHaveAttribute('aria-selected', 'true');
    await page.goto(`/admin/eventos/${eventId}?tab=formularios`);
    await expect(page.getByRole('heading', { name: 'Formulário de Inscrição' })).toBeVisible();
    await page.goto(`/admin/eventos/${eventId}?tab=participantes`);

    // Search (on the server, debounced) and the search's empty message.
    const search = page.getByPlaceholder('Pesquisar por nome ou email');
    await search.fill('zzz-ninguem');
    await expect(page.getByText('Nenhum resultado encontrado para "zzz-ninguem"')).toBeVisible();
    await search.fill(marker.toLowerCase());
    await expect(page.getByText('1 - 25 de 26 resultados')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`busca=${marker.toLowerCase()}`));

    // Sort by a header click: ascending, descending, then back to the natural order. A sortable
    // header holds a button, and the column header says how it is sorted (decision 0435).
    const header = page.getByRole('button', { name: /^Participante/ });
    const column = page.getByRole('columnheader', { name: 'Participante' });
    await expect(column).toHaveAttribute('aria-sort', 'none');
    await header.click();
    await expect(firstRowName(page)).toContainText(`Alice ${marker}`);
    await expect(column).toHaveAttribute('aria-sort', 'ascending');
    await header.click();
    await expect(firstRowName(page)).toContainText(`Zeca ${marker}`);
    await expect(column).toHaveAttribute('aria-sort', 'descending');
    await header.click();
    await expect(page).not.toHaveURL(/ordenar=/);
    await expect(column).toHaveAttribute('aria-sort', 'none');

    // Filter pending through the panel; the chip counts and clears it.
    await applyParticipantStatusFilter(page, 'Pendente');
    await expect(page.getByText('1 filtro ativo:')).toBeVisible();
    await expect(page.getByText('1 - 4 de 4 resultados')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Ingresso/ })).toBeVisible();
    await page.getByRole('button', { name: 'Remover filtro Status' }).click();
    await expect(page.getByText('1 - 25 de 26 resultados')).toBeVisible();

    // Page size and pages; the view survives a reload (URL) and a tab switch (localStorage).
    await page.getByLabel('Itens por página:').click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(page.getByText('1 - 10 de 26 resultados')).toBeVisible();
    await page.getByRole('button', { name: 'Página 3' }).click();
    await expect(page.getByText('21 - 26 de 26 resultados')).toBeVisible();
    await expect(page).toHaveURL(/pagina=3/);
    await page.reload();
    await expect(page.getByText('21 - 26 de 26 resultados')).toBeVisible();
    await page.getByRole('tab', { name: 'Resumo' }).click();
    await expect(page).not.toHaveURL(/busca=/);
    await page.getByRole('tab', { name: 'Participantes' }).click();
    await expect(page.getByText('21 - 26 de 26 resultados')).toBeVisible();
    await expect(page).toHaveURL(/pagina=3/);
    await page.getByRole('button', { name: 'Página 1' }).click();

    // Presence for one row: the switch flips, the server agrees, and back.
    const alice = page.getByRole('switch', { name: `Presença de Alice ${marker}` });
    // The switch is clicked once the re-sorted list has arrived, not in the rows the sort is about
    // to replace.
    const sorted = page.waitForResponse(
      (res) => new URL(res.url()).pathname === `/api/eventos/${eventId}/participantes` && res.ok(),
    );
    await page.getByRole('button', { name: /^Participante/ }).click();
    await sorted;
    await expect(alice).toBeVisible();
    await alice.click({ force: true });
    await expect(alice).toBeChecked();
    await expect.poll(() => apiTotal(page, eventId, { busca: marker, presenca: 'true' })).toBe(1);
    await alice.click({ force: true });
    await expect(alice).not.toBeChecked();
    await expect.poll(() => apiTotal(page, eventId, { busca: marker, presenca: 'true' })).toBe(0);
    // The server refusing: the switch flips back and a toast says why.
    await page.route('**/participantes/*/presenca', (route) =>
      route.fulfill({
        status: 503,
        json: {
          error_type: 'internal_error',
          error: 'Serviço indisponível.',
          error_details: null,
          validation_errors: null,
          error_code: 503,
        },
      }),
    );
    await alice.click({ force: true });
    await expect(page.getByText(`Não foi possível atualizar a presença de Alice ${marker}.`)).toBeVisible();
    await expect(alice).not.toBeChecked();
    await page.unroute('**/participantes/*/presenca');
    // A pending participant cannot be marked present.
    await expect(page.getByRole('switch', { name: `Presença de Bruna ${marker}` })).toBeDisabled();

    // Select the page, extend to every paid match (frozen), and mark them all present.
    await applyParticipantStatusFilter(page, 'Pago');
    await expect(page.getByText('1 - 10 de 22 resultados')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check({ force: true });
    await expect(page.getByText('10 itens selecionados')).toBeVisible();
    await page.getByRole('button', { name: 'Selecionar todos os 22 resultados' }).click();
    await expect(page.getByText('22 itens selecionados')).toBeVisible();
    await page.getByRole('button', { name: 'Marcar presença' }).click();
    await expect(page.getByText('Presença registrada para 22 participantes.')).toBeVisible();
    await expect(page.getByText('22 itens selecionados')).toHaveCount(0);
    expect(await apiTotal(page, eventId, { busca: marker, presenca: 'true' })).toBe(22);
    expect(await apiTotal(page, eventId, { busca: marker, status: 'pendente', presenca: 'true' })).toBe(0);

    await page.screenshot({ path: `test-results/event-view-${viewport.width}.png`, fullPage: true });
  });
}

test('at 390 px the tabs and the participants table fit: the ticket column hides, the filters open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const event = await demoConference(page);
  await page.goto(`/admin/eventos/${event.id}?tab=participantes`);
  await expect(page.getByRole('tab', { name: 'Participantes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /^Participante/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ingresso/ })).toBeHidden();
  expect(await scrollsSideways(page)).toBe(false);
  await page.getByRole('button', { name: /^Filtros/ }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeInViewport();
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: 'test-results/event-view-390.png', fullPage: true });
});

test('a failed load offers Tentar Novamente; a malformed or foreign id shows "not found"', async ({
  page,
}) => {
  const events = await (await page.request.get('/api/admin/eventos', { headers: XHR })).json();
  const eventId = events.data[0].id as number;
  await page.route(`**/api/admin/eventos/${eventId}`, (route) => route.abort('connectionrefused'));
  await page.goto(`/admin/eventos/${eventId}`);
  await expect(page.getByText('Carregando evento...')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Tentar Novamente' });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  await page.unroute(`**/api/admin/eventos/${eventId}`);
  await retry.click();
  await expect(page.getByRole('tab', { name: 'Resumo' })).toBeVisible();

  await page.goto('/admin/eventos/abc?tab=participantes');
  await expect(page.getByText('Evento não encontrado')).toBeVisible();
  await page.goto('/admin/eventos/999999999');
  await expect(page.getByText('Evento não encontrado')).toBeVisible();
});
