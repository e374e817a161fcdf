import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';
import { sessionQueryKey } from './get-session.ts';

export async function logout(): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST', schema: z.unknown() });
  } catch (error) {
    // Already signed out (expired session): the goal is reached.
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Nothing of this organiser may stay in memory for the next one on this browser, and the
      // session must read as signed out before the guard sees the login route.
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
      await navigate('/admin/login', { replace: true });
    },
    onError: notifyApiError,
  });
}
