import { describe, expect, it } from 'vitest';
import { signCheckInCode, verifyCheckInCode } from './check-in-code.ts';

const secret = 'a-test-secret-that-is-long-enough-for-hmac';
const uuid = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';

describe('check-in codes', () => {
  it('round-trips a signed uuid', () => {
    const code = signCheckInCode(secret, uuid);
    expect(code).toMatch(/^CATRACA1\.3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c\.[\w-]{22}$/);
    expect(verifyCheckInCode(secret, code)).toBe(uuid);
  });

  it.each([
    ['another secret', (c: string) => c, 'another-secret-that-is-long-enough-too'],
    ['a changed uuid', (c: string) => c.replace('3f1c', '3f1d'), secret],
    ['a changed signature', (c: string) => `${c.slice(0, -1)}${c.endsWith('A') ? 'B' : 'A'}`, secret],
    ['a truncated signature', (c: string) => c.slice(0, -2), secret],
    ['a wrong prefix', (c: string) => c.replace('CATRACA1', 'CATRACA2'), secret],
    ['garbage', () => 'not a code', secret],
  ])('rejects %s', (_name, tamper, verifySecret) => {
    expect(verifyCheckInCode(verifySecret, tamper(signCheckInCode(secret, uuid)))).toBeNull();
  });

  it('refuses to sign something that is not a uuid', () => {
    expect(() => signCheckInCode(secret, '1')).toThrow();
  });
});
