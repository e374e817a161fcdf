import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { PublicEvent } from '../../../../domain/contracts/public-event.ts';
import { apiRequest } from '../../../shared/api/client.ts';

// The contract types the reply (src/domain/contracts/public-event.ts); this only guards
// against a body that is not an event at all, which the client reports as a server error.
const publicEventSchema = z.custom<PublicEvent>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PublicEvent).id === 'number' &&
    Array.isArray((value as PublicEvent).tipos_ingresso) &&
    Array.isArray((value as PublicEvent).formulario),
);

export const publicEventQueryKey = (slug: string) => ['public-event', slug] as const;

export async function getPublicEvent(slug: string, signal?: AbortSignal): Promise<PublicEvent> {
  const { data } = await apiRequest(`/api/eventos/slug/${encodeURIComponent(slug)}`, {
    schema: publicEventSchema,
    signal,
  });
  return data;
}

export function usePublicEvent(slug: string) {
  return useQuery({
    queryKey: publicEventQueryKey(slug),
    queryFn: ({ signal }) => getPublicEvent(slug, signal),
    // Stock and prices change while the page is open; the server re-checks on submit anyway.
    refetchOnWindowFocus: false,
  });
}
