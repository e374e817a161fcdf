import { z } from 'zod';
import { formatCount } from '../../domain/input-bounds.ts';

function bound(value: number | bigint): string {
  return typeof value === 'number' && Number.isInteger(value) ? formatCount(value) : String(value);
}

// Every message a person can read is pt-BR, including zod's defaults for schemas that set none.
export function installPortugueseZodMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined || issue.input === null) return 'Campo obrigatório.';
          if (issue.expected === 'int') return 'Deve ser um número inteiro.';
          if (issue.expected === 'number') return 'Deve ser um número.';
          if (issue.expected === 'array') return 'Deve ser uma lista.';
          if (issue.expected === 'object') return 'Deve ser um objeto.';
          return 'Tipo de valor inválido.';
        case 'too_small':
          if (issue.origin === 'string') return `Deve ter pelo menos ${bound(issue.minimum)} caractere(s).`;
          if (issue.origin === 'array') return `Deve ter pelo menos ${bound(issue.minimum)} item(ns).`;
          return `Deve ser no mínimo ${bound(issue.minimum)}.`;
        case 'too_big':
          if (issue.origin === 'string') return `Deve ter no máximo ${bound(issue.maximum)} caractere(s).`;
          if (issue.origin === 'array') return `Deve ter no máximo ${bound(issue.maximum)} item(ns).`;
          return `Deve ser no máximo ${bound(issue.maximum)}.`;
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
