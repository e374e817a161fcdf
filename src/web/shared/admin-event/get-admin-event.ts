import { useQuery } from '@tanstack/react-query';
import { type AdminEvent, adminEventSchema } from '../../../domain/contracts/organiser-events.ts';
import { apiRequest } from '../api/client.ts';

export const adminEventQueryKey = (id: number) => ['admin', 'events', id] as const;

export async function getAdminEvent(id: number, signal?: AbortSignal): Promise<AdminEvent> {
  const { data } = await apiRequest(`/api/admin/eventos/${id}`, { schema: adminEventSchema, signal });
  return data;
}

export function useAdminEvent(id: number) {
  return useQuery({ queryKey: adminEventQueryKey(id), queryFn: ({ signal }) => getAdminEvent(id, signal) });
}
