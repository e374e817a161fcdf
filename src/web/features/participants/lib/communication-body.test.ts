import { describe, expect, it } from 'vitest';
import { communicateParticipantsBodySchema } from '../../../../domain/contracts/participant-communication.ts';
import { communicationBody } from './communication-body.ts';

const draft = {
  subject: 'Credenciamento',
  message: 'Chegue às 8h.',
  toBuyers: false,
  filtros: { status: ['pago' as const], presenca: null },
};

describe('communicationBody', () => {
  it('sends the modal filters when there is no table selection', () => {
    const body = communicationBody({ ...draft, selecao: null });
    expect(body).toEqual({
      assunto: 'Credenciamento',
      mensagem: 'Chegue às 8h.',
      enviarParaCompradores: false,
      participantesIds: [],
      filtros: { status: ['pago'], presenca: null },
    });
    expect(body).not.toHaveProperty('selecao');
  });

  it('sends exactly the ticked rows, without the default "pago" filter, and the server schema accepts it', () => {
    const selecao = { tipo: 'ids' as const, ids: [3, 9] };
    const body = communicationBody({ ...draft, toBuyers: true, selecao });
    expect(body).toMatchObject({ filtros: {}, selecao, enviarParaCompradores: true, participantesIds: [] });
    expect(communicateParticipantsBodySchema.parse(body).selecao).toEqual(selecao);
  });

  it('sends a frozen "all matching" selection with the rows unticked', () => {
    const selecao = {
      tipo: 'filtro' as const,
      snapshot: { filtro: { status: 'pago' }, total: 40, ate: 812, impressao: 'a'.repeat(32) },
      excluidos: [17],
    };
    const body = communicationBody({ ...draft, selecao });
    expect(body.filtros).toEqual({});
    expect(communicateParticipantsBodySchema.parse(body).selecao).toEqual(selecao);
  });
});
