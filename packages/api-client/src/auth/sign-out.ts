import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-request';
import { queryKeys } from '../query-keys';

/** POST /api/auth/signout with an empty object (spec section 7). */
export async function signOut(): Promise<void> {
  await apiRequest('POST', '/api/auth/signout', {});
}

/** Success refreshes the session; the caller goes to /auth. */
export function useSignOutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session() }),
  });
}
