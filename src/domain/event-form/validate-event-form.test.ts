import { describe, expect, it } from 'vitest';
import { eventFormInputSchema } from './event-form-contract.ts';
import { planEvent } from './event-form-plan.ts';
import { TICKET_MESSAGES } from './ticket-type-rules.ts';
import { EVENT_MESSAGES, hasRichTextContent, validateEventForm } from './validate-event-form.ts';

const base = {
  nome: 'Congresso',
  descricao: '<p>Sobre</p>',
  numero_participantes: '100',
  data_inicio: '10/05/2030',
  hora_inicio: '09:00',
  data_fim: '2030-05-11',
  hora_fim: '18:00',
  tipo_evento: 'presencial',
  local_evento: 'Centro',
  endereco: 'Rua A',
  cidade: 'São Paulo',
  estado: 'sp',
  tipos_ingresso: [{ client_id: 'a', nome: 'Inteira', preco: '50.00', quantidade: '10' }],
};

const input = (overrides: Record<string, unknown> = {}) =>
  eventFormInputSchema.parse({ ...base, ...overrides });
const validate = (
  overrides: Record<string, unknown> = {},
  ctx: Partial<Parameters<typeof validateEventForm>[1]> = {},
) => validateEventForm(input(overrides), { hasMembers: false, ...ctx });

describe('validateEventForm', () => {
  it('accepts a complete in-person event', () => expect(validate()).toEqual({}));

  it('requires the basics', () => {
    expect(validate({ nome: ' ', descricao: '<p> </p>', numero_participantes: '' })).toEqual({
      nome: [EVENT_MESSAGES.nameRequired],
      descricao: [EVENT_MESSAGES.descriptionRequired],
      numero_participantes: [EVENT_MESSAGES.participantsRequired],
    });
    expect(validate({ numero_participantes: 0 }).numero_participantes).toEqual([
      EVENT_MESSAGES.participantsMin,
    ]);
  });

  it('requires start before end, with both messages', () => {
    expect(validate({ data_fim: '10/05/2030', hora_fim: '09:00' })).toEqual({
      data_inicio: [EVENT_MESSAGES.startBeforeEnd],
      data_fim: [EVENT_MESSAGES.endAfterStart],
    });
    expect(validate({ data_inicio: '', data_fim: '31/13/2030' })).toEqual({
      data_inicio: [EVENT_MESSAGES.startDateRequired],
      data_fim: [TICKET_MESSAGES.invalidDate],
    });
  });

  it('defaults blank times to 00:00 and 23:59', () => {
    const plan = planEvent(input({ hora_inicio: '', hora_fim: '', data_fim: '10/05/2030' }), {
      hasMembers: false,
      descriptionHtml: '',
    });
    expect(plan.startsAt.toISOString()).toBe('2030-05-10T03:00:00.000Z');
    expect(plan.endsAt.toISOString()).toBe('2030-05-11T02:59:00.000Z');
  });

  it('checks the in-person address and the online link', () => {
    expect(validate({ local_evento: '', endereco: '', cidade: '', estado: 'XX', cep: '123' })).toEqual({
      local_evento: [EVENT_MESSAGES.placeRequired],
      endereco: [EVENT_MESSAGES.streetRequired],
      cidade: [EVENT_MESSAGES.cityRequired],
      estado: [EVENT_MESSAGES.stateInvalid],
      cep: [EVENT_MESSAGES.cepInvalid],
    });
    expect(validate({ tipo_evento: 'online', local_evento: '', link_evento: '' }).link_evento).toEqual([
      EVENT_MESSAGES.linkRequired,
    ]);
    expect(validate({ tipo_evento: 'online', link_evento: 'meet.google.com/abc' })).toEqual({});
  });

  it('needs an approval deadline of at least 1, and keeps approval irreversible', () => {
    expect(
      validate({
        pre_inscricao_type: 'approval',
        pre_inscricao_approval_duration: { value: 0, unit: 'horas' },
      }),
    ).toEqual({ 'pre_inscricao_approval_duration.value': [EVENT_MESSAGES.approvalDurationMin] });
    expect(validate({}, { previous: { needsApproval: true, placesTaken: 0 } }).pre_inscricao_type).toEqual([
      EVENT_MESSAGES.approvalIrreversible,
    ]);
    expect(
      validate(
        { pre_inscricao_type: 'approval', pre_inscricao_approval_duration: { value: 2 } },
        { previous: { needsApproval: false, placesTaken: 3 } },
      ).pre_inscricao_type,
    ).toEqual([EVENT_MESSAGES.approvalAfterSales]);
  });

  it('caps the number of participants and the approval deadline, shown as the form writes counts', () => {
    expect(validate({ numero_participantes: '1000000' })).toEqual({});
    expect(validate({ numero_participantes: 1_000_001 }).numero_participantes).toEqual([
      'O número de participantes deve ser de no máximo 1.000.000.',
    ]);
    expect(validate({ numero_participantes: 2 ** 31 }).numero_participantes).toEqual([
      EVENT_MESSAGES.participantsMax,
    ]);
    const approval = (value: unknown) =>
      validate({ pre_inscricao_type: 'approval', pre_inscricao_approval_duration: { value, unit: 'dias' } });
    expect(approval(999)).toEqual({});
    expect(approval(1000)).toEqual({
      'pre_inscricao_approval_duration.value': ['O prazo para pagamento deve ser de no máximo 999.'],
    });
  });

  it('checks a deadline sent with immediate registration, though it is not saved', () => {
    const immediate = (value: unknown) =>
      validate({ pre_inscricao_type: 'immediate', pre_inscricao_approval_duration: { value, unit: 'dias' } });
    expect(immediate(null)).toEqual({});
    expect(immediate('')).toEqual({});
    expect(immediate(5)).toEqual({});
    expect(immediate(2 ** 31)).toEqual({
      'pre_inscricao_approval_duration.value': [EVENT_MESSAGES.approvalDurationMax],
    });
  });

  it('keys ticket errors by index and field, with the general late-sales notice', () => {
    const errors = validate({
      tipos_ingresso: [
        { nome: 'A', preco: '', quantidade: 5 },
        { nome: 'B', preco: '10', quantidade: 5, data_fim_venda: '12/05/2030' },
      ],
    });
    expect(errors).toEqual({
      'tipos_ingresso.0.preco': ['Informe o valor do ingresso ou marque como Gratuito.'],
      'tipos_ingresso.1.data_fim_venda': [TICKET_MESSAGES.saleEndAfterEventEnd],
      tipos_ingresso: [TICKET_MESSAGES.salesAfterEventEnd],
    });
  });

  it('uses sold counts and allows one agenda ticket when the institution has members', () => {
    const tickets = [
      { id: 7, nome: 'A', preco: '1', quantidade: 2, show_in_agenda: true },
      { nome: 'B', preco: '1', quantidade: 2, show_in_agenda: true },
    ];
    const errors = validate(
      { tipos_ingresso: tickets },
      { hasMembers: true, soldByTicketId: new Map([[7, 3]]) },
    );
    expect(errors['tipos_ingresso.0.quantidade']?.[0]).toMatch(/Já foram vendidos 3/);
    expect(errors.tipos_ingresso).toEqual([TICKET_MESSAGES.onlyOneInAgenda]);
    expect(validate({ tipos_ingresso: tickets }, { hasMembers: false })).toEqual({});
  });
});

describe('planEvent', () => {
  it('stores approval tickets without quantity, lots without start, free tickets at 0', () => {
    const plan = planEvent(
      input({
        pre_inscricao_type: 'approval',
        pre_inscricao_approval_duration: { value: '3', unit: 'semanas' },
        tipos_ingresso: [
          {
            client_id: 'a',
            nome: 'A',
            is_free: true,
            preco: '99',
            quantidade: 10,
            data_fim_venda: '09/05/2030',
          },
          {
            client_id: 'b',
            nome: 'B',
            preco: '10,50',
            use_lotes: true,
            start_after_ticket_id: 'a',
            data_inicio_venda: '01/05/2030',
            limit_per_order: '0',
            show_in_agenda: true,
          },
        ],
      }),
      { hasMembers: false, descriptionHtml: '<p>x</p>' },
    );
    expect(plan).toMatchObject({
      needsApproval: true,
      approvalDeadlineValue: 3,
      approvalDeadlineUnit: 'semanas',
      state: 'SP',
    });
    expect(plan.tickets[0]).toMatchObject({ key: 'a', priceCents: 0, quantity: null, startAfter: null });
    expect(plan.tickets[1]).toMatchObject({
      priceCents: 1050,
      salesStartAt: null,
      startAfter: 'a',
      limitPerOrder: null,
      showInAgenda: false,
    });
  });

  it('normalises the online link and drops the address', () => {
    const plan = planEvent(input({ tipo_evento: 'online', link_evento: 'zoom.us/j/1' }), {
      hasMembers: false,
      descriptionHtml: '',
    });
    expect(plan).toMatchObject({
      isOnline: true,
      meetingLink: 'https://zoom.us/j/1',
      placeName: null,
      state: null,
    });
  });
});

describe('hasRichTextContent', () => {
  it.each([
    ['<p></p>', false],
    ['<p>&nbsp;</p>', false],
    ['<p>oi</p>', true],
    ['<p><img src="/uploads/x"></p>', true],
  ])('%s → %s', (html, has) => expect(hasRichTextContent(html)).toBe(has));
});
