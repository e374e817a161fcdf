import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type RegisterInput,
  type Session,
  sessionSchema,
} from '../../../../domain/contracts/organiser-auth.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { setCsrfToken } from '../../../shared/api/csrf-token.ts';
import { sessionQueryKey } from './get-session.ts';

/** POST /api/auth/register: the new account comes back signed in. */
export async function register(input: RegisterInput): Promise<Session> {
  const { data } = await apiRequest('/api/auth/register', {
    method: 'POST',
    body: input,
    schema: sessionSchema,
  });
  setCsrfToken(data.csrfToken);
  return data;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey, session),
  });
}
