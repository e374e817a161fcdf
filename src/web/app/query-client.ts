import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/api-error.ts';

const MAX_QUERY_RETRIES = 2;

/** A 4xx will not change by asking again; connection and server errors might. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: 30_000 },
      // Mutations charge cards and create orders: never repeat them behind the user's back.
      mutations: { retry: false },
    },
  });
}
