import { useQuery } from '@tanstack/react-query';
import type { CustomerPage } from '@ciao/contracts';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** GET /api/admin/users/{id}: the customer page (profile, balance, activity, contracts, codes, referrals, devices, audit). */
export async function getCustomer(
  customerId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CustomerPage> {
  return checkResponse(
    'customerPage',
    await apiJson('GET', `/api/admin/users/${encodeURIComponent(customerId)}`, undefined, { signal }),
  );
}

export const useCustomerQuery = (customerId: string) =>
  useQuery({ queryKey: queryKeys.customer(customerId), queryFn: ({ signal }) => getCustomer(customerId, { signal }) });
