import { useInfiniteQuery } from '@tanstack/react-query';
import type { CustomerSearchPage } from '@ciao/contracts';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** GET /api/admin/users?query=&cursor=: customers by part of an e-mail or name, an id or a code, newest first. Admins only. */
export async function findCustomers(
  query: string,
  cursor?: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CustomerSearchPage> {
  const search = new URLSearchParams({ query });
  if (cursor !== undefined) search.set('cursor', cursor);
  return checkResponse(
    'customerSearchPage',
    await apiJson('GET', `/api/admin/users?${search.toString()}`, undefined, { signal }),
  );
}

/** Page after page ('More results'); nothing is asked while the query is blank. */
export const useCustomerSearchQuery = (query: string) =>
  useInfiniteQuery({
    queryKey: queryKeys.customerSearch(query.trim()),
    queryFn: ({ pageParam, signal }) => findCustomers(query.trim(), pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled: query.trim() !== '',
  });
