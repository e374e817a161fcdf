// The life of an order after the sale (issue 20, issue 17 item 6), in a real browser at 1366 and
// 390 px: a new organiser's event with two PIX buyers; the organiser cancels and refunds one
// participant from the row menu, edits the other's data and re-sends their ticket from the details
// dialog, adds a courtesy; the other buyer withdraws from the order page (CDC art. 49).
import { expect as baseExpect, test } from '@playwright/test';
import { createOrganiserEvent, registerParticipant, shot } from './organiser-helpers.ts';

const expect = baseExpect.configure({ timeout: 20_000 });

for (const width of [1366, 390]) {
  test(`organiser cancels, refunds, edits, re-sends and adds a courtesy; the buyer withdraws (${width} px)`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const marker = `${width}${Date.now().toString(36)}`;
    const event = await createOrganiserEvent(page, `Organizadora ${marker}`, {
      nome: `Seminário ${marker}`,
      descricao: '<p>Um seminário.</p>',
      numero_participantes: 100,
      link_evento: 'https://meet.example.com/seminario',
      ticket: { nome: 'Inteira', preco: '80.00', quantidade: 20 },
    });
    const detail = (await (await page.request.get(`/api/eventos/inscricao/${event.id}`)).json()).data as {
      tipos_ingresso: { id: number }[];
    };
    const ticketTypeId = detail.tipos_ingresso[0]?.id as number;
    await registerParticipant(page, event.id, {
      nome: 'Rita Reembolso',
      email: `rita.${marker}@teste.com.br`,
      ticketTypeId,
      answers: [],
    });
    const second = await registerParticipant(page, event.id, {
      nome: 'Edu Edição',
      email: `edu.${marker}@teste.com.br`,
      ticketTypeId,
      answers: [],
    });

    await page.goto(`/admin/eventos/${event.id}?tab=participantes`);
    const table = page.getByRole('table', { name: 'Participantes' });
    await expect(table.getByText('Rita Reembolso').first()).toBeVisible();
    await shot(page, 'orderlife-participants');

    // Cancel and refund Rita from her row's menu.
    const ritaRow = table.getByRole('row').filter({ hasText: 'Rita Reembolso' });
    if (width > 768) {
      await ritaRow.getByRole('button', { name: 'Ações da linha' }).click();
      await page.getByRole('menuitem', { name: 'Cancelar inscrição' }).click();
    } else {
      // On a phone the row menu hides (spec §2): the details dialog has the same action.
      await ritaRow.getByText('Rita Reembolso').first().click();
      await page
        .getByTestId('participant-actions')
        .getByRole('button', { name: 'Cancelar inscrição' })
        .click();
    }
    const cancel = page.getByTestId('cancel-participants');
    await expect(cancel.getByText('Reembolsar o valor pago (R$ 80,00)')).toBeVisible();
    await cancel.getByLabel('Motivo').fill('Pediu o cancelamento por e-mail');
    await shot(page, 'orderlife-cancel-modal');
    await cancel.getByRole('button', { name: 'Cancelar e reembolsar' }).click();
    await expect(page.getByText(/1 participante cancelado\. O reembolso foi solicitado/)).toBeVisible();
    if (width <= 768) await page.keyboard.press('Escape');
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
    await shot(page, 'orderlife-edit-modal');
    await edit.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Dados do participante atualizados.')).toBeVisible();
    await expect(details.getByText('(62) 99111-0001').first()).toBeVisible();
    await expect(details.getByText('529.982.247-25').first()).toBeVisible();
    await details.getByRole('button', { name: 'Reenviar ingresso' }).click();
    await expect(page.getByText('Ingresso reenviado.')).toBeVisible();
    await expect(details.getByTestId('participant-history').getByText('E-mail reenviado')).toBeVisible();
    await expect(details.getByTestId('participant-history').getByText('Dados alterados')).toBeVisible();
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

    // The buyer withdraws from the order page.
    await page.goto(`/pedido/${second.order_hash}`);
    const order = page.getByTestId('order-page');
    await expect(order.getByText('Edu Edição', { exact: true })).toBeVisible();
    await shot(page, 'orderlife-order-page');
    await order.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await shot(page, 'orderlife-withdraw-modal');
    await page.getByRole('button', { name: 'Confirmar cancelamento' }).click();
    await expect(page.getByText('Inscrição cancelada', { exact: true })).toBeVisible();
    await expect(order.getByText('Reembolsado')).toBeVisible();
    await expect(order.getByText('Esta inscrição já está cancelada.')).toBeVisible();
    await shot(page, 'orderlife-order-withdrawn');
  });
}
