import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionResponseSchema, type SessionResponse, type SessionUser } from '@ciao/contracts';
import { apiJson, isApiError } from '../api-request';

/** GET /api/auth/session: the signed-in user, or null when the server answers 401. */
export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<SessionUser | null> {
  try {
    const body = await apiJson<SessionResponse>('GET', '/api/auth/session', undefined, { signal });
    if (process.env.NODE_ENV !== 'production') sessionResponseSchema.parse(body);
    return body.user;
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'session'] as const,
    queryFn: ({ signal }) => getSession({ signal }),
    retry: false,
  });

export const useSessionQuery = () => useQuery(getSessionQueryOptions());
