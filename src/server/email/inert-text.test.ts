// Issue 17 item 2: a participant's name that looks like a link must not become one in any mail
// client. linkifyjs stands in for the clients' autolinkers (Gmail, Outlook and Apple Mail link the
// same shapes: schemes, www., bare domains, addresses).
import { find } from 'linkifyjs';
import { describe, expect, it } from 'vitest';
import { inertText } from './email-layout.ts';

describe('inertText', () => {
  it.each([
    'http://premio.net/resgate',
    'https://bit.ly/abc',
    'www.golpe.com.br',
    'golpe.com.br',
    'Ganhe R$ 500 em premio.com/pix agora',
    'fale com sac@golpe.com',
    'HTTPS://GOLPE.COM',
  ])('leaves no link in %s', (name) => {
    expect(find(name).length).toBeGreaterThan(0);
    expect(find(inertText(name))).toEqual([]);
  });

  it('reads the same to a person (only zero-width spaces are added)', () => {
    const name = 'Visite www.golpe.com.br';
    expect(inertText(name).replaceAll('\u200B', '')).toBe(name);
  });

  it('leaves ordinary names alone', () => {
    for (const name of ['Maria da Silva', 'J. R. R. Tolkien', 'Ana Sá-Lima', "D'Ávila Jr."]) {
      expect(inertText(name)).toBe(name);
    }
  });
});
