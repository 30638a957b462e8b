import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@ciao/contracts';
import { SESSION_PATH } from '@ciao/contracts/screen-routes';
import { apiJson, isApiError } from '../api-request';
import { queryKeys } from '../query-keys';
import { firstAnswer } from '../first-answers';
import { checkResponse } from '../response-check';
import { noteSessionEnd } from './session-end';

/** GET /api/auth/session: the signed-in user, or null when the server answers 401 (noting why, when it says). */
export async function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<SessionUser | null> {
  try {
    return checkResponse('session', await apiJson('GET', SESSION_PATH, undefined, { signal })).user;
  } catch (error) {
    if (isApiError(error, 401)) {
      noteSessionEnd(error);
      return null;
    }
    throw error;
  }
}

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session(),
    queryFn: ({ signal }) => getSession({ signal }),
    retry: false,
    initialData: () => firstAnswer('session', SESSION_PATH)?.user,
  });

export const useSessionQuery = () => useQuery(getSessionQueryOptions());
