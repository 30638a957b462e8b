import { queryOptions, useQuery } from '@tanstack/react-query';
import { eligibilitySchema, POLL_INTERVALS_MS, type Eligibility } from '@ciao/contracts';
import { apiJson } from '../api-request';
import { userPath } from '../user-path';

/** GET /api/user/{id}/store-credit/eligibility: currentValueUsd, pendingRewards (numbers), eligible, isOverLimit. */
export async function getEligibility(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Eligibility> {
  return eligibilitySchema.parse(await apiJson<unknown>('GET', userPath(userId, '/store-credit/eligibility'), undefined, { signal }));
}

/** Polled every 5 s (spec section 7). */
export const getEligibilityQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'store-credit', 'eligibility'] as const,
    queryFn: ({ signal }) => getEligibility(userId, { signal }),
    refetchInterval: POLL_INTERVALS_MS.eligibility,
  });

/** Waits for a user id (the session may still be loading). */
export const useEligibilityQuery = (userId: string | undefined) =>
  useQuery({ ...getEligibilityQueryOptions(userId ?? ''), enabled: userId !== undefined });
