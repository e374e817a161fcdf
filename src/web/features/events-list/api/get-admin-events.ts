import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type AdminEventSummary,
  adminEventSummarySchema,
} from '../../../../domain/contracts/organiser-events.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export const adminEventsQueryKey = ['admin', 'events'] as const;

export async function getAdminEvents(signal?: AbortSignal): Promise<AdminEventSummary[]> {
  const { data } = await apiRequest('/api/admin/eventos', {
    schema: z.array(adminEventSummarySchema),
    signal,
  });
  return data;
}

export function useAdminEvents() {
  return useQuery({ queryKey: adminEventsQueryKey, queryFn: ({ signal }) => getAdminEvents(signal) });
}
