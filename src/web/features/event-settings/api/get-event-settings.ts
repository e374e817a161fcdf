import { useQuery } from '@tanstack/react-query';
import { eventSettingsSchema } from '../../../../domain/contracts/event-settings.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export const eventSettingsQueryKey = (eventId: number) => ['admin', 'events', eventId, 'settings'] as const;

export function useEventSettings(eventId: number) {
  return useQuery({
    queryKey: eventSettingsQueryKey(eventId),
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest(`/api/eventos/${eventId}/configuracoes`, {
        schema: eventSettingsSchema,
        signal,
      });
      return data;
    },
  });
}
