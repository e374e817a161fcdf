import { describe, expect, it } from 'vitest';
import {
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  isValidPhone,
  maskCep,
  maskCpfCnpj,
  maskDocument,
  maskPhone,
  normalizeDocument,
  onlyDigits,
  validateDocument,
} from './documents.ts';

// Check digits of these fixtures were computed outside this codebase (Receita's published
// examples plus an independent script), so the tests do not just mirror the implementation.
const VALID_CPFS = ['529.982.247-25', '111.444.777-35', '52998224725'];
const VALID_CNPJS = [
  '11.222.333/0001-81',
  '11222333000181',
  '12.ABC.345/01DE-35',
  '12abc34501de35',
  'A1.B2C.3D4/E5F6-68',
  'ZZ.ZZZ.ZZZ/0001-91',
];

describe('onlyDigits / normalizeDocument', () => {
  it.each([
    ['529.982.247-25', '52998224725', '52998224725'],
    ['12.abc.345/01de-35', '123450135', '12ABC34501DE35'],
    ['  ', '', ''],
  ])('%s', (input, digits, normalized) => {
    expect(onlyDigits(input)).toBe(digits);
    expect(normalizeDocument(input)).toBe(normalized);
  });
});

describe('isValidCpf', () => {
  it.each(VALID_CPFS)('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['wrong first check digit', '529.982.247-35'],
    ['wrong second check digit', '529.982.247-26'],
    ['all same digit', '111.111.111-11'],
    ['all zeros', '00000000000'],
    ['too short', '5299822472'],
    ['too long', '529982247250'],
    ['letters', '5299822472A'],
    ['empty', ''],
  ])('rejects %s', (_, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it.each(VALID_CNPJS)('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['wrong first check digit', '11.222.333/0001-91'],
    ['wrong second check digit', '11.222.333/0001-82'],
    ['alphanumeric with wrong check digit', '12.ABC.345/01DE-36'],
    ['letter in a check-digit position', '12.ABC.345/01DE-3A'],
    ['all same digit', '11.111.111/1111-11'],
    ['all zeros', '00000000000000'],
    ['too short', '1122233300018'],
    ['a CPF', '52998224725'],
    ['empty', ''],
  ])('rejects %s', (_, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});

describe('validateDocument', () => {
  it.each([...VALID_CPFS, ...VALID_CNPJS])('accepts %s', (document) => {
    expect(isValidCpfOrCnpj(document)).toBe(true);
    expect(validateDocument(document)).toBeNull();
  });

  it.each(['', '123', '111.111.111-11', '11.222.333/0001-80', '529982247251', 'ABCDEFGHIJK'])(
    'rejects "%s" with the spec message',
    (document) => {
      expect(validateDocument(document)).toBe('CPF/CNPJ inválido');
    },
  );
});

describe('maskCpfCnpj', () => {
  it.each([
    ['', ''],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['112223330001819', '11.222.333/0001-81'],
    ['12abc', '12.ABC'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['12.abc.345/01de-3x5', '12.ABC.345/01DE-35'],
    ['529.982.247-25', '529.982.247-25'],
  ])('%s → %s', (input, masked) => {
    expect(maskCpfCnpj(input)).toBe(masked);
  });
});

describe('maskCep', () => {
  it.each([
    ['', ''],
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['01310-1009', '01310-100'],
    ['abc', ''],
  ])('%s → %s', (input, masked) => {
    expect(maskCep(input)).toBe(masked);
  });
});

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['113', '(11) 3'],
    ['1132', '(11) 32'],
    ['113245678', '(11) 3245-678'],
    ['1132456789', '(11) 3245-6789'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543210', '(11) 98765-4321'],
  ])('%s → %s', (input, masked) => {
    expect(maskPhone(input)).toBe(masked);
  });
});

describe('isValidPhone', () => {
  it.each([
    ['(11) 3245-6789', true],
    ['(11) 98765-4321', true],
    ['11987654321', true],
    ['(11) 3245-678', false],
    ['119876543210', false],
    ['(11) 9abc-4321', false],
    ['', false],
  ])('%s → %s', (input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });
});

describe('maskDocument: the one mask of a CPF/CNPJ shown to others (ADR 0243)', () => {
  it.each([
    ['529.982.247-25', '***.982.247-**'],
    ['52998224725', '***.982.247-**'],
    [' 529 982 247 25 ', '***.982.247-**'],
    ['11.222.333/0001-81', '11.222.333/****-**'],
    ['12.ABC.345/01DE-35', '12.ABC.345/****-**'],
    ['123', '***'],
    ['', '***'],
  ])('%s → %s', (input, masked) => {
    expect(maskDocument(input)).toBe(masked);
  });

  it('never shows the first three nor the check digits of any CPF', () => {
    for (let n = 0; n < 200; n++) {
      const digits = String(10_000_000_000 + n * 433_494_437).slice(-11);
      const masked = maskDocument(digits);
      const shown = [...masked].filter((c) => /\d/.test(c)).join('');
      expect(shown).toBe(digits.slice(3, 9));
      expect(masked.startsWith('***.')).toBe(true);
      expect(masked.endsWith('-**')).toBe(true);
    }
  });
});
