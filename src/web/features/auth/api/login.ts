import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoginInput, type Session, sessionSchema } from '../../../../domain/contracts/organiser-auth.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { setCsrfToken } from '../../../shared/api/csrf-token.ts';
import { sessionQueryKey } from './get-session.ts';

export async function login(input: LoginInput): Promise<Session> {
  const { data } = await apiRequest('/api/auth/login', {
    method: 'POST',
    body: input,
    schema: sessionSchema,
  });
  // The server rotates the token on login; later mutations must send the new one.
  setCsrfToken(data.csrfToken);
  return data;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      // Another account may have used this browser: its organisation and lists are not this one's.
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}
