// The organisation's settings and team (issue 21): one hook per call, parsed with the domain's schemas.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type ChangeMemberInput,
  type InviteMemberInput,
  invitationSchema,
  type OrganisationInput,
  organisationSchema,
  teamSchema,
} from '../../../../domain/contracts/organisation.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import { organisationQueryKey } from '../../../shared/organisation/get-organisation.ts';

const teamQueryKey = ['organisation', 'team'] as const;

export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganisationInput) =>
      apiRequest('/api/organizacao', { method: 'PUT', body: input, schema: organisationSchema }),
    onSuccess: ({ data }) => queryClient.setQueryData(organisationQueryKey, data),
  });
}

export function useTeam() {
  return useQuery({
    queryKey: teamQueryKey,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/organizacao/membros', { schema: teamSchema, signal })).data,
  });
}

function useTeamMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

export function useInviteMember() {
  return useTeamMutation((input: InviteMemberInput) =>
    apiRequest('/api/organizacao/membros', { method: 'POST', body: input, schema: invitationSchema }),
  );
}

export function useChangeMember() {
  return useTeamMutation(({ id, ...input }: ChangeMemberInput & { id: number }) =>
    apiRequest(`/api/organizacao/membros/${id}`, { method: 'PUT', body: input, schema: z.null() }),
  );
}

export function useRemoveMember() {
  return useTeamMutation((id: number) =>
    apiRequest(`/api/organizacao/membros/${id}`, { method: 'DELETE', schema: z.null() }),
  );
}

export function useCancelInvitation() {
  return useTeamMutation((id: number) =>
    apiRequest(`/api/organizacao/convites/${id}`, { method: 'DELETE', schema: z.null() }),
  );
}
