import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeInfoSchema, type StoreInfo } from '@ciao/contracts';
import { apiJson } from '../api-request';

/** GET /api/shopify/store: storeName, currency, country, storeUrl, connected (false: the demo catalogue). */
export async function getStoreInfo({ signal }: { signal?: AbortSignal } = {}): Promise<StoreInfo> {
  const body = await apiJson<StoreInfo>('GET', '/api/shopify/store', undefined, { signal });
  if (process.env.NODE_ENV !== 'production') storeInfoSchema.parse(body);
  return body;
}

export const getStoreInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['shopify', 'store'] as const,
    queryFn: ({ signal }) => getStoreInfo({ signal }),
  });

export const useStoreInfoQuery = () => useQuery(getStoreInfoQueryOptions());
