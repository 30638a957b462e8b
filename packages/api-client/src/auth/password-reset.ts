import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirm } from '@ciao/contracts';
import { apiRequest } from '../api-request';
import { queryKeys } from '../query-keys';

/** POST /api/auth/password-reset: 202 alike whether or not an account has the address (a link is mailed if one does). */
export async function askForPasswordReset(email: string): Promise<void> {
  await apiRequest('POST', '/api/auth/password-reset', { email });
}

export const useAskForPasswordResetMutation = () => useMutation({ mutationFn: askForPasswordReset });

/** POST /api/auth/password-reset/confirm: sets the password and signs this browser in (every other session ends). */
export async function resetPassword(request: PasswordResetConfirm): Promise<void> {
  await apiRequest('POST', '/api/auth/password-reset/confirm', request);
}

/** Success refreshes the session (the caller navigates once it has). */
export function useResetPasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session() }),
  });
}
