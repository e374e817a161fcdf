import { useQuery } from '@tanstack/react-query';
import { type EventDashboard, eventDashboardSchema } from '../../../../domain/contracts/event-dashboard.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export const eventDashboardQueryKey = (eventId: number) => ['admin', 'events', eventId, 'dashboard'] as const;

export async function getEventDashboard(eventId: number, signal?: AbortSignal): Promise<EventDashboard> {
  const { data } = await apiRequest(`/api/eventos/${eventId}/dashboard`, {
    schema: eventDashboardSchema,
    signal,
  });
  return data;
}

export function useEventDashboard(eventId: number) {
  return useQuery({
    queryKey: eventDashboardQueryKey(eventId),
    queryFn: ({ signal }) => getEventDashboard(eventId, signal),
  });
}
