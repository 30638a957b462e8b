import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsResponseSchema, type Product } from '@ciao/contracts';
import { apiJson } from '../api-request';

/** GET /api/shopify/products: the store's products (images, variants with price and compare-at price). */
export async function getProducts({ signal }: { signal?: AbortSignal } = {}): Promise<Product[]> {
  return productsResponseSchema.parse(await apiJson<unknown>('GET', '/api/shopify/products', undefined, { signal })).products;
}

export const getProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['shopify', 'products'] as const,
    queryFn: ({ signal }) => getProducts({ signal }),
  });

export const useProductsQuery = () => useQuery(getProductsQueryOptions());
