import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest, SessionUser } from '@ciao/contracts';
import { REGISTRATION_CHALLENGE_HEADER } from '@ciao/contracts/web';
import { apiJson } from '../api-request';
import { queryKeys } from '../query-keys';
import { checkResponse } from '../response-check';
import { takeRegistrationChallenge } from './registration-challenge';

/**
 * POST /api/auth/register with a solved registration challenge (prepareRegistrationChallenge):
 * creates the account and signs it in (201 `{user}`). The server answers 403 without a valid age
 * proof cookie (from verify-age) or challenge, and 409 when the e-mail is taken.
 */
export async function register(account: RegisterRequest): Promise<SessionUser> {
  const challenge = await takeRegistrationChallenge();
  const headers = challenge === null ? undefined : { [REGISTRATION_CHALLENGE_HEADER]: challenge };
  return checkResponse('session', await apiJson('POST', '/api/auth/register', account, { headers })).user;
}

/** Success refreshes the session before the mutation resolves (the caller then navigates). */
export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session() }),
  });
}
