import { describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../../../domain/errors.ts';
import {
  type CheckoutAction,
  createCheckoutReducer,
  INITIAL_CHECKOUT_STATE,
} from '../hooks/checkout-reducer.ts';
import { validateAllParticipants } from './participant-validation.ts';
import { buildRegistrationBody } from './registration-body.ts';
import { mapRegistrationFieldErrors } from './registration-field-errors.ts';
import { buildEvent, buildField, COMO_SOUBE, EMPRESA, INTEIRA, QUAL } from './test-event.ts';

const ENDERECO = buildField({ id: 13, tipo: 'address', label: 'Endereço' });
const NASCIMENTO = buildField({ id: 14, tipo: 'date', label: 'Nascimento' });
const event = buildEvent({ formulario: [EMPRESA, COMO_SOUBE, QUAL, ENDERECO, NASCIMENTO] });
const reducer = createCheckoutReducer(event.formulario);
const run = (...actions: CheckoutAction[]) => actions.reduce(reducer, INITIAL_CHECKOUT_STATE);

const filled = run(
  { type: 'setQuantity', ticketTypeId: INTEIRA.id, quantity: 1 },
  { type: 'setPersonField', entryId: 'p1', field: 'nome', value: ' Ana Souza ' },
  { type: 'setPersonField', entryId: 'p1', field: 'email', value: 'ana@example.com' },
  { type: 'setPersonField', entryId: 'p1', field: 'telefone', value: '(11) 98765-4321' },
  { type: 'setAnswer', entryId: 'p1', ticketTypeId: INTEIRA.id, fieldId: EMPRESA.id, value: 'ACME' },
  { type: 'setAnswer', entryId: 'p1', ticketTypeId: INTEIRA.id, fieldId: COMO_SOUBE.id, value: 'Instagram' },
  {
    type: 'setAnswer',
    entryId: 'p1',
    ticketTypeId: INTEIRA.id,
    fieldId: ENDERECO.id,
    value: {
      cep: '01310-100',
      rua: 'Av. Paulista',
      numero: '1000',
      complemento: '',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
    },
  },
  { type: 'setBuyer', field: 'name', value: 'Ana Souza' },
  { type: 'setBuyer', field: 'email', value: 'ana@example.com' },
  { type: 'setBuyer', field: 'documento', value: '529.982.247-25' },
  { type: 'setPaymentMethod', method: 'credit_card' },
  { type: 'setInstallments', installments: 3 },
  {
    type: 'applyCoupon',
    coupon: {
      code: 'BEMVINDO10',
      tipo_desconto: 'percentual',
      valor: 10,
      min_value: 0,
      desconto: 12,
      desconto_cents: 1200,
      tipos_ingresso_ids: [],
    },
  },
  { type: 'setInstallments', installments: 3 },
);

describe('buildRegistrationBody', () => {
  it('sends a paid order with the buyer, the card (digits only) and the installments', () => {
    const card = { numero: '4111 1111 1111 1111', validade: '12/2030', cvv: '123', nome: 'ANA SOUZA' };
    const body = buildRegistrationBody({ event, state: filled, kind: 'paid', card });
    expect(body.comprador).toEqual({
      comprador: { name: 'Ana Souza', email: 'ana@example.com', documento: '52998224725' },
      payment_method: 'credit_card',
      installments: 3,
      card_data: { number: '4111111111111111', expiry: '12/2030', cvv: '123', name: 'ANA SOUZA' },
    });
    expect(body.cupom).toEqual({ code: 'BEMVINDO10' });
    expect(body.participantes).toEqual([
      {
        ticketTypeId: INTEIRA.id,
        nome: 'Ana Souza',
        email: 'ana@example.com',
        telefone: '11987654321',
        cpf: null,
        form_id: null,
        answers: [
          { id: EMPRESA.id, value: 'ACME', isHidden: false },
          { id: COMO_SOUBE.id, value: 'Instagram', isHidden: false },
          {
            id: ENDERECO.id,
            value:
              '{"cep":"01310-100","rua":"Av. Paulista","numero":"1000","complemento":"","bairro":"Bela Vista","cidade":"São Paulo","estado":"SP"}',
            isHidden: false,
          },
        ],
      },
    ]);
  });

  it('sends free orders and pre-registrations without buyer or payment data', () => {
    expect(buildRegistrationBody({ event, state: filled, kind: 'free', card: null }).comprador).toEqual({
      comprador: null,
      payment_method: 'free',
      installments: 1,
      card_data: null,
    });
    expect(
      buildRegistrationBody({ event, state: filled, kind: 'approval', card: null }).comprador?.payment_method,
    ).toBeNull();
  });
});

describe('validateAllParticipants', () => {
  it('requires the conditional field only while visible, and checks typed dates', () => {
    const withOutro = reducer(filled, {
      type: 'setAnswer',
      entryId: 'p1',
      ticketTypeId: INTEIRA.id,
      fieldId: COMO_SOUBE.id,
      value: 'Outro',
    });
    expect(validateAllParticipants(event, withOutro.stack.entries, withOutro.participants)).toEqual({
      p1: { campo_12: 'Este campo é obrigatório' },
    });
    expect(validateAllParticipants(event, filled.stack.entries, filled.participants)).toEqual({});
    const badDate = reducer(filled, {
      type: 'setAnswer',
      entryId: 'p1',
      ticketTypeId: INTEIRA.id,
      fieldId: NASCIMENTO.id,
      value: '31/02/2000',
    });
    expect(validateAllParticipants(event, badDate.stack.entries, badDate.participants)).toEqual({
      p1: { campo_14: 'Data inválida' },
    });
  });

  it('asks phone and CPF on approval events', () => {
    const approval = buildEvent({ participants_need_approval: true, formulario: [] });
    const errors = validateAllParticipants(approval, filled.stack.entries, filled.participants);
    expect(errors).toEqual({ p1: { cpf: 'CPF é obrigatório' } });
  });
});

describe('mapRegistrationFieldErrors', () => {
  it('puts participant, answer and buyer errors on their fields, the rest aside', () => {
    const body = buildRegistrationBody({ event, state: filled, kind: 'paid', card: null });
    const errors: FieldErrors = {
      'participantes.0.email': ['Email já inscrito'],
      'participantes.0.answers.1.value': ['Opção inválida'],
      'comprador.comprador.documento': ['CPF/CNPJ inválido'],
      'comprador.card_data.number': ['Cartão recusado'],
    };
    expect(mapRegistrationFieldErrors(errors, body)).toEqual({
      participants: { 0: { email: 'Email já inscrito', campo_11: 'Opção inválida' } },
      buyer: { documento: 'CPF/CNPJ inválido' },
      other: ['Cartão recusado'],
    });
  });
});
