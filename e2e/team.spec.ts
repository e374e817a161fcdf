// Organisations and roles (issue 21), in a real browser: a new owner fills in the organisation,
// invites a check-in member from the Equipe page (the link read from the dev outbox), the member
// accepts on a phone (390 px) with a new account, lands on the event's check-in page and admits a
// paid participant by the voucher's code; the Participantes money, Configurações and Equipe are
// not theirs (hidden in the admin, and the server answers 404). Screens at 1366 and 390 px.
import { expect as baseExpect, test } from '@playwright/test';
import { signCheckInCode } from '../src/server/documents/check-in-code.ts';
import {
  createOrganiserEvent,
  firstTicketTypeId,
  openPhone,
  readInvitationLink,
  registerParticipant,
  SCREENSHOT_DIR,
  shot,
} from './organiser-helpers.ts';
import { XHR } from './wire.ts';

// The machine these run on is shared: give the screens time to render under load.
const expect = baseExpect.configure({ timeout: 20_000 });

const DEV_SECRET = 'catraca-development-secret-do-not-use-in-production';
const PHONE = { width: 390, height: 844 };

test('an owner invites door staff who check a participant in from a phone, and see nothing else', async ({
  page,
  browser,
  baseURL,
}) => {
  const marker = `${Date.now()}`.slice(-6);
  await page.setViewportSize({ width: 1366, height: 900 });
  const event = await createOrganiserEvent(page, `Organizadora ${marker}`, {
    nome: `Festival ${marker}`,
    descricao: '<p>Um festival.</p>',
    numero_participantes: 100,
    link_evento: 'https://meet.example.com/festival',
    ticket: { nome: 'Inteira', preco: '80.00', quantidade: 50 },
  });
  const ticketTypeId = await firstTicketTypeId(page, event.id);
  const order = await registerParticipant(page, event.id, {
    nome: `Renata ${marker}`,
    email: `renata.${marker}@teste.com.br`,
    ticketTypeId,
    answers: [],
  });
  const status = await page.request.post('/api/check-order-payment-status', {
    headers: XHR,
    data: { order_payment_id: order.order_payment_id },
  });
  const code = signCheckInCode(DEV_SECRET, (await status.json()).data.participants[0].uuid as string);

  // The owner names the organisation (Organização, from the account menu).
  await page.goto('/admin/eventos');
  await page.getByRole('button', { name: /^Conta de / }).click();
  await page.getByRole('menuitem', { name: 'Organização' }).click();
  await expect(page.getByRole('heading', { name: 'Organização', level: 1 })).toBeVisible();
  await page.getByLabel('Nome da organização').fill(`Festivais ${marker} Ltda`);
  await page.getByLabel('CPF/CNPJ').fill('11222333000181');
  await expect(page.getByLabel('CPF/CNPJ')).toHaveValue('11.222.333/0001-81');
  await page.getByLabel('E-mail de contato').fill(`contato.${marker}@teste.com.br`);
  await page.getByLabel('Telefone de contato').fill('11987654321');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Organização salva.')).toBeVisible();
  await shot(page, 'team-organisation');

  // Equipe: invite a check-in member for this event.
  const staffEmail = `porteira.${marker}@teste.com.br`;
  await page.goto('/admin/equipe');
  await page.getByLabel('E-mail').fill(staffEmail);
  await page.getByRole('combobox', { name: 'Eventos do check-in' }).click();
  await page.getByRole('option', { name: `Festival ${marker}` }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${staffEmail}.`)).toBeVisible();
  const pending = page.getByRole('region', { name: /Convites pendentes/ });
  await expect(pending).toContainText(staffEmail);
  await expect(pending).toContainText(`Check-in · Festival ${marker}`);
  await shot(page, 'team-equipe');
  const link = await readInvitationLink(page, staffEmail);

  // The member, on a phone, accepts with a new account and lands at the door.
  const phone = await openPhone(browser, baseURL);
  const staff = await phone.newPage();
  // The e-mail's host is the configured public address; the test server answers on baseURL.
  const { pathname, hash } = new URL(link);
  await staff.goto(`${pathname}${hash}`);
  await expect(staff.getByText(`Festivais ${marker} Ltda`)).toBeVisible();
  await expect(staff).not.toHaveURL(/#token=/);
  await staff.getByLabel('Seu nome').fill(`Porteira ${marker}`);
  await staff.getByLabel('Crie uma senha').fill('senha-muito-segura');
  await staff.getByLabel('Confirme a nova senha').fill('senha-muito-segura');
  await shot(staff, 'team-accept');
  await staff.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/eventos/${event.id}/check-in$`));
  await expect(staff.getByTestId('attendance')).toContainText('0 / 1');
  const input = staff.getByLabel('Código, nome ou CPF');
  await input.fill(code);
  await input.press('Enter');
  await expect(staff.getByTestId('check-in-result')).toContainText(`Renata ${marker}`);
  await expect(staff.getByTestId('check-in-result')).toContainText(/Entrada registrada às \d{2}:\d{2}/);
  await expect(staff.getByTestId('attendance')).toContainText('1 / 1');
  await expect(staff.getByText('Voltar para o evento')).toHaveCount(0);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
  await shot(staff, 'team-staff-check-in');

  // Participantes (money) and Configurações are not theirs: the admin sends them to the door,
  // the menu has no Novo evento, Organização or Equipe, and the server answers 404.
  for (const tab of ['participantes', 'configuracoes', 'dashboard']) {
    await staff.goto(`/admin/eventos/${event.id}?tab=${tab}`);
    await expect(staff).toHaveURL(new RegExp(`/admin/eventos/${event.id}/check-in$`));
    await expect(staff.getByRole('tab')).toHaveCount(0);
  }
  await staff.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = staff.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText('Meu perfil')).toBeVisible();
  for (const hidden of ['Novo evento', 'Organização', 'Equipe'])
    await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  await shot(staff, 'team-staff-menu', { fullPage: false });
  for (const path of [
    `/api/eventos/${event.id}/participantes`,
    `/api/eventos/${event.id}/dashboard`,
    `/api/eventos/${event.id}/configuracoes`,
    `/api/eventos/${event.id}/download-relatorio-participantes`,
    '/api/organizacao/membros',
  ]) {
    const res = await staff.request.get(path, { headers: XHR });
    expect(res.status(), path).toBe(404);
  }

  // The owner sees the member in the team, and screens at 390 px.
  await page.reload();
  const members = page.getByRole('region', { name: /Membros/ });
  await expect(members).toContainText(`Porteira ${marker}`);
  await expect(page.getByRole('region', { name: /Convites pendentes/ })).toHaveCount(0);
  await shot(page, 'team-equipe-member');
  if (SCREENSHOT_DIR) {
    await page.setViewportSize(PHONE);
    await shot(page, 'team-equipe-member');
    await page.goto('/admin/organizacao');
    await expect(page.getByLabel('Nome da organização')).toHaveValue(`Festivais ${marker} Ltda`);
    await shot(page, 'team-organisation');
    await staff.setViewportSize({ width: 1366, height: 900 });
    await staff.goto(`/admin/eventos/${event.id}/check-in`);
    await expect(staff.getByTestId('attendance')).toContainText('1 / 1');
    await shot(staff, 'team-staff-check-in');
  }
  await phone.close();
});
