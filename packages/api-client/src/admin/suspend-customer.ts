import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerStatusAnswer } from '@ciao/contracts';
import { apiJson } from '@ciao/api-client';
import { checkResponse } from '../response-check';
import { refreshAfterCorrection } from './customer-corrections';

/** POST /api/admin/users/{id}/suspend: signed out everywhere, sign-in refused, the running contract stopped. */
export async function suspendCustomer(customerId: string, reason: string): Promise<CustomerStatusAnswer> {
  return checkResponse(
    'customerStatus',
    await apiJson('POST', `/api/admin/users/${encodeURIComponent(customerId)}/suspend`, { reason }),
  );
}

export function useSuspendCustomerMutation(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => suspendCustomer(customerId, reason),
    onSuccess: () => refreshAfterCorrection(queryClient, customerId),
  });
}
