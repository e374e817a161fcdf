import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { blockingAxeViolations } from './axe.ts';
import { XHR } from './wire.ts';

// Older journeys import the settling wait from here; it lives with the axe helper (e2e/axe.ts).
export { transitionsSettled } from './axe.ts';

// Shared steps of the buyer's journeys (issue 11) on the seeded demo events
// (src/server/seed/demo-seed.ts). Screenshots go to SCREENSHOT_DIR when it is set.

export const CONFERENCE = '/eventos/conferencia-catraca-2027';
export const FREE_EVENT = '/eventos/encontro-comunidade-gratuito';
export const APPROVAL_EVENT = '/eventos/bootcamp-de-dados';
export const SOLD_OUT_EVENT = '/eventos/workshop-esgotado';
export const VALID_CPF = '529.982.247-25';
export const SANDBOX_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 0000 0000 0002';

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? null;

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const WIDTHS = [DESKTOP, PHONE] as const;

export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  await page.screenshot({
    path: `${SCREENSHOT_DIR}/${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
}

/** axe-core on the whole page: no serious or critical violation (issue 11). */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await blockingAxeViolations(page), `axe on ${where}`).toEqual([]);
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) <= 768;
}

/** Opens the cart on a phone (it hides behind 'Selecionar ingressos'); a no-op on a desktop. */
export async function openCart(page: Page): Promise<void> {
  if (isPhone(page)) await page.getByRole('button', { name: /^Selecionar ingressos/ }).click();
}

export async function addTickets(page: Page, ticketName: string, quantity: number): Promise<void> {
  const plus = page.getByRole('button', { name: `Aumentar quantidade de ${ticketName}`, exact: true });
  for (let i = 0; i < quantity; i += 1) await plus.click();
  await expect(page.getByLabel(`Quantidade de ${ticketName}`, { exact: true })).toHaveText(String(quantity));
}

export function currentStage(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Etapas da inscrição' }).locator('[aria-current="step"]');
}

export function participant(page: Page, position: number): Locator {
  return page.getByRole('region', { name: `Participante ${position}` });
}

export async function fillConferenceParticipant(page: Page, nome: string, position = 1): Promise<void> {
  const form = participant(page, position);
  await form.getByLabel('Nome completo').fill(nome);
  await form.getByLabel('Email').fill(uniqueEmail('p'));
  await form.getByLabel('Empresa').fill('ACME');
  await form.getByRole('radio', { name: 'Instagram' }).check();
}

export async function fillBuyer(page: Page, email = uniqueEmail('compradora')): Promise<void> {
  const buyer = page.getByRole('region', { name: 'Dados do comprador' });
  await buyer.getByLabel('Nome completo').fill('Ana Compradora');
  await buyer.getByLabel('Email').fill(email);
  await buyer.getByLabel('CPF/CNPJ').fill(VALID_CPF);
}

export async function fillCard(page: Page, numero: string, nome: string): Promise<void> {
  await page.getByLabel('Número do cartão').fill(numero);
  await page.getByLabel('Validade').fill('12/2030');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Nome no cartão').fill(nome);
}

/** The visible notices (Mantine toasts). */
export function notices(page: Page): Locator {
  return page.locator('.mantine-Notification-root');
}

/** Whether the focused element shows a focus indicator (an outline or a ring drawn as a shadow). */
async function hasVisibleFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
    return outline || style.boxShadow !== 'none';
  });
}

/**
 * Presses Tab until `target` has the focus (never clicking), then checks that the focus can be
 * seen. Fails when Tab never reaches it.
 */
export async function tabTo(page: Page, target: Locator, maxTabs = 80): Promise<void> {
  for (let i = 0; i < maxTabs; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      expect(await hasVisibleFocus(target), 'focus indicator visible').toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`never reached with Tab: ${target}`);
}

/** Tabs to a field and types into it, as a keyboard user does. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).not.toHaveValue('');
}

/**
 * Waits until the checkout's autosave (localStorage, written 500 ms after the last keystroke) holds
 * `text`: the condition a reload depends on, instead of sleeping past the debounce.
 */
export async function expectAutosaved(page: Page, text: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('catraca:checkout:'))
          .map((key) => localStorage.getItem(key) ?? '')
          .join('\n'),
      ),
    )
    .toContain(text);
}

/**
 * `email` registers one person (themselves) for the demo event at `slug` through the API, as a
 * buyer paying by `method`; answers the registration's `data`.
 */
async function registerSelf(
  request: APIRequestContext,
  slug: string,
  method: 'free' | 'pix',
  email: string,
  nome: string,
): Promise<{ order_hash: string }> {
  const event = (await (await request.get(`/api/eventos/slug/${slug}`)).json()).data;
  const res = await request.post(`/api/eventos/${event.id}/inscricao`, {
    headers: XHR,
    data: {
      eventoId: event.id,
      comprador: {
        comprador: { name: nome, email, documento: VALID_CPF },
        payment_method: method,
        installments: 1,
      },
      participantes: [
        {
          ticketTypeId: event.tipos_ingresso[0].id,
          nome,
          email,
          telefone: '11987654321',
          cpf: VALID_CPF,
          answers: [],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}

/**
 * On an approval event's page, one pre-registration of `people` for `ticket`: each person's name
 * (`{name} {marker}`), e-mail, and phone and CPF (`cpfOf(index)`) where the form asks them, then
 * Pré Inscrever, up to the confirmation.
 */
export async function preRegisterOnPage(
  page: Page,
  slug: string,
  ticket: string,
  people: readonly string[],
  marker: string,
  cpfOf: (index: number) => string,
): Promise<void> {
  await page.goto(`/eventos/${slug}`);
  // On a phone the cart waits behind 'Selecionar ingressos' (auto-waited: the page may still be rendering).
  await openCart(page);
  const plus = page.getByRole('button', { name: `Aumentar quantidade de ${ticket}`, exact: true });
  for (const _ of people) await plus.click();
  await page.getByRole('button', { name: 'Continuar para Pré Inscrição(ões)' }).click();
  for (const [index, name] of people.entries()) {
    const form = page.getByRole('region', { name: `Participante ${index + 1}` });
    await form.getByLabel('Nome completo').fill(`${name} ${marker}`);
    await form.getByLabel('Email').fill(`${name.toLowerCase()}.${marker.toLowerCase()}@teste.com.br`);
    const phone = form.getByLabel('Telefone');
    if (await phone.count()) await phone.fill('11987654321');
    const cpf = form.getByLabel('CPF');
    if (await cpf.count()) await cpf.fill(cpfOf(index));
  }
  await page.getByRole('button', { name: 'Pré Inscrever' }).click();
  await expect(page.getByRole('region', { name: 'Pré-inscrição enviada' })).toBeVisible();
}

/**
 * A paid order for the demo conference through the API, as the checkout sends it: a sandbox card
 * (`SANDBOX_CARD`) in `installments`, one participant per name (the conference's form answered,
 * each with their own e-mail when given); the buyer is `buyerEmail`. Answers the order's hash.
 */
export async function buyConferenceByCard(
  request: APIRequestContext,
  buyerEmail: string,
  people: readonly { nome: string; email?: string }[],
  installments = 1,
): Promise<string> {
  const event = (await (await request.get('/api/eventos/slug/conferencia-catraca-2027')).json()).data;
  const inteira = (event.tipos_ingresso as { id: number; nome: string }[]).find((t) => t.nome === 'Inteira');
  const res = await request.post(`/api/eventos/${event.id}/inscricao`, {
    headers: XHR,
    data: {
      eventoId: event.id,
      comprador: {
        comprador: { name: 'Ana Compradora', email: buyerEmail, documento: VALID_CPF },
        payment_method: 'credit_card',
        installments,
        card_data: {
          number: SANDBOX_CARD.replace(/\s/g, ''),
          expiry: '12/2030',
          cvv: '123',
          name: 'Ana Compradora',
        },
      },
      participantes: people.map((person) => ({
        ticketTypeId: inteira?.id,
        nome: person.nome,
        email: person.email ?? uniqueEmail('p'),
        answers: [
          { id: 1, value: 'Gama' },
          { id: 2, value: 'Instagram' },
        ],
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const data = (await res.json()).data as { order_hash: string; status: string };
  expect(data.status).toBe('paid');
  return data.order_hash;
}

/** Registers `email` for the free demo event through the API; returns the order's hash. */
export async function registerFreeOrder(
  request: APIRequestContext,
  email: string,
  nome: string,
): Promise<string> {
  return (await registerSelf(request, 'encontro-comunidade-gratuito', 'free', email, nome)).order_hash;
}

/** Pre-registers `email` for the demo approval event through the API. */
export async function preRegister(request: APIRequestContext, email: string, nome: string): Promise<void> {
  await registerSelf(request, 'bootcamp-de-dados', 'pix', email, nome);
}

/** The path (with its #token) of the latest "Meus ingressos" link e-mailed to `email`. */
export async function readAccessLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers: XHR });
      const rows = (await res.json()).data as { kind: string; text: string }[];
      const text = rows.find((row) => row.kind === 'buyer_access')?.text ?? '';
      link = /https?:\/\/\S+\/meus-ingressos\/acesso#token=[\w-]+/.exec(text)?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.hash}`;
}
