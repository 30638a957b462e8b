import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, queryKeys } from '@ciao/api-client';

/**
 * The one QueryClient, with the spec's defaults: no refetch on focus, never stale, no retries. A
 * read answered 401 (the session ended: signed out elsewhere, revoked or suspended by support) reads
 * the session again, so the guard shows sign-in instead of a screen that can no longer load.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isApiError(error, 401) && query.queryKey[0] !== queryKeys.session()[0])
          void client.invalidateQueries({ queryKey: queryKeys.session() });
      },
    }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
  return client;
}
