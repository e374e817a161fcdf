// Approval events, organiser side (issue 9): five people pre-register through the public API, the
// organiser selects three by lottery with a typed seed, opens the public audit page which
// recomputes and confirms the draw, then disqualifies, reverts, exempts and communicates, seeing
// the spec's messages. Runs at 1366 and 390 px on the demo's "Bootcamp de Dados" (needs approval);
// each run's people carry a marker so it reads only its own rows.
import { expect, type Page, test } from '@playwright/test';
import { loginAsDemo } from './fixtures.ts';
import { shot } from './organiser-helpers.ts';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const FIRST = ['Alice', 'Bruno', 'Carla', 'Diego', 'Elisa'];

async function preRegister(page: Page, marker: string): Promise<number> {
  const event = await (
    await page.request.get('/api/eventos/slug/bootcamp-de-dados', { headers: XHR })
  ).json();
  const eventId = event.data.id as number;
  const ticket = event.data.tipos_ingresso[0].id as number;
  for (const first of FIRST) {
    const nome = `${first} ${marker}`;
    const email = `${first.toLowerCase()}.${marker.toLowerCase()}@teste.com.br`;
    const res = await page.request.post(`/api/eventos/${eventId}/inscricao`, {
      headers: XHR,
      data: {
        comprador: {
          comprador: { name: nome, email, documento: '529.982.247-25' },
          payment_method: 'pix',
          installments: 1,
        },
        participantes: [
          { ticketTypeId: ticket, nome, email, telefone: '11987654321', cpf: '529.982.247-25', answers: [] },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return eventId;
}

async function search(page: Page, text: string) {
  const box = page.getByPlaceholder('Pesquisar por nome ou email');
  await box.fill(text);
  await box.press('Enter');
}

async function openCandidate(page: Page, name: string) {
  await search(page, name);
  // Keyboard, not a pointer click: at 390 px the shared table's (invisible) empty state sits over
  // the first row and takes pointer events (reported to the data-table owner).
  await page.getByRole('button', { name, exact: true }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Dados do Pré-Inscrito' })).toBeVisible();
}

async function confirm(page: Page, button: string) {
  const dialog = page.getByRole('dialog').last();
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`approval cycle for the organiser at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const marker = `Sel${viewport.width}${Date.now().toString(36)}`;
    await loginAsDemo(page);
    const eventId = await preRegister(page, marker);

    await page.goto(`/admin/eventos/${eventId}?tab=candidatos`);
    await expect(page.getByRole('heading', { name: 'Pré-Inscritos' })).toBeVisible();
    await expect(page.getByLabel('Vagas')).toBeVisible();
    await search(page, marker);
    await expect(page.getByText(`Alice ${marker}`)).toBeVisible();
    await shot(page, 'approval-organiser-list');

    // Lottery among every pre-registered candidate of the event, with a typed seed.
    const seed = `Loteria Federal ${marker}`;
    await page.getByRole('button', { name: 'Selecionar Participantes' }).click();
    const modal = page.getByRole('dialog', { name: 'Seleção de Participantes' });
    await modal.getByRole('button', { name: 'Selecionar' }).click();
    await expect(
      modal.getByText('Por favor, informe a quantidade de participantes a serem selecionados.'),
    ).toBeVisible();
    await modal.getByLabel('Quantidade de participantes').fill('3');
    await modal.getByLabel('Sorteio auditável').check();
    await modal.getByLabel('Semente do sorteio').fill(seed);
    await shot(page, 'approval-organiser-selection-modal', { fullPage: false });
    await modal.getByRole('button', { name: 'Selecionar' }).click();
    await expect(page.getByText('Seleção Realizada!')).toBeVisible();
    await expect(
      page.getByText('3 participantes selecionados com prazo de 7 dias para pagamento'),
    ).toBeVisible();
    const auditLink = modal.getByRole('link', { name: /\/sorteio\// });
    const href = (await auditLink.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/sorteio\/[A-Za-z0-9_-]{22}$/);
    await modal.getByRole('button', { name: 'Fechar' }).click();

    // The public audit page recomputes the draw in the browser.
    const audit = await page.context().newPage();
    await audit.setViewportSize({ width: viewport.width, height: viewport.height });
    await audit.goto(href);
    await expect(audit.getByText('O sorteio confere')).toBeVisible();
    await expect(audit.getByText(seed)).toBeVisible();
    await expect(audit.getByRole('table', { name: 'Classificação' }).getByText('Selecionado')).toHaveCount(3);
    await shot(audit, 'approval-organiser-audit');
    await audit.close();

    // Work on one of this run's candidates who is still pre-registered.
    await page.reload();
    await search(page, marker);
    const rows = await (
      await page.request.get(
        `/api/eventos/${eventId}/candidatos?busca=${encodeURIComponent(marker)}&status=pre_inscrito`,
        { headers: XHR },
      )
    ).json();
    const names = (rows.data.itens as { nome: string }[]).map((r) => r.nome);
    expect(names.length).toBeGreaterThanOrEqual(2);
    const [first = '', second = ''] = names;

    await openCandidate(page, first);
    await shot(page, 'approval-organiser-details', { fullPage: false });
    await page
      .getByRole('dialog', { name: 'Dados do Pré-Inscrito' })
      .getByRole('button', { name: 'Desclassificar' })
      .click();
    await expect(page.getByLabel('Notificar candidatos por e-mail')).toBeChecked();
    await shot(page, 'approval-organiser-confirm', { fullPage: false });
    await confirm(page, 'Desclassificar');
    await expect(page.getByText('Candidatos desclassificados!')).toBeVisible();

    await openCandidate(page, first);
    await page
      .getByRole('dialog', { name: 'Dados do Pré-Inscrito' })
      .getByRole('button', { name: 'Reverter para pré-inscrito' })
      .click();
    await confirm(page, 'Reverter');
    await expect(page.getByText('Candidatos revertidos!')).toBeVisible();

    await openCandidate(page, second);
    await page
      .getByRole('dialog', { name: 'Dados do Pré-Inscrito' })
      .getByRole('button', { name: 'Conceder isenção' })
      .click();
    await confirm(page, 'Conceder isenção');
    await expect(page.getByText('Isenção concedida!')).toBeVisible();
    await expect(
      page.getByText('1 candidato movido para lista de participantes de forma isenta'),
    ).toBeVisible();

    // Comunicar Pré-inscritos to this run's pre-registered candidates.
    await search(page, '');
    await page.getByRole('button', { name: 'Comunicar Pré-inscritos' }).click();
    const comm = page.getByRole('dialog', { name: 'Comunicar Pré-inscritos' });
    await comm.getByLabel('Assunto').fill(`Aviso ${marker}`);
    await comm.getByLabel('Mensagem').fill('O resultado final sai na próxima semana.');
    await comm.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Isento' }).click();
    await comm.getByLabel('Assunto').click();
    await shot(page, 'approval-organiser-communicate', { fullPage: false });
    await comm.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Comunicação Enviada!')).toBeVisible();
    await expect(page.getByText(/\d+ emails? enviados? para \d+ candidatos?/)).toBeVisible();
    await shot(page, 'approval-organiser-after');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });
}
