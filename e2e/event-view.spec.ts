// The organiser's event view: a failed load retried, tabs in the URL, and the Participantes table
// searched, filtered, sorted, paged, with presence toggled one by one and for "all matching", and
// Comunicar on the ticked rows and on the frozen "all N matching" (written to exactly them), at
// 1366 px; at 390 px the table's layout (the columns a phone hides, the filters panel, the
// selection bar and the Comunicar modal) and the "not found" of a malformed or unknown id. Participants are created
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
  shot,
} from './organiser-helpers.ts';
import { asDemo } from './sessions.ts';
import { holdRequests, XHR } from './wire.ts';

// Sends and their delivery wait on the e-mail job under the shared machine's load.
const expectSending = expect.configure({ timeout: 20_000 });

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

/** The subjects of the e-mails the dev outbox holds for one address. */
async function subjectsFor(page: Page, email: string): Promise<string[]> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers: XHR });
  expect(res.status()).toBe(200);
  return ((await res.json()).data as { subject: string }[]).map((m) => m.subject);
}

/** Fills the open Comunicar modal, checks its preview names `expected`, sends and waits for delivery. */
async function communicate(page: Page, subject: string, expected: string[]): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Comunicar Participantes' });
  const n = expected.length;
  await expectSending(modal.getByTestId('communicate-selection')).toHaveText(
    `Para os participantes selecionados na tabela (${n} itens selecionados).`,
  );
  await expectSending(modal.getByText(/destinatários? \(/)).toHaveText(
    `${n} destinatários (${n} participantes)`,
  );
  const preview = modal.getByTestId('recipients-preview');
  // The first five addresses in registration order, then "+N mais...".
  const shown = expected.slice(0, 5).join(', ');
  await expectSending(preview).toHaveText(n > 5 ? `${shown} +${n - 5} mais...` : shown);
  await modal.getByLabel('Assunto').fill(subject);
  await modal.getByLabel('Mensagem').fill('Mensagem só para a seleção.');
  await shot(page, `communicate-selection-${n}`, { fullPage: false });
  await modal.getByRole('button', { name: 'Enviar' }).click();
  // The modal closes only on a successful send; the toast of an earlier send may still be showing.
  await expectSending(modal).toBeHidden();
  await expectSending(page.getByText('Comunicação enviada com sucesso!').last()).toBeVisible();
  const card = page.getByTestId('communication').filter({ hasText: subject });
  await expect(card.getByText(`Enviados: ${n}`, { exact: true })).toBeVisible({ timeout: 60_000 });
  await expectSending(card.getByText('Na fila: 0', { exact: true })).toBeVisible();
}

/** Every address of the run that got `subject`, by polling the outbox per address. */
async function reached(page: Page, subject: string, emails: string[]): Promise<string[]> {
  const got: string[] = [];
  for (const email of emails) if ((await subjectsFor(page, email)).includes(subject)) got.push(email);
  return got.sort();
}

const firstRowName = (page: Page) => page.locator('table tbody tr').first().locator('td').nth(1);

test.use(asDemo);

{
  const viewport = { name: 'desktop', width: 1366, height: 900 };
  test(`event view and participants at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(150_000);
    page.setDefaultTimeout(20_000);
    await page.setViewportSize(viewport);
    const marker = `JornadaD${Date.now().toString(36)}`;
    const eventId = await registerParticipants(page, marker);

    // A failed load (the connection refused) shows the loader, then Tentar Novamente, which loads it.
    await page.route(`**/api/admin/eventos/${eventId}`, (route) => route.abort('connectionrefused'));
    await page.goto(`/admin/eventos/${eventId}`);
    await expect(page.getByText('Carregando evento...')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Tentar Novamente' });
    await expect(retry).toBeVisible({ timeout: 20_000 });
    await page.unroute(`**/api/admin/eventos/${eventId}`);
    await retry.click();

    // The shell: Resumo first, tabs in the URL, back and forward between them.
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
    // Each toggle refreshes the list in the background, and the rows stay live meanwhile (at the
    // door people are ticked one after another): with that refresh held on the wire, the next click
    // on a switch still toggles it instead of landing on a loading layer.
    const isList = (url: URL) => url.pathname === `/api/eventos/${eventId}/participantes`;
    const refresh = await holdRequests(page, isList);
    const refreshing = page.waitForRequest((request) => isList(new URL(request.url())));
    await alice.click({ force: true });
    await expect(alice).not.toBeChecked();
    await refreshing;
    await alice.click({ force: true });
    await expect(alice).toBeChecked();
    await expect.poll(() => apiTotal(page, eventId, { busca: marker, presenca: 'true' })).toBe(1);
    await refresh.release();
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

    // Comunicar on the selection (issue 8, docs/decisions/0097): the modal previews exactly the
    // selected people and the dev outbox shows the message reached exactly their addresses and none
    // of the others. Two ticked rows, one of them pending: the modal's default "pago" filter must
    // not narrow a selection, and a send to "everyone paid" would miss her and reach the rows not
    // ticked.
    const all = PEOPLE.map((first) => participantEmail(first, marker));
    const tick = (first: string) =>
      page
        .getByRole('row', { name: new RegExp(`${first} ${marker}`) })
        .getByRole('checkbox', { name: 'Selecionar linha' })
        .check({ force: true });
    await tick('Alice');
    await tick('Bruna');
    const bar = page.getByRole('region', { name: 'Seleção' });
    await expect(bar.getByText('2 itens selecionados')).toBeVisible();
    await bar.getByRole('button', { name: 'Comunicar' }).click();
    const ticked = `Aviso ticados ${marker}`;
    const twoTicked = [participantEmail('Alice', marker), participantEmail('Bruna', marker)];
    await communicate(page, ticked, twoTicked);
    expect(await reached(page, ticked, all)).toEqual(twoTicked.sort());
    // A send clears the selection.
    await expect(bar).toBeHidden();

    // The paid of the run, 10 a page: the page ticked, extended to all 22 matching (frozen), then
    // Comunicar to exactly them; selected again, marked present.
    const paid = PEOPLE.filter((first) => !PENDING.has(first)).map((first) =>
      participantEmail(first, marker),
    );
    const selectAllPaid = async () => {
      await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check({ force: true });
      await expect(page.getByText('10 itens selecionados')).toBeVisible();
      await page.getByRole('button', { name: 'Selecionar todos os 22 resultados' }).click();
      await expect(page.getByText('22 itens selecionados')).toBeVisible();
    };
    await applyParticipantStatusFilter(page, 'Pago');
    await expect(page.getByText('1 - 10 de 22 resultados')).toBeVisible();
    await selectAllPaid();
    await bar.getByRole('button', { name: 'Comunicar' }).click();
    const matching = `Aviso filtrados ${marker}`;
    await communicate(page, matching, paid);
    expect(await reached(page, matching, all)).toEqual([...paid].sort());
    await shot(page, 'communicate-selection-sent');
    await expect(bar).toBeHidden();
    await selectAllPaid();
    await page.getByRole('button', { name: 'Marcar presença' }).click();
    await expect(page.getByText('Presença registrada para 22 participantes.')).toBeVisible();
    await expect(page.getByText('22 itens selecionados')).toHaveCount(0);
    expect(await apiTotal(page, eventId, { busca: marker, presenca: 'true' })).toBe(22);
    expect(await apiTotal(page, eventId, { busca: marker, status: 'pendente', presenca: 'true' })).toBe(0);

    await page.screenshot({ path: `test-results/event-view-${viewport.width}.png`, fullPage: true });
  });
}

test('at 390 px the tabs and the participants table fit: the ticket column hides, the filters open, the selection bar and Comunicar fit; a malformed or foreign id shows "not found"', async ({
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

  // The selection bar and the Comunicar modal for ticked rows fit the phone.
  const marker = `SelecaoM${Date.now().toString(36)}`;
  for (const first of ['Alice', 'Bruna']) {
    await registerParticipant(page, event.id, {
      nome: `${first} ${marker}`,
      email: participantEmail(first, marker),
      ticketTypeId: event.ticketTypeIds[0] as number,
    });
  }
  await page.keyboard.press('Escape');
  await page.getByPlaceholder('Pesquisar por nome ou email').fill(marker.toLowerCase());
  await expect(page.getByText('1 - 2 de 2 resultados')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check({ force: true });
  const bar = page.getByRole('region', { name: 'Seleção' });
  await expect(bar.getByText('2 itens selecionados')).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Comunicar' })).toBeInViewport();
  expect(await scrollsSideways(page)).toBe(false);
  await bar.getByRole('button', { name: 'Comunicar' }).click();
  const modal = page.getByRole('dialog', { name: 'Comunicar Participantes' });
  await expect(modal.getByTestId('communicate-selection')).toHaveText(
    'Para os participantes selecionados na tabela (2 itens selecionados).',
  );
  const box = await modal.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, 'communicate-selection-phone', { fullPage: false });

  // An id that is not a number, and one that is not this organiser's (the API's 404 for another
  // organiser's event: event-form.integration-test), show "Evento não encontrado".
  await page.goto('/admin/eventos/abc?tab=participantes');
  await expect(page.getByText('Evento não encontrado')).toBeVisible();
  await page.goto('/admin/eventos/999999999');
  await expect(page.getByText('Evento não encontrado')).toBeVisible();
});
