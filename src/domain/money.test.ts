import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatBRL, parseMoney } from './money.ts';

describe('formatBRL', () => {
  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [3500, 'R$ 35,00'],
    [123456, 'R$ 1.234,56'],
    [100000000, 'R$ 1.000.000,00'],
    [-1999, 'R$ -19,99'],
  ])('%i → %s', (cents, text) => {
    expect(formatBRL(cents)).toBe(text);
  });
});

describe('parseMoney', () => {
  it.each([
    ['1.234,56', 123456],
    ['R$ 1,00', 100],
    ['10', 1000],
    ['10.5', 1050],
    ['1.000', 100000],
    ['0,01', 1],
    [12.5, 1250],
    ['', null],
    ['abc', null],
    ['1,234', null],
    [null, null],
  ] as const)('%s → %s', (input, cents) => {
    expect(parseMoney(input)).toBe(cents);
  });
});

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [1050, '10.50'],
    [7, '0.07'],
  ])('%i → %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });
});
