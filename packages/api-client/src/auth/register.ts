import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type RegisterRequest, type SessionResponse, type SessionUser } from '@ciao/contracts';
import { apiJson } from '../api-request';
import { getSessionQueryOptions } from './get-session';

/**
 * POST /api/auth/register: creates the account and signs it in (201 `{user}`). The server answers
 * 403 without a valid age proof cookie (from verify-age) and 409 when the e-mail is taken.
 */
export async function register(account: RegisterRequest): Promise<SessionUser> {
  const body = await apiJson<SessionResponse>('POST', '/api/auth/register', account);
  if (process.env.NODE_ENV !== 'production') sessionResponseSchema.parse(body);
  return body.user;
}

/** Success refreshes the session before the mutation resolves (the caller then navigates). */
export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey }),
  });
}
