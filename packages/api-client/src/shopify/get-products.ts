import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsResponseSchema, type Product, type ProductsResponse } from '@ciao/contracts';
import { apiJson } from '../api-request';

/** GET /api/shopify/products: the store's products (images, variants with price and compare-at price). */
export async function getProducts({ signal }: { signal?: AbortSignal } = {}): Promise<Product[]> {
  const body = await apiJson<ProductsResponse>('GET', '/api/shopify/products', undefined, { signal });
  if (process.env.NODE_ENV !== 'production') productsResponseSchema.parse(body);
  return body.products;
}

export const getProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['shopify', 'products'] as const,
    queryFn: ({ signal }) => getProducts({ signal }),
  });

export const useProductsQuery = () => useQuery(getProductsQueryOptions());
