import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type EventFormRequest,
  savedEventSchema,
} from '../../../../domain/event-form/event-form-contract.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export interface SaveEventVariables {
  request: EventFormRequest;
  banner: File | null;
}

/** JSON normally; multipart when a banner file goes along, with the lists as JSON text (§7). */
function encode({ request, banner }: SaveEventVariables): unknown {
  if (!banner) return request;
  const form = new FormData();
  for (const [key, value] of Object.entries(request)) {
    if (value === null || value === undefined) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  form.append('banner', banner, banner.name);
  return form;
}

export async function saveEvent(variables: SaveEventVariables) {
  const isUpdate = variables.request.id !== null && variables.request.id !== undefined;
  return apiRequest(isUpdate ? '/api/atualizar-evento' : '/api/criar-evento', {
    method: isUpdate ? 'PUT' : 'POST',
    body: encode(variables),
    schema: savedEventSchema,
  });
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'events'] }),
  });
}
