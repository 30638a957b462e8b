import { queryOptions, useQuery } from '@tanstack/react-query';
import { claimsTotalSchema, type ClaimsTotal } from '@ciao/contracts';
import { POLL_INTERVALS_MS } from '@ciao/contracts/web';
import { apiJson } from '../api-request';
import { userPath } from '../user-path';

/** GET /api/user/{id}/claims/total: totalClaimed ($CIAO, decimal string). */
export async function getClaimsTotal(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<ClaimsTotal> {
  const body = await apiJson<ClaimsTotal>('GET', userPath(userId, '/claims/total'), undefined, { signal });
  if (process.env.NODE_ENV !== 'production') claimsTotalSchema.parse(body);
  return body;
}

/** Polled every 2 s (spec section 7). */
export const getClaimsTotalQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'claims', 'total'] as const,
    queryFn: ({ signal }) => getClaimsTotal(userId, { signal }),
    refetchInterval: POLL_INTERVALS_MS.claimsTotal,
  });

export const useClaimsTotalQuery = (userId: string | undefined) =>
  useQuery({ ...getClaimsTotalQueryOptions(userId ?? ''), enabled: userId !== undefined });
