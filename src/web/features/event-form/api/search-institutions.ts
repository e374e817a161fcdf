import { z } from 'zod';
import {
  INSTITUTION_SEARCH_LIMIT,
  type Institution,
  institutionSchema,
} from '../../../../domain/event-form/event-form-contract.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export async function searchInstitutions(query: string, signal?: AbortSignal): Promise<Institution[]> {
  const params = new URLSearchParams({ q: query, limit: String(INSTITUTION_SEARCH_LIMIT) });
  const { data } = await apiRequest(`/api/instituicoes?${params}`, {
    schema: z.array(institutionSchema),
    signal,
  });
  return data;
}
