import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type RegisterInput,
  type Session,
  SIGNUP_REPLY,
  sessionSchema,
} from '../../../../domain/contracts/organiser-auth.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { setCsrfToken } from '../../../shared/api/csrf-token.ts';
import { sessionQueryKey } from './get-session.ts';

/**
 * POST /api/auth/register: the same neutral reply for every e-mail; the account exists once the
 * e-mailed link is followed (docs/decisions/0047-sign-up-by-e-mail-link.md).
 */
export async function register(input: RegisterInput): Promise<string> {
  const { message } = await apiRequest('/api/auth/register', {
    method: 'POST',
    body: input,
    schema: z.null(),
  });
  return message ?? SIGNUP_REPLY;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

/** POST /api/auth/confirm-email: the link's token creates the account and signs it in. */
export async function confirmSignup(token: string): Promise<Session> {
  const { data } = await apiRequest('/api/auth/confirm-email', {
    method: 'POST',
    body: { token },
    schema: sessionSchema,
  });
  setCsrfToken(data.csrfToken);
  return data;
}

export function useConfirmSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSignup,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey, session),
  });
}
