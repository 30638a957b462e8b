import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralStats } from '@ciao/contracts';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** GET /api/referral/stats: totalReferrals, completedReferrals, pendingRewards (USD still to come, decimal string). */
export async function getReferralStats({ signal }: { signal?: AbortSignal } = {}): Promise<ReferralStats> {
  return checkResponse('referralStats', await apiJson('GET', '/api/referral/stats', undefined, { signal }));
}

/** Keyed by the session user's id; read again each time the referral screen opens. */
export const getReferralStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.referralStats(userId),
    queryFn: ({ signal }) => getReferralStats({ signal }),
    refetchOnMount: 'always',
  });

export const useReferralStatsQuery = (userId: string | undefined) =>
  useQuery({ ...getReferralStatsQueryOptions(userId ?? ''), enabled: userId !== undefined });
