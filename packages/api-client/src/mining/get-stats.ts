import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsSchema, type Stats } from '@ciao/contracts';
import { POLL_INTERVALS_MS } from '@ciao/contracts/web';
import { apiJson } from '../api-request';
import { userPath } from '../user-path';

/** GET /api/user/{id}/stats: totalMined, miningRate, pendingRewards (decimal strings), activeContracts. */
export async function getStats(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Stats> {
  const body = await apiJson<Stats>('GET', userPath(userId, '/stats'), undefined, { signal });
  if (process.env.NODE_ENV !== 'production') statsSchema.parse(body);
  return body;
}

/** Polled every 2 s (spec section 7). */
export const getStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'stats'] as const,
    queryFn: ({ signal }) => getStats(userId, { signal }),
    refetchInterval: POLL_INTERVALS_MS.stats,
  });

export const useStatsQuery = (userId: string | undefined) =>
  useQuery({ ...getStatsQueryOptions(userId ?? ''), enabled: userId !== undefined });
