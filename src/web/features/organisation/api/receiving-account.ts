// The organisation's receiving account (issue 19, ADR 0304): read, connect or replace, remove.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type ReceivingAccountInput,
  receivingStatusSchema,
} from '../../../../domain/contracts/receiving-account.ts';
import { apiRequest } from '../../../shared/api/client.ts';

const receivingQueryKey = ['organisation', 'receiving-account'] as const;
const URL = '/api/organizacao/recebimentos';

export function useReceivingStatus() {
  return useQuery({
    queryKey: receivingQueryKey,
    queryFn: async ({ signal }) => (await apiRequest(URL, { schema: receivingStatusSchema, signal })).data,
  });
}

export function useSaveReceivingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReceivingAccountInput) =>
      apiRequest(URL, { method: 'PUT', body: input, schema: receivingStatusSchema }),
    onSuccess: ({ data }) => queryClient.setQueryData(receivingQueryKey, data),
  });
}

export function useRemoveReceivingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(URL, { method: 'DELETE', schema: z.null() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: receivingQueryKey }),
  });
}
