import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeInfoSchema, type StoreInfo } from '@ciao/contracts';
import { apiJson } from '../api-request';

/** GET /api/shopify/store: storeName, currency, country, storeUrl, connected (false: the demo catalogue). */
export async function getStoreInfo({ signal }: { signal?: AbortSignal } = {}): Promise<StoreInfo> {
  return storeInfoSchema.parse(await apiJson<unknown>('GET', '/api/shopify/store', undefined, { signal }));
}

export const getStoreInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['shopify', 'store'] as const,
    queryFn: ({ signal }) => getStoreInfo({ signal }),
  });

export const useStoreInfoQuery = () => useQuery(getStoreInfoQueryOptions());
