import { useQuery } from '@tanstack/react-query';
import { participantDetailsSchema } from '../../../../domain/contracts/participants.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { participantsQueryKey } from './participants-keys.ts';

/** One participant with their custom answers, for the details dialog (null: closed). */
export function useParticipantDetails(eventId: number, participantId: number | null) {
  return useQuery({
    queryKey: [...participantsQueryKey(eventId), 'details', participantId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`/api/eventos/${eventId}/participantes/${participantId}`, {
          schema: participantDetailsSchema,
          signal,
        })
      ).data,
    enabled: participantId !== null,
  });
}
