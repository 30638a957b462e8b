import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreInfo } from '@ciao/contracts';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** GET /api/shopify/store: storeName, currency, country, storeUrl, connected (false: the demo catalogue). */
export async function getStoreInfo({ signal }: { signal?: AbortSignal } = {}): Promise<StoreInfo> {
  return checkResponse('storeInfo', await apiJson('GET', '/api/shopify/store', undefined, { signal }));
}

export const getStoreInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.storeInfo(),
    queryFn: ({ signal }) => getStoreInfo({ signal }),
  });

export const useStoreInfoQuery = () => useQuery(getStoreInfoQueryOptions());
