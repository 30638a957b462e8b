import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryKeys } from '@ciao/api-client';

/** DELETE /api/user/profile: erases the account and ends every session of it. */
export async function deleteAccount(): Promise<void> {
  await apiRequest('DELETE', '/api/user/profile');
}

/** Success clears the session at once (the account is gone, so there is nothing to fetch); the caller goes to /auth. */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => queryClient.setQueryData(queryKeys.session(), null),
  });
}
