import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api/client.ts';
import { setCsrfToken } from '../../../shared/api/csrf-token.ts';
import { type Session, sessionQueryKey, sessionSchema } from './get-session.ts';

// Mirrors the server's `loginBody` (src/server/auth/schemas.ts), messages included.
// TODO(contract): import it from src/domain/contracts once it moves there.
export const loginInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Informe o e-mail.')
    .pipe(z.email({ error: 'Email inválido' })),
  password: z.string().min(1, 'Informe a senha.'),
});

export type LoginInput = z.output<typeof loginInputSchema>;

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
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey, session),
  });
}
