import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionsRevoked } from '@ciao/contracts';
import { apiJson } from '@ciao/api-client';
import { checkResponse } from '../response-check';
import { refreshAfterCorrection } from './customer-corrections';

/** POST /api/admin/users/{id}/sessions/revoke: the customer signed out on every device. */
export async function revokeSessions(customerId: string, reason: string): Promise<SessionsRevoked> {
  return checkResponse(
    'sessionsRevoked',
    await apiJson('POST', `/api/admin/users/${encodeURIComponent(customerId)}/sessions/revoke`, { reason }),
  );
}

export function useRevokeSessionsMutation(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => revokeSessions(customerId, reason),
    onSuccess: () => refreshAfterCorrection(queryClient, customerId),
  });
}
