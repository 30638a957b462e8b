import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Adjustment, AdjustmentRequest } from '@ciao/contracts';
import { apiJson } from '@ciao/api-client';
import { checkResponse } from '../response-check';
import { refreshAfterCorrection } from './customer-corrections';

/** POST /api/admin/users/{id}/adjustments: a signed $CIAO correction with the customer's note and the internal reason. */
export async function adjustCredits(customerId: string, request: AdjustmentRequest): Promise<Adjustment> {
  return checkResponse(
    'adjustment',
    await apiJson('POST', `/api/admin/users/${encodeURIComponent(customerId)}/adjustments`, request),
  );
}

export function useAdjustCreditsMutation(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdjustmentRequest) => adjustCredits(customerId, request),
    onSuccess: () => refreshAfterCorrection(queryClient, customerId),
  });
}
