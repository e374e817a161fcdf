import { describe, expect, it } from 'vitest';
import { checkPasswordRules, PASSWORD_MESSAGES, passwordProblem } from './password-rules.ts';

const failing = (password: string, email?: string) =>
  checkPasswordRules(password, { email })
    .filter((rule) => !rule.ok)
    .map((rule) => rule.id);

describe('password rules', () => {
  it.each([
    ['', ['length', 'letter', 'digitOrSymbol', 'notGuessable']],
    ['abc', ['length', 'digitOrSymbol']],
    ['tardedechuva', ['digitOrSymbol']],
    ['abcdefgh12', ['notGuessable']],
    ['1234567890', ['letter', 'notGuessable']],
    ['senha-muito-segura', []],
    ['ônibus-azul', []],
    ['Senha 123', ['notGuessable']],
    ['S.E.N.H.A.1.2.3', ['notGuessable']],
    ['aaaaaaaaaa1', []],
    ['!!!!!!!!', ['letter', 'notGuessable']],
  ])('%j breaks %j', (password, expected) => {
    expect(failing(password)).toEqual(expected);
  });

  it('refuses a password carrying the e-mail name, only when that name is long enough to matter', () => {
    expect(failing('mariana-2026!', 'mariana.souza@x.com.br')).toEqual([]);
    expect(failing('marianasouza99', 'mariana.souza@x.com.br')).toEqual(['notGuessable']);
    expect(failing('meu-ana-2026', 'ana@x.com.br')).toEqual([]);
  });

  it('lists the rules in the checklist order with their labels', () => {
    expect(checkPasswordRules('x').map((rule) => rule.label)).toEqual([
      'Pelo menos 8 caracteres',
      'Pelo menos uma letra',
      'Pelo menos um número ou símbolo',
      'Não ser comum nem conter seu e-mail',
    ]);
  });

  it('answers the first broken rule, or null', () => {
    expect(passwordProblem('curta1')).toBe(PASSWORD_MESSAGES.length);
    expect(passwordProblem('somenteletras')).toBe(PASSWORD_MESSAGES.digitOrSymbol);
    expect(passwordProblem('password123')).toBe(PASSWORD_MESSAGES.notGuessable);
    expect(passwordProblem('x'.repeat(201))).toBe('Senha longa demais.');
    expect(passwordProblem('boa-senha-de-verdade')).toBeNull();
  });
});
