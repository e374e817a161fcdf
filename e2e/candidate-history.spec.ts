// Pré-Inscritos: the server's action log shown as "Histórico" in Dados do Pré-Inscrito (ADR 0185),
// locked rows (pago/isento) whose checkbox is disabled with its reason and skipped by "select all
// on this page" (ADR 0186), and the draw audit page recomputing over plain http, where the browser
// has no crypto.subtle (ADR 0187).
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createApprovalEvent, shot } from './organiser-helpers.ts';
import { XHR } from './wire.ts';

// Shared cores: lazy chunks may take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 45_000 });
const TICKET = 'Vaga';
const PORT = Number(process.env.E2E_PORT ?? 4317);
// A host name that is not localhost: http on it is not a secure context (no crypto.subtle).
const PLAIN_HTTP_HOST = 'sorteio-http.test';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${PLAIN_HTTP_HOST} 127.0.0.1`],
  },
});

/**
 * A fresh organiser with an approval event and three people in one pre-registration (through the
 * public API: the page's form is proven by buyer-shell at both widths and by the approval journey
 * for three people), then Ana exempted, Bruno disqualified and reverted, and one drawn by lottery.
 */
async function setUp(page: Page, marker: string) {
  const event = await createApprovalEvent(page, `Olga Histórico ${marker}`, {
    nome: `Seleção ${marker}`,
    link_evento: 'https://meet.example.com/selecao',
    ticketName: TICKET,
  });
  const headers = { ...XHR, 'X-CSRF-Token': event.csrf };

  const people = ['Ana', 'Bruno', 'Carla'];
  const cpfs = ['529.982.247-25', '111.444.777-35', '390.533.447-05'];
  const form = (await (await page.request.get(`/api/eventos/inscricao/${event.id}`)).json()).data;
  const res = await page.request.post(`/api/eventos/${event.id}/inscricao`, {
    headers: XHR,
    data: {
      comprador: {
        comprador: {
          name: `Ana ${marker}`,
          email: `ana.${marker.toLowerCase()}@teste.com.br`,
          documento: cpfs[0],
        },
        payment_method: 'pix',
        installments: 1,
      },
      participantes: people.map((name, index) => ({
        ticketTypeId: form.tipos_ingresso[0].id,
        nome: `${name} ${marker}`,
        email: `${name.toLowerCase()}.${marker.toLowerCase()}@teste.com.br`,
        telefone: '11987654321',
        cpf: cpfs[index],
        answers: [],
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  const list = await page.request.get(`/api/eventos/${event.id}/candidatos`, { headers: XHR });
  const rows = (await list.json()).data.itens as { id: number; nome: string }[];
  const idOf = (name: string) => rows.find((r) => r.nome.startsWith(name))?.id ?? 0;
  const post = async (url: string, data: Record<string, unknown>) => {
    const res = await page.request.post(url, { headers, data });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  await post('/api/candidatos/conceder-isencao', { candidato_ids: [idOf('Ana')] });
  await post('/api/candidatos/desclassificar', { candidato_ids: [idOf('Bruno')], notify_candidates: true });
  await post('/api/candidatos/reverter-para-pre-inscrito', { candidato_ids: [idOf('Bruno')] });
  const draw = await post(`/api/eventos/${event.id}/selecionar-participantes`, {
    quantidade_participantes: 1,
    metodo_selecao: 'sorteio',
    semente: `Loteria Federal ${marker}`,
  });
  return { event, drawId: String(draw.data.sorteio_id) };
}

for (const width of [1366, 390]) {
  test(`locked rows and the candidate's Histórico at ${width} px`, async ({ page }) => {
    const marker = `H${width}${Date.now() % 100_000}`;
    const { event, drawId } = await setUp(page, marker);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`/admin/eventos/${event.id}?tab=candidatos`);
    await expect(page.getByRole('heading', { name: 'Pré-Inscritos' })).toBeVisible();

    const row = (name: string) => page.getByRole('row').filter({ hasText: `${name} ${marker}` });
    const locked = row('Ana').getByRole('checkbox');
    await expect(locked).toBeDisabled();
    await expect(locked).toHaveAccessibleName(
      'Candidato isento: já é participante e não pode ser selecionado para ações em massa.',
    );
    await expect(row('Bruno').getByRole('checkbox')).toBeEnabled();
    // "All on this page" ticks the two others, never the locked row.
    await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
    await expect(page.getByText('2 itens selecionados')).toBeVisible();
    await expect(locked).not.toBeChecked();
    await expect(row('Carla').getByRole('checkbox')).toBeChecked();
    await shot(page, 'candidates-locked-row', { fullPage: false });
    await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).uncheck();

    await row('Bruno')
      .getByRole('button', { name: `Bruno ${marker}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Dados do Pré-Inscrito' });
    const history = dialog.getByRole('list', { name: 'Histórico' });
    await expect(history.getByRole('listitem').first()).toBeVisible();
    const lines = await history.getByRole('listitem').allInnerTexts();
    const brunoSelected = lines.length === 3;
    expect(lines.slice(brunoSelected ? 1 : 0)).toEqual([
      expect.stringContaining('Revertido para pré-inscrito (Desclassificado → Pré-Inscrito)'),
      expect.stringContaining('Desclassificado (Pré-Inscrito → Desclassificado), candidato notificado'),
    ]);
    for (const line of lines)
      expect(line).toMatch(new RegExp(`^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} · Olga Histórico ${marker}`));
    if (brunoSelected) expect(lines[0]).toContain('Selecionado por sorteio');
    await shot(page, 'candidate-history-dialog', { fullPage: false });

    if (width === 1366) {
      // The audit page over plain http: no crypto.subtle, recomputed by the page's own SHA-256.
      await page.goto(`http://${PLAIN_HTTP_HOST}:${PORT}/sorteio/${drawId}`);
      expect(await page.evaluate(() => [window.isSecureContext, typeof crypto.subtle])).toEqual([
        false,
        'undefined',
      ]);
      await expect(page.getByText('O sorteio confere')).toBeVisible();
      await expect(page.getByText(/implementação de SHA-256 desta página/)).toBeVisible();
      await shot(page, 'draw-audit-plain-http', { fullPage: false });
    }
  });
}
