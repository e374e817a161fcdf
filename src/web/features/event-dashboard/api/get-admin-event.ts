import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';
import { idSchema, isoDateTimeSchema } from '../../../shared/api/schemas.ts';

// TODO(contract): move to src/domain/contracts and type the reply of
// src/server/events/organiser-events-routes.ts with it, so the two cannot drift.
export const ticketTypeSalesSchema = z.object({
  id: idSchema,
  nome: z.string(),
  preco_cents: z.number().int().nonnegative(),
  /** null means no limit for this ticket type. */
  quantidade: z.number().int().nonnegative().nullable(),
  vendidos: z.number().int().nonnegative(),
});

export const adminEventSchema = z.object({
  id: idSchema,
  nome: z.string(),
  slug: z.string(),
  public_url: z.string().min(1),
  start_date: isoDateTimeSchema,
  end_date: isoDateTimeSchema,
  is_online: z.boolean(),
  local: z.string().nullable(),
  participants_need_approval: z.boolean(),
  capacidade: z.number().int().nonnegative(),
  vendidos: z.number().int().nonnegative(),
  tipos_ingresso: z.array(ticketTypeSalesSchema),
});

export type TicketTypeSales = z.output<typeof ticketTypeSalesSchema>;
export type AdminEvent = z.output<typeof adminEventSchema>;

export const adminEventQueryKey = (id: number) => ['admin', 'events', id] as const;

export async function getAdminEvent(id: number, signal?: AbortSignal): Promise<AdminEvent> {
  const { data } = await apiRequest(`/api/admin/eventos/${id}`, { schema: adminEventSchema, signal });
  return data;
}

export function useAdminEvent(id: number) {
  return useQuery({ queryKey: adminEventQueryKey(id), queryFn: ({ signal }) => getAdminEvent(id, signal) });
}
