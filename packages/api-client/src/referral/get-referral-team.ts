import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReferralTeamPage } from '@ciao/contracts';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** Invitees per page of "Your team": about a phone screen of them. */
export const TEAM_PAGE_SIZE = 5;

/** GET /api/referral/team?limit=&cursor=: the user's team, newest first, and the whole team's counts. */
export async function getReferralTeam(
  { limit, cursor }: { limit?: number; cursor?: string } = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReferralTeamPage> {
  const query = new URLSearchParams();
  if (limit !== undefined) query.set('limit', String(limit));
  if (cursor !== undefined) query.set('cursor', cursor);
  const search = query.toString() ? `?${query}` : '';
  return checkResponse('referralTeam', await apiJson('GET', `/api/referral/team${search}`, undefined, { signal }));
}

/** Page after page ('Load more'), per session user; read again each time the referral screen opens (friends mine meanwhile). */
export const getReferralTeamInfiniteQueryOptions = (userId: string, pageSize = TEAM_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: queryKeys.referralTeam(userId, pageSize),
    queryFn: ({ pageParam, signal }) => getReferralTeam({ limit: pageSize, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
  });

export const useReferralTeamInfiniteQuery = (userId: string | undefined, pageSize = TEAM_PAGE_SIZE) =>
  useInfiniteQuery({ ...getReferralTeamInfiniteQueryOptions(userId ?? '', pageSize), enabled: userId !== undefined });
