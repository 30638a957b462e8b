import { queryOptions } from '@tanstack/react-query';
import { userPath } from '@ciao/contracts/web';
import { apiJson, firstAnswer } from '@ciao/api-client';
import { pollMeta, usePolledQuery } from './polling/polled-query';
import { checkResponse, type ResponseName, type ResponseOf } from './response-check';

export interface UserQueryDefinition<N extends ResponseName, K extends readonly unknown[]> {
  /** The query key of one user's answer, from queryKeys. */
  key: (userId: string) => K;
  /** The path under /api/user/{id}. */
  path: string;
  /** The answer's schema, by name (checkResponse). */
  schema: N;
  /** How often the answer is read again (POLL_INTERVALS_MS); not polled when left out. */
  interval?: number;
}

/**
 * A read of the signed-in user's data, GET /api/user/{id}{path}: its fetcher, its query options
 * (a polled one's carry its poll, polled-query.ts) and its hook. The hook waits for a user id (the
 * session may still be loading).
 */
export function createUserQuery<N extends ResponseName, K extends readonly unknown[]>({ key, path, schema, interval }: UserQueryDefinition<N, K>) {
  const read = async (userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<ResponseOf<N>> =>
    checkResponse(schema, await apiJson<unknown>('GET', userPath(userId, path), undefined, { signal }));

  const options = (userId: string) => {
    const readPath = userPath(userId, path);
    return queryOptions({
      queryKey: key(userId),
      queryFn: ({ signal }) => read(userId, { signal }),
      initialData: () => firstAnswer(schema, readPath),
      meta: interval === undefined ? undefined : pollMeta({ path: readPath, every: interval, schema }),
    });
  };

  const useUserQuery = (userId: string | undefined) => usePolledQuery({ ...options(userId ?? ''), enabled: userId !== undefined });

  return { read, queryOptions: options, useQuery: useUserQuery };
}
