import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../shared/api/api-error.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { notifyApiError } from '../../../shared/api/notify-api-error.ts';

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
      await navigate('/admin/login', { replace: true });
      // Nothing of this organiser may stay in memory for the next one on this browser.
      queryClient.clear();
    },
    onError: notifyApiError,
  });
}
