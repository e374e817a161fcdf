import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { setCsrfToken } from '../../../shared/api/csrf-token.ts';

// TODO(contract): move to src/domain/contracts so the server's reply (src/server/auth/auth-routes.ts)
// and this parse come from one schema.
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
});

/** The data of both `GET /api/auth/session` and `POST /api/auth/login`. */
export const sessionSchema = z.object({
  user: sessionUserSchema,
  csrfToken: z.string().min(1),
});

export type SessionUser = z.output<typeof sessionUserSchema>;
export type Session = z.output<typeof sessionSchema>;

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
