import { queryOptions, useQuery } from '@tanstack/react-query';
import { pendingRewardsSchema, type PendingRewards } from '@ciao/contracts';
import { POLL_INTERVALS_MS } from '@ciao/contracts/web';
import { apiJson } from '../api-request';
import { userPath } from '../user-path';

/** GET /api/user/{id}/rewards/pending: pendingRewards ($CIAO, decimal string). */
export async function getPendingRewards(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<PendingRewards> {
  const body = await apiJson<PendingRewards>('GET', userPath(userId, '/rewards/pending'), undefined, { signal });
  if (process.env.NODE_ENV !== 'production') pendingRewardsSchema.parse(body);
  return body;
}

/** Polled every 1 s (spec section 7). */
export const getPendingRewardsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'rewards', 'pending'] as const,
    queryFn: ({ signal }) => getPendingRewards(userId, { signal }),
    refetchInterval: POLL_INTERVALS_MS.pendingRewards,
  });

export const usePendingRewardsQuery = (userId: string | undefined) =>
  useQuery({ ...getPendingRewardsQueryOptions(userId ?? ''), enabled: userId !== undefined });
