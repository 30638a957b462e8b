import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerStatusAnswer } from '@ciao/contracts';
import { apiJson } from '@ciao/api-client';
import { checkResponse } from '../response-check';
import { refreshAfterCorrection } from './customer-corrections';

/** POST /api/admin/users/{id}/reinstate: access again (nothing the suspension stopped comes back). */
export async function reinstateCustomer(customerId: string, reason: string): Promise<CustomerStatusAnswer> {
  return checkResponse(
    'customerStatus',
    await apiJson('POST', `/api/admin/users/${encodeURIComponent(customerId)}/reinstate`, { reason }),
  );
}

export function useReinstateCustomerMutation(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => reinstateCustomer(customerId, reason),
    onSuccess: () => refreshAfterCorrection(queryClient, customerId),
  });
}
