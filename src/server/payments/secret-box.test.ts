import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const KEY = 'a'.repeat(64);

describe('secret box', () => {
  it('opens what it sealed, and the sealed text holds no secret', () => {
    const box = createSecretBox({ PAYMENT_SECRETS_KEY: KEY });
    const sealed = box.seal({ accessToken: 'APP_USR-very-secret' }, 'organisation:1');
    expect(sealed).not.toContain('very-secret');
    expect(box.open(sealed, 'organisation:1')).toEqual({ accessToken: 'APP_USR-very-secret' });
  });

  it('refuses another context (a box copied to another organisation) and another key', () => {
    const box = createSecretBox({ PAYMENT_SECRETS_KEY: KEY });
    const sealed = box.seal({ a: 'b' }, 'organisation:1');
    expect(() => box.open(sealed, 'organisation:2')).toThrow();
    expect(() =>
      createSecretBox({ PAYMENT_SECRETS_KEY: 'b'.repeat(64) }).open(sealed, 'organisation:1'),
    ).toThrow();
  });

  it('seals the same secret differently each time (fresh IV)', () => {
    const box = createSecretBox({ PAYMENT_SECRETS_KEY: undefined });
    expect(box.seal({ a: 'b' }, 'x')).not.toBe(box.seal({ a: 'b' }, 'x'));
  });
});
