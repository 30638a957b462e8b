import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralCodeSchema, type ReferralCode } from '@ciao/contracts';
import { apiJson } from '../api-request';

/** GET /api/referral/my-code: the signed-in user's code. */
export async function getReferralCode({ signal }: { signal?: AbortSignal } = {}): Promise<ReferralCode> {
  const body = await apiJson<ReferralCode>('GET', '/api/referral/my-code', undefined, { signal });
  if (process.env.NODE_ENV !== 'production') referralCodeSchema.parse(body);
  return body;
}

/** Keyed by the session user's id: another account signing in on this page never sees this one's code. */
export const getReferralCodeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'referral', 'code'] as const,
    queryFn: ({ signal }) => getReferralCode({ signal }),
  });

export const useReferralCodeQuery = (userId: string | undefined) =>
  useQuery({ ...getReferralCodeQueryOptions(userId ?? ''), enabled: userId !== undefined });
