import { describe, expect, it } from 'vitest';
import { validateEventForm } from '../../../../domain/event-form/validate-event-form.ts';
import { isFormDirty } from './form-dirty.ts';
import {
  emptyEventForm,
  emptyTicket,
  LIMIT_MESSAGES,
  limitPerOrderIssue,
  toEventInput,
  toEventRequest,
} from './form-values.ts';

const filled = () => ({
  ...emptyEventForm(),
  nome: 'Show',
  descricao: '<p>Sobre</p>',
  numero_participantes: '100',
  data_inicio: '10/05/2030',
  data_fim: '10/05/2030',
  local_evento: 'Teatro',
  endereco: 'Rua A',
  cidade: 'Recife',
  estado: 'pe',
  tipos_ingresso: [{ ...emptyTicket(), nome: 'Inteira', preco: '1.234,56', quantidade: '10' }],
});

describe('toEventRequest', () => {
  it('sends prices with a dot, quantities as numbers and the state in capitals', () => {
    const request = toEventRequest(filled());
    expect(request.estado).toBe('PE');
    expect(request.tipos_ingresso?.[0]).toMatchObject({
      preco: '1234.56',
      quantidade: 10,
      limit_per_order: null,
    });
    expect(request.pre_inscricao_approval_duration).toBeNull();
  });

  it('sends a ticket to the agenda only while the chosen institution has members', () => {
    const values = filled();
    const agendaTicket = { ...emptyTicket(), nome: 'Membros', quantidade: '5', show_in_agenda: true };
    const withTicket = { ...values, tipos_ingresso: [agendaTicket] };
    // Retyping the name leaves no institution for a moment: the choice is kept, not sent.
    expect(toEventRequest({ ...withTicket, has_members: false }).tipos_ingresso?.[0]?.show_in_agenda).toBe(
      false,
    );
    expect(
      toEventRequest({ ...withTicket, instituicao_id: 3, has_members: true }).tipos_ingresso?.[0]
        ?.show_in_agenda,
    ).toBe(true);
  });

  it('sends approval tickets without quantity and the deadline', () => {
    const request = toEventRequest({
      ...filled(),
      pre_inscricao_type: 'approval',
      approval_value: '2',
      approval_unit: 'semanas',
    });
    expect(request.tipos_ingresso?.[0]?.quantidade).toBeNull();
    expect(request.pre_inscricao_approval_duration).toEqual({ value: 2, unit: 'semanas' });
  });

  it('prepends https:// to the meeting link and sends lots without a start', () => {
    const values = filled();
    const lot = { ...emptyTicket(), nome: 'Lote 2', preco: '10,00', quantidade: '5', use_lotes: true };
    lot.start_after_ticket_id = values.tipos_ingresso[0]?.client_id ?? null;
    lot.data_inicio_venda = '01/01/2030';
    const request = toEventRequest({
      ...values,
      tipo_evento: 'online',
      link_evento: 'zoom.us/j/1',
      tipos_ingresso: [...values.tipos_ingresso, lot],
    });
    expect(request.link_evento).toBe('https://zoom.us/j/1');
    expect(request.tipos_ingresso?.[1]).toMatchObject({ data_inicio_venda: '', hora_inicio_venda: '' });
  });

  it('passes the shared rules when complete', () => {
    expect(validateEventForm(toEventInput(filled()), { hasMembers: false })).toEqual({});
  });
});

describe('approval payment deadline', () => {
  it('defaults to 7 dias, on a new form and on an approval event saved without one', () => {
    expect(emptyEventForm()).toMatchObject({ approval_value: '7', approval_unit: 'dias' });
    const request = toEventRequest({ ...filled(), pre_inscricao_type: 'approval' });
    expect(request.pre_inscricao_approval_duration).toEqual({ value: 7, unit: 'dias' });
  });
});

describe('limitPerOrderIssue', () => {
  const ticket = (sem_limite: boolean, limit_per_order: string) => ({
    ...emptyTicket(),
    sem_limite,
    limit_per_order,
  });

  it('asks for the limit when "Sem Limite" is unticked and the field is empty or below 1', () => {
    expect(limitPerOrderIssue(ticket(false, ''))).toBe(LIMIT_MESSAGES.required);
    expect(limitPerOrderIssue(ticket(false, '  '))).toBe(LIMIT_MESSAGES.required);
    expect(limitPerOrderIssue(ticket(false, '0'))).toBe(LIMIT_MESSAGES.min);
    expect(limitPerOrderIssue(ticket(false, '4'))).toBeNull();
    expect(limitPerOrderIssue(ticket(true, ''))).toBeNull();
  });
});

describe('isFormDirty', () => {
  it('notices any change, including a picked banner, and nothing else', () => {
    const base = filled();
    expect(isFormDirty(base, { ...base })).toBe(false);
    expect(isFormDirty(base, { ...base, nome: 'Outro' })).toBe(true);
    expect(isFormDirty(base, { ...base, tipos_ingresso: [] })).toBe(true);
    const banner = new File(['x'], 'b.png', { type: 'image/png' });
    expect(isFormDirty(base, { ...base, banner })).toBe(true);
    expect(isFormDirty({ ...base, banner }, { ...base, banner })).toBe(false);
  });
});
