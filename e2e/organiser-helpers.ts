import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { registerOrganiser } from './fixtures.ts';
import { XHR } from './wire.ts';

// Helpers for the organiser-area journeys of issue 12.

export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? null;

/** Saves a full-page screenshot when SCREENSHOT_DIR is set (the reviewer's eyes, not an assertion). */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width}.png`, fullPage });
}

export function uniqueOrganiserEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@teste.com.br`;
}

/** The reset link e-mailed to `email`, read from the development outbox (GET /api/dev/outbox). */
export function readResetLink(request: APIRequestContext, email: string): Promise<string> {
  return readEmailedLink(request, email, 'redefinir-senha');
}

/** The sign-up confirmation link e-mailed to `email` (docs/decisions/0047-sign-up-by-e-mail-link.md). */
export function readSignupLink(request: APIRequestContext, email: string): Promise<string> {
  return readEmailedLink(request, email, 'confirmar-cadastro');
}

/** The organisation invitation link e-mailed to `email` (issue 21). */
export function readInvitationLink(page: Page, email: string): Promise<string> {
  return readEmailedLink(page.request, email, 'convite');
}

/**
 * The newest `/admin/<page>#token=…` link e-mailed to `email`. The outbox gives each message's text
 * as written, not MIME-encoded: the token is read as it is. (Decoding it as quoted-printable turned
 * a token that began with "3D" into another one, a link that was "invalid or used".)
 */
async function readEmailedLink(request: APIRequestContext, email: string, page: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+/admin/${page}#token=[A-Za-z0-9_-]+`);
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers: XHR });
        const entries = ((await res.json()) as { data: { text: string | null }[] }).data;
        link = entries.map((entry) => pattern.exec(entry.text ?? '')?.[0]).find(Boolean) ?? null;
        return link !== null;
      },
      { timeout: 20_000, message: `no ${page} e-mail for ${email}` },
    )
    .toBe(true);
  return link ?? '';
}

/** True when the page scrolls sideways (the admin must not, even at 390 px). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** Every label of a Mantine badge on the page that is cut ("EM AN…"). */
export async function clippedBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-label')]
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? ''),
  );
}

/** The seeded demo conference (src/server/seed/demo-seed.ts): its id and ticket type ids. */
export async function demoConference(page: Page): Promise<{ id: number; ticketTypeIds: number[] }> {
  const res = await page.request.get('/api/eventos/slug/conferencia-catraca-2027', { headers: XHR });
  expect(res.status()).toBe(200);
  const event = (await res.json()).data as { id: number; tipos_ingresso: { id: number }[] };
  return { id: event.id, ticketTypeIds: event.tipos_ingresso.map((t) => t.id) };
}

/** First names for a run's participants, A to Z (each run adds its marker as the surname). */
export const PEOPLE = [
  'Alice',
  'Bruna',
  'Caio',
  'Davi',
  'Elisa',
  'Felipe',
  'Gabi',
  'Hugo',
  'Iara',
  'Joana',
  'Kauã',
  'Lara',
  'Miguel',
  'Nina',
  'Otto',
  'Paula',
  'Quim',
  'Rita',
  'Saulo',
  'Téo',
  'Ulisses',
  'Vera',
  'Wagner',
  'Xuxa',
  'Yara',
  'Zeca',
] as const;

/** A run's address for a first name: accents dropped, lower case, the run's marker. */
export function participantEmail(first: string, marker: string): string {
  const name = first
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return `${name}.${marker.toLowerCase()}@teste.com.br`;
}

type PixOrder = { order_hash: string; order_payment_id: string };

/**
 * One order through the public registration API, by PIX, as the checkout sends it; the PIX is paid
 * through the sandbox's stand-in for the bank unless `paid` is false.
 */
export async function placePixOrder(
  request: APIRequestContext,
  eventId: number,
  buyer: { name: string; email: string },
  participants: {
    ticketTypeId: number;
    nome: string;
    email: string;
    answers?: { id: number; value: string }[];
  }[],
  { paid = true } = {},
): Promise<PixOrder> {
  const res = await request.post(`/api/eventos/${eventId}/inscricao`, {
    headers: XHR,
    data: {
      comprador: {
        comprador: { ...buyer, documento: '529.982.247-25' },
        payment_method: 'pix',
        installments: 1,
      },
      participantes: participants.map((person) => ({ answers: [], ...person })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()).data as PixOrder;
  if (paid) {
    const confirmed = await request.post('/api/sandbox/pix/confirmar', {
      headers: XHR,
      data: { order_hash: order.order_hash },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  return order;
}

/**
 * One participant (who is also the buyer) through the public registration API, by PIX; the PIX is
 * paid through the sandbox unless `paid` is false. Answers default to the demo conference's form.
 */
export async function registerParticipant(
  page: Page,
  eventId: number,
  person: {
    nome: string;
    email: string;
    ticketTypeId: number;
    paid?: boolean;
    answers?: { id: number; value: string }[];
  },
): Promise<PixOrder> {
  const answers = person.answers ?? [
    { id: 1, value: 'Empresa Jornada' },
    { id: 2, value: 'Instagram' },
  ];
  return placePixOrder(
    page.request,
    eventId,
    { name: person.nome, email: person.email },
    [{ ticketTypeId: person.ticketTypeId, nome: person.nome, email: person.email, answers }],
    { paid: person.paid !== false },
  );
}

/** The Participantes table's filter panel: one status chosen, applied. */
export async function applyParticipantStatusFilter(page: Page, status: string): Promise<void> {
  await page.getByRole('button', { name: /^Filtros/ }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Aplicar Filtros' }).click();
}

/**
 * A new event is a draft, public only once published (issue 20): what the organiser's "Publicar"
 * does, for helpers that create events to buy from.
 */
export async function publishEvent(request: APIRequestContext, eventId: number, csrf: string): Promise<void> {
  const res = await request.post(`/api/eventos/${eventId}/publicar`, {
    headers: { ...XHR, 'X-CSRF-Token': csrf },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A fresh organiser (the page's cookies) and one online event of theirs, 10–11 May next year, with
 * one ticket type on sale. `event` adds to or overrides the creation body (spec §7 criar-evento).
 */
export async function createOrganiserEvent(
  page: Page,
  organiserName: string,
  event: { nome: string; ticket: { nome: string; preco: string; quantidade: number } } & Record<
    string,
    unknown
  >,
): Promise<{ id: number; slug: string; csrf: string }> {
  const { csrfToken: csrf } = await registerOrganiser(page, organiserName);
  const year = new Date().getFullYear() + 1;
  const { ticket, ...rest } = event;
  const created = await page.request.post('/api/criar-evento', {
    headers: { ...XHR, 'X-CSRF-Token': csrf },
    data: {
      data_inicio: `10/05/${year}`,
      hora_inicio: '09:00',
      data_fim: `11/05/${year}`,
      hora_fim: '18:00',
      tipo_evento: 'online',
      ...rest,
      tipos_ingresso: [{ client_id: 'novo-1', ...ticket, limit_per_order: 5 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()).data.evento as { id: number; slug: string };
  await publishEvent(page.request, id, csrf);
  return { id, slug, csrf };
}

/**
 * A fresh organiser and their published approval event (pre-registrations the organiser selects,
 * 7 days to pay), 20 places and one R$ 150,00 ticket type `ticketName`.
 */
export function createApprovalEvent(
  page: Page,
  organiserName: string,
  event: { nome: string; link_evento: string; ticketName: string },
): Promise<{ id: number; slug: string; csrf: string }> {
  return createOrganiserEvent(page, organiserName, {
    nome: event.nome,
    descricao: '<p>Vagas por seleção.</p>',
    numero_participantes: 20,
    pre_inscricao_type: 'approval',
    pre_inscricao_approval_duration: { value: 7, unit: 'dias' },
    link_evento: event.link_evento,
    ticket: { nome: event.ticketName, preco: '150.00', quantidade: 20 },
  });
}

/** The id of the event's first ticket type, from its public registration form. */
export async function firstTicketTypeId(page: Page, eventId: number): Promise<number> {
  const form = (await (await page.request.get(`/api/eventos/inscricao/${eventId}`)).json()).data as {
    tipos_ingresso: { id: number }[];
  };
  return form.tipos_ingresso[0]?.id ?? 0;
}

/** A phone of its own (a new browser context): 390 px, touch, pt-BR on São Paulo time. */
export function openPhone(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
}

/**
 * On the new-event form: an online event `name` on 10/10/2030 for 50 people, described by
 * `description` (typed into the editor), at a meeting link. Tickets and saving are the caller's.
 */
export async function fillOnlineEventForm(page: Page, name: string, description: string): Promise<void> {
  await page.getByLabel('Nome do evento').fill(name);
  const editor = page.getByRole('textbox', { name: 'Descrição' });
  await editor.click();
  await editor.pressSequentially(description);
  await page.getByLabel('Número de participantes').fill('50');
  await page.getByLabel('Data de início').fill('10/10/2030');
  await page.getByLabel('Data de fim').fill('10/10/2030');
  await page.getByRole('tab', { name: 'Online' }).click();
  await page.getByLabel('Link do evento').fill('meet.google.com/abc-defg');
}

/**
 * On the event form: opens Adicionar Ingresso and fills a free ticket "Entrada", 50 places, on sale
 * until 09/10/2030; answers the still open dialog (the caller saves it).
 */
export async function fillFreeTicket(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Adicionar Ingresso' }).click();
  const modal = page.getByRole('dialog', { name: 'Novo Tipo de Ingresso' });
  await modal.getByLabel('Nome do ingresso').fill('Entrada');
  await modal.getByLabel('Gratuito').check();
  await modal.getByLabel('Quantidade disponível').fill('50');
  await modal.getByLabel('Fim das vendas').fill('09/10/2030');
  return modal;
}

/** A seeded event's id, by its slug. */
export async function eventIdBySlug(page: Page, slug: string): Promise<number> {
  const res = await page.request.get(`/api/eventos/slug/${slug}`, { headers: XHR });
  expect(res.status()).toBe(200);
  return ((await res.json()).data as { id: number }).id;
}

/** One pre-registration on an approval event (the demo Bootcamp), so Pré-Inscritos has a row; its name. */
export async function preRegister(page: Page, id: number, marker: string): Promise<string> {
  const form = (await (await page.request.get(`/api/eventos/inscricao/${id}`)).json()).data;
  const nome = `Iara ${marker}`;
  const email = `iara.${marker.toLowerCase()}@teste.com.br`;
  const res = await page.request.post(`/api/eventos/${id}/inscricao`, {
    headers: XHR,
    data: {
      comprador: {
        comprador: { name: nome, email, documento: '529.982.247-25' },
        payment_method: 'pix',
        installments: 1,
      },
      participantes: [
        {
          ticketTypeId: form.tipos_ingresso[0].id,
          nome,
          email,
          telefone: '11987654321',
          cpf: '529.982.247-25',
          answers: [],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return nome;
}

/**
 * The signed-in session's anti-forgery token, asked of the server (GET /api/auth/session): for
 * specs that set up through the API without loading a page first. `origin` names the address the
 * session's cookie belongs to when it is not the suite's base URL (an e-mailed link's localhost).
 */
export async function sessionCsrfToken(request: APIRequestContext, origin = ''): Promise<string> {
  const res = await request.get(`${origin}/api/auth/session`, { headers: XHR });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

/**
 * A fresh organiser signed up and confirmed through the API on `request` alone (no browser page):
 * its cookies are that request context's. Returns the session's anti-forgery token.
 */
export async function registerOrganiserByApi(request: APIRequestContext, name: string): Promise<string> {
  const email = uniqueOrganiserEmail('api');
  const res = await request.post('/api/auth/register', {
    data: { name, email, password: 'senha-muito-segura' },
    headers: XHR,
  });
  expect(res.status(), await res.text()).toBe(202);
  const token = new URL(await readSignupLink(request, email)).hash.replace(/^#token=/, '');
  const confirmed = await request.post('/api/auth/confirm-email', { data: { token }, headers: XHR });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return ((await confirmed.json()) as { data: { csrfToken: string } }).data.csrfToken;
}
