// The organisation's events as choices for a check-in member (GET /api/admin/eventos).
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminEventSummarySchema } from '../../../../domain/contracts/organiser-events.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export function useAdminEventOptions(): { value: string; label: string }[] {
  const events = useQuery({
    queryKey: ['admin', 'events'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/admin/eventos', { schema: z.array(adminEventSummarySchema), signal })).data,
  });
  return (events.data ?? []).map((event) => ({ value: String(event.id), label: event.nome }));
}
