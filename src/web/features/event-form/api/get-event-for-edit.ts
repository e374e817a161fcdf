import { useQuery } from '@tanstack/react-query';
import { type EditEvent, editEventSchema } from '../../../../domain/event-form/event-form-contract.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export const eventForEditQueryKey = (id: number) => ['admin', 'events', id, 'edit'] as const;

export async function getEventForEdit(id: number, signal?: AbortSignal): Promise<EditEvent> {
  const { data } = await apiRequest(`/api/eventos/${id}/edit`, { schema: editEventSchema, signal });
  return data;
}

export function useEventForEdit(id: number | null) {
  return useQuery({
    queryKey: eventForEditQueryKey(id ?? 0),
    queryFn: ({ signal }) => getEventForEdit(id ?? 0, signal),
    enabled: id !== null,
    // The form keeps its own copy; refetching under the organiser's hands would be surprising.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
