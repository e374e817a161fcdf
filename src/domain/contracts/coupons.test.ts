import { describe, expect, it } from 'vitest';
import { couponErrorLines, COUPON_FORM_MESSAGES as M } from './coupons.ts';

describe('couponErrorLines (§8 "Erro ao salvar cupom." with the server errors, one per line)', () => {
  it.each([
    ['no errors', null, null],
    ['an empty map', {}, null],
    ['one field', { codigo: [M.codeRequired] }, M.codeRequired],
    [
      'several fields, the first message of each',
      { codigo: [M.codeRequired, M.codeCharacters], valor: [M.percentOver100] },
      `${M.codeRequired}\n${M.percentOver100}`,
    ],
  ])('%s', (_name, errors, expected) => {
    expect(couponErrorLines(errors)).toBe(expected);
  });
});
