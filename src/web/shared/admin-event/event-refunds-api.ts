// A cancelled event's refunds and the refunds that are not done (issue 20, ADR 0415): read by the
// event view's header, polled while the job still has work, and "Tentar novamente" on refusals.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EventRefunds,
  eventRefundsSchema,
  retryRefundsReplySchema,
} from '../../../domain/contracts/refunds.ts';
import { apiRequest } from '../api/client.ts';

export const eventRefundsQueryKey = (eventId: number) => ['admin', 'events', eventId, 'refunds'] as const;

/** Work the job is still doing: the view asks again every few seconds until it is done. */
export function hasRefundsInFlight(data: EventRefunds | undefined): boolean {
  if (!data) return false;
  const progress = data.cancelamento;
  return (
    (progress !== null && progress.aguardando > 0) || data.pendencias.some((p) => p.status === 'processing')
  );
}

export function useEventRefunds(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: eventRefundsQueryKey(eventId),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/eventos/${eventId}/reembolsos`, { schema: eventRefundsSchema, signal })).data,
    enabled,
    refetchInterval: (query) => (hasRefundsInFlight(query.state.data) ? 3000 : false),
  });
}

export function useRetryRefunds(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const { message, data } = await apiRequest(`/api/eventos/${eventId}/reembolsos/tentar-novamente`, {
        method: 'POST',
        body: { reembolsos_ids: ids },
        schema: retryRefundsReplySchema,
      });
      return { message: message ?? '', data };
    },
    // The Resumo's money and the participants' statuses change with a refund.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'events', eventId] }),
  });
}
