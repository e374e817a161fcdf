import { describe, expect, it } from 'vitest';
import { uniqueRecipients } from './communication.ts';

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
