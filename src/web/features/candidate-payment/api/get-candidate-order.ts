import { useQuery } from '@tanstack/react-query';
import { type CandidateOrder, candidateOrderSchema } from '../../../../domain/contracts/candidate-order.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export const candidateOrderQueryKey = (hash: string) => ['candidate-order', hash] as const;

export async function getCandidateOrder(hash: string, signal?: AbortSignal): Promise<CandidateOrder> {
  const { data } = await apiRequest(`/api/payment-candidate/${encodeURIComponent(hash)}`, {
    schema: candidateOrderSchema,
    signal,
  });
  return data;
}

export function useCandidateOrder(hash: string) {
  return useQuery({
    queryKey: candidateOrderQueryKey(hash),
    queryFn: ({ signal }) => getCandidateOrder(hash, signal),
  });
}
