import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralStatsSchema, type ReferralStats } from '@ciao/contracts';
import { apiJson } from '../api-request';

/** GET /api/referral/stats: totalReferrals, completedReferrals, pendingRewards (USD still to come, decimal string). */
export async function getReferralStats({ signal }: { signal?: AbortSignal } = {}): Promise<ReferralStats> {
  const body = await apiJson<ReferralStats>('GET', '/api/referral/stats', undefined, { signal });
  if (process.env.NODE_ENV !== 'production') referralStatsSchema.parse(body);
  return body;
}

/** Keyed by the session user's id; read again each time the referral screen opens. */
export const getReferralStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'referral', 'stats'] as const,
    queryFn: ({ signal }) => getReferralStats({ signal }),
    refetchOnMount: 'always',
  });

export const useReferralStatsQuery = (userId: string | undefined) =>
  useQuery({ ...getReferralStatsQueryOptions(userId ?? ''), enabled: userId !== undefined });
