import { expect, test } from '@playwright/test';
import { loginAsDemo } from './fixtures.ts';
import { clippedBadges, scrollsSideways, shot } from './organiser-helpers.ts';
import { asDemo } from './sessions.ts';

// Issue 12: an admin that works on a phone, inside one frame (header, navigation, breadcrumbs).

const ADMIN_SCREENS = ['/admin/eventos', '/admin/eventos/novo', '/admin/perfil'];

async function conferenceId(page: import('@playwright/test').Page): Promise<number> {
  const res = await page.request.get('/api/admin/eventos', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const events = (await res.json()).data as { id: number; nome: string }[];
  return events.find((e) => e.nome === 'Conferência Catraca 2027')?.id ?? 0;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe('signed in', () => {
    test.use(asDemo);

    test('the events list is stacked cards with Vendidos, actions and whole badges, never scrolling sideways', async ({
      page,
    }) => {
      await page.goto('/admin/eventos');
      const cards = page.getByRole('list', { name: 'Meus eventos' }).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(4);
      const bootcamp = cards.filter({ hasText: 'Bootcamp de Dados' });
      await expect(bootcamp.getByText('Vendidos')).toBeInViewport();
      await expect(bootcamp.getByText('Pré Inscrição')).toBeVisible();
      for (const action of ['Página pública de', 'Painel de', 'Editar']) {
        const button = bootcamp.getByRole(action === 'Página pública de' ? 'link' : 'link', {
          name: `${action} Bootcamp de Dados`,
        });
        await expect(button).toBeVisible();
        const box = await button.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      }
      expect(await scrollsSideways(page)).toBe(false);
      expect(await clippedBadges(page)).toEqual([]);
      await shot(page, 'events-list');
    });

    test('every admin screen fits the width, and the menu reaches the events', async ({ page }) => {
      const id = await conferenceId(page);
      for (const path of [...ADMIN_SCREENS, `/admin/eventos/${id}`, `/admin/eventos/${id}/editar`]) {
        await page.goto(path);
        await expect(page.getByRole('banner')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await scrollsSideways(page), path).toBe(false);
        expect(await clippedBadges(page), path).toEqual([]);
      }
      // The ticket modal, too.
      await page.goto(`/admin/eventos/${id}/editar`);
      await page.getByRole('button', { name: 'Editar Inteira' }).click();
      await expect(page.getByRole('dialog', { name: 'Editar Tipo de Ingresso' })).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      await shot(page, 'ticket-modal', { fullPage: false });
      await page.keyboard.press('Escape');

      await expect(page.getByRole('button', { name: 'Conta de Organizadora Demo' })).toBeVisible();
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Meus eventos' })).toBeVisible();
      await shot(page, 'mobile-menu', { fullPage: false });
      await menu.getByRole('link', { name: /Bootcamp de Dados/ }).click();
      await expect(page).toHaveURL(/\/admin\/eventos\/\d+$/);
      await expect(menu).toBeHidden();
      const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
      await expect(trail.getByText('Bootcamp de Dados')).toBeVisible();
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
