// The signed-in person's organisation and role (GET /api/organizacao): the admin hides what the
// role cannot do (issue 21). The server's guard is the authority; this only spares people links
// that would answer "not found".
import { useQuery } from '@tanstack/react-query';
import { type Organisation, organisationSchema } from '../../../domain/contracts/organisation.ts';
import type { OrganiserPermission } from '../../../domain/organiser-permissions.ts';
import { apiRequest } from '../api/client.ts';

export const organisationQueryKey = ['organisation'] as const;

export async function getOrganisation(signal?: AbortSignal): Promise<Organisation> {
  const { data } = await apiRequest('/api/organizacao', { schema: organisationSchema, signal });
  return data;
}

export function useOrganisation() {
  return useQuery({ queryKey: organisationQueryKey, queryFn: ({ signal }) => getOrganisation(signal) });
}

/**
 * Whether the signed-in role may do `permission` (on the events assigned to it, for check-in);
 * false until the organisation has loaded, so nothing flashes that the role cannot use.
 */
export function useCan(): (permission: OrganiserPermission) => boolean {
  const organisation = useOrganisation();
  const permissions = new Set(organisation.data?.permissoes ?? []);
  return (permission) => permissions.has(permission);
}
