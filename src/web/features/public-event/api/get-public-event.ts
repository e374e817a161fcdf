import { useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '../../../../domain/contracts/public-event.ts';
import { SERVED_EVENT_ELEMENT_ID } from '../../../../domain/contracts/served-event.ts';
import { apiRequest, replyGuard } from '../../../shared/api/client.ts';

// The contract types the reply (src/domain/contracts/public-event.ts); this only guards
// against a body that is not an event at all, which the client reports as a server error.
function isPublicEvent(value: unknown): value is PublicEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as PublicEvent).id === 'number' &&
    typeof (value as PublicEvent).slug === 'string' &&
    Array.isArray((value as PublicEvent).tipos_ingresso) &&
    Array.isArray((value as PublicEvent).formulario)
  );
}

const publicEventSchema = replyGuard<PublicEvent>(isPublicEvent);

export const publicEventQueryKey = (slug: string) => ['public-event', slug] as const;

export async function getPublicEvent(slug: string, signal?: AbortSignal): Promise<PublicEvent> {
  const { data } = await apiRequest(`/api/eventos/slug/${encodeURIComponent(slug)}`, {
    schema: publicEventSchema,
    signal,
  });
  return data;
}

/**
 * The event the server sent inside the page, read once: the same body the API would return,
 * loaded in the same request as the HTML, so the first render needs no round trip. Anything
 * unexpected (another slug, a body that is not an event) falls back to asking the API.
 */
export function takeServedEvent(slug: string): PublicEvent | undefined {
  const element = document.getElementById(SERVED_EVENT_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return isPublicEvent(parsed) && parsed.slug === slug ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function usePublicEvent(slug: string) {
  return useQuery({
    queryKey: publicEventQueryKey(slug),
    queryFn: ({ signal }) => getPublicEvent(slug, signal),
    initialData: () => takeServedEvent(slug),
    initialDataUpdatedAt: () => performance.timeOrigin,
    // Stock and prices change while the page is open; the server re-checks on submit anyway.
    refetchOnWindowFocus: false,
  });
}

/** A draft's preview (/previa/{token}, ADR 0400): the same page, from the token's own route. */
export async function getPreviewEvent(token: string, signal?: AbortSignal): Promise<PublicEvent> {
  const { data } = await apiRequest(`/api/eventos/previa/${encodeURIComponent(token)}`, {
    schema: publicEventSchema,
    signal,
  });
  return data;
}

export function usePreviewEvent(token: string) {
  return useQuery({
    queryKey: ['public-event', 'preview', token] as const,
    queryFn: ({ signal }) => getPreviewEvent(token, signal),
    refetchOnWindowFocus: false,
  });
}
