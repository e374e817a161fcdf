// Comunicar on the Participantes table's selection (issue 8, docs/decisions/0097): two ticked rows,
// then "Selecionar todos os N resultados" of a filter. The modal previews exactly those people and
// the dev outbox shows the message reached exactly their addresses and none of the others. A
// pending participant is among the ticked rows: the modal's default "pago" filter must not narrow
// a selection, and a send to "everyone paid" would miss her and reach the rows not ticked.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import {
  PEOPLE as ALL_PEOPLE,
  applyParticipantStatusFilter,
  demoConference,
  participantEmail,
  registerParticipant,
  scrollsSideways,
  shot,
  XHR,
} from './organiser-helpers.ts';
import { asDemo } from './sessions.ts';

// The machine these run on is shared: give the screens time to render under load.
const expect = baseExpect.configure({ timeout: 20_000 });

const PEOPLE = ALL_PEOPLE.slice(0, 13);
const PENDING = new Set(['Bruna', 'Hugo']);

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
  await expect(modal.getByTestId('communicate-selection')).toHaveText(
    `Para os participantes selecionados na tabela (${n} itens selecionados).`,
  );
  await expect(modal.getByText(/destinatários? \(/)).toHaveText(`${n} destinatários (${n} participantes)`);
  const preview = modal.getByTestId('recipients-preview');
  // The first five addresses in registration order, then "+N mais...".
  const shown = expected.slice(0, 5).join(', ');
  await expect(preview).toHaveText(n > 5 ? `${shown} +${n - 5} mais...` : shown);
  await modal.getByLabel('Assunto').fill(subject);
  await modal.getByLabel('Mensagem').fill('Mensagem só para a seleção.');
  await shot(page, `communicate-selection-${n}`, { fullPage: false });
  await modal.getByRole('button', { name: 'Enviar' }).click();
  // The modal closes only on a successful send; the toast of an earlier send may still be showing.
  await expect(modal).toBeHidden();
  await expect(page.getByText('Comunicação enviada com sucesso!').last()).toBeVisible();
  const card = page.getByTestId('communication').filter({ hasText: subject });
  await expect(card.getByText(`Enviados: ${n}`, { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText('Na fila: 0', { exact: true })).toBeVisible();
}

/** Every address of the run that got `subject`, by polling the outbox per address. */
async function reached(page: Page, subject: string, emails: string[]): Promise<string[]> {
  const got: string[] = [];
  for (const email of emails) if ((await subjectsFor(page, email)).includes(subject)) got.push(email);
  return got.sort();
}

test.use(asDemo);

{
  const viewport = { width: 1366, height: 900 };
  test(`Comunicar writes to exactly the ticked rows and the frozen "all N matching" at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    page.setDefaultTimeout(20_000);
    await page.setViewportSize(viewport);
    const marker = `SelecaoD${Date.now().toString(36)}`;
    const event = await demoConference(page);
    const emails = new Map<string, string>();
    for (const first of PEOPLE) {
      const email = participantEmail(first, marker);
      emails.set(first, email);
      await registerParticipant(page, event.id, {
        nome: `${first} ${marker}`,
        email,
        ticketTypeId: event.ticketTypeIds[0] as number,
        paid: !PENDING.has(first),
      });
    }
    const all = [...emails.values()];

    await page.goto(`/admin/eventos/${event.id}?tab=participantes`);
    await page.getByPlaceholder('Pesquisar por nome ou email').fill(marker.toLowerCase());
    await expect(page.getByText(`1 - ${PEOPLE.length} de ${PEOPLE.length} resultados`)).toBeVisible({
      timeout: 60_000,
    });

    // Two ticked rows, one of them pending: the bulk bar's Comunicar writes to both, no one else.
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
    await communicate(page, ticked, [emails.get('Alice') as string, emails.get('Bruna') as string]);
    expect(await reached(page, ticked, all)).toEqual(
      [emails.get('Alice') as string, emails.get('Bruna') as string].sort(),
    );
    // A send clears the selection.
    await expect(bar).toBeHidden();

    // The paid of the run, 10 a page: the page ticked, extended to all 11 matching (frozen), Comunicar.
    await page.getByLabel('Itens por página:').click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await applyParticipantStatusFilter(page, 'Pago');
    const paid = PEOPLE.filter((first) => !PENDING.has(first));
    await expect(page.getByText(`1 - 10 de ${paid.length} resultados`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check({ force: true });
    await expect(bar.getByText('10 itens selecionados')).toBeVisible();
    await bar.getByRole('button', { name: `Selecionar todos os ${paid.length} resultados` }).click();
    await expect(bar.getByText(`${paid.length} itens selecionados`)).toBeVisible();
    await bar.getByRole('button', { name: 'Comunicar' }).click();
    const matching = `Aviso filtrados ${marker}`;
    await communicate(
      page,
      matching,
      paid.map((first) => emails.get(first) as string),
    );
    expect(await reached(page, matching, all)).toEqual(
      paid.map((first) => emails.get(first) as string).sort(),
    );
    await shot(page, 'communicate-selection-sent');
  });
}

test('at 390 px the selection bar and the Comunicar modal for ticked rows fit the phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const marker = `SelecaoM${Date.now().toString(36)}`;
  const event = await demoConference(page);
  for (const first of ['Alice', 'Bruna']) {
    await registerParticipant(page, event.id, {
      nome: `${first} ${marker}`,
      email: participantEmail(first, marker),
      ticketTypeId: event.ticketTypeIds[0] as number,
    });
  }
  await page.goto(`/admin/eventos/${event.id}?tab=participantes`);
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
});
