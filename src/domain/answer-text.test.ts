import { describe, expect, it } from 'vitest';
import { answerText } from './answer-text.ts';
import { serializeAddress } from './participant-form.ts';

const labels = new Map([
  ['opcao1', 'Vegetariana'],
  ['opcao2', 'Sem glúten'],
  ['opcao3', ''],
]);

describe('answerText', () => {
  it.each([
    ['short_text', 'Empresa X', 'Empresa X'],
    ['number', '12.5', '12.5'],
    ['single_choice', 'opcao1', 'Vegetariana'],
    ['dropdown', 'opcao3', 'opcao3'],
    ['dropdown', 'removida', 'removida'],
    ['multiple_choice', '["opcao1","opcao2"]', 'Vegetariana, Sem glúten'],
    ['multiple_choice', 'opcao2', 'Sem glúten'],
    ['short_text', '', ''],
  ] as const)('%s %j → %j', (type, stored, expected) => {
    expect(answerText(type, stored, labels)).toBe(expected);
  });

  it('writes an address like an envelope', () => {
    const stored = serializeAddress({
      cep: '50030-230',
      rua: 'Rua da Aurora',
      numero: '100',
      complemento: 'Apto 2',
      bairro: 'Boa Vista',
      cidade: 'Recife',
      estado: 'PE',
    });
    expect(answerText('address', stored)).toBe(
      'Rua da Aurora, 100, Apto 2 - Boa Vista, Recife/PE - CEP 50030-230',
    );
    expect(answerText('address', 'texto solto')).toBe('texto solto');
  });
});
