import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ContractHistory } from '@ciao/contracts';
import { contractHistoryPath, HISTORY_CARD_SIZE } from '@ciao/contracts/web';
import { apiJson, firstAnswer, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

export interface ContractHistoryPage {
  limit?: number;
  /** The previous page's nextCursor; leave out for the newest contracts. */
  cursor?: string;
}

/**
 * GET /api/user/{id}/contracts/history?limit=&cursor=: completed and claimed contracts, newest
 * start time first, one page at a time ({ contracts, nextCursor }).
 */
export async function getContractHistory(
  userId: string,
  { limit, cursor }: ContractHistoryPage = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<ContractHistory> {
  return checkResponse(
    'contractHistory',
    await apiJson('GET', contractHistoryPath(userId, { limit, cursor }), undefined, { signal }),
  );
}

/** The newest few (the dashboard's history card shows 5). Not polled: refreshed when a contract starts or ends. */
export const getRecentContractHistoryQueryOptions = (userId: string, limit: number = HISTORY_CARD_SIZE) =>
  queryOptions({
    queryKey: queryKeys.recentContractHistory(userId, limit),
    queryFn: ({ signal }) => getContractHistory(userId, { limit }, { signal }),
    initialData: () => firstAnswer('contractHistory', contractHistoryPath(userId, { limit })),
  });

export const useRecentContractHistoryQuery = (userId: string | undefined, limit: number = HISTORY_CARD_SIZE) =>
  useQuery({ ...getRecentContractHistoryQueryOptions(userId ?? '', limit), enabled: userId !== undefined });

/** The whole history, page after page (the 'View All' dialog). */
export const getContractHistoryInfiniteQueryOptions = (userId: string, pageSize = 20) =>
  infiniteQueryOptions({
    queryKey: queryKeys.allContractHistory(userId, pageSize),
    queryFn: ({ pageParam, signal }) => getContractHistory(userId, { limit: pageSize, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export const useContractHistoryInfiniteQuery = (
  userId: string | undefined,
  { pageSize = 20, enabled = true }: { pageSize?: number; enabled?: boolean } = {},
) =>
  useInfiniteQuery({
    ...getContractHistoryInfiniteQueryOptions(userId ?? '', pageSize),
    enabled: enabled && userId !== undefined,
  });
