// Approval events end to end (issue 9, "Done when"), one continuous journey per width, on an event
// this test creates through the organiser API: five people pre-register on the public page (the
// first for three participants); the organiser selects three by lottery with a typed seed and the
// public audit page confirms the draw; the first candidate pays two participants by PIX and one by
// card in 3 installments and downloads vouchers and receipt; another candidate is selected with a
// one-hour deadline, the real pg-boss expiry job runs at a time two hours later (the test clock the
// server honours under NODE_ENV=test, ADR 0162) and their page shows Prazo Vencido; the organiser
// disqualifies, reverts, exempts and communicates, reading each spec notice; every e-mail of the
// cycle (selected, disqualified, exempt, communication) is queued exactly once. axe checks the
// candidate page, its modals and the audit page.
import { createHash, createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  expect as baseExpect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { transitionsSettled } from './axe.ts';
import { preRegisterOnPage } from './buyer-helpers.ts';
import { createApprovalEvent, scrollsSideways, shot } from './organiser-helpers.ts';
import { holdRequests, XHR } from './wire.ts';

// Five engineers share two cores: lazy chunks can take longer than the default 10 s to arrive.
const expect = baseExpect.configure({ timeout: 60_000 });

const TICKET = 'Vaga';

/** A valid CPF from a number (check digits computed), so every person has their own. */
function cpfFrom(seed: number): string {
  const base = String(100_000_000 + (seed % 800_000_000))
    .padStart(9, '0')
    .split('')
    .map(Number);
  const digit = (digits: number[]) => {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const all = [...base, first, digit([...base, first])].join('');
  return `${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6, 9)}-${all.slice(9)}`;
}

async function expectAccessible(page: Page, where: string, include?: string): Promise<void> {
  // A modal that just opened (or one closing under it) is mid-fade: axe would read its colours
  // half transparent. Wait until no CSS transition is running (spinners are animations, not these).
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([]);
}

/** A fresh organiser (the page's cookies) and an approval event with one R$ 150,00 ticket on sale. */
async function createImmersion(page: Page, marker: string) {
  // Signs up and follows the e-mailed link: the page's cookies are the organiser's session.
  const { id, slug, csrf } = await createApprovalEvent(page, `Organizadora Seleção ${marker}`, {
    nome: `Imersão ${marker}`,
    link_evento: 'https://meet.example.com/imersao',
    ticketName: TICKET,
  });
  // A new event allows 1 installment (organiser spec §9); this organiser offers up to 12.
  const settings = await page.request.post(`/api/eventos/${id}/configuracoes/gerais`, {
    headers: { ...XHR, 'X-CSRF-Token': csrf },
    data: { emailUnico: false, parcelamentoMaximo: 12 },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  return { id, slug, csrf };
}

/** One pre-registration through the public page; returns the candidate page's order hash. */
async function preRegister(page: Page, slug: string, people: string[], marker: string, n: number) {
  await preRegisterOnPage(page, slug, TICKET, people, marker, (index) =>
    cpfFrom(Date.now() + n * 10 + index),
  );
  const href =
    (await page.getByRole('link', { name: 'Acompanhar pré-inscrição' }).getAttribute('href')) ?? '';
  const hash = /\/payment\/candidate\/([^/?#]+)/.exec(href)?.[1];
  expect(hash, href).toBeTruthy();
  return hash ?? '';
}

/** The ranking anyone can recompute: HMAC-SHA256(seed, id) hex ascending (issue 9). */
function rank(seed: string, ids: number[]): number[] {
  return ids
    .map((id) => ({ id, mac: createHmac('sha256', seed).update(String(id)).digest('hex') }))
    .sort((a, b) => (a.mac < b.mac ? -1 : a.mac > b.mac ? 1 : 0))
    .map((entry) => entry.id);
}

/**
 * A seed under which the lottery's first three are `wanted`: the organiser announces a seed, and
 * the journey needs the three participants of one pre-registration to be the ones selected.
 */
function seedSelecting(marker: string, eligible: number[], wanted: number[]): string {
  for (let i = 0; i < 10_000; i++) {
    const seed = `Loteria Federal ${marker} ${i}`;
    const top = rank(seed, eligible).slice(0, wanted.length);
    if (wanted.every((id) => top.includes(id))) return seed;
  }
  throw new Error('no seed found');
}

async function candidateIds(request: APIRequestContext, eventId: number) {
  const res = await request.get(`/api/eventos/${eventId}/candidatos?por_pagina=100`, { headers: XHR });
  expect(res.status()).toBe(200);
  return ((await res.json()).data.itens as { id: number; nome: string; status: string }[]).map((row) => ({
    id: row.id,
    nome: row.nome,
    status: row.status,
  }));
}

interface OutboxMail {
  subject: string;
  text: string | null;
}

/** The e-mails queued to one address (development outbox, newest first). */
async function mailsTo(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers: XHR });
  expect(res.status()).toBe(200);
  return (await res.json()).data as OutboxMail[];
}

/** Waits for exactly one e-mail to `email` whose subject starts with `subject`, and returns it. */
async function oneMail(request: APIRequestContext, email: string, subject: string): Promise<OutboxMail> {
  const matching = async () => (await mailsTo(request, email)).filter((m) => m.subject.startsWith(subject));
  await expect.poll(async () => (await matching()).length, { message: `${subject} to ${email}` }).toBe(1);
  const [mail] = await matching();
  return mail as OutboxMail;
}

async function participantNames(request: APIRequestContext, eventId: number): Promise<string[]> {
  const res = await request.get(`/api/eventos/${eventId}/participantes?por_pagina=100`, { headers: XHR });
  expect(res.status()).toBe(200);
  return ((await res.json()).data.itens as { nome: string }[]).map((row) => row.nome).sort();
}

async function search(page: Page, text: string) {
  const box = page.getByPlaceholder('Pesquisar por nome ou email');
  await box.fill(text);
  await box.press('Enter');
}

async function openCandidate(page: Page, name: string) {
  await search(page, name);
  await page.getByRole('button', { name, exact: true }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Dados do Pré-Inscrito' })).toBeVisible();
}

/**
 * Clicks an action in the candidate's details dialog and returns its confirmation, found by its
 * title: the details dialog can come after it in the page, and "the last dialog" then named a
 * button under the confirmation's overlay, which a click never reached.
 */
async function detailsAction(page: Page, action: string, confirmTitle: string): Promise<Locator> {
  await page
    .getByRole('dialog', { name: 'Dados do Pré-Inscrito' })
    .getByRole('button', { name: action })
    .click();
  const confirmation = page.getByRole('dialog', { name: confirmTitle });
  await expect(confirmation).toBeVisible();
  return confirmation;
}

function card(page: Page, name: string) {
  return page.getByTestId('candidate-card').filter({ hasText: name });
}

/** Mantine's switch input is visually hidden; centre it first so the floating bar never covers it. */
async function setSwitch(toggle: Locator, on: boolean) {
  await toggle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await toggle.setChecked(on, { force: true });
}

async function download(page: Page, button: string, fileName: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(fileName);
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
}

async function fillPayer(payer: Locator) {
  await payer.getByLabel('Nome completo').fill('Maria Pagadora');
  await payer.getByLabel('Email').fill('maria@teste.com.br');
  await payer.getByLabel('CPF/CNPJ').fill('529.982.247-25');
}

// The journey runs once, on a phone: the cart sheet, the draw link inside its card and the payer
// modal under a stale warning are the 390 px cases; the desktop layout is checked after it.
{
  const viewport = { width: 390, height: 844 };
  test(`approval journey from pre-registration to payment, expiry and organiser actions at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const marker = `J${viewport.width}${Date.now().toString(36)}`;
    const event = await createImmersion(page, marker);

    // 1. Ana pre-registers on the public page for herself, Bruno and Carla (the form on a phone);
    //    four others pre-register through the same public API (candidate-history and the buyer
    //    specs prove the page; here they only fill the draw).
    const anaHash = await preRegister(page, event.slug, ['Ana', 'Bruno', 'Carla'], marker, 0);
    const hashes: string[] = [];
    for (const [n, people] of [['Davi'], ['Elisa'], ['Fabio'], ['Gabi']].entries())
      hashes.push(await preRegisterByApi(page, event.id, people, marker, n + 1));
    const [daviHash = ''] = hashes;

    // 2. The organiser selects three by lottery with a typed seed.
    const all = await candidateIds(page.request, event.id);
    expect(all).toHaveLength(7);
    const idOf = (first: string) => all.find((row) => row.nome === `${first} ${marker}`)?.id ?? 0;
    const seed = seedSelecting(
      marker,
      all.map((row) => row.id),
      ['Ana', 'Bruno', 'Carla'].map(idOf),
    );
    await page.goto(`/admin/eventos/${event.id}?tab=candidatos`);
    await expect(page.getByRole('heading', { name: 'Pré-Inscritos' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sorteios' })).toHaveCount(0);
    // On a phone the table keeps the name column; the status rides under the name.
    // (A sortable header is a button; mantine-datatable names its sort icon, see decision 0090.)
    await expect(page.getByRole('button', { name: /^Candidato/ })).toBeVisible();
    for (const column of ['Ingresso', 'Status', 'Valor', 'Data de inscrição'])
      await expect(page.getByRole('button', { name: new RegExp(`^${column}`) })).toBeHidden();
    await expect(page.getByRole('columnheader', { name: 'Telefone' })).toBeHidden();
    await page.getByRole('button', { name: 'Selecionar Participantes' }).click();
    const modal = page.getByRole('dialog', { name: 'Seleção de Participantes' });
    await modal.getByRole('button', { name: 'Selecionar' }).click();
    await expect(
      modal.getByText('Por favor, informe a quantidade de participantes a serem selecionados.'),
    ).toBeVisible();
    await modal.getByLabel('Quantidade de participantes').fill('3');
    await modal.getByLabel('Sorteio auditável').check();
    await modal.getByLabel('Semente do sorteio').fill(seed);
    await shot(page, 'journey-selection-modal', { fullPage: false });
    await modal.getByRole('button', { name: 'Selecionar' }).click();
    await expect(page.getByText('Seleção Realizada!')).toBeVisible();
    await expect(
      page.getByText('3 participantes selecionados com prazo de 7 dias para pagamento'),
    ).toBeVisible();
    const href = (await modal.getByRole('link', { name: /\/sorteio\// }).getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/sorteio\/[A-Za-z0-9_-]{22}$/);
    // The header's × and the footer's button are both "Fechar"; either closes it.
    await modal.getByRole('button', { name: 'Fechar' }).first().click();
    // The event's draws, each linking to its audit page.
    const draws = page.getByRole('region', { name: 'Sorteios' });
    const drawLink = draws.getByRole('link', { name: href });
    await expect(drawLink).toHaveAttribute('href', href);
    await expect(draws.getByText('3 de 7')).toBeVisible();
    // The whole audit address is readable inside the card, even at 390 px (it used to be cut).
    const [linkBox, cardBox] = [await drawLink.boundingBox(), await draws.boundingBox()];
    expect((linkBox?.x ?? 0) + (linkBox?.width ?? 0)).toBeLessThanOrEqual(
      (cardBox?.x ?? 0) + (cardBox?.width ?? 0),
    );
    await shot(page, 'journey-candidates-tab');
    // Each selected order's buyer gets the payment link and deadline, once.
    const anaEmail = `ana.${marker.toLowerCase()}@teste.com.br`;
    const selectedMail = await oneMail(page.request, anaEmail, `Você foi selecionado: Imersão ${marker}`);
    expect(selectedMail.text).toContain(`/payment/candidate/${anaHash}`);
    // Addressed to the reader, with the amount, the deadline and one button (issue 22).
    expect(selectedMail.text).toMatch(
      /pague R\$ [\d.,]+ até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\)/,
    );
    expect(selectedMail.text).toContain('Boa notícia');

    // 3. The public audit page recomputes the draw in the browser and confirms it.
    const audit = await page.context().newPage();
    await audit.setViewportSize({ width: viewport.width, height: viewport.height });
    await audit.goto(href);
    await expect(audit.getByText('O sorteio confere')).toBeVisible();
    await expect(audit.getByText(seed)).toBeVisible();
    const ranking = audit.getByRole('table', { name: 'Classificação' });
    await expect(ranking.getByText('Selecionado')).toHaveCount(3);
    await shot(audit, 'journey-audit');
    await expectAccessible(audit, '/sorteio');
    const auditText = await audit.locator('body').innerText();
    const auditRows = (await ranking.locator('tbody tr').allInnerTexts()).map((row) =>
      row.split(/\s+/).filter(Boolean),
    );
    await audit.close();
    // The published draw is the one anyone recomputes from the seed: the ranking and the list's hash.
    const eligible = all.map((row) => row.id).sort((a, b) => a - b);
    expect(auditRows.map((row) => Number(row[1]))).toEqual(rank(seed, eligible));
    expect(auditText).toContain(createHash('sha256').update(eligible.join(',')).digest('hex'));

    // 4. Ana's page: three selected participants, each with their place in the draw, the same
    //    candidate numbers the audit page lists, linking to it.
    await page.goto(`/payment/candidate/${anaHash}`);
    await expect(page.getByRole('heading', { name: 'Pagamento da Inscrição' })).toBeVisible();
    await expect(page.getByTestId('candidate-card')).toHaveCount(3);
    for (const first of ['Ana', 'Bruno', 'Carla']) {
      const id = idOf(first);
      const place = auditRows.findIndex((row) => row[1] === String(id)) + 1;
      expect(place).toBeGreaterThanOrEqual(1);
      expect(place).toBeLessThanOrEqual(3);
      const position = card(page, `${first} ${marker}`).getByTestId('lottery-position');
      await expect(position).toContainText(`Sorteio: ${place}º de 7 (candidato nº ${id}, selecionado)`);
      await expect(position.getByRole('link', { name: 'Ver auditoria do sorteio' })).toHaveAttribute(
        'href',
        href,
      );
    }
    const toggles = page.getByRole('switch', { name: 'Incluir no pagamento' });
    await expect(toggles).toHaveCount(3);
    for (const toggle of await toggles.all()) await expect(toggle).toBeChecked();
    await expect(page.getByTestId('payment-total')).toHaveText('R$ 450,00');
    await shot(page, 'journey-candidate-page');
    await expectAccessible(page, 'candidate payment page');

    // Nobody chosen: the spec's message; then Ana and Bruno by PIX.
    for (const toggle of await toggles.all()) await setSwitch(toggle, false);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page.getByText('Selecione pelo menos um participante para pagamento.')).toBeVisible();
    await setSwitch(card(page, `Ana ${marker}`).getByRole('switch'), true);
    await setSwitch(card(page, `Bruno ${marker}`).getByRole('switch'), true);
    await expect(page.getByTestId('payment-total')).toHaveText('R$ 300,00');
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    const payer = page.getByRole('dialog', { name: 'Dados do Pagador' });
    // Moving on takes the stale warning away (it covered the modal's title at 390 px).
    await expect(page.getByText('Selecione pelo menos um participante para pagamento.')).toBeHidden({
      timeout: 1_000,
    });
    // The payer starts from the page's first participant (issue 22); emptied, the spec's messages.
    await expect(payer.getByLabel('Nome completo')).not.toHaveValue('');
    await payer.getByLabel('Nome completo').fill('');
    await payer.getByLabel('Email').fill('');
    await payer.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(payer.getByText('Nome é obrigatório')).toBeVisible();
    await expect(payer.getByText('Email é obrigatório')).toBeVisible();
    await expect(payer.getByText('CPF/CNPJ é obrigatório')).toBeVisible();
    await fillPayer(payer);
    await payer.getByLabel('CPF/CNPJ').fill('123.456.789-00');
    await payer.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(payer.getByText('CPF inválido')).toBeVisible();
    await payer.getByLabel('CPF/CNPJ').fill('529.982.247-25');
    await expectAccessible(page, 'payer modal', '[role="dialog"]');
    await payer.getByRole('button', { name: 'Gerar PIX' }).click();

    const pix = page.getByRole('dialog', { name: 'Pague com PIX' });
    await expect(pix.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
    await expect(pix.getByText(/Expira em (59|60) minutos/)).toBeVisible();
    await expect(pix.getByText('R$ 300,00')).toBeVisible();
    await shot(page, 'journey-pix', { fullPage: false });
    await expectAccessible(page, 'PIX modal', '[role="dialog"]');
    await pix.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();

    const success = page.getByRole('dialog', { name: 'Pagamento Confirmado' });
    await expect(success.getByText(`Ana ${marker}, Bruno ${marker}`)).toBeVisible();
    await shot(page, 'journey-success', { fullPage: false });
    await expectAccessible(page, 'success modal', '[role="dialog"]');
    await download(page, 'Baixar Ingressos', 'Ingressos dos Participantes.pdf');
    await download(page, 'Baixar Recibo', 'Recibo da Pré-Inscrição.pdf');
    await success.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(success).toBeHidden();
    await expect(card(page, `Ana ${marker}`).getByText('Pago')).toBeVisible();
    await expect(card(page, `Bruno ${marker}`).getByText('Pago')).toBeVisible();
    // Carla is left out of the next payment until chosen: nothing to pay, not "Gratuito".
    await expect(page.getByTestId('payment-total')).toHaveText('R$ 0,00');

    // Carla by card in 3 installments.
    const carla = card(page, `Carla ${marker}`).getByRole('switch');
    await setSwitch(carla, true);
    await expect(page.getByTestId('payment-total')).toHaveText('R$ 150,00');
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await fillPayer(payer);
    await payer.getByRole('radio', { name: 'Cartão de Crédito' }).check({ force: true });
    await payer.getByRole('button', { name: 'Pagar com Cartão' }).click();
    await expect(payer.getByText('Número do cartão é obrigatório')).toBeVisible();
    await expect(payer.getByText('Validade é obrigatória')).toBeVisible();
    await expect(payer.getByText('CVV é obrigatório')).toBeVisible();
    await payer.getByLabel('Número do cartão').fill('4111111111111111');
    await payer.getByLabel('Validade').fill('12/2030');
    await payer.getByLabel('CVV').fill('123');
    await payer.getByLabel('Nome no cartão').fill('Maria Pagadora');
    await payer.getByLabel('Parcelas').selectOption('3');
    await expect(payer.getByLabel('Parcelas')).toHaveValue('3');
    await shot(page, 'journey-card', { fullPage: false });
    await expectAccessible(page, 'card form', '[role="dialog"]');
    const [charged] = await Promise.all([
      page.waitForResponse((res) => res.url().includes('/api/payment-candidate/processar-pagamento-parcial')),
      payer.getByRole('button', { name: 'Pagar com Cartão' }).click(),
    ]);
    // The server priced and charged Carla's place alone, by card, in three installments.
    expect((await charged.json()).data).toMatchObject({
      paid: true,
      payment_method: 'credit_card',
      installments: 3,
      amount_cents: 15_000,
      participants_count: 1,
    });
    await expect(success.getByText(`Carla ${marker}`)).toBeVisible();
    await download(page, 'Baixar Ingressos', 'Ingressos dos Participantes.pdf');
    await download(page, 'Baixar Recibo', 'Recibo da Pré-Inscrição.pdf');
    await success.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(page.getByText('Pago', { exact: true })).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0);
    await shot(page, 'journey-paid');

    // 5. Davi is selected with a one-hour deadline; the real expiry job runs two hours later.
    await page.goto(`/admin/eventos/${event.id}?tab=candidatos`);
    await page.getByRole('button', { name: 'Selecionar Participantes' }).click();
    await modal.getByLabel('Quantidade de participantes').fill('1');
    await modal.getByLabel('Prazo para pagamento').fill('1');
    await modal.getByLabel('Unidade').click();
    await page.getByRole('option', { name: 'Horas' }).click();
    await modal.getByRole('button', { name: 'Selecionar' }).click();
    await expect(
      page.getByText('1 participante selecionado com prazo de 1 hora para pagamento'),
    ).toBeVisible();
    // A chronological selection has no draw to link to: the modal closes on success.
    await expect(modal).toBeHidden();
    const daviMail = await oneMail(
      page.request,
      `davi.${marker.toLowerCase()}@teste.com.br`,
      `Você foi selecionado: Imersão ${marker}`,
    );
    expect(daviMail.text).toContain(`/payment/candidate/${daviHash}`);
    await page.goto(`/payment/candidate/${daviHash}`);
    await expect(card(page, `Davi ${marker}`).getByText('Aguardando Pagamento')).toBeVisible();

    const agora = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const run = await page.request.post('/api/dev/jobs/expire-candidate-deadlines', {
      headers: XHR,
      data: { agora },
    });
    expect(run.status(), await run.text()).toBe(200);
    expect((await run.json()).data.estado).toBe('completed');
    await page.reload();
    await expect(card(page, `Davi ${marker}`).getByText('Prazo Vencido')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0);
    await shot(page, 'journey-expired');
    await expectAccessible(page, 'expired candidate page');

    // 6. The organiser disqualifies, reverts, exempts and communicates.
    await page.goto(`/admin/eventos/${event.id}?tab=candidatos`);
    await expect(page.getByRole('heading', { name: 'Pré-Inscritos' })).toBeVisible();
    // The counters as the organiser reads them: Davi's lapse counts under Vencidos.
    const counters = page.getByLabel('Status dos candidatos');
    await expect(counters).toContainText('3Pré-Inscritos0Selecionados1Vencidos0Desclassificados');
    await openCandidate(page, `Elisa ${marker}`);
    await shot(page, 'journey-details', { fullPage: false });
    // The list's refresh after the change is held on the wire: her row still shows the old status.
    const listRefresh = await holdRequests(page, (url) =>
      /\/api\/eventos\/\d+\/candidatos$/.test(url.pathname),
    );
    await page
      .getByRole('dialog', { name: 'Dados do Pré-Inscrito' })
      .getByRole('button', { name: 'Desclassificar' })
      .click();
    await expect(page.getByLabel('Notificar candidatos por e-mail')).toBeChecked();
    await page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: 'Desclassificar', exact: true })
      .click();
    await expect(page.getByText('Candidatos desclassificados!')).toBeVisible();
    const elisaEmail = `elisa.${marker.toLowerCase()}@teste.com.br`;
    await oneMail(page.request, elisaEmail, `Resultado da seleção: Imersão ${marker}`);
    await expect(counters).toContainText('2Pré-Inscritos0Selecionados1Vencidos1Desclassificados');

    // Opened from that stale row, the details dialog shows her as the server reads her now, and
    // offers the actions of her new status only.
    const elisaRow = page.getByRole('row').filter({ hasText: `Elisa ${marker}` });
    await expect(elisaRow).toContainText('Pré-Inscrito');
    await page.getByRole('button', { name: `Elisa ${marker}`, exact: true }).press('Enter');
    const elisaDetails = page.getByRole('dialog', { name: 'Dados do Pré-Inscrito' });
    await expect(elisaDetails.getByText('Desclassificado', { exact: true })).toBeVisible();
    await expect(elisaDetails.getByRole('button', { name: 'Reverter para pré-inscrito' })).toBeEnabled();
    await expect(elisaDetails.getByRole('button', { name: 'Desclassificar' })).toHaveCount(0);
    await shot(page, 'journey-details-fresh', { fullPage: false });
    await listRefresh.release();
    await expect(elisaRow).toContainText('Desclassificado');

    // Reverting always e-mails the buyer (ADR 0427): the confirmation says so before it happens.
    const revert = await detailsAction(page, 'Reverter para pré-inscrito', 'Reverter para pré-inscrito');
    await expect(revert.getByText(`Deseja reverter para pré-inscrito Elisa ${marker}?`)).toBeVisible();
    await expect(
      revert.getByText('Quem fez cada pré-inscrição recebe um e-mail avisando que ela voltou para análise.'),
    ).toBeVisible();
    await transitionsSettled(page);
    await shot(page, 'journey-revert-confirmation', { fullPage: false });
    await revert.getByRole('button', { name: 'Reverter', exact: true }).click();
    await expect(page.getByText('Candidatos revertidos!')).toBeVisible();
    await oneMail(page.request, elisaEmail, `Sua pré-inscrição voltou para análise`);

    await openCandidate(page, `Fabio ${marker}`);
    const exempt = await detailsAction(page, 'Conceder isenção', 'Conceder isenção');
    await exempt.getByRole('button', { name: 'Conceder isenção', exact: true }).click();
    await expect(page.getByText('Isenção concedida!')).toBeVisible();
    await expect(
      page.getByText('1 candidato movido para lista de participantes de forma isenta'),
    ).toBeVisible();
    await oneMail(
      page.request,
      `fabio.${marker.toLowerCase()}@teste.com.br`,
      `Inscrição confirmada com isenção: Imersão ${marker}`,
    );
    // Paid and exempt candidates are the event's participants now.
    expect(await participantNames(page.request, event.id)).toEqual(
      ['Ana', 'Bruno', 'Carla', 'Fabio'].map((first) => `${first} ${marker}`),
    );

    await search(page, '');
    await page.getByRole('button', { name: 'Comunicar Pré-inscritos' }).click();
    const comm = page.getByRole('dialog', { name: 'Comunicar Pré-inscritos' });
    await comm.getByLabel('Assunto').fill(`Aviso ${marker}`);
    await comm.getByLabel('Mensagem').fill('O resultado final sai na próxima semana.');
    await shot(page, 'journey-communicate', { fullPage: false });
    await comm.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Comunicação Enviada!')).toBeVisible();
    // Every candidate has their own address: seven e-mails to seven candidates.
    await expect(page.getByText('7 emails enviados para 7 candidatos')).toBeVisible();
    await oneMail(page.request, elisaEmail, `Aviso ${marker}`);

    const final = await candidateIds(page.request, event.id);
    const statusOf = (first: string) => final.find((row) => row.nome === `${first} ${marker}`)?.status;
    expect(['Ana', 'Bruno', 'Carla', 'Davi', 'Elisa', 'Fabio', 'Gabi'].map(statusOf)).toEqual([
      'pago',
      'pago',
      'pago',
      'prazo_vencido',
      'pre_inscrito',
      'isento',
      'pre_inscrito',
    ]);
    // Three paid and one exempt hold places; Davi's lapsed place is free again.
    await expect(page.getByText('4/20 ocupadas')).toBeVisible();
    await shot(page, 'journey-organiser-after');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });
}

/**
 * Pre-registers `people` in one order through the public API, as the page does (the first person
 * is the buyer, with their own address); `n` keeps every person's CPF their own.
 */
async function preRegisterByApi(page: Page, eventId: number, people: string[], marker: string, n = 0) {
  const event = (await (await page.request.get(`/api/eventos/inscricao/${eventId}`)).json()).data;
  const res = await page.request.post(`/api/eventos/${eventId}/inscricao`, {
    headers: XHR,
    data: {
      comprador: {
        comprador: {
          name: `${people[0]} ${marker}`,
          email: `${people[0]}.${marker}@teste.com.br`.toLowerCase(),
          documento: cpfFrom(Date.now() + n * 10),
        },
        payment_method: 'pix',
        installments: 1,
      },
      participantes: people.map((name, index) => ({
        ticketTypeId: event.tipos_ingresso[0].id,
        nome: `${name} ${marker}`,
        email: `${name}.${marker}@teste.com.br`.toLowerCase(),
        telefone: '11987654321',
        cpf: cpfFrom(Date.now() + n * 10 + index),
        answers: [],
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.order_hash as string;
}

test('at 1366 px the candidates table shows its columns, and the draw, audit and candidate pages fit (the latter after a failed load)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const marker = `L${Date.now().toString(36)}`;
  const event = await createImmersion(page, marker);
  const hash = await preRegisterByApi(page, event.id, ['Ana', 'Bruno'], marker);
  const drawn = await page.request.post(`/api/eventos/${event.id}/selecionar-participantes`, {
    headers: { ...XHR, 'X-CSRF-Token': event.csrf },
    data: { quantidade_participantes: 2, metodo_selecao: 'sorteio', semente: `Loteria Federal ${marker}` },
  });
  expect(drawn.status(), await drawn.text()).toBe(200);
  const href = `/sorteio/${(await drawn.json()).data.sorteio_id}`;

  // The organiser's table: on a desktop every column is there, the status in its own.
  await page.goto(`/admin/eventos/${event.id}?tab=candidatos`);
  await expect(page.getByRole('heading', { name: 'Pré-Inscritos' })).toBeVisible();
  // (A sortable header is a button; mantine-datatable names its sort icon, see decision 0090.)
  for (const column of ['Candidato', 'Ingresso', 'Status', 'Valor', 'Data de inscrição'])
    await expect(page.getByRole('button', { name: new RegExp(`^${column}`) })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Telefone' })).toBeVisible();
  const draws = page.getByRole('region', { name: 'Sorteios' });
  const drawLink = draws.getByRole('link', { name: href });
  await expect(drawLink).toHaveAttribute('href', href);
  const [linkBox, cardBox] = [await drawLink.boundingBox(), await draws.boundingBox()];
  expect((linkBox?.x ?? 0) + (linkBox?.width ?? 0)).toBeLessThanOrEqual(
    (cardBox?.x ?? 0) + (cardBox?.width ?? 0),
  );
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, 'layout-candidates-tab');

  await page.goto(href);
  await expect(page.getByText('O sorteio confere')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectAccessible(page, '/sorteio at 1366 px');

  // A failed load of the candidate page offers Tentar Novamente, which loads it.
  let failures = 3; // the first load and its two automatic retries
  await page.route('**/api/payment-candidate/*', async (route) => {
    if (route.request().method() === 'GET' && failures-- > 0) {
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
    } else await route.fallback();
  });
  await page.goto(`/payment/candidate/${hash}`);
  await page.getByRole('button', { name: 'Tentar Novamente' }).click();
  await expect(page.getByTestId('candidate-card')).toHaveCount(2);
  await expect(card(page, `Ana ${marker}`).getByText('Aguardando Pagamento')).toBeVisible();
  await expect(page.getByTestId('payment-total')).toHaveText('R$ 300,00');
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, 'layout-candidate-page');
  await expectAccessible(page, 'candidate payment page at 1366 px');
});
