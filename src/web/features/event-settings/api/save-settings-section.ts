// The three saves of Configurações Avançadas (§7): each section posts its own body and gets the
// whole settings back, which becomes the section's new "saved" state.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CheckoutMessageBody,
  eventSettingsSchema,
  type GeneralSettingsBody,
  type MetaPixelBody,
} from '../../../../domain/contracts/event-settings.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { eventSettingsQueryKey } from './get-event-settings.ts';

interface Sections {
  gerais: GeneralSettingsBody;
  'meta-pixel': MetaPixelBody;
  'mensagem-checkout': CheckoutMessageBody;
}

export function useSaveSettingsSection<K extends keyof Sections>(eventId: number, section: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Sections[K]) =>
      apiRequest(`/api/eventos/${eventId}/configuracoes/${section}`, {
        method: 'POST',
        body,
        schema: eventSettingsSchema,
      }),
    onSuccess: ({ data }) => queryClient.setQueryData(eventSettingsQueryKey(eventId), data),
  });
}
