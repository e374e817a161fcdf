import { useMutation } from '@tanstack/react-query';
import type { PendingOrderCardBody, RegistrationResult } from '../../../../domain/contracts/public-event.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { registrationResultSchema } from './registration-result.ts';

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
