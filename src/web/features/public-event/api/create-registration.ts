import { useMutation } from '@tanstack/react-query';
import type { RegistrationBody, RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { registrationResultSchema } from './registration-result.ts';

/**
 * Idempotency-Key makes a retry after a lost reply return the same order instead of creating a
 * second one or charging the card twice.
 */
export async function createRegistration(
  eventId: number,
  body: RegistrationBody,
  idempotencyKey: string,
): Promise<RegistrationResult> {
  const { data } = await apiRequest(`/api/eventos/${eventId}/inscricao`, {
    method: 'POST',
    body,
    schema: registrationResultSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

export interface CreateRegistrationVariables {
  body: RegistrationBody;
  idempotencyKey: string;
}

export function useCreateRegistration(eventId: number) {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: CreateRegistrationVariables) =>
      createRegistration(eventId, body, idempotencyKey),
  });
}
