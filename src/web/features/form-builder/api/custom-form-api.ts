// GET and POST /api/eventos/{id}/formulario-personalizado, parsed with the domain's schemas.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FormFieldInput,
  loadFormDataSchema,
  saveFormDataSchema,
} from '../../../../domain/form-builder.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export const customFormQueryKey = (eventId: number) => ['admin', 'events', eventId, 'custom-form'] as const;

export function useCustomForm(eventId: number) {
  return useQuery({
    queryKey: customFormQueryKey(eventId),
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest(`/api/eventos/${eventId}/formulario-personalizado`, {
        schema: loadFormDataSchema,
        signal,
      });
      return data.formFields;
    },
    // The draft is seeded once from the stored form; a background refetch must not overwrite it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useSaveCustomForm(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { formFields: FormFieldInput[] }) => {
      const { data } = await apiRequest(`/api/eventos/${eventId}/formulario-personalizado`, {
        method: 'POST',
        body,
        schema: saveFormDataSchema,
      });
      return data;
    },
    onSuccess: (data) => queryClient.setQueryData(customFormQueryKey(eventId), data.formFields),
  });
}
