import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { PendingOrderCardBody, RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { apiRequest } from '../../../shared/api/client.ts';

const registrationResultSchema = z.custom<RegistrationResult>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RegistrationResult).order_hash === 'string' &&
    typeof (value as RegistrationResult).status === 'string',
);

/** The pending PIX order paid by card instead: the PIX is cancelled, the places stay held (issue 22). */
export async function payPendingOrderByCard(body: PendingOrderCardBody): Promise<RegistrationResult> {
  const { data } = await apiRequest('/api/pedidos/pagar-com-cartao', {
    method: 'POST',
    body,
    schema: registrationResultSchema,
  });
  return data;
}

export function usePayPendingOrderByCard() {
  return useMutation({ mutationFn: payPendingOrderByCard });
}
