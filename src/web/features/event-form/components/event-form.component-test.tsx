// The event form's rules that need no browser (spec §5, decisions 0050 and 0059), moved here from
// the Playwright suite (e2e/event-form.spec.ts, e2e/input-bounds.spec.ts, e2e/event-form-defects.spec.ts):
// every message of an invalid input, the masks and clamps, the ticket modal's checks in the spec's
// order. What needs a real browser (layout at 390 px, saving, the public page) stays there.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../testing/render-ui.tsx';
import { emptyEventForm } from '../model/form-values.ts';
import { EventForm } from './event-form.tsx';

const API = { '/api/config/public': { cep_service_url: 'http://cep.invalid' } };

function renderNewEventForm() {
  return renderUi(<EventForm initial={emptyEventForm()} savedNeedsApproval={null} />, { api: API });
}

function ticketModal() {
  return screen.getByRole('dialog', { name: 'Novo Tipo de Ingresso' });
}

describe('the new event form', () => {
  it('shows the message of every missing field, then of dates out of order', async () => {
    const { user } = renderNewEventForm();
    await user.click(screen.getByRole('button', { name: 'Criar Evento' }));
    for (const message of [
      'Informe o nome do evento.',
      'Informe a descrição do evento.',
      'Informe o número de participantes.',
      'Informe a data de início.',
      'Informe o local do evento.',
    ]) {
      expect(screen.getAllByText(message).length, message).toBeGreaterThan(0);
    }
    await user.type(screen.getByLabelText(/Data de início/), '11102030');
    await user.type(screen.getByLabelText(/Data de fim/), '10102030');
    await user.click(screen.getByRole('button', { name: 'Criar Evento' }));
    expect(
      screen.getAllByText('A data/hora de início deve ser anterior à data/hora de fim do evento.').length,
    ).toBeGreaterThan(0);
    expect(
      screen.getAllByText('A data/hora de fim deve ser posterior à data/hora de início do evento.').length,
    ).toBeGreaterThan(0);
  });

  it('masks and clamps its inputs: time, counts, the meeting link', async () => {
    const { user } = renderNewEventForm();
    const hour = screen.getByLabelText(/^Hora de início/);
    // Pasted at once, as a browser's autofill or Playwright's fill would put it.
    await user.clear(hour);
    await user.paste('2599');
    await user.tab();
    expect(hour).toHaveProperty('value', '');

    const participants = screen.getByLabelText(/Número de participantes/);
    await user.type(participants, '00abc');
    await user.tab();
    expect(participants).toHaveProperty('value', '1');
    await user.clear(participants);
    await user.type(participants, '99999999');
    await user.tab();
    expect(participants).toHaveProperty('value', '1000000');

    await user.click(screen.getByRole('tab', { name: 'Online' }));
    const link = screen.getByLabelText(/Link do evento/);
    await user.type(link, 'meet.google.com/abc-defg');
    await user.tab();
    expect(link).toHaveProperty('value', 'https://meet.google.com/abc-defg');
  });

  it('Pré Inscrição warns that it is irreversible and defaults the payment deadline to 7 dias', async () => {
    const { user } = renderNewEventForm();
    await user.click(screen.getByLabelText(/Pré Inscrição/));
    expect(screen.getByText(/A Pré Inscrição é irreversível/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Prazo para pagamento' })).toHaveProperty('value', '7');
    expect(screen.getByRole('combobox', { name: 'Unidade do prazo' })).toHaveProperty('value', 'Dias');
    await user.click(screen.getByLabelText(/Inscrição Comum/));
    expect(screen.queryByText(/A Pré Inscrição é irreversível/)).toBeNull();
  });

  it('the ticket modal checks each rule in the spec’s order', async () => {
    const { user } = renderNewEventForm();
    await user.type(screen.getByLabelText(/Data de início/), '10102030');
    await user.type(screen.getByLabelText(/Data de fim/), '12102030');
    await user.click(screen.getByRole('button', { name: 'Adicionar Ingresso' }));
    const modal = within(ticketModal());
    const save = modal.getByRole('button', { name: 'Salvar Ingresso' });
    const says = (message: string) => expect(screen.getAllByText(message).length, message).toBeGreaterThan(0);

    await user.click(save);
    says('Informe o nome do ingresso.');
    await user.type(modal.getByLabelText(/Nome do ingresso/), 'Pista');
    await user.click(save);
    says('A quantidade disponível deve ser de pelo menos 1.');
    await user.type(modal.getByLabelText(/Quantidade disponível/), '10');
    await user.click(save);
    says('Informe o valor do ingresso ou marque como Gratuito.');
    await user.click(modal.getByLabelText('Gratuito'));
    await user.click(modal.getByText('Por lote', { exact: true }));
    await user.click(save);
    says('Configuração de lote incompleta');
    await user.click(modal.getByText('Por período', { exact: true }));
    await user.click(modal.getByLabelText('Descrição'));
    await user.paste('x'.repeat(80));
    expect(modal.getByLabelText('Descrição')).toHaveProperty('value', 'x'.repeat(70));
    expect(modal.getByText('70/70')).toBeTruthy();
    await user.type(modal.getByLabelText(/Fim das vendas/), '13102030');
    await user.click(save);
    says('A data de fim do ingresso não pode ser posterior à data de fim do evento.');
    await user.clear(modal.getByLabelText(/Fim das vendas/));
    await user.type(modal.getByLabelText(/Fim das vendas/), '01102030');
    await user.click(save);
    expect(screen.queryByRole('dialog', { name: 'Novo Tipo de Ingresso' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Tipos de ingresso' }).textContent).toContain('Pista');
  });

  it('the ticket modal clamps the quantity and refuses a price over the ceiling with the server’s message', async () => {
    const { user } = renderNewEventForm();
    await user.click(screen.getByRole('button', { name: 'Adicionar Ingresso' }));
    const modal = within(ticketModal());
    await user.type(modal.getByLabelText(/Nome do ingresso/), 'Camarote');
    const quantity = modal.getByLabelText(/Quantidade disponível/);
    await user.type(quantity, '5000000');
    await user.tab();
    expect(quantity).toHaveProperty('value', '1000000');
    const price = modal.getByLabelText(/Valor/);
    await user.type(price, '10000001');
    expect(price).toHaveProperty('value', '100.000,01');
    await user.click(modal.getByRole('button', { name: 'Salvar Ingresso' }));
    const message = 'O valor do ingresso deve ser de no máximo R$ 100.000,00.';
    expect(modal.getByText(message)).toBeTruthy();
    expect(ticketModal()).toBeTruthy();
    await user.clear(price);
    await user.type(price, '10000000');
    expect(modal.queryByText(message)).toBeNull();
  });

  it('unticking Sem Limite and leaving the limit empty shows the field error', async () => {
    const { user } = renderNewEventForm();
    await user.click(screen.getByRole('button', { name: 'Adicionar Ingresso' }));
    const modal = within(ticketModal());
    await user.type(modal.getByLabelText(/Nome do ingresso/), 'Pista');
    await user.click(modal.getByLabelText('Gratuito'));
    await user.type(modal.getByLabelText(/Quantidade disponível/), '10');
    await user.click(modal.getByLabelText('Sem Limite por compra'));
    await user.click(modal.getByRole('button', { name: 'Salvar Ingresso' }));
    expect(modal.getByText('Informe o limite por compra ou marque Sem Limite.')).toBeTruthy();
    expect(ticketModal()).toBeTruthy();
    await user.type(modal.getByLabelText('Limite por compra', { exact: true }), '4');
    await user.click(modal.getByRole('button', { name: 'Salvar Ingresso' }));
    expect(screen.queryByRole('dialog', { name: 'Novo Tipo de Ingresso' })).toBeNull();
  });

  it('refuses a banner over 2 MB and a rich-text image of the wrong type', async () => {
    const { user } = renderNewEventForm();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const banner = document.querySelector<HTMLInputElement>('input[type="file"][accept*="image/png"]');
    if (!banner) throw new Error('no banner input');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 100)], 'grande.png', { type: 'image/png' });
    await user.upload(banner, big);
    expect(alert.mock.calls).toEqual([['O arquivo deve ter no máximo 2MB']]);

    await user.click(screen.getByRole('button', { name: 'Inserir imagem' }));
    const imageModal = screen.getByRole('dialog', { name: 'Inserir Imagem' });
    const input = imageModal.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no image input');
    // user.upload honours `accept`; a person can still pick "all files" in the browser's dialog.
    await userUploadIgnoringAccept(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(within(imageModal).getByText('Formato não suportado. Use PNG, JPG, JPEG ou WEBP.')).toBeTruthy();
  });
});

async function userUploadIgnoringAccept(input: HTMLInputElement, file: File): Promise<void> {
  const { default: userEvent } = await import('@testing-library/user-event');
  await userEvent.setup({ applyAccept: false }).upload(input, file);
}
