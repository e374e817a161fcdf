import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type {
  ChangePasswordInput,
  UpdateProfileInput,
} from '../../../../domain/contracts/organiser-account.ts';
import { type Session, sessionUserSchema } from '../../../../domain/contracts/organiser-auth.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from './get-session.ts';

/** PUT /api/auth/profile: the header shows the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      apiRequest('/api/auth/profile', {
        method: 'PUT',
        body: input,
        schema: z.object({ user: sessionUserSchema }),
      }),
    onSuccess: ({ data }) =>
      queryClient.setQueryData<Session | null>(sessionQueryKey, (current) =>
        current ? { ...current, user: data.user } : current,
      ),
  });
}

/** PUT /api/auth/password */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest('/api/auth/password', { method: 'PUT', body: input, schema: z.null() }),
  });
}
