import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type {
  ForgotPasswordInput,
  ResetPasswordInput,
} from '../../../../domain/contracts/organiser-account.ts';
import { apiRequest } from '../../../shared/api/client.ts';

/** POST /api/auth/forgot-password: the reply reads the same whether the e-mail has an account. */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const { message } = await apiRequest('/api/auth/forgot-password', {
    method: 'POST',
    body: input,
    schema: z.null(),
  });
  return message ?? '';
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** POST /api/auth/reset-password/check: whether the link can still be used. */
export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) =>
      apiRequest('/api/auth/reset-password/check', {
        method: 'POST',
        body: { token },
        schema: z.object({ valid: z.literal(true), email: z.string() }),
        signal,
      }),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/auth/reset-password */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const { message } = await apiRequest('/api/auth/reset-password', {
    method: 'POST',
    body: input,
    schema: z.null(),
  });
  return message ?? '';
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
