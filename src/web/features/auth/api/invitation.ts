// A team invitation's link (issue 21): what it invites to, and accepting it, which signs in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AcceptInvitationInput,
  invitationInfoSchema,
} from '../../../../domain/contracts/organisation.ts';
import { type Session, sessionSchema } from '../../../../domain/contracts/organiser-auth.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { setCsrfToken } from '../../../shared/api/csrf-token.ts';
import { sessionQueryKey } from './get-session.ts';

export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ['invitation', token],
    enabled: token !== null,
    retry: false,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/api/organizacao/convites/consultar', {
          method: 'POST',
          body: { token },
          schema: invitationInfoSchema,
          signal,
        })
      ).data,
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AcceptInvitationInput): Promise<Session> => {
      const { data } = await apiRequest('/api/organizacao/convites/aceitar', {
        method: 'POST',
        body: input,
        schema: sessionSchema,
      });
      setCsrfToken(data.csrfToken);
      return data;
    },
    onSuccess: (session) => {
      // Whatever a previous account on this browser had loaded is not this member's.
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}
