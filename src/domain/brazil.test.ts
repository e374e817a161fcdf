import { describe, expect, it } from 'vitest';
import { isValidUf, UF_CODES } from './brazil.ts';

describe('UF_CODES', () => {
  it('lists the 27 federative units once each', () => {
    expect(UF_CODES).toHaveLength(27);
    expect(new Set(UF_CODES).size).toBe(27);
  });
});

describe('isValidUf', () => {
  it.each([
    ['SP', true],
    ['DF', true],
    ['TO', true],
    ['sp', false],
    [' SP', false],
    ['XX', false],
    ['', false],
    ['SPA', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidUf(value)).toBe(valid);
  });
});
