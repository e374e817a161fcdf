import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';

const publicConfigSchema = z.object({ cep_service_url: z.string() });
const DEFAULT_CEP_SERVICE = 'https://viacep.com.br';

/** The postal-code service's base URL comes from server configuration (docs/decisions/0014). */
export function useCepServiceUrl(): string {
  const { data } = useQuery({
    queryKey: ['config', 'public'],
    queryFn: ({ signal }) => apiRequest('/api/config/public', { schema: publicConfigSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data?.data.cep_service_url ?? DEFAULT_CEP_SERVICE;
}

const cepAnswerSchema = z.object({
  logradouro: z.string().optional(),
  bairro: z.string().optional(),
  localidade: z.string().optional(),
  uf: z.string().optional(),
  erro: z.union([z.boolean(), z.string()]).optional(),
});

export interface CepAddress {
  endereco: string;
  bairro: string;
  cidade: string;
  estado: string;
}

/** Street, neighbourhood, city and state for an 8-digit CEP; null on any failure (spec: ignored). */
export async function lookupCep(baseUrl: string, cepDigits: string): Promise<CepAddress | null> {
  if (!/^\d{8}$/.test(cepDigits)) return null;
  try {
    const response = await fetch(`${baseUrl}/ws/${cepDigits}/json/`, { credentials: 'omit' });
    if (!response.ok) return null;
    const parsed = cepAnswerSchema.safeParse(await response.json());
    if (!parsed.success || parsed.data.erro) return null;
    const a = parsed.data;
    return {
      endereco: a.logradouro ?? '',
      bairro: a.bairro ?? '',
      cidade: a.localidade ?? '',
      estado: a.uf ?? '',
    };
  } catch {
    return null;
  }
}
