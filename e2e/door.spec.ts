// The door of issue 21 in a real browser: a check-in member, on a phone (390 px) with their own
// login, admits participants of a two-day event by the QR payload (what the camera or a scanner
// reads), the printed door code, the order code and a name, on day 1 and day 2 of the event (the
// test clock: x-catraca-agora for the server, Playwright's clock for the phone), undoes an arrival
// with a reason, loses the signal, admits from the saved list, and sees the scans sync and the one
// ticket another door admitted meanwhile reported as a conflict. A layout check at 1366 px.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signCheckInCode } from '../src/server/documents/check-in-code.ts';
import {
  createOrganiserEvent,
  firstTicketTypeId,
  openPhone,
  placePixOrder,
  readInvitationLink,
  shot,
} from './organiser-helpers.ts';
import { XHR } from './wire.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
const DEV_SECRET = 'catraca-development-secret-do-not-use-in-production';
const YEAR = new Date().getFullYear() + 1;
// createOrganiserEvent's event runs 10–11 May next year, 09:00–18:00 in São Paulo (-03:00).
const DAY1_0912 = `${YEAR}-05-10T12:12:00.000Z`;
const DAY2_0830 = `${YEAR}-05-11T11:30:00.000Z`;
const DAY2_0845 = `${YEAR}-05-11T11:45:00.000Z`;
const CLOCK_HEADER = 'x-catraca-agora';

interface Found {
  id: number;
  nome: string;
  codigoPedido: string;
  codigoIngresso: string;
}

/** One order of several participants through the public API, paid by PIX in the sandbox. */
async function registerOrder(
  page: Page,
  eventId: number,
  ticketTypeId: number,
  names: string[],
  marker: string,
) {
  const people = names.map((nome) => ({
    ticketTypeId,
    nome,
    email: `${nome.split(' ')[0]?.toLowerCase()}.${marker}@teste.com.br`,
    answers: [],
  }));
  const order = await placePixOrder(
    page.request,
    eventId,
    { name: names[0] ?? '', email: people[0]?.email ?? '' },
    people,
  );
  const status = await page.request.post('/api/check-order-payment-status', {
    headers: XHR,
    data: { order_payment_id: order.order_payment_id },
  });
  const participants = (await status.json()).data.participants as { nome: string; uuid: string }[];
  return new Map(participants.map((p) => [p.nome, signCheckInCode(DEV_SECRET, p.uuid)]));
}

test('a check-in member admits a two-day event’s participants by QR, printed codes and name, offline and back', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const marker = `${Date.now()}`.slice(-6);
  await page.setViewportSize({ width: 1366, height: 900 });
  const event = await createOrganiserEvent(page, `Organizadora ${marker}`, {
    nome: `Congresso ${marker}`,
    descricao: '<p>Dois dias.</p>',
    numero_participantes: 100,
    link_evento: 'https://meet.example.com/congresso',
    ticket: { nome: 'Inteira', preco: '80.00', quantidade: 50 },
  });
  const ticketTypeId = await firstTicketTypeId(page, event.id);
  const names = { ana: `Ana ${marker}`, bruno: `Bruno ${marker}`, carla: `Carla ${marker}` };
  const codes = new Map([
    ...(await registerOrder(page, event.id, ticketTypeId, [names.ana, names.bruno], marker)),
    ...(await registerOrder(page, event.id, ticketTypeId, [names.carla], marker)),
  ]);
  // What the vouchers print (the owner's own search reads the same codes).
  const printed = async (name: string) => {
    const res = await page.request.get(
      `/api/eventos/${event.id}/check-in/busca?q=${encodeURIComponent(name)}`,
      {
        headers: XHR,
      },
    );
    return ((await res.json()).data.participantes as Found[])[0] as Found;
  };
  const ana = await printed(names.ana);
  const bruno = await printed(names.bruno);

  // The owner invites door staff for this event; they accept, then sign in on their phone.
  const staffEmail = `porta.${marker}@teste.com.br`;
  const invited = await page.request.post('/api/organizacao/membros', {
    headers: { ...XHR, 'X-CSRF-Token': event.csrf },
    data: { email: staffEmail, papel: 'check-in', eventos_ids: [event.id] },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  const token = new URL(await readInvitationLink(page, staffEmail)).hash.replace(/^#token=/, '');
  const accepted = await request.post('/api/organizacao/convites/aceitar', {
    headers: XHR,
    data: { token, nome: `Porteira ${marker}`, password: 'senha-muito-segura' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const phone = await openPhone(browser, baseURL);
  const at = async (when: string) => {
    await phone.setExtraHTTPHeaders({ [CLOCK_HEADER]: when });
    await staff.clock.setFixedTime(new Date(when));
  };
  const staff = await phone.newPage();
  await at(DAY1_0912);
  await staff.goto('/admin/login');
  await staff.getByLabel('E-mail').fill(staffEmail);
  await staff.getByLabel('Senha').fill('senha-muito-segura');
  await staff.getByRole('button', { name: 'Entrar' }).click();
  await expect(staff).not.toHaveURL(/\/admin\/login/);
  await staff.goto(`/admin/eventos/${event.id}/check-in`);

  const field = staff.getByLabel('Código, nome ou CPF');
  const result = staff.getByTestId('check-in-result');
  const counts = staff.getByTestId('attendance');
  const enter = async (text: string) => {
    await field.fill(text);
    await field.press('Enter');
  };
  await expect(staff.getByTestId('door-day')).toHaveText('Hoje: Dia 1 · 10/05');
  await expect(counts).toHaveText('0 / 3');
  await expect(staff.getByTestId('door-connection')).toContainText('Lista salva: 3 ingressos');
  await shot(staff, 'door-empty');

  // Day 1. The QR payload, as the camera or a keyboard-wedge scanner delivers it (text + Enter).
  await enter(codes.get(names.ana) as string);
  await expect(result).toHaveAttribute('data-kind', 'ok');
  await expect(result).toContainText(names.ana);
  await expect(result).toContainText('Entrada registrada às 09:12');
  await expect(counts).toHaveText('1 / 3');
  await expect(field).toBeFocused();
  await shot(staff, 'door-ok');
  await enter(codes.get(names.ana) as string);
  await expect(result).toHaveAttribute('data-kind', 'repeat');
  await expect(result).toContainText('Já entrou hoje às 09:12');
  await shot(staff, 'door-repeat');

  // The order code printed on the voucher, typed without the dash: pick who is entering.
  await enter(ana.codigoPedido.replace('-', '').toLowerCase());
  const choices = staff.getByTestId('door-choice');
  await expect(choices).toHaveCount(2);
  await expect(choices.filter({ hasText: names.ana })).toContainText('Já entrou hoje às 09:12');
  await shot(staff, 'door-order-choices');
  await choices.filter({ hasText: names.bruno }).getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(result).toContainText(names.bruno);
  await expect(counts).toHaveText('2 / 3');

  // A name: Carla, admitted, then undone with a reason (the wrong Carla).
  await enter(`carla ${marker}`);
  await choices.filter({ hasText: names.carla }).getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(result).toContainText(names.carla);
  await expect(counts).toHaveText('3 / 3');
  await result.getByRole('button', { name: 'Desfazer entrada' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Desfazer entrada' });
  await dialog.getByLabel('Motivo').fill('Era outra Carla');
  await shot(staff, 'door-undo', { fullPage: false });
  await dialog.getByRole('button', { name: 'Desfazer entrada' }).click();
  await expect(result).toContainText('desfeita');
  await expect(counts).toHaveText('2 / 3');
  // A stranger's errand: garbage is refused in red.
  await enter('CATRACA1.qualquer.coisa');
  await expect(result).toHaveAttribute('data-kind', 'error');
  await expect(result).toContainText('Código inválido');
  await shot(staff, 'door-error');

  // Day 2: Ana comes back and is admitted again, by the printed door code typed in lower case.
  await at(DAY2_0830);
  await staff.reload();
  await expect(staff.getByTestId('door-day')).toHaveText('Hoje: Dia 2 · 11/05');
  await expect(counts).toHaveText('0 / 3');
  await enter(ana.codigoIngresso.replace('-', '').toLowerCase());
  await expect(result).toHaveAttribute('data-kind', 'ok');
  await expect(result).toContainText('Entrada registrada às 08:30');
  await expect(counts).toHaveText('1 / 3');
  await expect(staff.getByTestId('door-connection')).toContainText('Lista salva: 3 ingressos');

  // The signal drops. Bruno's QR and Carla by name are admitted from the saved list.
  await phone.setOffline(true);
  await expect(staff.getByTestId('door-connection')).toContainText('Sem conexão');
  await enter(codes.get(names.bruno) as string);
  await expect(result).toHaveAttribute('data-kind', 'ok');
  await expect(result).toContainText('Entrada registrada às 08:30 (sem conexão)');
  await expect(result).toContainText('Salvo neste celular');
  await enter(ana.codigoIngresso);
  await expect(result).toHaveAttribute('data-kind', 'repeat');
  await enter(`Carla ${marker}`);
  await choices.filter({ hasText: names.carla }).getByRole('button', { name: 'Registrar entrada' }).click();
  await expect(result).toContainText(names.carla);
  await expect(staff.getByTestId('door-queue')).toHaveText('2 entradas guardadas para enviar');
  await expect(counts).toHaveText('3 / 3');
  await shot(staff, 'door-offline');
  // Meanwhile another door (online) admits Bruno too.
  const otherDoor = await page.request.post(`/api/eventos/${event.id}/check-in`, {
    headers: { ...XHR, 'X-CSRF-Token': event.csrf, [CLOCK_HEADER]: DAY2_0845 },
    data: { participanteId: bruno.id },
  });
  expect(otherDoor.status()).toBe(200);

  // Back online: the queue syncs; Carla registers, Bruno is a conflict shown to the team.
  await phone.setOffline(false);
  await expect(staff.getByTestId('door-queue')).toHaveCount(0);
  const conflicts = staff.getByTestId('door-conflicts');
  await expect(conflicts).toContainText(`Conflito: ${names.bruno} já tinha entrado às 08:45 na porta online`);
  await expect(counts).toHaveText('3 / 3');
  await expect(staff.getByTestId('door-connection')).toContainText('Online');
  await expect.poll(() => staff.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
  await shot(staff, 'door-conflict');

  // The member cannot open the Resumo of this event (404).
  const resumo = await staff.request.get(`/api/eventos/${event.id}/dashboard`, { headers: XHR });
  expect(resumo.status()).toBe(404);

  // Layout at 1366: the same page, centred, nothing sideways.
  await staff.setViewportSize({ width: 1366, height: 900 });
  await expect(counts).toHaveText('3 / 3');
  // The resized page re-lays itself out: its width is judged once that has happened.
  await expect.poll(() => staff.evaluate(() => document.documentElement.scrollWidth <= 1366)).toBe(true);
  await shot(staff, 'door-conflict');
  await phone.close();
});
