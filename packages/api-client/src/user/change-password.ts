import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, SessionsRevoked } from '@ciao/contracts';
import { userPath } from '@ciao/contracts/web';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** POST /api/user/{id}/password: the current password and the new one; every other device is signed out. */
export async function changePassword(userId: string, request: ChangePasswordRequest): Promise<SessionsRevoked> {
  return checkResponse('sessionsRevoked', await apiJson('POST', userPath(userId, '/password'), request));
}

/** Success reads the signed-in devices again: only this one is left. */
export function useChangePasswordMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) => changePassword(userId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.signedInDevices(userId) }),
  });
}
