import { queryOptions } from '@tanstack/react-query';
import { userReadPath, type USER_READ_PATHS } from '@ciao/contracts/web';
import { apiJson, firstAnswer, queryKeys } from '@ciao/api-client';
import { pollMeta, usePolledQuery } from './polling/polled-query';
import { checkResponse, type ResponseName, type ResponseOf } from './response-check';

/** One of the signed-in user's reads (USER_READ_PATHS): its name is also its query key's and its answer's schema's. */
export type UserRead = keyof typeof USER_READ_PATHS & keyof typeof queryKeys & ResponseName;

/**
 * A read of the signed-in user's data, GET /api/user/{id}{USER_READ_PATHS[name]}: its fetcher, its
 * query options (a polled one's carry its poll, polled-query.ts) and its hook. `interval`: how often
 * it is read again (POLL_INTERVALS_MS); not polled when left out. The hook waits for a user id (the
 * session may still be loading).
 */
export function createUserQuery<N extends UserRead>(name: N, interval?: number) {
  const key = queryKeys[name] as (userId: string) => ReturnType<(typeof queryKeys)[N]>;
  const read = async (userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<ResponseOf<N>> =>
    checkResponse(name, await apiJson<unknown>('GET', userReadPath(userId, name), undefined, { signal }));

  const options = (userId: string) => {
    const readPath = userReadPath(userId, name);
    return queryOptions({
      queryKey: key(userId),
      queryFn: ({ signal }) => read(userId, { signal }),
      initialData: () => firstAnswer(name, readPath),
      meta:
        interval === undefined
          ? undefined
          : pollMeta({ path: readPath, every: interval, schema: name, live: { userId, read: name } }),
    });
  };

  const useUserQuery = (userId: string | undefined) =>
    usePolledQuery({ ...options(userId ?? ''), enabled: userId !== undefined });

  return { read, queryOptions: options, useQuery: useUserQuery };
}
