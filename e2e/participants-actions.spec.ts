// The Participantes tab's actions at 1366 px, on an organiser's own event (so no other spec's buyers
// change its counts): the report downloaded and opened, a communication sent and seen delivered
// (the panel's counts and the dev outbox), and at the door page, after a failed load retried, a
// voucher code checked in, then again for the repeat message. Then a new organiser's event from
// creation to the door at 390 px, the same screens on a phone. The voucher's code is
// signed here with the development secret the e2e server runs with, from the participant uuid the
// public payment-status call returns: exactly what the voucher's QR carries.

import { expect as baseExpect, type Page, type Route, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { recipientsPreviewText } from '../src/domain/communication.ts';
import type { RecipientsPreview } from '../src/domain/contracts/participant-communication.ts';
import { formatBRL } from '../src/domain/money.ts';
import { signCheckInCode } from '../src/server/documents/check-in-code.ts';
import {
  applyParticipantStatusFilter,
  createOrganiserEvent,
  firstTicketTypeId,
  placePixOrder,
  registerParticipant,
} from './organiser-helpers.ts';
import { XHR } from './wire.ts';

// The machine these run on is shared: give the screens time to render under load.
const expect = baseExpect.configure({ timeout: 20_000 });

const DEV_SECRET = 'catraca-development-secret-do-not-use-in-production';

/** The server's recipients preview of the paid participants (the modal's default filter). */
async function paidRecipients(page: Page, eventId: number): Promise<RecipientsPreview> {
  const res = await page.request.get(
    `/api/eventos/${eventId}/comunicar-participantes/destinatarios?status=pago`,
    { headers: XHR },
  );
  expect(res.status()).toBe(200);
  return (await res.json()).data as RecipientsPreview;
}

/**
 * A fresh organiser (the page's cookies) and their event with a custom form of two text fields,
 * Empresa and Como soube do evento?; returns the event, its ticket type and the fields' ids.
 */
async function createEventWithForm(page: Page, marker: string) {
  const event = await createOrganiserEvent(page, `Organizadora ${marker}`, {
    nome: `Congresso ${marker}`,
    descricao: '<p>Um congresso.</p>',
    numero_participantes: 100,
    link_evento: 'https://meet.example.com/congresso',
    ticket: { nome: 'Inteira', preco: '120.00', quantidade: 50 },
  });
  const headers = { ...XHR, 'X-CSRF-Token': event.csrf };
  const saved = await page.request.post(`/api/eventos/${event.id}/formulario-personalizado`, {
    headers,
    data: {
      formFields: [
        { id: 'field_1700000000000_empresa', label: 'Empresa', type: 'text', required: false, order: 0 },
        {
          id: 'field_1700000000000_origem',
          label: 'Como soube do evento?',
          type: 'text',
          required: false,
          order: 1,
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const form = (await (await page.request.get(`/api/eventos/inscricao/${event.id}`)).json()).data as {
    formulario: { id: number; label: string }[];
    tipos_ingresso: { id: number }[];
  };
  const fieldId = (label: string) => form.formulario.find((f) => f.label === label)?.id ?? 0;
  return {
    ...event,
    ticketTypeId: form.tipos_ingresso[0]?.id ?? 0,
    empresa: fieldId('Empresa'),
    origem: fieldId('Como soube do evento?'),
  };
}

/** A paid participant of the event; returns their check-in code (what the voucher's QR carries). */
async function registerPaid(
  page: Page,
  event: Awaited<ReturnType<typeof createEventWithForm>>,
  name: string,
): Promise<string> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@teste.com.br`;
  const order = await registerParticipant(page, event.id, {
    nome: name,
    email,
    ticketTypeId: event.ticketTypeId,
    answers: [
      { id: event.empresa, value: '=Empresa Jornada' },
      { id: event.origem, value: 'Instagram' },
    ],
  });
  const status = await page.request.post('/api/check-order-payment-status', {
    headers: XHR,
    data: { order_payment_id: order.order_payment_id },
  });
  const uuid = (await status.json()).data.participants[0].uuid as string;
  return signCheckInCode(DEV_SECRET, uuid);
}

{
  const viewport = { name: 'desktop', width: 1366, height: 900 };
  test(`participants: report, communication and check-in at ${viewport.width} px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    page.setDefaultTimeout(20_000);
    await page.setViewportSize(viewport);
    const marker = `Acoes${Date.now().toString(36)}`;
    const event = await createEventWithForm(page, marker);
    const eventId = event.id;
    const code = await registerPaid(page, event, `Renata ${marker}`);
    const email = `renata.${marker.toLowerCase()}@teste.com.br`;
    // Five more paid, so the preview lists five addresses and "+1 mais...".
    for (const first of ['Alice', 'Bruna', 'Caio', 'Davi', 'Elisa'])
      await registerPaid(page, event, `${first} ${marker}`);
    const recipients = await paidRecipients(page, eventId);
    expect(recipients.total_emails).toBe(6);
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: false });

    // The report: downloaded, saved under the spec's name, opened, our participant's row in it.
    await page.goto(`/admin/eventos/${eventId}?tab=participantes`);
    // A busy shared machine may take its time with the first load of the organiser area.
    await expect(page.getByRole('button', { name: 'Comunicar Participantes' })).toBeEnabled({
      timeout: 60_000,
    });
    await shot('participants-tab');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar relatório' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Relatorio_Participantes_\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(page.getByText('Relatório baixado com sucesso!')).toBeVisible();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('Participantes');
    if (!sheet) throw new Error('no Participantes sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Participante', 'E-mail', 'Telefone']);
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === `Renata ${marker}`) found = row;
    });
    expect(found?.getCell(6).value).toBe('Pago');
    expect(typeof found?.getCell(7).value).toBe('number');
    expect(found?.getCell(8).value).toBeInstanceOf(Date);
    expect(found?.values).toContain("'=Empresa Jornada");

    // Ver detalhes (the row menu, shown beside the row on a desktop): the participant's custom
    // answers as they typed them.
    {
      await page.getByPlaceholder('Pesquisar por nome ou email').fill(`renata.${marker.toLowerCase()}`);
      await expect(page.getByText('1 - 1 de 1 resultado', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Ações da linha' }).click();
      await page.getByRole('menuitem', { name: 'Ver detalhes' }).click();
      const details = page.getByRole('dialog', { name: 'Detalhes do participante' });
      await expect(details.getByTestId('participant-details')).toContainText(`Renata ${marker}`);
      const answers = details.getByTestId('participant-answers');
      await expect(answers).toContainText('Empresa');
      await expect(answers).toContainText('=Empresa Jornada');
      await expect(answers).toContainText('Como soube do evento?');
      await expect(answers).toContainText('Instagram');
      await shot('participant-details');
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
      await page.getByPlaceholder('Pesquisar por nome ou email').fill('');
    }

    // Exportar: its one item is the same full report, downloaded under the spec's name.
    await page.getByRole('button', { name: 'Exportar' }).click();
    const exporting = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Relatório completo (.xlsx)' }).click();
    expect((await exporting).suggestedFilename()).toMatch(
      /^Relatorio_Participantes_\d{4}-\d{2}-\d{2}\.xlsx$/,
    );

    // Comunicar Participantes: defaults to paid participants; the preview, then the send.
    await page.getByRole('button', { name: 'Comunicar Participantes' }).click();
    const modal = page.getByRole('dialog', { name: 'Comunicar Participantes' });
    // The first five unique addresses, then "+N mais..." for the rest.
    const preview = modal.getByTestId('recipients-preview');
    await expect(preview).toHaveText(/^[^\s,]+@[^\s,]+(, [^\s,]+@[^\s,]+){0,4}( \+\d+ mais\.\.\.)?$/);
    const send = modal.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    const subject = `Credenciamento ${marker}`;
    await modal.getByLabel('Assunto').fill(subject);
    await expect(modal.getByText(`${subject.length}/100`)).toBeVisible();
    await modal
      .getByLabel('Mensagem')
      .fill('Olá!\n\nO credenciamento abre às 8h. Traga um documento com foto.');
    // A filter nobody matches: the spec's warning and a disabled send.
    await modal.locator('label', { hasText: /^Presentes$/ }).click();
    await modal.getByLabel('Status').click({ force: true });
    await page.getByRole('option', { name: 'Contestado' }).click();
    await page.getByRole('option', { name: 'Pago' }).click();
    await modal.getByLabel('Mensagem').click();
    await expect(
      modal.getByText(
        'Nenhum participante encontrado com os filtros aplicados. Ajuste os filtros para continuar.',
      ),
    ).toBeVisible();
    await expect(send).toBeDisabled();
    await modal.locator('label', { hasText: /^Todos$/ }).click();
    await modal.getByLabel('Status').click({ force: true });
    await page.getByRole('option', { name: 'Contestado' }).click();
    await page.getByRole('option', { name: 'Pago' }).click();
    await modal.getByLabel('Mensagem').click();
    // Back to the paid participants: the first five addresses in registration order, then
    // "+1 mais...".
    await expect(preview).toHaveText(recipientsPreviewText(recipients.amostra, recipients.total_emails));
    const count = (n: number) => n.toLocaleString('pt-BR');
    await expect(modal.getByText(/destinatários? \(/)).toHaveText(
      `${count(recipients.total_emails)} destinatários (${count(recipients.participantes)} participantes)`,
    );
    await shot('communicate-modal');
    await send.click();
    await expect(page.getByText('Comunicação enviada com sucesso!')).toBeVisible();
    const card = page.getByTestId('communication').filter({ hasText: subject });
    await expect(card.getByText('Na fila: 0')).toBeVisible({ timeout: 60_000 });
    await expect(card.getByText('Falharam: 0')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot('communications-panel');
    // Renata's copy, read by her address (other specs fill the outbox at the same time).
    const outbox = await (
      await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, { headers: XHR })
    ).json();
    const delivered = outbox.data.filter((m: { subject: string }) => m.subject === subject);
    expect(delivered.map((m: { status: string }) => m.status)).toEqual(['sent']);

    // Check-in at the door, opened afresh while the server fails (the app asks again twice for a
    // 5xx): the error with Tentar Novamente, never "not found", until the person at the door
    // retries. Nor can the door's offline list be downloaded (with it the desk admits without the
    // event).
    let failing = true;
    const failUntilRetried = (route: Route) =>
      failing
        ? route.fulfill({ status: 503, json: { success: false, message: 'Serviço indisponível' } })
        : route.continue();
    await page.route(`**/api/admin/eventos/${eventId}`, failUntilRetried);
    await page.route(`**/api/eventos/${eventId}/check-in/lista`, failUntilRetried);
    await page.goto(`/admin/eventos/${eventId}/check-in`);
    const retry = page.getByRole('button', { name: 'Tentar Novamente' });
    await expect(retry).toBeVisible();
    await expect(page.getByText('Evento não encontrado')).toHaveCount(0);
    failing = false;
    await retry.click();
    await expect(page.getByRole('heading', { name: 'Check-in' })).toBeVisible();
    await expect(page.getByTestId('attendance')).toContainText(/\d+ \/ \d+/);
    // The typed code (what a USB scanner types), then the same code again.
    const input = page.getByLabel('Código, nome ou CPF');
    await input.fill(code);
    await input.press('Enter');
    const result = page.getByTestId('check-in-result');
    await expect(result).toContainText(`Renata ${marker}`);
    await expect(result).toContainText(/Entrada registrada às \d{2}:\d{2}/);
    await input.fill(code);
    await input.press('Enter');
    await expect(result).toContainText(/Já entrou hoje às \d{2}:\d{2}/);
    await shot('check-in-repeat');
    await input.fill(`${code.slice(0, -2)}xx`);
    await input.press('Enter');
    await expect(result).toContainText('Código inválido');
  });
}

// The "Done when" as a brand-new organiser (not the demo account), on a phone: their event
// sold two tickets in one order, and the organiser reads it all on the event view and at the door.
// The steps proven elsewhere are set up through the API: the organiser's sign-up and login
// (organiser-account, foundation), the buyer's card purchase for two on a phone (buyer-documents),
// the Resumo's link copied and QR downloaded (event-summary), the report's cells
// (participant-report.integration-test) and a communication delivered (the 1366 px test above).

/** The voucher QR's content for the participants of a public payment id. */
async function checkInCodes(page: Page, orderPaymentId: string): Promise<string[]> {
  const status = await page.request.post('/api/check-order-payment-status', {
    headers: XHR,
    data: { order_payment_id: orderPaymentId },
  });
  expect(status.status()).toBe(200);
  const people = (await status.json()).data.participants as { uuid: string }[];
  return people.map((p) => signCheckInCode(DEV_SECRET, p.uuid));
}

{
  const viewport = { name: 'phone', width: 390, height: 844 };
  test(`a new organiser's event from creation to the door at ${viewport.width} px`, async ({ page }) => {
    page.setDefaultTimeout(30_000);
    await page.setViewportSize(viewport);
    const marker = `NovaM${Date.now().toString(36)}`;

    // A freshly registered organiser's event with one paid ticket, 40 places.
    const event = await createOrganiserEvent(page, `Organizadora ${marker}`, {
      nome: `Oficina ${marker}`,
      descricao: '<p>Uma oficina prática.</p>',
      numero_participantes: 40,
      link_evento: 'meet.google.com/abc-defg-hij',
      ticket: { nome: 'Inteira', preco: '80.00', quantidade: 40 },
    });
    const { id: eventId } = event;
    const ticketTypeId = await firstTicketTypeId(page, eventId);

    // Rita buys two tickets in one order, for Lia and Caio, paid in the sandbox.
    const email = (first: string) => `${first.toLowerCase()}.${marker.toLowerCase()}@teste.com.br`;
    const order = await placePixOrder(
      page.request,
      eventId,
      { name: `Rita ${marker}`, email: email('Rita') },
      ['Lia', 'Caio'].map((first) => ({ ticketTypeId, nome: `${first} ${marker}`, email: email(first) })),
    );
    const codes = await checkInCodes(page, order.order_payment_id);
    expect(codes).toHaveLength(2);

    // Resumo, from the organiser's list of events: the money and the tickets of one R$ 160,00 order.
    await page.goto('/admin/eventos');
    await page
      .getByRole('link', { name: `Oficina ${marker}` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/eventos/${eventId}`));
    await expect(page.getByTestId('money-bruto-value')).toHaveText('R$ 160,00', { timeout: 60_000 });
    await expect(page.getByLabel('Link do evento')).toHaveValue(new RegExp(`/eventos/${event.slug}$`));
    const dashboard = (
      await (await page.request.get(`/api/eventos/${eventId}/dashboard`, { headers: XHR })).json()
    ).data;
    expect(dashboard.resumo_financeiro.valor_bruto_cents).toBe(16_000);
    await expect(page.getByTestId('money-liquido-value')).toHaveText(
      formatBRL(dashboard.resumo_financeiro.valor_liquido_cents),
    );
    // Líquido: the gross less the platform's fee and the fees the (sandbox) gateway reported.
    expect(dashboard.resumo_financeiro.valor_liquido_cents).toBe(
      16_000 -
        dashboard.resumo_financeiro.taxa_plataforma.valor_cents -
        dashboard.resumo_financeiro.taxas_operadora_cents,
    );
    await expect(page.getByTestId('tickets-sold')).toHaveText('2');
    await expect(page.getByTestId('tickets-available')).toHaveText('38');
    await expect(page.getByTestId('tickets-percent')).toHaveText('5% vendido');

    // Participantes: both listed; a search finds one; the Pendente filter finds nobody.
    await page.getByRole('tab', { name: 'Participantes' }).click();
    await expect(page.getByText('2 participantes inscritos')).toBeVisible();
    await expect(page.getByText('1 - 2 de 2 resultados')).toBeVisible();
    await page.getByPlaceholder('Pesquisar por nome ou email').fill(`caio.${marker.toLowerCase()}`);
    await expect(page.getByText('1 - 1 de 1 resultado', { exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: `Presença de Caio ${marker}` })).toBeVisible();
    await page.getByPlaceholder('Pesquisar por nome ou email').fill('');
    await expect(page.getByText('1 - 2 de 2 resultados')).toBeVisible();
    await applyParticipantStatusFilter(page, 'Pendente');
    await expect(page.getByText('1 filtro ativo:')).toBeVisible();
    await expect(page.getByText('Nenhum resultado encontrado com os filtros aplicados')).toBeVisible();
    await page.getByRole('button', { name: 'Remover filtro Status' }).click();
    await expect(page.getByText('1 - 2 de 2 resultados')).toBeVisible();

    // Presence for Caio from the table: the switch flips and the attendance card follows.
    const caio = page.getByRole('switch', { name: `Presença de Caio ${marker}` });
    await caio.click({ force: true });
    await expect(caio).toBeChecked();
    await expect(page.getByText('1 de 2 presentes')).toBeVisible();

    // The report from a phone: both participants, Caio present (its cells: the integration test).
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar relatório' }).click();
    const report = await downloading;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await report.path());
    const sheet = workbook.getWorksheet('Participantes');
    // Cells read by their header, so a new column never shifts what is checked.
    const columns = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1).map(String);
    const rows: Record<string, Record<string, unknown>> = {};
    sheet?.eachRow((row, n) => {
      if (n === 1) return;
      const values = (row.values as unknown[]).slice(1);
      rows[String(row.getCell(1).value)] = Object.fromEntries(columns.map((h, i) => [h, values[i]]));
    });
    expect(Object.keys(rows).sort()).toEqual([`Caio ${marker}`, `Lia ${marker}`]);
    expect(rows[`Caio ${marker}`]).toMatchObject({
      'Tipo de Ingresso': 'Inteira',
      Status: 'Pago',
      'Valor Pago': 80,
      Comprador: `Rita ${marker}`,
      Presença: 'Sim',
    });
    expect(rows[`Lia ${marker}`]?.Presença).toBe('Não');

    // At the door (the header's link on a phone too): the counter starts from the table's
    // presence; Lia's voucher checks in.
    await page.getByRole('link', { name: 'Check-in' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/eventos/${eventId}/check-in$`));
    const input = page.getByLabel('Código, nome ou CPF');
    await expect(page.getByTestId('attendance')).toContainText('1 / 2');
    await input.fill(codes[0] as string);
    await input.press('Enter');
    const result = page.getByTestId('check-in-result');
    await expect(result).toContainText(`Lia ${marker}`);
    await expect(result).toContainText(/Entrada registrada às \d{2}:\d{2}/);
    await expect(page.getByTestId('attendance')).toContainText('2 / 2');
  });
}
