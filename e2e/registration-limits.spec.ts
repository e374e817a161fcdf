// Issue 17 items 2 and 3 as people meet them: the organiser sets the participants per order and the
// PIX hold time; a buyer's cart stops at the cap and says why; while every place left is only held
// by an unpaid PIX, the page and the checkout say "Esgotado no momento, vagas podem voltar" instead
// of "inscrições fechadas". Each test makes its own organiser and event. Each journey runs once:
// the organiser's settings at 1366 px, the buyer who loses the last place on a phone, and the
// desktop page of that held-out event as a short check at its end (ADR 0230).
import { expect, type Page, test } from '@playwright/test';
import {
  DESKTOP,
  fillBuyer,
  openCart,
  PHONE,
  participant,
  shot,
  uniqueEmail,
  VALID_CPF,
} from './buyer-helpers.ts';
import { createOrganiserEvent } from './organiser-helpers.ts';
import { XHR } from './wire.ts';

const TICKET = 'Entrada Geral';

async function newEvent(page: Page, quantidade: number, preco = '40.00') {
  return createOrganiserEvent(page, 'Organizadora Limites', {
    nome: `Oficina de Limites ${Date.now()}`,
    descricao: '<p>Vagas limitadas.</p>',
    numero_participantes: quantidade,
    pre_inscricao_type: 'immediate',
    link_evento: 'https://meet.example.com/oficina',
    ticket: { nome: TICKET, preco, quantidade },
  });
}

/** Another buyer's PIX order that holds `n` places and is not paid. */
async function holdPlaces(page: Page, eventId: number, ticketTypeId: number, n: number): Promise<void> {
  const res = await page.request.post(`/api/eventos/${eventId}/inscricao`, {
    headers: XHR,
    data: {
      comprador: {
        comprador: { name: 'Outra Compradora', email: uniqueEmail('outra'), documento: VALID_CPF },
        payment_method: 'pix',
        installments: 1,
      },
      participantes: Array.from({ length: n }, (_, i) => ({
        ticketTypeId,
        nome: `Pessoa ${i + 1} Reserva`,
        email: uniqueEmail(`reserva${i}`),
        answers: [],
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function ticketTypeIdOf(page: Page, slug: string): Promise<number> {
  const res = await page.request.get(`/api/eventos/slug/${slug}`, { headers: XHR });
  return ((await res.json()) as { data: { tipos_ingresso: { id: number }[] } }).data.tipos_ingresso[0]
    ?.id as number;
}

test.describe('1366 px', () => {
  test.use({ viewport: DESKTOP });

  test('the organiser sets participants per order and the PIX hold; the cart stops at the cap', async ({
    page,
  }) => {
    const event = await newEvent(page, 50);
    await page.goto(`/admin/eventos/${event.id}?tab=configuracoes`);
    const perOrder = page.getByLabel('Participantes por Inscrição');
    await expect(perOrder).toHaveValue('10');
    await expect(page.getByLabel('Tempo de Reserva do PIX')).toHaveValue('15 min');
    await perOrder.fill('3');
    await page.getByLabel('Tempo de Reserva do PIX').fill('20');
    const general = page.getByRole('region', { name: 'Configurações Gerais' });
    await general.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Configurações gerais salvas com sucesso!')).toBeVisible();
    await shot(page, 'registration-limits-organiser-settings');

    await page.goto(`/eventos/${event.slug}`);
    await openCart(page);
    const plus = page.getByRole('button', { name: `Aumentar quantidade de ${TICKET}`, exact: true });
    for (let i = 0; i < 3; i += 1) await plus.click();
    await expect(plus).toBeDisabled();
    await expect(page.getByText('Cada inscrição pode ter no máximo 3 participantes.')).toBeVisible();
    await shot(page, 'registration-limits-participant-cap');
    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    for (let i = 1; i <= 3; i += 1) {
      await participant(page, i).getByLabel('Nome completo').fill(`Pessoa ${i} Limite`);
      await participant(page, i)
        .getByLabel('Email')
        .fill(uniqueEmail(`limite${i}`));
    }
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('radio', { name: 'PIX' }).check();
    await expect(page.getByText('O PIX expira em 20 minutos.')).toBeVisible();
  });
});

test.describe('390 px', () => {
  test.use({ viewport: PHONE });

  test('while the last places are only held by an unpaid PIX, the buyer reads "esgotado no momento", never "fechadas" (phone and 1366 px page)', async ({
    page,
  }) => {
    const event = await newEvent(page, 3);
    const ticketTypeId = await ticketTypeIdOf(page, event.slug);
    // The buyer starts while one place is left...
    await holdPlaces(page, event.id, ticketTypeId, 2);
    await page.goto(`/eventos/${event.slug}`);
    await openCart(page);
    await page.getByRole('button', { name: `Aumentar quantidade de ${TICKET}`, exact: true }).click();
    await page.getByRole('button', { name: 'Continuar para Formulário' }).click();
    await participant(page, 1).getByLabel('Nome completo').fill('Carla Atrasada');
    await participant(page, 1).getByLabel('Email').fill(uniqueEmail('carla'));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await fillBuyer(page);
    await page.getByRole('radio', { name: 'PIX' }).check();
    // ...and someone else's unpaid PIX takes it before she finishes.
    await holdPlaces(page, event.id, ticketTypeId, 1);
    await page.getByRole('button', { name: 'Finalizar Compra' }).click();
    await expect(
      page.getByText('Esgotado no momento, vagas podem voltar: há inscrições aguardando pagamento.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page.getByText('As inscrições para este evento estão fechadas.')).toHaveCount(0);
    await shot(page, 'registration-limits-checkout-held');

    // The event page says the same, never "fechadas".
    await page.goto(`/eventos/${event.slug}`);
    await expect(page.getByRole('button', { name: 'Esgotado no momento' })).toBeVisible();
    await shot(page, 'registration-limits-page-held');

    // At 1366 px the page's side cart says it in full: held, not closed.
    await page.setViewportSize(DESKTOP);
    await expect(page.getByText('Esgotado no momento').first()).toBeVisible();
    await expect(page.getByText('Vagas podem voltar: há inscrições aguardando pagamento.')).toBeVisible();
    await expect(page.getByText('As inscrições para este evento estão fechadas.')).toHaveCount(0);
    await shot(page, 'registration-limits-page-held');
  });
});
