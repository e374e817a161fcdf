// A cancelled event's refunds, the refunds that are not done and the PIX paid after expiring
// (issue 20, ADR 0415): read by the event view's header, polled while the job still has work;
// "Tentar novamente" on refusals and "Devolver" on late PIX.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: eventRefundsQueryKey(eventId),
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/eventos/${eventId}/reembolsos`, { schema: eventRefundsSchema, signal })).data,
    enabled,
    refetchInterval: (current) => (hasRefundsInFlight(current.state.data) ? 3000 : false),
  });
  // When the job finishes, the Resumo's money and the participants' statuses have changed too.
  const inFlight = hasRefundsInFlight(query.data);
  const wasInFlight = useRef(false);
  useEffect(() => {
    if (wasInFlight.current && !inFlight) {
      void queryClient.invalidateQueries({
        queryKey: ['admin', 'events', eventId],
        predicate: (q) => q.queryKey[3] !== 'refunds',
      });
    }
    wasInFlight.current = inFlight;
  }, [inFlight, eventId, queryClient]);
  return query;
}

/** "Tentar novamente" on refused refunds, or "Devolver" on PIX paid after expiring. */
export type RefundAction = { kind: 'retry' | 'late_pix'; ids: number[] };

export function useRefundAction(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, ids }: RefundAction) => {
      const { message, data } = await apiRequest(
        kind === 'retry'
          ? `/api/eventos/${eventId}/reembolsos/tentar-novamente`
          : `/api/eventos/${eventId}/pix-tardios/devolver`,
        {
          method: 'POST',
          body: kind === 'retry' ? { reembolsos_ids: ids } : { pix_tardios_ids: ids },
          schema: retryRefundsReplySchema,
        },
      );
      return { message: message ?? '', data };
    },
    // The Resumo's money and the participants' statuses change with a refund.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'events', eventId] }),
  });
}
