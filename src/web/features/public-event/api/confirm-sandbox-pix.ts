import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '../../../shared/api/client.ts';

/** Sandbox gateway only: marks the order's PIX as paid, as the bank's webhook would. */
export async function confirmSandboxPix(orderHash: string): Promise<void> {
  await apiRequest('/api/sandbox/pix/confirmar', {
    method: 'POST',
    body: { order_hash: orderHash },
    schema: z.unknown(),
  });
}

export function useConfirmSandboxPix() {
  return useMutation({ mutationFn: confirmSandboxPix });
}
