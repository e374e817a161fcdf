import { describe, expect, it } from 'vitest';
import { readResetToken } from './reset-token.ts';

describe('readResetToken', () => {
  const token = 'Zm9vYmFyYmF6cXV4X2FiY2RlZi0xMjM0NTY3ODkw';
  it.each([
    [`#token=${token}`, token],
    [`token=${token}`, token],
    [`#outra=1&token=${token}`, token],
    ['', null],
    ['#token=', null],
    ['#token=curto', null],
    ['#token=<script>alert(1)</script>aaaaaaaaaaaaaaaa', null],
  ])('%j → %j', (hash, expected) => {
    expect(readResetToken(hash)).toBe(expected);
  });
});
