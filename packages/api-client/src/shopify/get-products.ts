import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@ciao/contracts';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** GET /api/shopify/products: the store's products (images, variants with price and compare-at price). */
export async function getProducts({ signal }: { signal?: AbortSignal } = {}): Promise<Product[]> {
  return checkResponse('products', await apiJson('GET', '/api/shopify/products', undefined, { signal })).products;
}

export const getProductsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.products(),
    queryFn: ({ signal }) => getProducts({ signal }),
  });

export const useProductsQuery = () => useQuery(getProductsQueryOptions());
