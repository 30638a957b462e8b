import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleChange, RoleChangeRequest } from '@ciao/contracts';
import { apiJson } from '@ciao/api-client';
import { checkResponse } from '../response-check';
import { refreshAfterCorrection } from './customer-corrections';

/** POST /api/admin/users/{id}/role (owners only): the account's role, with the reason. */
export async function changeRole(customerId: string, request: RoleChangeRequest): Promise<RoleChange> {
  return checkResponse(
    'roleChange',
    await apiJson('POST', `/api/admin/users/${encodeURIComponent(customerId)}/role`, request),
  );
}

export function useChangeRoleMutation(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RoleChangeRequest) => changeRole(customerId, request),
    onSuccess: () => refreshAfterCorrection(queryClient, customerId),
  });
}
