// The life of an order after the sale (issue 20, issue 17 item 6), in a real browser, once in full
// at 1366 px: a new organiser's event with two PIX buyers; the organiser cancels and refunds one
// participant from the row menu, edits the other's data and re-sends their ticket from the details
// dialog (its form answers too), adds a courtesy; the other buyer fixes the name on the order page
// and withdraws from it (CDC art. 49). At 390 px a short check of what differs on a phone (ADR
// 0230): the row menu hides, so the cancel and refund start from the details dialog.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createOrganiserEvent, registerParticipant, scrollsSideways, shot } from './organiser-helpers.ts';
import { XHR } from './wire.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

/** The event's form: a company, and a dinner choice whose "Sim" asks a required follow-up. */
const DINNER_FORM = [
  { id: 'field_empresa', label: 'Empresa', type: 'text', required: false, order: 0 },
  {
    id: 'field_jantar',
    label: 'Vai ao jantar?',
    type: 'select',
    required: true,
    order: 1,
    options: [
      {
        id: 'option_1',
        value: 'opcao1',
        label: 'Sim',
        conditionalFields: [
          { id: 'field_restricao', label: 'Restrição alimentar', type: 'text', required: true, order: 0 },
        ],
      },
      { id: 'option_2', value: 'opcao2', label: 'Não', conditionalFields: [] },
    ],
  },
];

/** A new organiser's event with the dinner form, and two PIX buyers: Rita and Edu (with answers). */
async function setUp(page: Page, marker: string) {
  const event = await createOrganiserEvent(page, `Organizadora ${marker}`, {
    nome: `Seminário ${marker}`,
    descricao: '<p>Um seminário.</p>',
    numero_participantes: 100,
    link_evento: 'https://meet.example.com/seminario',
    ticket: { nome: 'Inteira', preco: '80.00', quantidade: 20 },
  });
  const form = await page.request.post(`/api/eventos/${event.id}/formulario-personalizado`, {
    headers: { ...XHR, 'X-CSRF-Token': event.csrf },
    data: { formFields: DINNER_FORM },
  });
  expect(form.status(), await form.text()).toBe(200);
  const detail = (await (await page.request.get(`/api/eventos/inscricao/${event.id}`)).json()).data as {
    tipos_ingresso: { id: number }[];
    formulario: { id: number; label: string }[];
  };
  const ticketTypeId = detail.tipos_ingresso[0]?.id as number;
  const fieldId = (label: string) => detail.formulario.find((f) => f.label === label)?.id as number;
  await registerParticipant(page, event.id, {
    nome: 'Rita Reembolso',
    email: `rita.${marker}@teste.com.br`,
    ticketTypeId,
    answers: [{ id: fieldId('Vai ao jantar?'), value: 'Não' }],
  });
  const second = await registerParticipant(page, event.id, {
    nome: 'Edu Edição',
    email: `edu.${marker}@teste.com.br`,
    ticketTypeId,
    answers: [
      { id: fieldId('Empresa'), value: 'Empresa Jornada' },
      { id: fieldId('Vai ao jantar?'), value: 'Sim' },
      { id: fieldId('Restrição alimentar'), value: 'Vegana' },
    ],
  });
  return { event, second };
}

{
  const width = 1366;
  test(`organiser cancels, refunds, edits, re-sends and adds a courtesy; the buyer withdraws (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const marker = `${width}${Date.now().toString(36)}`;
    const { event, second } = await setUp(page, marker);

    await page.goto(`/admin/eventos/${event.id}?tab=participantes`);
    const table = page.getByRole('table', { name: 'Participantes' });
    await expect(table.getByText('Rita Reembolso').first()).toBeVisible();
    await shot(page, 'orderlife-participants');

    // Cancel and refund Rita from her row's menu.
    const ritaRow = table.getByRole('row').filter({ hasText: 'Rita Reembolso' });
    await ritaRow.getByRole('button', { name: 'Ações da linha' }).click();
    await page.getByRole('menuitem', { name: 'Cancelar inscrição' }).click();
    const cancel = page.getByTestId('cancel-participants');
    await expect(cancel.getByText('Reembolsar o valor pago (R$ 80,00)')).toBeVisible();
    await cancel.getByLabel('Motivo').fill('Pediu o cancelamento por e-mail');
    await shot(page, 'orderlife-cancel-modal');
    await cancel.getByRole('button', { name: 'Cancelar e reembolsar' }).click();
    await expect(page.getByText(/1 participante cancelado\. O reembolso foi solicitado/)).toBeVisible();
    await expect(ritaRow.getByText('Reembolsado')).toBeVisible();

    // Edu: a click on the row opens the details; edit the phone, then re-send the ticket.
    await table.getByText('Edu Edição').first().click();
    const details = page.getByTestId('participant-details');
    await expect(details).toBeVisible();
    await details.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByTestId('edit-participant');
    await edit.getByLabel('Telefone').fill('62991110001');
    await expect(edit.getByLabel('Telefone')).toHaveValue('(62) 99111-0001');
    await edit.getByLabel('CPF').fill('52998224725');
    // The answers as the buyer gave them, the conditional question shown by its parent's choice;
    // a required one left blank is named under its input.
    await expect(edit.getByLabel('Empresa')).toHaveValue('Empresa Jornada');
    await edit.getByLabel(/^Restrição alimentar/).fill('');
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(edit.getByText('Este campo é obrigatório')).toBeVisible();
    await edit.getByLabel(/^Restrição alimentar/).fill('Vegana');
    await edit.getByLabel('Empresa').fill('Catraca Ltda');
    await shot(page, 'orderlife-edit-modal');
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Dados do participante atualizados.')).toBeVisible();
    await expect(details.getByText('(62) 99111-0001').first()).toBeVisible();
    await expect(details.getByText('529.982.247-25').first()).toBeVisible();
    await details.getByRole('button', { name: 'Reenviar ingresso' }).click();
    await expect(page.getByText('Ingresso reenviado.')).toBeVisible();
    await expect(details.getByTestId('participant-history').getByText('E-mail reenviado')).toBeVisible();
    await expect(details.getByTestId('participant-history').getByText('Dados alterados')).toBeVisible();
    await expect(
      details.getByText('Resposta “Empresa”: Empresa Jornada → Catraca Ltda', { exact: true }),
    ).toBeVisible();
    await shot(page, 'orderlife-details-history');
    await page.keyboard.press('Escape');

    // A courtesy at R$ 0,00: its Valor pago reads "—".
    await page.getByRole('button', { name: 'Adicionar participante' }).click();
    const add = page.getByTestId('add-participant');
    await add.getByLabel('Nome').fill('Convidada Cortesia');
    await add.getByLabel('E-mail').fill(`cortesia.${marker}@teste.com.br`);
    await shot(page, 'orderlife-add-modal');
    await add.getByRole('button', { name: 'Adicionar e enviar ingresso' }).click();
    await expect(page.getByText(/Cortesia registrada/)).toBeVisible();
    await expect(table.getByText('Convidada Cortesia').first()).toBeVisible();
    await shot(page, 'orderlife-participants-after');

    // The buyer fixes the participant's name through the order link, then withdraws.
    await page.goto(`/pedido/${second.order_hash}`);
    const order = page.getByTestId('order-page');
    await expect(order.getByText('Edu Edição', { exact: true })).toBeVisible();
    await shot(page, 'orderlife-order-page');
    await order.getByRole('button', { name: 'Editar dados de Edu Edição' }).click();
    const buyerEdit = page.getByTestId('buyer-edit-participant');
    await expect(buyerEdit.getByLabel('Empresa')).toHaveValue('Catraca Ltda');
    await buyerEdit.getByLabel(/^Nome/).fill('Eduardo Edição');
    await shot(page, 'orderlife-buyer-edit');
    await buyerEdit.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(page.getByText('Dados do participante atualizados.')).toBeVisible();
    await expect(order.getByText('Eduardo Edição', { exact: true })).toBeVisible();
    await order.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await shot(page, 'orderlife-withdraw-modal');
    await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(page.getByText('Inscrição cancelada', { exact: true })).toBeVisible();
    await expect(order.getByText('Reembolsado')).toBeVisible();
    await expect(order.getByText('Esta inscrição já está cancelada.')).toBeVisible();
    await shot(page, 'orderlife-order-withdrawn');
  });
}

test('at 390 px the row menu hides: the details dialog cancels and refunds, inside the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const marker = `390${Date.now().toString(36)}`;
  const { event } = await setUp(page, marker);
  await page.goto(`/admin/eventos/${event.id}?tab=participantes`);
  const table = page.getByRole('table', { name: 'Participantes' });
  const ritaRow = table.getByRole('row').filter({ hasText: 'Rita Reembolso' });
  await expect(ritaRow.getByText('Rita Reembolso').first()).toBeVisible();
  // On a phone the row menu hides (spec §2): the details dialog has the same action.
  await expect(ritaRow.getByRole('button', { name: 'Ações da linha' })).toBeHidden();
  await ritaRow.getByText('Rita Reembolso').first().click();
  await page.getByTestId('participant-actions').getByRole('button', { name: 'Cancelar inscrição' }).click();
  const cancel = page.getByTestId('cancel-participants');
  await expect(cancel.getByText('Reembolsar o valor pago (R$ 80,00)')).toBeVisible();
  const box = await cancel.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  await cancel.getByLabel('Motivo').fill('Pediu o cancelamento por e-mail');
  await shot(page, 'orderlife-cancel-modal');
  await cancel.getByRole('button', { name: 'Cancelar e reembolsar' }).click();
  await expect(page.getByText(/1 participante cancelado\. O reembolso foi solicitado/)).toBeVisible();
  // The details dialog stays open over the table; closed, the row reads Reembolsado.
  await page.keyboard.press('Escape');
  await expect(ritaRow.getByText('Reembolsado')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});
