import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each([
    ['maria@example.com', true],
    ['maria.silva+ingressos@empresa.com.br', true],
    ['  maria@example.com  ', true],
    ['MARIA@EXAMPLE.COM', true],
    ['maria@example.c', false],
    ['maria@example.c0m', false],
    ['maria@example', false],
    ['maria example@example.com', false],
    ['maria@@example.com', false],
    ['@example.com', false],
    ['maria@', false],
    ['', false],
  ])('%s → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});
