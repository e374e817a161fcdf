import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural.ts';

describe('pluralWord', () => {
  it.each([
    [0, 'vendas'],
    [1, 'venda'],
    [2, 'vendas'],
  ])('%i → %s', (n, word) => {
    expect(pluralWord(n, 'venda', 'vendas')).toBe(word);
  });
});

describe('plural', () => {
  it.each([
    [0, '0 participantes'],
    [1, '1 participante'],
    [2, '2 participantes'],
    [1234, '1.234 participantes'],
  ])('%i → %s', (n, text) => {
    expect(plural(n, 'participante', 'participantes')).toBe(text);
  });
});
