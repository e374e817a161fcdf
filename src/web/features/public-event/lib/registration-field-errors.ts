// Spreads the server's validation_errors of a registration (keys such as
// `participantes.0.email`, `participantes.1.answers.2.value`, `comprador.documento`) over the
// fields the buyer can see and fix.
import type { RegistrationBody } from '../../../../domain/contracts/public-event.ts';
import type { FieldErrors } from '../../../../domain/errors.ts';
import { customFieldKey } from '../../../../domain/participant-form.ts';
import type { BuyerData } from '../hooks/checkout-reducer.ts';

export interface RegistrationFieldErrors {
  /** By participant index (the stack order), then by form key: nome, email, telefone, cpf, campo_{id}. */
  participants: Record<number, Record<string, string>>;
  buyer: Partial<Record<keyof BuyerData, string>>;
  /** Messages that belong to no visible field (card data, coupon, unknown keys). */
  other: string[];
}

const BUYER_FIELDS: readonly (keyof BuyerData)[] = ['name', 'email', 'documento'];
const PERSON_KEYS = new Set(['nome', 'email', 'telefone', 'cpf']);

function participantKey(rest: string[], answers: readonly { id: number }[] | undefined): string | null {
  const [head, index] = rest;
  if (head === undefined) return null;
  if (PERSON_KEYS.has(head) || /^campo_\d+$/.test(head)) return head;
  if (head === 'answers' && index !== undefined) {
    const answer = answers?.[Number(index)];
    return answer === undefined ? null : customFieldKey(answer.id);
  }
  return null;
}

export function mapRegistrationFieldErrors(
  fieldErrors: FieldErrors,
  body: RegistrationBody,
): RegistrationFieldErrors {
  const mapped: RegistrationFieldErrors = { participants: {}, buyer: {}, other: [] };
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const parts = key.split('.');
    if (parts[0] === 'participantes' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
      const index = Number(parts[1]);
      const field = participantKey(parts.slice(2), body.participantes[index]?.answers);
      if (field !== null) {
        mapped.participants[index] = { ...mapped.participants[index], [field]: message };
        continue;
      }
    }
    if (parts[0] === 'comprador') {
      const last = parts.at(-1) as keyof BuyerData;
      if (parts.length <= 3 && BUYER_FIELDS.includes(last) && !parts.includes('card_data')) {
        mapped.buyer[last] = message;
        continue;
      }
    }
    mapped.other.push(message);
  }
  return mapped;
}
