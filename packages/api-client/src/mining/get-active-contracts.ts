import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeContractsSchema, type ActiveContracts } from '@ciao/contracts';
import { POLL_INTERVALS_MS } from '@ciao/contracts/web';
import { apiJson } from '../api-request';
import { userPath } from '../user-path';

/** GET /api/user/{id}/contracts/active: the running contract, as a list of zero or one. */
export async function getActiveContracts(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<ActiveContracts> {
  const body = await apiJson<ActiveContracts>('GET', userPath(userId, '/contracts/active'), undefined, { signal });
  if (process.env.NODE_ENV !== 'production') activeContractsSchema.parse(body);
  return body;
}

/** Polled every 1 s (spec section 7). */
export const getActiveContractsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'contracts', 'active'] as const,
    queryFn: ({ signal }) => getActiveContracts(userId, { signal }),
    refetchInterval: POLL_INTERVALS_MS.activeContract,
  });

export const useActiveContractsQuery = (userId: string | undefined) =>
  useQuery({ ...getActiveContractsQueryOptions(userId ?? ''), enabled: userId !== undefined });
