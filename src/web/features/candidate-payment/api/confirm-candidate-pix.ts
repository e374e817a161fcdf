import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../shared/api/client.ts';

/** Sandbox gateway only: marks one candidate charge's PIX as paid, as the bank's webhook would. */
export async function confirmCandidatePix(orderPaymentId: string): Promise<void> {
  await apiRequest('/api/sandbox/pix/confirmar-pagamento', {
    method: 'POST',
    body: { order_payment_id: orderPaymentId },
    schema: z.unknown(),
  });
}

export function useConfirmCandidatePix() {
  return useMutation({ mutationFn: confirmCandidatePix });
}
