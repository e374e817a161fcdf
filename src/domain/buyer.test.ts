import { describe, expect, it } from 'vitest';
import { validateBuyer, validatePayer, validatePayerCard } from './buyer.ts';

const NOW = new Date('2026-03-15T15:00:00Z');

describe('validateBuyer', () => {
  const buyer = { name: 'Maria Silva', email: 'maria@example.com', documento: '529.982.247-25' };

  it.each([
    ['a valid buyer with CPF', {}, {}],
    ['a valid buyer with CNPJ', { documento: '11.222.333/0001-81' }, {}],
    ['a valid buyer with alphanumeric CNPJ', { documento: '12.ABC.345/01DE-35' }, {}],
    ['a name with extra spaces', { name: '  Maria   da  Silva ' }, {}],
    ['a single name', { name: 'Maria' }, { name: 'Informe nome e sobrenome' }],
    ['a single name padded', { name: '  Maria  ' }, { name: 'Informe nome e sobrenome' }],
    ['a blank name', { name: '' }, { name: 'Informe nome e sobrenome' }],
    ['a 1-letter ending', { email: 'maria@example.c' }, { email: 'Email inválido' }],
    ['a blank email', { email: '' }, { email: 'Email inválido' }],
    ['an all-same CPF', { documento: '000.000.000-00' }, { documento: 'CPF/CNPJ inválido' }],
    ['a wrong check digit', { documento: '529.982.247-24' }, { documento: 'CPF/CNPJ inválido' }],
    ['a blank document', { documento: '' }, { documento: 'CPF/CNPJ inválido' }],
    [
      'everything wrong',
      { name: 'M', email: 'x', documento: '1' },
      { name: 'Informe nome e sobrenome', email: 'Email inválido', documento: 'CPF/CNPJ inválido' },
    ],
  ])('%s', (_, overrides, errors) => {
    expect(validateBuyer({ ...buyer, ...overrides })).toEqual(errors);
  });
});

describe('validatePayer', () => {
  const payer = { nome: 'Maria', email: 'maria@example.com', documento: '52998224725' };

  it.each([
    ['a valid payer', {}, {}],
    ['a valid CNPJ', { documento: '11222333000181' }, {}],
    ['blank name', { nome: ' ' }, { nome: 'Nome é obrigatório' }],
    ['1-letter name', { nome: 'M' }, { nome: 'Nome deve ter pelo menos 2 caracteres' }],
    ['blank email', { email: '' }, { email: 'Email é obrigatório' }],
    ['invalid email', { email: 'maria@' }, { email: 'Email inválido' }],
    ['blank document', { documento: '' }, { documento: 'CPF/CNPJ é obrigatório' }],
    ['invalid CPF', { documento: '529.982.247-24' }, { documento: 'CPF inválido' }],
    ['invalid CNPJ', { documento: '11.222.333/0001-80' }, { documento: 'CNPJ inválido' }],
    [
      'wrong length',
      { documento: '1234567' },
      { documento: 'CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos' },
    ],
  ])('%s', (_, overrides, errors) => {
    expect(validatePayer({ ...payer, ...overrides })).toEqual(errors);
  });
});

describe('validatePayerCard', () => {
  const card = { numero: '4111 1111 1111 1111', validade: '12/2028', cvv: '123' };

  it.each([
    ['a valid card', {}, {}],
    ['blank number', { numero: '' }, { numero: 'Número do cartão é obrigatório' }],
    ['invalid number', { numero: '4111 1111 1111 1112' }, { numero: 'Número do cartão inválido' }],
    ['blank expiry', { validade: ' ' }, { validade: 'Validade é obrigatória' }],
    ['expired', { validade: '02/2026' }, { validade: 'Data de validade inválida' }],
    ['blank CVV', { cvv: '' }, { cvv: 'CVV é obrigatório' }],
    ['short CVV', { cvv: '12' }, { cvv: 'CVV inválido' }],
  ])('%s', (_, overrides, errors) => {
    expect(validatePayerCard({ ...card, ...overrides }, NOW)).toEqual(errors);
  });
});
