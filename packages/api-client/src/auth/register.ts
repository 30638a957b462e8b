import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest, SessionUser } from '@ciao/contracts';
import { apiJson } from '../api-request';
import { queryKeys } from '../query-keys';
import { checkResponse } from '../response-check';

/**
 * POST /api/auth/register: creates the account and signs it in (201 `{user}`). The server answers
 * 403 without a valid age proof cookie (from verify-age) and 409 when the e-mail is taken.
 */
export async function register(account: RegisterRequest): Promise<SessionUser> {
  return checkResponse('session', await apiJson('POST', '/api/auth/register', account)).user;
}

/** Success refreshes the session before the mutation resolves (the caller then navigates). */
export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session() }),
  });
}
