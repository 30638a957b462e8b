import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeCreditCodesSchema, type StoreCreditCode } from '@ciao/contracts';
import { apiJson } from '../api-request';
import { userPath } from '../user-path';

/** GET /api/user/{id}/store-credit/codes: the user's codes, newest first (active, used or expired). */
export async function getStoreCreditCodes(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<StoreCreditCode[]> {
  const body = await apiJson<StoreCreditCode[]>('GET', userPath(userId, '/store-credit/codes'), undefined, { signal });
  if (process.env.NODE_ENV !== 'production') storeCreditCodesSchema.parse(body);
  return body;
}

/** Not polled: refreshed after a code is generated. */
export const getStoreCreditCodesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'store-credit', 'codes'] as const,
    queryFn: ({ signal }) => getStoreCreditCodes(userId, { signal }),
  });

export const useStoreCreditCodesQuery = (userId: string | undefined) =>
  useQuery({ ...getStoreCreditCodesQueryOptions(userId ?? ''), enabled: userId !== undefined });
