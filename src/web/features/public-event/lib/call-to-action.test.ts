import { describe, expect, it } from 'vitest';
import { callToAction } from './call-to-action.ts';
import { buildEvent, buildTicket } from './test-event.ts';

const soldOut = buildTicket({ id: 1, nome: 'Único', status: 'sold_out', venda_disponivel: false });
const ended = buildTicket({ id: 2, nome: 'Lote 1', status: 'ended', venda_disponivel: false });

describe('callToAction', () => {
  it('is open while something is on sale', () => {
    expect(callToAction(buildEvent())).toEqual({ kind: 'open' });
  });

  it('says Esgotado when every ticket type is sold out', () => {
    const event = buildEvent({ tipos_ingresso: [soldOut], inscricoes_abertas: false });
    expect(callToAction(event)).toEqual({ kind: 'closed', label: 'Esgotado', reason: 'sold_out' });
  });

  it('says Esgotado no momento while the places are only held by unpaid PIX orders (issue 17)', () => {
    const event = buildEvent({
      tipos_ingresso: [{ ...soldOut, esgotado_no_momento: true }],
      inscricoes_abertas: false,
      esgotado_no_momento: true,
    });
    expect(callToAction(event)).toEqual({ kind: 'closed', label: 'Esgotado no momento', reason: 'sold_out' });
  });

  it('says Esgotado when the event has no places left even if a type still has stock', () => {
    const event = buildEvent({ numero_participantes_restantes: 0 });
    expect(callToAction(event)).toMatchObject({ label: 'Esgotado' });
  });

  it('gives the opening date before sales start', () => {
    const event = buildEvent({ inscricoes_abertas: false, vendas_abrem_em: '2027-01-10T12:00:00Z' });
    expect(callToAction(event)).toMatchObject({ kind: 'closed', reason: 'not_started' });
    expect(callToAction(event)).toHaveProperty(
      'label',
      expect.stringMatching(/^Vendas a partir de 10\/01\/2027/),
    );
  });

  it('says the registrations are closed when sales ended', () => {
    const event = buildEvent({ tipos_ingresso: [soldOut, ended], inscricoes_abertas: false });
    expect(callToAction(event)).toEqual({ kind: 'closed', label: 'Inscrições encerradas', reason: 'ended' });
  });

  it('ignores stock for approval events (only limit_per_order applies)', () => {
    const event = buildEvent({ participants_need_approval: true, tipos_ingresso: [soldOut] });
    expect(callToAction(event)).toEqual({ kind: 'open' });
  });
});
