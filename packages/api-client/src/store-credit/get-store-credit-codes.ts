import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeCreditCodesSchema, type StoreCreditCode } from '@ciao/contracts';
import { apiJson } from '../api-request';
import { userPath } from '../user-path';

/** GET /api/user/{id}/store-credit/codes: the user's codes, newest first (active, used or expired). */
export async function getStoreCreditCodes(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<StoreCreditCode[]> {
  return storeCreditCodesSchema.parse(await apiJson<unknown>('GET', userPath(userId, '/store-credit/codes'), undefined, { signal }));
}

/** Not polled: refreshed after a code is generated. */
export const getStoreCreditCodesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['user', userId, 'store-credit', 'codes'] as const,
    queryFn: ({ signal }) => getStoreCreditCodes(userId, { signal }),
  });

export const useStoreCreditCodesQuery = (userId: string | undefined) =>
  useQuery({ ...getStoreCreditCodesQueryOptions(userId ?? ''), enabled: userId !== undefined });
