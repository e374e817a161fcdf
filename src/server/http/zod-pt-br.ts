import { z } from 'zod';

// Every message a person can read is pt-BR, including zod's defaults for schemas that set none.
export function installPortugueseZodMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined || issue.input === null) return 'Campo obrigatório.';
          return issue.expected === 'number' || issue.expected === 'int'
            ? 'Deve ser um número.'
            : 'Tipo de valor inválido.';
        case 'too_small':
          return issue.origin === 'string'
            ? `Deve ter pelo menos ${issue.minimum} caractere(s).`
            : `Deve ser no mínimo ${issue.minimum}.`;
        case 'too_big':
          return issue.origin === 'string'
            ? `Deve ter no máximo ${issue.maximum} caractere(s).`
            : `Deve ser no máximo ${issue.maximum}.`;
        case 'invalid_format':
          return issue.format === 'email' ? 'Email inválido' : 'Formato inválido.';
        case 'invalid_value':
          return 'Valor inválido.';
        case 'unrecognized_keys':
          return 'Campos não reconhecidos.';
        default:
          return 'Valor inválido.';
      }
    },
  });
}
