import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './spreadsheet-text.ts';

describe('neutraliseFormula', () => {
  it.each([
    ['=HYPERLINK("http://x","clique")', `'=HYPERLINK("http://x","clique")`],
    ['+5511999999999', "'+5511999999999"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('makes %j plain text', (input, expected) => {
    expect(neutraliseFormula(input)).toBe(expected);
  });

  it.each(['Maria da Silva', 'maria@teste.com.br', '', ' =não no início', "'já citado", '100'])(
    'leaves %j as it is',
    (input) => {
      expect(neutraliseFormula(input)).toBe(input);
    },
  );
});
