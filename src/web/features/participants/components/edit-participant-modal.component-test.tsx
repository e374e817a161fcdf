// The organiser's edit dialog with the event's form (issue 20, ADR 0416): the answers as stored,
// a conditional question following its parent's choice (and its answer cleared when hidden), and
// the server's refusal shown under the fields it names.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ParticipantEditForm } from '../../../../domain/contracts/participant-edit.ts';
import { renderUi } from '../../../testing/render-ui.tsx';
import { EditParticipantModal } from './edit-participant-modal.tsx';

const field = { instructions: '', required: false, options: [], show_for_ticket_types: null };
const FORM: ParticipantEditForm = {
  id: 7,
  tipoIngressoId: 3,
  tipoIngresso: 'Inteira',
  nome: 'Edu Edição',
  email: 'edu@teste.com.br',
  telefone: '62991110001',
  cpf: null,
  pede_telefone_cpf: false,
  formulario: [
    {
      ...field,
      id: 1,
      tipo: 'short_text',
      label: 'Empresa',
      conditional_father_field_id: null,
      conditional_option_id: null,
    },
    {
      ...field,
      id: 2,
      tipo: 'single_choice',
      label: 'Vai ao jantar?',
      required: true,
      options: [
        { id: 21, value: 'Sim', order: 0 },
        { id: 22, value: 'Não', order: 1 },
      ],
      conditional_father_field_id: null,
      conditional_option_id: null,
    },
    {
      ...field,
      id: 3,
      tipo: 'short_text',
      label: 'Restrição alimentar',
      required: true,
      conditional_father_field_id: 2,
      conditional_option_id: 21,
    },
  ],
  respostas: { '1': 'Catraca', '2': 'Sim', '3': 'Vegana' },
};

function renderDialog() {
  const view = renderUi(<EditParticipantModal eventId={5} participantId={7} onClose={vi.fn()} />, {
    api: { '/api/eventos/5/participantes/7/formulario': FORM },
  });
  const fetch = vi.mocked(globalThis.fetch);
  const answer = fetch.getMockImplementation();
  const sent: unknown[] = [];
  /** The PUT's reply; GETs keep the stubbed answers. */
  const replyToPut = (status: number, body: unknown) =>
    fetch.mockImplementation(async (input, init) => {
      if (init?.method !== 'PUT') return (answer as typeof globalThis.fetch)(input, init);
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
  return { ...view, sent, replyToPut };
}

describe('Editar participante', () => {
  it('shows the answers, hides the follow-up when the choice changes, and sends its answer cleared', async () => {
    const { user, sent, replyToPut } = renderDialog();
    // While the answers load, a screen reader hears what is loading (a named status, not a bare span).
    expect(screen.getByRole('status', { name: 'Carregando dados do participante' })).toBeTruthy();
    const dialog = within(await screen.findByTestId('edit-participant'));
    expect(dialog.getByLabelText('Empresa')).toHaveProperty('value', 'Catraca');
    expect(dialog.getByLabelText(/Restrição alimentar/)).toHaveProperty('value', 'Vegana');
    await user.click(dialog.getByRole('radio', { name: 'Não' }));
    expect(dialog.queryByLabelText(/Restrição alimentar/)).toBeNull();
    replyToPut(200, { success: true, message: 'Dados do participante atualizados.' });
    await user.click(dialog.getByRole('button', { name: 'Salvar alterações' }));
    await screen.findByText('Dados do participante atualizados.');
    expect(sent).toEqual([
      {
        nome: 'Edu Edição',
        email: 'edu@teste.com.br',
        telefone: '(62) 99111-0001',
        cpf: null,
        respostas: { '1': 'Catraca', '2': 'Não', '3': '' },
      },
    ]);
  });

  it("puts the server's field errors under the e-mail and the question they name", async () => {
    const { user, replyToPut } = renderDialog();
    const dialog = within(await screen.findByTestId('edit-participant'));
    replyToPut(409, {
      success: false,
      error_type: 'duplicate_participant',
      error: 'Já existe inscrição para: edu@teste.com.br.',
      validation_errors: {
        email: ['Já existe inscrição para: edu@teste.com.br.'],
        'respostas.3': ['Resposta inválida'],
      },
    });
    await user.click(dialog.getByRole('button', { name: 'Salvar alterações' }));
    const email = await dialog.findByLabelText(/E-mail/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText('Já existe inscrição para: edu@teste.com.br.')).toBeTruthy();
    expect(dialog.getByLabelText(/Restrição alimentar/).getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText('Resposta inválida')).toBeTruthy();
  });
});
