import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';
import { idSchema, isoDateTimeSchema } from '../../../shared/api/schemas.ts';

// TODO(contract): move to src/domain/contracts and type the reply of
// src/server/events/organiser-events-routes.ts with it, so the two cannot drift.
export const adminEventSummarySchema = z.object({
  id: idSchema,
  nome: z.string(),
  slug: z.string(),
  start_date: isoDateTimeSchema,
  end_date: isoDateTimeSchema,
  is_online: z.boolean(),
  participants_need_approval: z.boolean(),
  vendidos: z.number().int().nonnegative(),
  capacidade: z.number().int().nonnegative(),
  public_url: z.string().min(1),
});

export type AdminEventSummary = z.output<typeof adminEventSummarySchema>;

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
