import { describe, expect, it } from 'vitest';
import {
  detectCardBrand,
  isLuhnValid,
  isValidCardNumber,
  isValidCvv,
  isValidExpiry,
  maskCardNumber,
  maskCvv,
  maskExpiry,
  normalizeExpiry,
  validateCard,
} from './card.ts';

// 15 March 2026, 12:00 in Brazil.
const NOW = new Date('2026-03-15T15:00:00Z');

describe('detectCardBrand', () => {
  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['4', 'visa'],
    ['4011', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['2220990000000000', null],
    ['2721000000000000', null],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6362970000457013', 'elo'],
    ['5066991111111118', 'elo'],
    ['4011780000000006', 'elo'],
    ['401179', 'elo'],
    ['431274', 'elo'],
    ['438935', 'elo'],
    ['451416', 'elo'],
    ['457393', 'elo'],
    ['457632', 'elo'],
    ['504175', 'elo'],
    ['506778', 'elo'],
    ['506779', null],
    ['509999', 'elo'],
    ['627780', 'elo'],
    ['636368', 'elo'],
    ['650031', 'elo'],
    ['650034', null],
    ['650051', 'elo'],
    ['650719', null],
    ['650978', 'elo'],
    ['651652', 'elo'],
    ['655020', null],
    ['655058', 'elo'],
    ['6011111111111117', null],
    ['', null],
    ['abc', null],
  ])('%s → %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });
});

describe('isLuhnValid / isValidCardNumber', () => {
  it.each([
    ['4111111111111111', true, true],
    ['4111 1111 1111 1111', false, true],
    ['4111-1111-1111-1111', false, true],
    ['4222222222222', true, true],
    ['378282246310005', true, true],
    ['4111111111111112', false, false],
    ['4242', true, false],
    ['424242424242', true, false],
    ['41111111111111111111', false, false],
    ['', false, false],
    ['4111a11111111111', false, false],
  ])('%s → luhn %s, valid %s', (number, luhn, valid) => {
    if (/^\d+$/.test(number)) expect(isLuhnValid(number)).toBe(luhn);
    expect(isValidCardNumber(number)).toBe(valid);
  });
});

describe('maskCardNumber', () => {
  it.each([
    ['', ''],
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111111111111111999', '4111 1111 1111 1111 999'],
    ['41111111111111119999', '4111 1111 1111 1111 999'],
    ['3782', '3782'],
    ['378282', '3782 82'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059', '3782 822463 10005'],
  ])('%s → %s', (input, masked) => {
    expect(maskCardNumber(input)).toBe(masked);
  });
});

describe('maskExpiry / maskCvv', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['122', '12/2'],
    ['1228', '12/28'],
    ['122028', '12/2028'],
    ['12/20289', '12/2028'],
  ])('expiry %s → %s', (input, masked) => {
    expect(maskExpiry(input)).toBe(masked);
  });

  it.each([
    ['12a3', '123'],
    ['12345', '1234'],
    ['', ''],
  ])('cvv %s → %s', (input, masked) => {
    expect(maskCvv(input)).toBe(masked);
  });
});

describe('normalizeExpiry', () => {
  it.each([
    ['12/28', '12/2028'],
    ['12/2028', '12/2028'],
    [' 03 / 27 ', '03/2027'],
    ['1228', null],
    ['12/202', null],
    ['', null],
  ])('%s → %s', (input, normalized) => {
    expect(normalizeExpiry(input)).toBe(normalized);
  });
});

describe('isValidExpiry', () => {
  it.each([
    ['03/2026', true],
    ['04/2026', true],
    ['12/2030', true],
    ['02/2026', false],
    ['12/2025', false],
    ['00/2027', false],
    ['13/2027', false],
    ['3/2027', false],
    ['03/26', true],
    ['12/28', true],
    ['02/26', false],
    ['13/28', false],
    ['12/2', false],
    ['12/202', false],
    ['', false],
  ])('%s → %s', (expiry, valid) => {
    expect(isValidExpiry(expiry, NOW)).toBe(valid);
  });

  it('reads the current month on Brazil time, not UTC', () => {
    // 1 April 2026 01:00 UTC is still 31 March in Brazil.
    const lateMarchInBrazil = new Date('2026-04-01T01:00:00Z');
    expect(isValidExpiry('03/2026', lateMarchInBrazil)).toBe(true);
    expect(isValidExpiry('03/2026', new Date('2026-04-01T03:00:00Z'))).toBe(false);
  });
});

describe('isValidCvv', () => {
  it.each([
    ['123', true],
    ['1234', true],
    ['12', false],
    ['12345', false],
    ['12a', false],
  ])('%s → %s', (cvv, valid) => {
    expect(isValidCvv(cvv)).toBe(valid);
  });
});

describe('validateCard', () => {
  const card = { numero: '4111 1111 1111 1111', validade: '12/2028', cvv: '123', nome: 'MARIA SILVA' };

  it.each([
    ['a complete valid card', {}, null],
    ['no number', { numero: '' }, 'Por favor, preencha todos os dados do cartão.'],
    ['no expiry', { validade: '' }, 'Por favor, preencha todos os dados do cartão.'],
    ['blank CVV', { cvv: '  ' }, 'Por favor, preencha todos os dados do cartão.'],
    ['no name', { nome: '' }, 'Por favor, preencha todos os dados do cartão.'],
    ['an expired card', { validade: '01/2026' }, 'Data de validade inválida'],
    ['month 13', { validade: '13/2028' }, 'Data de validade inválida'],
    ['a number failing Luhn', { numero: '4111 1111 1111 1112' }, 'Número do cartão inválido'],
    ['a CVV with 5 digits', { cvv: '12345' }, 'CVV inválido'],
    ['a CVV with letters', { cvv: '12a' }, 'CVV inválido'],
  ])('%s → %s', (_, override, message) => {
    expect(validateCard({ ...card, ...override }, NOW)).toBe(message);
  });
});
