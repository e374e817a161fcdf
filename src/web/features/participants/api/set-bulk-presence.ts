import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkPresenceReplySchema } from '../../../../domain/contracts/participants.ts';
import type { ListSelection } from '../../../../domain/list-selection.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { participantSummaryQueryKey, participantsQueryKey } from './participants-keys.ts';

/** Presence for a selection: ticked rows or a frozen "all matching" (the server resolves it). */
export function useSetBulkPresence(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ selecao, presenca }: { selecao: ListSelection; presenca: boolean }) => {
      const { data } = await apiRequest(`/api/eventos/${eventId}/participantes/presenca`, {
        method: 'POST',
        body: { selecao, presenca },
        schema: bulkPresenceReplySchema,
      });
      return data;
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: participantSummaryQueryKey(eventId) });
      void queryClient.invalidateQueries({ queryKey: participantsQueryKey(eventId) });
    },
  });
}
