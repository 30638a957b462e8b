import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@ciao/contracts';
import { userPath } from '@ciao/contracts/web';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** Entries per page on the activity screen. */
export const ACTIVITY_PAGE_SIZE = 20;

/**
 * GET /api/user/{id}/activity?limit=&cursor=: the user's credit ledger, newest first
 * ({ entries, nextCursor }; amounts signed).
 */
export async function getActivity(
  userId: string,
  { limit, cursor }: { limit?: number; cursor?: string } = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<ActivityPage> {
  const query = new URLSearchParams();
  if (limit !== undefined) query.set('limit', String(limit));
  if (cursor !== undefined) query.set('cursor', cursor);
  const search = query.toString() ? `?${query}` : '';
  return checkResponse(
    'activityPage',
    await apiJson('GET', userPath(userId, `/activity${search}`), undefined, { signal }),
  );
}

/**
 * Page after page ('Load more'). Not polled; stale at once (unlike the shell's default), so every
 * visit to the screen reads it again: credits move on other screens and in the background.
 */
export const getActivityInfiniteQueryOptions = (userId: string, pageSize = ACTIVITY_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: queryKeys.activity(userId, pageSize),
    queryFn: ({ pageParam, signal }) => getActivity(userId, { limit: pageSize, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
  });

export const useActivityInfiniteQuery = (userId: string | undefined, pageSize = ACTIVITY_PAGE_SIZE) =>
  useInfiniteQuery({ ...getActivityInfiniteQueryOptions(userId ?? '', pageSize), enabled: userId !== undefined });
