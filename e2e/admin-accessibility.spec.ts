// Issue 21, accessibility of the admin: axe-core finds no serious or critical violation on any
// organiser screen or dialog. The sweep runs at 1366 px; axe's rules (contrast, names, roles,
// labels) do not depend on the width, so at 390 px axe runs only where a phone gets other markup
// (the events as cards, the phone menu, the event form's ticket cards and full-screen ticket modal,
// Participantes as cards opened by a tap, the Extrato's cards, the builder's phone mode,
// Pré-Inscritos' compact rows): admin-frame.spec.ts, on the same page loads as its width checks
// (ADR 0230, stop 28). The demo organiser's session from the setup project; screens are reached
// through the app's own links and tabs where the load is not the subject; dialogs are opened,
// checked (inside the dialog) and closed without saving anything. Every check runs even when one
// fails (soft), so a run lists them all.
import { expect as baseExpect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { blockingAxeViolations } from './axe.ts';
import { registerOrganiser } from './fixtures.ts';
import {
  demoConference,
  eventIdBySlug,
  participantEmail,
  preRegister,
  readInvitationLink,
  registerParticipant,
  shot,
} from './organiser-helpers.ts';
import { asDemo } from './sessions.ts';
import { XHR } from './wire.ts';

// Every test here stands alone (its own data, the demo session at most): the two workers share
// them instead of one worker running the file in order (ADR 0230).
test.describe.configure({ mode: 'parallel' });

// The machine these run on is shared: give the screens time to render under load.
const expect = baseExpect.configure({ timeout: 20_000 });

const DESKTOP = { width: 1366, height: 900 };

/** The whole page (the frame included) passes axe; the screen is photographed when asked. */
async function checkPage(page: Page, where: string): Promise<void> {
  await expect.soft(page.getByRole('heading', { level: 1 }), `${where}: one h1`).toHaveCount(1);
  const violations = await blockingAxeViolations(page, { labelInName: true });
  expect.soft(violations, `axe on ${where}`).toEqual([]);
  await shot(page, `a11y-${where.replace(/\W+/g, '-')}`, { fullPage: false });
}

/** The open dialog called `name` passes axe, then closes with its named close button. */
async function checkDialog(page: Page, name: string | RegExp, { close = true } = {}): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const violations = await blockingAxeViolations(page, { include: '[role="dialog"]', labelInName: true });
  expect.soft(violations, `axe on the dialog ${name}`).toEqual([]);
  await shot(page, `a11y-dialog-${String(name).replace(/\W+/g, '-')}`, { fullPage: false });
  if (!close) return;
  // The header's ×, first in the dialog (some dialogs also have a Fechar button at the bottom).
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).first().click();
  await expect(dialog).toBeHidden();
}

/** Opens a tab of the event view by clicking it (the view is already loaded). */
async function openTab(page: Page, label: string): Promise<void> {
  await page.getByRole('tab', { name: label }).click();
  await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
}

/** Opens a page of the account menu (the header's "Conta de …"). */
async function fromAccountMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /^Conta de / }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const at = '1366px';

test.describe('at 1366 px', () => {
  test.use({ viewport: DESKTOP });
  // Generous: the shared machine runs several suites at once.
  test.describe.configure({ timeout: 90_000 });

  test.describe('signed in as the demo organiser', () => {
    test.use(asDemo);

    test('the frame, the events list, the event form, check-in and the account pages pass axe', async ({
      page,
    }) => {
      page.setDefaultTimeout(20_000);
      const conference = await demoConference(page);

      await page.goto('/admin/eventos');
      await expect(page.getByText('Conferência Catraca 2027').first()).toBeVisible();
      await checkPage(page, `events list ${at}`);
      await page.getByRole('button', { name: /^Mais ações de Conferência Catraca 2027/ }).click();
      await page.getByRole('menuitem', { name: 'Duplicar' }).click();
      await checkDialog(page, 'Duplicar evento');
      await page.getByRole('button', { name: /^Conta de / }).click();
      await expect(page.getByRole('menuitem', { name: 'Meu perfil' })).toBeVisible();
      expect.soft(await blockingAxeViolations(page, { labelInName: true }), `account menu ${at}`).toEqual([]);
      // The account pages, through the account menu.
      await page.getByRole('menuitem', { name: 'Meu perfil' }).click();
      await expect(page.getByRole('heading', { name: 'Meu perfil', level: 1 })).toBeVisible();
      await checkPage(page, `profile ${at}`);
      await fromAccountMenu(page, 'Organização');
      await expect(page.getByLabel('Nome da organização')).toBeVisible();
      await checkPage(page, `organisation ${at}`);
      await fromAccountMenu(page, 'Equipe');
      await expect(page.getByRole('button', { name: 'Enviar convite' })).toBeVisible();
      await checkPage(page, `team ${at}`);
      await fromAccountMenu(page, 'Recebimentos');
      await expect(page.getByRole('heading', { name: 'Recebimentos', level: 1 })).toBeVisible();
      await checkPage(page, `receiving accounts ${at}`);

      await page.goto('/admin/eventos/novo');
      await expect(page.getByRole('button', { name: 'Adicionar Ingresso' })).toBeVisible();
      await checkPage(page, `new event form ${at}`);
      await page.getByRole('button', { name: 'Adicionar Ingresso' }).click();
      await checkDialog(page, 'Novo Tipo de Ingresso');

      await page.goto(`/admin/eventos/${conference.id}/editar`);
      await expect(page.getByRole('button', { name: 'Editar Inteira' })).toBeVisible();
      await checkPage(page, `event form editing ${at}`);
      await page.getByRole('button', { name: 'Editar Inteira' }).click();
      await checkDialog(page, 'Editar Tipo de Ingresso');

      await page.goto(`/admin/eventos/${conference.id}/check-in`);
      await expect(page.getByLabel('Código, nome ou CPF')).toBeVisible();
      await checkPage(page, `check-in ${at}`);

      await page.goto('/admin/eventos/nao-existe/de-jeito-nenhum');
      await checkPage(page, `admin not found ${at}`);
    });

    test('every tab of the event view and its dialogs pass axe', async ({ page }) => {
      page.setDefaultTimeout(20_000);
      // The demo conference has no sales in the e2e seed: one paid participant of this run to open.
      const { id, ticketTypeIds } = await demoConference(page);
      const marker = `A11y1366${Date.now().toString(36)}`;
      await registerParticipant(page, id, {
        nome: `Alice ${marker}`,
        email: participantEmail('Alice', marker),
        ticketTypeId: ticketTypeIds[0] ?? 0,
      });

      await page.goto(`/admin/eventos/${id}`);
      await expect(page.getByRole('tab', { name: 'Resumo' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('Link do evento')).toBeVisible();
      await checkPage(page, `Resumo ${at}`);
      await page.getByTestId('statement-link').click();
      await expect(page.getByRole('button', { name: 'Exportar (xlsx)' })).toBeVisible();
      await checkPage(page, `Extrato ${at}`);

      await page.goto(`/admin/eventos/${id}?tab=participantes&busca=${marker.toLowerCase()}`);
      // The name shows twice on a desktop: the participant, and the buyer.
      await expect(page.getByText(`Alice ${marker}`, { exact: true }).first()).toBeVisible({
        timeout: 40_000,
      });
      await checkPage(page, `Participantes ${at}`);
      await page.getByRole('button', { name: 'Ações da linha' }).click();
      await page.getByRole('menuitem', { name: 'Ver detalhes' }).click();
      await expect(page.getByTestId('participant-details')).toBeVisible();
      await checkDialog(page, 'Detalhes do participante');
      await page.getByRole('button', { name: 'Adicionar participante' }).click();
      await checkDialog(page, 'Adicionar participante');
      await page.getByRole('button', { name: 'Comunicar Participantes' }).click();
      await checkDialog(page, 'Comunicar Participantes');
      await page.getByRole('button', { name: /^Filtros/ }).click();
      expect.soft(await blockingAxeViolations(page, { labelInName: true }), `filters ${at}`).toEqual([]);
      await shot(page, `a11y-participants-filters-${at}`, { fullPage: false });
      await page.keyboard.press('Escape');

      await openTab(page, 'Cupons');
      await checkPage(page, `Cupons ${at}`);
      await page.getByRole('button', { name: 'Novo Cupom' }).click();
      await checkDialog(page, 'Novo Cupom');

      await openTab(page, 'Formulário de Inscrição');
      await expect(page.getByRole('heading', { name: 'Formulário de Inscrição' })).toBeVisible();
      await checkPage(page, `Formulário ${at}`);
      await page.getByRole('button', { name: /^Editar campo "Como/ }).click();
      await checkDialog(page, 'Configurar Campo', { close: false });
      await page.getByRole('button', { name: 'Campos Condicionais da opção 1' }).click();
      await checkDialog(page, 'Campos Condicionais');
      await page
        .getByRole('dialog', { name: 'Configurar Campo' })
        .getByRole('button', { name: 'Fechar' })
        .click();

      await openTab(page, 'Configurações Avançadas');
      await checkPage(page, `Configurações ${at}`);
    });

    test('Pré-Inscritos and its dialogs pass axe', async ({ page }) => {
      page.setDefaultTimeout(20_000);
      const id = await eventIdBySlug(page, 'bootcamp-de-dados');
      const name = await preRegister(page, id, `A11y1366${Date.now().toString(36)}`);

      await page.goto(`/admin/eventos/${id}?tab=candidatos`);
      await expect(page.getByRole('tab', { name: 'Pré-Inscritos' })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name, exact: true }).click();
      await checkDialog(page, 'Dados do Pré-Inscrito');
      await checkPage(page, `Pré-Inscritos ${at}`);
      await page.getByRole('button', { name: 'Comunicar Pré-inscritos' }).click();
      await checkDialog(page, 'Comunicar Pré-inscritos');
      await page.getByRole('button', { name: 'Selecionar Participantes' }).click();
      await checkDialog(page, 'Seleção de Participantes');
    });
  });

  test('a team with a member: Equipe’s dialogs, and the invitation page, pass axe', async ({
    page,
    browser,
    baseURL,
  }) => {
    page.setDefaultTimeout(20_000);
    const marker = `1366${Date.now().toString(36)}`;
    const { csrfToken } = await registerOrganiser(page, `Dona Acessível ${marker}`);
    const email = `membro.${marker}@teste.com.br`;
    const invited = await page.request.post('/api/organizacao/membros', {
      headers: { ...XHR, 'X-CSRF-Token': csrfToken },
      data: { email, papel: 'administrador' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const token = new URL(await readInvitationLink(page, email)).hash.replace(/^#token=/, '');

    // The invitation page, signed out, then accepted through the API in its own context.
    const guest = await browser.newContext({ baseURL, viewport: DESKTOP, locale: 'pt-BR' });
    const guestPage = await guest.newPage();
    await guestPage.goto(`/admin/convite#token=${token}`);
    await expect(guestPage.getByLabel('Seu nome')).toBeVisible();
    await checkPage(guestPage, `invitation ${at}`);
    await guest.close();
    const member = await playwrightRequest.newContext({ baseURL });
    const accepted = await member.post('/api/organizacao/convites/aceitar', {
      headers: XHR,
      data: { token, nome: `Membro ${marker}`, password: 'senha-muito-segura' },
    });
    expect(accepted.status(), await accepted.text()).toBeLessThan(300);
    await member.dispose();

    await page.goto('/admin/equipe');
    await expect(page.getByText(`Membro ${marker}`)).toBeVisible();
    await checkPage(page, `team with a member ${at}`);
    // The owner's row has no actions: these are the member's.
    await page.getByRole('button', { name: 'Alterar papel' }).click();
    await checkDialog(page, `Alterar papel de Membro ${marker}`);
    await page.getByRole('button', { name: 'Remover', exact: true }).click();
    await checkDialog(page, 'Remover membro');
  });

  test('the signed-out pages pass axe', async ({ page }) => {
    for (const [path, where] of [
      ['/admin/login', 'login'],
      ['/admin/cadastro', 'sign-up'],
      ['/admin/esqueci-senha', 'forgot password'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('button').first()).toBeVisible();
      await checkPage(page, `${where} ${at}`);
    }
  });
});
