import { Container } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Session } from '../../../../domain/contracts/organiser-auth.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { sessionQueryKey, useSession } from '../api/get-session.ts';
import { loginPathFor } from '../utils/safe-next-path.ts';

/**
 * Renders its children only for a signed-in organiser; otherwise sends them to the login
 * with `?next=` pointing back here. A 401 from any later admin call (the session expired
 * while the page was open) marks the session as gone, which triggers the same redirect.
 */
export function RequireSession({ children }: { children: (session: Session) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  useSignOutOnUnauthorized();

  if (session.isPending) return <PageLoader />;
  if (session.isError) {
    return (
      <Container size="sm" py="xl">
        <LoadError error={session.error} onRetry={() => void session.refetch()} />
      </Container>
    );
  }
  if (!session.data) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return children(session.data);
}

function useSignOutOnUnauthorized() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const markSignedOut = (error: unknown) => {
      if (isApiError(error) && error.status === 401) queryClient.setQueryData(sessionQueryKey, null);
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') markSignedOut(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') markSignedOut(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
