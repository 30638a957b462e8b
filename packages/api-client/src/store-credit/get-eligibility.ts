import { queryOptions, useQuery } from '@tanstack/react-query';
import { eligibilitySchema, type Eligibility } from '@ciao/contracts';
import { POLL_INTERVALS_MS } from '@ciao/contracts/web';
import { apiJson } from '../api-request';
import { userPath } from '../user-path';

/** GET /api/user/{id}/store-credit/eligibility: currentValueUsd, pendingRewards (numbers), eligible, isOverLimit. */
export async function getEligibility(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Eligibility> {
  const body = await apiJson<Eligibility>('GET', userPath(userId, '/store-credit/eligibility'), undefined, { signal });
  if (process.env.NODE_ENV !== 'production') eligibilitySchema.parse(body);
  return body;
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
