import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelledCode } from '@ciao/contracts';
import { apiJson } from '@ciao/api-client';
import { checkResponse } from '../response-check';
import { refreshAfterCorrection } from './customer-corrections';

/** POST /api/admin/codes/{code}/cancel: an active code cancelled, its credits back to the owner. */
export async function cancelCode(code: string, reason: string): Promise<CancelledCode> {
  return checkResponse(
    'cancelledCode',
    await apiJson('POST', `/api/admin/codes/${encodeURIComponent(code)}/cancel`, { reason }),
  );
}

/** Cancels a code of this customer's page. */
export function useCancelCodeMutation(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, reason }: { code: string; reason: string }) => cancelCode(code, reason),
    onSuccess: () => refreshAfterCorrection(queryClient, customerId),
  });
}
