// The Participantes tab's actions at desktop and phone widths: the report downloaded and opened,
// a communication sent and seen delivered (the panel's counts and the dev outbox), and a voucher
// code checked in at the door page, then again for the repeat message. The voucher's code is
// signed here with the development secret the e2e server runs with, from the participant uuid the
// public payment-status call returns: exactly what the voucher's QR carries.

import { expect as baseExpect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { recipientsPreviewText } from '../src/domain/communication.ts';
import type { RecipientsPreview } from '../src/domain/contracts/participant-communication.ts';
import { signCheckInCode } from '../src/server/documents/check-in-code.ts';
import { loginAsDemo } from './fixtures.ts';

// The machine these run on is shared: give the screens time to render under load.
const expect = baseExpect.configure({ timeout: 20_000 });

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
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

async function demoConferenceId(page: Page): Promise<number> {
  const event = await (
    await page.request.get('/api/eventos/slug/conferencia-catraca-2027', { headers: XHR })
  ).json();
  return event.data.id as number;
}

/** A paid participant of the demo conference; returns the event id and their check-in code. */
async function registerPaid(page: Page, name: string): Promise<{ eventId: number; code: string }> {
  const event = await (
    await page.request.get('/api/eventos/slug/conferencia-catraca-2027', { headers: XHR })
  ).json();
  const eventId = event.data.id as number;
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@teste.com.br`;
  const res = await page.request.post(`/api/eventos/${eventId}/inscricao`, {
    headers: XHR,
    data: {
      comprador: {
        comprador: { name, email, documento: '529.982.247-25' },
        payment_method: 'pix',
        installments: 1,
      },
      participantes: [
        {
          ticketTypeId: event.data.tipos_ingresso[0].id,
          nome: name,
          email,
          answers: [
            { id: 1, value: '=Empresa Jornada' },
            { id: 2, value: 'Instagram' },
          ],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()).data;
  const paid = await page.request.post('/api/sandbox/pix/confirmar', {
    headers: XHR,
    data: { order_hash: order.order_hash },
  });
  expect(paid.status()).toBe(200);
  const status = await page.request.post('/api/check-order-payment-status', {
    headers: XHR,
    data: { order_payment_id: order.order_payment_id },
  });
  const uuid = (await status.json()).data.participants[0].uuid as string;
  return { eventId, code: signCheckInCode(DEV_SECRET, uuid) };
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`participants: report, communication and check-in at ${viewport.width} px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    page.setDefaultTimeout(20_000);
    await page.setViewportSize(viewport);
    const marker = `Acoes${viewport.name === 'desktop' ? 'D' : 'M'}${Date.now().toString(36)}`;
    await loginAsDemo(page);
    const before = await paidRecipients(page, await demoConferenceId(page));
    const { eventId, code } = await registerPaid(page, `Renata ${marker}`);
    const email = `renata.${marker.toLowerCase()}@teste.com.br`;
    // Our paid participant is one more unique address for the modal's default filter.
    const recipients = await paidRecipients(page, eventId);
    expect(recipients.total_emails).toBe(before.total_emails + 1);
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`), fullPage: false });

    // The report: downloaded, saved under the spec's name, opened, our participant's row in it.
    await page.goto(`/admin/eventos/${eventId}?tab=participantes`);
    await expect(page.getByRole('button', { name: 'Comunicar Participantes' })).toBeEnabled();
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

    // Comunicar Participantes: defaults to paid participants; the preview, then the send.
    await page.getByRole('button', { name: 'Comunicar Participantes' }).click();
    const modal = page.getByRole('dialog', { name: 'Comunicar Participantes' });
    // The first five unique addresses, then "+N mais..." when the demo event has more paid people.
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
    // Back to the paid participants: the demo's first five addresses in registration order, then
    // "+N mais..." where N counts our new participant too.
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
    const outbox = await (await page.request.get('/api/dev/outbox', { headers: XHR })).json();
    const delivered = outbox.data.filter((m: { subject: string }) => m.subject === subject);
    expect(delivered.length).toBeGreaterThan(0);
    expect(delivered.every((m: { status: string }) => m.status === 'sent')).toBe(true);
    // Registration order: our participant is the last recipient, within the outbox's newest 20.
    expect(delivered.map((m: { to: string }) => m.to)).toContain(email);

    // Check-in at the door: the link from the event view, the typed code (what a USB scanner
    // types), then the same code again.
    await page.goto(`/admin/eventos/${eventId}`);
    await page.getByRole('link', { name: 'Check-in' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/eventos/${eventId}/check-in$`));
    await expect(page.getByTestId('attendance')).toContainText(/presentes \d/);
    const input = page.getByLabel('Código do ingresso');
    await input.fill(code);
    await input.press('Enter');
    const result = page.getByTestId('check-in-result');
    await expect(result).toContainText(`Renata ${marker}`);
    await expect(result).toContainText(/Entrada registrada às \d{2}:\d{2}/);
    await input.fill(code);
    await input.press('Enter');
    await expect(result).toContainText(/já registrado às \d{2}:\d{2}/);
    await shot('check-in-repeat');
    await input.fill(`${code.slice(0, -2)}xx`);
    await input.press('Enter');
    await expect(result).toContainText('Código inválido');
  });
}
