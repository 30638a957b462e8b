import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralCode } from '@ciao/contracts';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** GET /api/referral/my-code: the signed-in user's code. */
export async function getReferralCode({ signal }: { signal?: AbortSignal } = {}): Promise<ReferralCode> {
  return checkResponse('referralCode', await apiJson('GET', '/api/referral/my-code', undefined, { signal }));
}

/** Keyed by the session user's id: another account signing in on this page never sees this one's code. */
export const getReferralCodeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.referralCode(userId),
    queryFn: ({ signal }) => getReferralCode({ signal }),
  });

export const useReferralCodeQuery = (userId: string | undefined) =>
  useQuery({ ...getReferralCodeQueryOptions(userId ?? ''), enabled: userId !== undefined });
