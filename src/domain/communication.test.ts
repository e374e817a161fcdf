import { describe, expect, it } from 'vitest';
import { recipientsPreviewText, uniqueRecipients } from './communication.ts';

describe('uniqueRecipients', () => {
  it('keeps the first of addresses that differ only in case or spaces', () => {
    expect(
      uniqueRecipients([
        { email: 'Ana@Exemplo.com.br', name: 'Ana' },
        { email: ' ana@exemplo.com.br ', name: 'Ana Compradora' },
        { email: 'bruno@exemplo.com.br', name: ' Bruno ' },
      ]),
    ).toEqual([
      { email: 'Ana@Exemplo.com.br', name: 'Ana' },
      { email: 'bruno@exemplo.com.br', name: 'Bruno' },
    ]);
  });

  it.each([['N/A'], ['n/a'], [''], ['sem-arroba'], ['ana@exemplo']])('does not count %j', (email) => {
    expect(uniqueRecipients([{ email, name: 'X' }])).toEqual([]);
  });
});

describe('recipientsPreviewText', () => {
  const five = ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com'];
  it.each([
    [[], 0, ''],
    [['a@x.com'], 1, 'a@x.com'],
    [five, 5, 'a@x.com, b@x.com, c@x.com, d@x.com, e@x.com'],
    [five, 6, 'a@x.com, b@x.com, c@x.com, d@x.com, e@x.com +1 mais...'],
    [[...five, 'f@x.com'], 11_333, 'a@x.com, b@x.com, c@x.com, d@x.com, e@x.com +11.328 mais...'],
  ])('%j of %i → %j', (sample, total, expected) => {
    expect(recipientsPreviewText(sample, total)).toBe(expected);
  });
});
