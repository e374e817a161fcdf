// Comunicar Participantes (spec §7) and the communications panel: the recipients preview for the
// modal's filters, the send, the list with delivery counts (polled while anything is queued) and
// the resend of failed deliveries.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CommunicateParticipantsBody,
  communicateReplySchema,
  communicationListSchema,
  type ParticipantRecipientFilters,
  recipientsPreviewSchema,
  retryReplySchema,
} from '../../../../domain/contracts/participant-communication.ts';
import type { ListSelection } from '../../../../domain/list-selection.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export const communicationsQueryKey = (eventId: number) =>
  ['admin', 'events', eventId, 'communications'] as const;

export interface RecipientChoice {
  filtros: ParticipantRecipientFilters;
  enviarParaCompradores: boolean;
  /** The table's ticked rows or frozen "all matching": then exactly those, and no filters. */
  selecao?: ListSelection | null;
}

function previewParams({ filtros, enviarParaCompradores }: RecipientChoice): string {
  const params = new URLSearchParams();
  if (filtros.status?.length) params.set('status', filtros.status.join(','));
  if (filtros.tipoIngresso?.length) params.set('tipoIngresso', filtros.tipoIngresso.join(','));
  if (filtros.presenca !== undefined && filtros.presenca !== null)
    params.set('presenca', String(filtros.presenca));
  if (enviarParaCompradores) params.set('enviarParaCompradores', 'true');
  return params.toString();
}

export function useRecipientsPreview(eventId: number, choice: RecipientChoice, enabled: boolean) {
  const { selecao, enviarParaCompradores } = choice;
  const url = `/api/eventos/${eventId}/comunicar-participantes/destinatarios`;
  const params = selecao ? JSON.stringify({ selecao, enviarParaCompradores }) : previewParams(choice);
  return useQuery({
    queryKey: [...communicationsQueryKey(eventId), 'preview', params],
    queryFn: async ({ signal }) =>
      // A selection's snapshot is a body, so its preview is a (read-only) POST.
      (selecao
        ? await apiRequest(url, {
            method: 'POST',
            body: { selecao, enviarParaCompradores },
            schema: recipientsPreviewSchema,
            signal,
          })
        : await apiRequest(`${url}?${params}`, { schema: recipientsPreviewSchema, signal })
      ).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCommunicateParticipants(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CommunicateParticipantsBody) =>
      (
        await apiRequest(`/api/eventos/${eventId}/comunicar-participantes`, {
          method: 'POST',
          body,
          schema: communicateReplySchema,
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: communicationsQueryKey(eventId) }),
  });
}

export function useCommunications(eventId: number) {
  return useQuery({
    queryKey: [...communicationsQueryKey(eventId), 'list'],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/eventos/${eventId}/comunicacoes`, { schema: communicationListSchema, signal }))
        .data,
    // Counts move while the drainers send: poll until nothing is waiting.
    refetchInterval: (query) => (query.state.data?.some((c) => c.counts.queued > 0) ? 2000 : false),
  });
}

export function useRetryFailed(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (communicationId: number) =>
      (
        await apiRequest(`/api/eventos/${eventId}/comunicacoes/${communicationId}/reenviar-falhas`, {
          method: 'POST',
          schema: retryReplySchema,
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: communicationsQueryKey(eventId) }),
  });
}
