import { useQuery } from '@tanstack/react-query';
import { participantSummarySchema } from '../../../../domain/contracts/participants.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { participantSummaryQueryKey } from './participants-keys.ts';

export function useParticipantSummary(eventId: number) {
  return useQuery({
    queryKey: participantSummaryQueryKey(eventId),
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest(`/api/eventos/${eventId}/participantes/resumo`, {
        schema: participantSummarySchema,
        signal,
      });
      return data;
    },
  });
}
