import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addTickets,
  DESKTOP,
  expectAccessible,
  openCart,
  PHONE,
  participant,
  shot,
  uniqueEmail,
} from './buyer-helpers.ts';
import { registerOrganiser } from './fixtures.ts';
import { publishEvent, scrollsSideways } from './organiser-helpers.ts';
import { XHR } from './wire.ts';

// Issue 11 item 8: an address answered in part says which parts are missing, in the message and
// on each part, on the page and from the server. The event and its form (a required address) are
// created through the organiser's API, as the form builder would save them.

/** A fresh organiser (the page's cookies), a free online event and a form with a required address. */
async function createEventWithAddress(page: Page): Promise<{ id: number; path: string }> {
  // Signs up and follows the e-mailed link: the page's cookies are the organiser's session.
  const { csrfToken } = await registerOrganiser(page, 'Organizadora Endereços');
  const csrf = { ...XHR, 'X-CSRF-Token': csrfToken };
  const year = new Date().getFullYear() + 1;
  const created = await page.request.post('/api/criar-evento', {
    headers: csrf,
    data: {
      nome: `Entrega de Kits ${Date.now()}`,
      descricao: '<p>Kits enviados pelo correio.</p>',
      numero_participantes: 50,
      data_inicio: `10/06/${year}`,
      hora_inicio: '09:00',
      data_fim: `10/06/${year}`,
      hora_fim: '12:00',
      tipo_evento: 'online',
      link_evento: 'https://meet.example.com/kits',
      tipos_ingresso: [{ client_id: 'novo-1', nome: 'Kit', is_free: true, quantidade: 50 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()).data.evento;
  await publishEvent(page.request, id, csrfToken);
  const saved = await page.request.post(`/api/eventos/${id}/formulario-personalizado`, {
    headers: csrf,
    data: {
      formFields: [
        { id: 'field_endereco', label: 'Endereço de entrega', type: 'address', required: true, order: 0 },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { id, path: `/eventos/${slug}` };
}

/** The event page to the participant's form with the address filled in part; returns the address group. */
async function continueWithPartialAddress(page: Page, path: string) {
  await page.goto(path);
  await openCart(page);
  await addTickets(page, 'Kit', 1);
  await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
  const form = participant(page, 1);
  await form.getByLabel('Nome completo').fill('Rita Endereço');
  await form.getByLabel('Email').fill(uniqueEmail('rita'));
  const address = form.getByRole('group', { name: /Endereço de entrega/ });
  await address.getByLabel('Rua').fill('Rua das Flores');
  await address.getByLabel('Cidade').fill('Recife');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  return address;
}

/** What is missing, said in words and marked where it is; what was filled is not marked. */
async function expectMissingPartsMarked(address: Locator) {
  await expect(address.getByRole('alert')).toHaveText('Preencha número, bairro e estado do endereço');
  for (const part of ['Número', 'Bairro', 'Estado']) {
    await expect(address.getByLabel(new RegExp(`^${part}( \\*)?$`))).toHaveAttribute('aria-invalid', 'true');
  }
  for (const part of ['Rua', 'Cidade', 'CEP', 'Complemento']) {
    await expect(address.getByLabel(new RegExp(`^${part}( \\*)?$`))).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  }
  await expect(address.getByText('Obrigatório')).toHaveCount(3);
}

// The journey runs on a phone, where buyers are; the desktop's wider grid is checked within it, on
// the same form (a page at 1366 px is the same page: only the grid's columns change).
test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('an address filled in part names the missing parts (also in the 1366 px grid), and filling them lets the order through', async ({
    page,
  }) => {
    const event = await createEventWithAddress(page);

    // The server names the missing parts too: src/server/custom-form/custom-form.integration-test.ts.
    const address = await continueWithPartialAddress(page, event.path);
    await expectMissingPartsMarked(address);
    await expect(page.getByRole('heading', { name: 'Formulário dos Participantes' })).toBeVisible();
    await expectAccessible(page, 'address error');
    await shot(page, 'address-error');

    // At 1366 px, the same form in the desktop's wider grid: the same parts marked, nothing
    // scrolling sideways. Then back to the phone.
    await page.setViewportSize(DESKTOP);
    await expectMissingPartsMarked(address);
    expect(await scrollsSideways(page)).toBe(false);
    await shot(page, 'address-error');
    await page.setViewportSize(PHONE);

    // Filling one part takes it off the list.
    await address.getByLabel(/^Número( \*)?$/).fill('120');
    await expect(address.getByRole('alert')).toHaveText('Preencha bairro e estado do endereço');
    await address.getByLabel(/^Bairro( \*)?$/).fill('Boa Vista');
    await address.getByLabel(/^Estado( \*)?$/).selectOption('PE');
    await expect(address.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Baixar ingressos' })).toBeVisible({ timeout: 30_000 });
  });
});
