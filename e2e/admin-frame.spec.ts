import { expect, type Page, test } from '@playwright/test';
import { blockingAxeViolations } from './axe.ts';
import { loginAsDemo } from './fixtures.ts';
import {
  clippedBadges,
  demoConference,
  eventIdBySlug,
  participantEmail,
  preRegister,
  registerParticipant,
  scrollsSideways,
  shot,
} from './organiser-helpers.ts';
import { asDemo } from './sessions.ts';

// Issue 12: an admin that works on a phone, inside one frame (header, navigation, breadcrumbs).

/** axe finds no serious or critical violation on the page, or inside the open dialog so named (soft: a run lists them all). */
async function passesAxe(page: Page, where: string, { dialog }: { dialog?: string } = {}): Promise<void> {
  if (dialog) await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  const violations = await blockingAxeViolations(page, {
    include: dialog ? '[role="dialog"]' : undefined,
    labelInName: true,
  });
  expect.soft(violations, `axe on ${where} at 390 px`).toEqual([]);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe('signed in', () => {
    test.use(asDemo);

    // One page load per screen serves both the width checks and axe. Axe runs here only where a
    // phone gets other markup than the desktop (admin-accessibility.spec.ts sweeps every screen and
    // dialog at 1366 px; ADR 0230, stop 28): the events as cards, Participantes as cards opened by a
    // tap, the Extrato's cards, the builder's phone mode, the ticket cards and the full-screen
    // ticket modal, the phone menu, Pré-Inscritos' compact rows.
    test('every admin screen fits the width, the events are stacked cards, the phone layouts pass axe, and the menu reaches the events', async ({
      page,
    }) => {
      page.setDefaultTimeout(20_000);
      const marker = `Fone${Date.now().toString(36)}`;
      const conference = await demoConference(page);
      await registerParticipant(page, conference.id, {
        nome: `Alice ${marker}`,
        email: participantEmail('Alice', marker),
        ticketTypeId: conference.ticketTypeIds[0] ?? 0,
      });
      const candidate = await preRegister(page, await eventIdBySlug(page, 'bootcamp-de-dados'), marker);
      const fits = async (where: string) => {
        await page.waitForLoadState('networkidle');
        expect(await scrollsSideways(page), where).toBe(false);
        expect(await clippedBadges(page), where).toEqual([]);
      };

      // The events list: stacked cards with Vendidos, actions and whole badges.
      await page.goto('/admin/eventos');
      const cards = page.getByRole('list', { name: 'Meus eventos' }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(4);
      const bootcamp = cards.filter({ hasText: 'Bootcamp de Dados' });
      await expect(bootcamp.getByText('Vendidos')).toBeInViewport();
      await expect(bootcamp.getByText('Pré Inscrição')).toBeVisible();
      for (const action of ['Página pública de', 'Painel de', 'Editar']) {
        const button = bootcamp.getByRole('link', { name: `${action} Bootcamp de Dados` });
        await expect(button).toBeVisible();
        const box = await button.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      }
      await fits('/admin/eventos');
      await passesAxe(page, 'events list');
      await shot(page, 'events-list');

      for (const path of ['/admin/eventos/novo', '/admin/perfil']) {
        await page.goto(path);
        await expect(page.getByRole('banner')).toBeVisible();
        await fits(path);
      }

      // The event view: Participantes as cards, a tap on one opens its details; the Resumo; the
      // Extrato's cards; the form builder's phone mode.
      await page.goto(`/admin/eventos/${conference.id}?tab=participantes&busca=${marker.toLowerCase()}`);
      await expect(page.getByRole('banner')).toBeVisible();
      const alice = page.getByText(`Alice ${marker}`, { exact: true }).first();
      await expect(alice).toBeVisible({ timeout: 40_000 });
      await fits('Participantes');
      await passesAxe(page, 'Participantes');
      await alice.click();
      await expect(page.getByTestId('participant-details')).toBeVisible();
      await passesAxe(page, 'the participant’s details', { dialog: 'Detalhes do participante' });
      await page
        .getByRole('dialog', { name: 'Detalhes do participante' })
        .getByRole('button', { name: 'Fechar', exact: true })
        .first()
        .click();
      await page.getByRole('tab', { name: 'Resumo' }).click();
      await expect(page.getByLabel('Link do evento')).toBeVisible();
      await fits('Resumo');
      await page.getByTestId('statement-link').click();
      await expect(page.getByRole('button', { name: 'Exportar (xlsx)' })).toBeVisible();
      await fits('Extrato');
      await passesAxe(page, 'Extrato');
      await page.getByRole('tab', { name: 'Formulário de Inscrição' }).click();
      await expect(page.getByRole('heading', { name: 'Formulário de Inscrição' })).toBeVisible();
      await fits('Formulário');
      await passesAxe(page, 'Formulário');

      // The event form: the tickets as cards, and the ticket modal full screen.
      await page.goto(`/admin/eventos/${conference.id}/editar`);
      await expect(page.getByRole('button', { name: 'Editar Inteira' })).toBeVisible();
      await fits('editar');
      await passesAxe(page, 'event form editing');
      await page.getByRole('button', { name: 'Editar Inteira' }).click();
      await expect(page.getByRole('dialog', { name: 'Editar Tipo de Ingresso' })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await passesAxe(page, 'the ticket modal', { dialog: 'Editar Tipo de Ingresso' });
      await shot(page, 'ticket-modal', { fullPage: false });
      await page.keyboard.press('Escape');

      // The phone menu reaches the events.
      await expect(page.getByRole('button', { name: 'Conta de Organizadora Demo' })).toBeVisible();
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Meus eventos' })).toBeVisible();
      await passesAxe(page, 'the phone menu', { dialog: 'Menu' });
      await shot(page, 'mobile-menu', { fullPage: false });
      await menu.getByRole('link', { name: /Bootcamp de Dados/ }).click();
      await expect(page).toHaveURL(/\/admin\/eventos\/\d+$/);
      await expect(menu).toBeHidden();
      const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
      await expect(trail.getByText('Bootcamp de Dados')).toBeVisible();

      // Pré-Inscritos' compact rows.
      await page.getByRole('tab', { name: 'Pré-Inscritos' }).click();
      await expect(page.getByRole('button', { name: candidate, exact: true })).toBeVisible();
      await fits('Pré-Inscritos');
      await passesAxe(page, 'Pré-Inscritos');
    });
  });

  test('the logged-out pages (login, sign-up, forgot, reset, confirm) never scroll sideways', async ({
    page,
  }) => {
    for (const path of [
      '/admin/login',
      '/admin/cadastro',
      '/admin/esqueci-senha',
      '/admin/redefinir-senha',
      '/admin/confirmar-cadastro',
    ]) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1 }).or(page.getByRole('heading').first()),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await scrollsSideways(page), path).toBe(false);
      await shot(page, `auth${path.replace(/\//g, '-')}`);
    }
  });

  // Its own login through the form: logging out ends this browser's session, never the shared one.
  test('Sair is reachable on the phone and ends the session', async ({ page }) => {
    await loginAsDemo(page);
    const sair = page.getByRole('banner').getByRole('button', { name: 'Sair' });
    await expect(sair).toBeInViewport();
    await sair.click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin/eventos');
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 }, ...asDemo });

  test('the header carries the name, profile, Sair and an event switcher; breadcrumbs trail every event page', async ({
    page,
  }) => {
    await page.goto('/admin/eventos');
    const table = page.getByRole('table', { name: 'Meus eventos' });
    await expect(table.getByRole('columnheader', { name: 'Vendidos' })).toBeInViewport();
    await expect(table.getByRole('link', { name: 'Editar Bootcamp de Dados' })).toBeInViewport();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await clippedBadges(page)).toEqual([]);
    await expect(page.getByRole('navigation', { name: 'Trilha de navegação' })).toHaveCount(0);
    await shot(page, 'events-list');

    const header = page.getByRole('banner');
    await expect(header.getByText('Organizadora Demo')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sair' })).toBeVisible();
    await header.getByLabel('Ir para um evento').click();
    await page.getByRole('option', { name: /Bootcamp de Dados/ }).click();
    await expect(page).toHaveURL(/\/admin\/eventos\/\d+$/);
    const bootcampId = /(\d+)$/.exec(page.url())?.[1];

    const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(trail.getByRole('listitem')).toHaveText(['Meus eventos', 'Bootcamp de Dados']);
    await page.goto(`/admin/eventos/${bootcampId}/editar`);
    await expect(trail.getByRole('listitem')).toHaveText(['Meus eventos', 'Bootcamp de Dados', 'Editar']);
    await expect(trail.getByText('Editar')).toHaveAttribute('aria-current', 'page');
    await shot(page, 'event-edit');
    await trail.getByRole('link', { name: 'Bootcamp de Dados' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/eventos/${bootcampId}$`));
    await trail.getByRole('link', { name: 'Meus eventos' }).click();
    await expect(page).toHaveURL(/\/admin\/eventos$/);

    await page.goto('/admin/eventos/novo');
    await expect(trail.getByRole('listitem')).toHaveText(['Meus eventos', 'Novo evento']);
    expect(await scrollsSideways(page)).toBe(false);

    await header.getByRole('button', { name: 'Conta de Organizadora Demo' }).click();
    await page.getByRole('menuitem', { name: 'Meu perfil' }).click();
    await expect(page).toHaveURL(/\/admin\/perfil$/);
    await expect(page.getByRole('heading', { name: 'Meu perfil' })).toBeVisible();
  });
});
