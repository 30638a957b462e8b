import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SigninRequest } from '@ciao/contracts';
import { apiRequest } from '../api-request';
import { queryKeys } from '../query-keys';

/** POST /api/auth/signin (username is the e-mail). */
export async function signIn(credentials: SigninRequest): Promise<void> {
  await apiRequest('POST', '/api/auth/signin', credentials);
}

/** Success refreshes the session (the caller navigates once it has). */
export function useSignInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session() }),
  });
}
