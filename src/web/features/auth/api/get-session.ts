import { useQuery } from '@tanstack/react-query';
import { type Session, sessionSchema } from '../../../../domain/contracts/organiser-auth.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { setCsrfToken } from '../../../shared/api/csrf-token.ts';

export const sessionQueryKey = ['auth', 'session'] as const;

/** The signed-in organiser, or null when there is no session (401). */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const { data } = await apiRequest('/api/auth/session', { schema: sessionSchema, signal });
    setCsrfToken(data.csrfToken);
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
  });
}
