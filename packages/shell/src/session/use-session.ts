import { useSessionQuery } from '@ciao/api-client';
import type { SessionUser } from '@ciao/contracts';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  user: SessionUser | null;
  status: SessionStatus;
  /** Fetches the session again (after sign-in, a profile change, ...). */
  refresh: () => Promise<unknown>;
}

/** GET /api/auth/session through React Query: 401 means no user; never retried. */
export function useSession(): Session {
  const query = useSessionQuery();
  const user = query.data ?? null;
  // A failed session read (server down) leaves the visitor anonymous: the sign-in screen is the way back.
  const status: SessionStatus = query.isPending ? 'loading' : user ? 'authenticated' : 'anonymous';
  return { user, status, refresh: query.refetch };
}
