import { useMutation } from '@tanstack/react-query';
import type { RegistrationBody, RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import {
  apiErrorFromResponse,
  networkApiError,
  unexpectedResponseError,
} from '../../../shared/api/api-error.ts';
import { getCsrfToken } from '../../../shared/api/csrf-token.ts';

// Not apiRequest: that client cannot send extra headers yet, and this call needs
// Idempotency-Key so a retry after a lost reply cannot create a second order or charge the
// card twice. Errors are mapped with the shared functions, so callers see the same ApiError.
// TODO(shared): give apiRequest a `headers` option and use it here.

function isRegistrationResult(value: unknown): value is RegistrationResult {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as RegistrationResult;
  return typeof result.order_hash === 'string' && typeof result.status === 'string';
}

export async function createRegistration(
  eventId: number,
  body: RegistrationBody,
  idempotencyKey: string,
): Promise<RegistrationResult> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`/api/eventos/${eventId}/inscricao`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-CSRF-Token': getCsrfToken(),
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(body),
    });
    text = await response.text();
  } catch (cause) {
    throw networkApiError(cause);
  }
  let json: unknown;
  try {
    json = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const envelope = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : null;
  if (!response.ok || envelope?.success === false) throw apiErrorFromResponse(response.status, json);
  if (!isRegistrationResult(envelope?.data)) throw unexpectedResponseError(response.status, json);
  return envelope.data;
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
