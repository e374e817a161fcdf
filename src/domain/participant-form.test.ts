import { describe, expect, it } from 'vitest';
import {
  type AddressValue,
  type AnswersByFieldId,
  clearHiddenAnswers,
  EMAIL_PATTERN,
  type FormField,
  isFieldVisible,
  parseAddress,
  serializeAddress,
  validateAnswer,
  validateParticipant,
} from './participant-form.ts';

function field(overrides: Partial<FormField> & Pick<FormField, 'id'>): FormField {
  return {
    tipo: 'short_text',
    label: `Campo ${overrides.id}`,
    instructions: null,
    required: false,
    options: [],
    show_for_ticket_types: null,
    conditional_father_field_id: null,
    conditional_option_id: null,
    ...overrides,
  };
}

const options = (...values: string[]) =>
  values.map((value, index) => ({ id: 100 + index, value, order: index }));

// 1: single choice "Vai de ônibus?" (Sim=100, Não=101)
// 2: shown when 1 = Sim; 3: shown when 2 is shown (no option); 4: multiple choice (A=100, B=101)
// 5: shown when 4 includes B; 6: only for ticket type 20; 7: shown when 6 is answered "X"
const FIELDS: FormField[] = [
  field({ id: 1, tipo: 'single_choice', options: options('Sim', 'Não') }),
  field({ id: 2, conditional_father_field_id: 1, conditional_option_id: 100 }),
  field({ id: 3, conditional_father_field_id: 2, conditional_option_id: null }),
  field({ id: 4, tipo: 'multiple_choice', options: options('A', 'B') }),
  field({ id: 5, conditional_father_field_id: 4, conditional_option_id: 101 }),
  field({ id: 6, tipo: 'dropdown', options: options('X', 'Y'), show_for_ticket_types: [20] }),
  field({ id: 7, conditional_father_field_id: 6, conditional_option_id: 100 }),
];

const byId = (id: number): FormField => {
  const found = FIELDS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no field ${id}`);
  return found;
};

describe('isFieldVisible', () => {
  it.each([
    ['unconditional field', 1, {}, 10, true],
    ['parent holds the option value', 2, { 1: 'Sim' }, 10, true],
    ['parent holds another value', 2, { 1: 'Não' }, 10, false],
    ['parent unanswered', 2, {}, 10, false],
    ['compares by value, not by option id', 2, { 1: '100' }, 10, false],
    ['grandchild of a visible parent without option', 3, { 1: 'Sim' }, 10, true],
    ['grandchild of a hidden parent', 3, { 1: 'Não' }, 10, false],
    ['multiple choice includes the option', 5, { 4: ['A', 'B'] }, 10, true],
    ['multiple choice without the option', 5, { 4: ['A'] }, 10, false],
    ['multiple choice with nothing picked', 5, { 4: [] }, 10, false],
    ['ticket restriction allows', 6, {}, 20, true],
    ['ticket restriction forbids', 6, {}, 10, false],
    ['child of a field hidden by ticket type, even if answered', 7, { 6: 'X' }, 10, false],
    ['child of a field shown for the ticket type', 7, { 6: 'X' }, 20, true],
  ] as const)('%s', (_, id, answers, ticketTypeId, visible) => {
    expect(isFieldVisible(byId(id), FIELDS, answers, ticketTypeId)).toBe(visible);
  });

  it.each([
    ['an empty ticket list means every type', field({ id: 9, show_for_ticket_types: [] }), [], true],
    ['a missing parent hides the field', field({ id: 9, conditional_father_field_id: 99 }), [], false],
    [
      'an unknown option id hides the field',
      field({ id: 9, conditional_father_field_id: 1, conditional_option_id: 999 }),
      FIELDS,
      false,
    ],
  ])('%s', (_, subject, others, visible) => {
    expect(isFieldVisible(subject, [...others, subject], { 1: 'Sim' }, 10)).toBe(visible);
  });

  it('hides fields in a conditional cycle instead of looping', () => {
    const a = field({ id: 1, conditional_father_field_id: 2 });
    const b = field({ id: 2, conditional_father_field_id: 1 });
    expect(isFieldVisible(a, [a, b], {}, 10)).toBe(false);
    expect(isFieldVisible(b, [a, b], {}, 10)).toBe(false);
  });
});

describe('clearHiddenAnswers', () => {
  it('drops answers of hidden fields, including hidden descendants', () => {
    const answers: AnswersByFieldId = { 1: 'Não', 2: 'linha 42', 3: 'poltrona 7', 4: ['A'], 5: 'x', 6: 'X' };
    expect(clearHiddenAnswers(FIELDS, answers, 10)).toEqual({ 1: 'Não', 4: ['A'] });
  });

  it('keeps answers of visible fields and of unknown ids', () => {
    const answers: AnswersByFieldId = { 1: 'Sim', 2: 'linha 42', 6: 'X', 7: 'y', 99: 'outro' };
    expect(clearHiddenAnswers(FIELDS, answers, 20)).toEqual(answers);
  });
});

const ADDRESS: AddressValue = {
  cep: '01310-100',
  rua: 'Avenida Paulista',
  numero: '1000',
  complemento: '',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
};

describe('serializeAddress / parseAddress', () => {
  it('round-trips an address through one text', () => {
    const text = serializeAddress({ ...ADDRESS, rua: '  Avenida Paulista ' });
    expect(text).toBe(
      '{"cep":"01310-100","rua":"Avenida Paulista","numero":"1000","complemento":"",' +
        '"bairro":"Bela Vista","cidade":"São Paulo","estado":"SP"}',
    );
    expect(parseAddress(text)).toEqual(ADDRESS);
  });

  it.each([
    ['not JSON', 'Avenida Paulista, 1000', null],
    ['a JSON array', '[1,2]', null],
    ['JSON null', 'null', null],
    ['missing and numeric parts', '{"rua":"R","numero":12}', { ...emptyAddress(), rua: 'R', numero: '12' }],
  ])('parses %s', (_, text, expected) => {
    expect(parseAddress(text)).toEqual(expected);
  });
});

function emptyAddress(): AddressValue {
  return { cep: '', rua: '', numero: '', complemento: '', bairro: '', cidade: '', estado: '' };
}

describe('validateAnswer', () => {
  const required = (overrides: Partial<FormField>) => field({ id: 1, required: true, ...overrides });
  const optional = (overrides: Partial<FormField>) => field({ id: 1, required: false, ...overrides });
  const choice = { options: options('A', 'B') };

  it.each([
    ['required text blank', required({}), '  ', 'Este campo é obrigatório'],
    ['required text missing', required({ tipo: 'long_text' }), undefined, 'Este campo é obrigatório'],
    ['required text filled', required({}), 'ok', null],
    ['optional text blank', optional({}), '', null],
    ['required date filled', required({ tipo: 'date' }), '10/03/2026', null],
    ['required phone blank', required({ tipo: 'phone' }), '', 'Este campo é obrigatório'],
    ['required document filled (any document)', required({ tipo: 'document' }), 'RG 12.345.678-9', null],
    ['email invalid', required({ tipo: 'email' }), 'maria@x', 'Email inválido'],
    ['optional email invalid', optional({ tipo: 'email' }), 'maria@x', 'Email inválido'],
    ['email valid', required({ tipo: 'email' }), 'maria@example.com', null],
    ['number blank', required({ tipo: 'number' }), '', 'Este campo é obrigatório'],
    ['number valid', required({ tipo: 'number' }), '42', null],
    ['number with comma', required({ tipo: 'number' }), '3,5', null],
    ['number not numeric', required({ tipo: 'number' }), 'quarenta', 'Informe um número válido'],
    [
      'multiple choice none',
      required({ tipo: 'multiple_choice', ...choice }),
      [],
      'Selecione pelo menos uma opção',
    ],
    [
      'multiple choice missing',
      required({ tipo: 'multiple_choice', ...choice }),
      undefined,
      'Selecione pelo menos uma opção',
    ],
    ['multiple choice one', required({ tipo: 'multiple_choice', ...choice }), ['B'], null],
    [
      'multiple choice unknown pick',
      required({ tipo: 'multiple_choice', ...choice }),
      ['B', 'Z'],
      'Opção inválida',
    ],
    ['optional multiple choice none', optional({ tipo: 'multiple_choice', ...choice }), [], null],
    ['single choice blank', required({ tipo: 'single_choice', ...choice }), '', 'Selecione uma opção'],
    ['single choice picked', required({ tipo: 'single_choice', ...choice }), 'A', null],
    ['single choice unknown', required({ tipo: 'single_choice', ...choice }), 'Z', 'Opção inválida'],
    ['dropdown blank', required({ tipo: 'dropdown', ...choice }), undefined, 'Selecione uma opção'],
    ['dropdown given a list', required({ tipo: 'dropdown', ...choice }), ['A'], 'Resposta inválida'],
    ['text given a list', required({}), ['A'], 'Resposta inválida'],
    [
      'address complete without cep and complemento',
      required({ tipo: 'address' }),
      { ...ADDRESS, cep: '' },
      null,
    ],
    ['address as serialized text', required({ tipo: 'address' }), serializeAddress(ADDRESS), null],
    [
      'address missing bairro',
      required({ tipo: 'address' }),
      { ...ADDRESS, bairro: ' ' },
      'Preencha bairro do endereço',
    ],
    [
      'address missing número and cidade',
      required({ tipo: 'address' }),
      { ...ADDRESS, numero: '', cidade: '' },
      'Preencha número e cidade do endereço',
    ],
    [
      'address missing rua, número and cidade',
      required({ tipo: 'address' }),
      { ...ADDRESS, rua: '', numero: '', cidade: '' },
      'Preencha rua, número e cidade do endereço',
    ],
    [
      'address missing estado',
      required({ tipo: 'address' }),
      { ...ADDRESS, estado: '' },
      'Preencha estado do endereço',
    ],
    [
      'address missing',
      required({ tipo: 'address' }),
      undefined,
      'Preencha rua, número, bairro, cidade e estado',
    ],
    [
      'address unparseable text',
      required({ tipo: 'address' }),
      'Rua X',
      'Preencha rua, número, bairro, cidade e estado',
    ],
    ['optional address empty', optional({ tipo: 'address' }), emptyAddress(), null],
  ] as const)('%s', (_, subject, value, message) => {
    expect(validateAnswer(subject, value)).toBe(message);
  });
});

describe('validateParticipant', () => {
  const fields: FormField[] = [
    field({ id: 1, tipo: 'single_choice', required: true, options: options('Sim', 'Não') }),
    field({ id: 2, required: true, conditional_father_field_id: 1, conditional_option_id: 100 }),
    field({ id: 3, required: true, show_for_ticket_types: [20] }),
  ];
  const valid = {
    nome: 'Maria Silva',
    email: 'maria@example.com',
    telefone: '',
    cpf: '',
    answers: { 1: 'Não' },
  };

  it.each([
    ['a valid participant', {}, false, {}],
    ['blank name', { nome: ' ' }, false, { nome: 'Nome é obrigatório' }],
    ['blank email', { email: '' }, false, { email: 'Email é obrigatório' }],
    ['invalid email', { email: 'maria@' }, false, { email: 'Email inválido' }],
    ['phone and CPF required', {}, true, { telefone: 'Telefone é obrigatório', cpf: 'CPF é obrigatório' }],
    ['phone and CPF given when required', { telefone: '(11) 98765-4321', cpf: '529.982.247-25' }, true, {}],
    ['phone and CPF missing as null', { telefone: null, cpf: null }, false, {}],
    [
      'invalid phone and CPF even when optional',
      { telefone: '1234', cpf: '111.111.111-11' },
      false,
      { telefone: 'Telefone inválido', cpf: 'CPF inválido' },
    ],
    ['required custom field unanswered', { answers: {} }, false, { campo_1: 'Selecione uma opção' }],
    [
      'conditional field shown and blank',
      { answers: { 1: 'Sim' } },
      false,
      { campo_2: 'Este campo é obrigatório' },
    ],
    ['conditional field shown and filled', { answers: { 1: 'Sim', 2: 'ok' } }, false, {}],
  ])('%s', (_, overrides, requirePhoneAndCpf, errors) => {
    const participant = { ...valid, ...overrides };
    expect(validateParticipant({ participant, fields, ticketTypeId: 10, requirePhoneAndCpf })).toEqual(
      errors,
    );
  });

  it('enforces a field restricted to the participant’s ticket type', () => {
    const result = validateParticipant({
      participant: valid,
      fields,
      ticketTypeId: 20,
      requirePhoneAndCpf: false,
    });
    expect(result).toEqual({ campo_3: 'Este campo é obrigatório' });
  });
});

describe('EMAIL_PATTERN', () => {
  it('requires a 2+ letter ending', () => {
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true);
    expect(EMAIL_PATTERN.test('a@b.c')).toBe(false);
  });
});
