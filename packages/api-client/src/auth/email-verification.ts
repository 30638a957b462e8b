import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailVerificationAnswer } from '@ciao/contracts';
import { userPath } from '@ciao/contracts/web';
import { apiJson, getSessionQueryOptions } from '@ciao/api-client';

/** POST /api/auth/verify-email: the link's token marks the address verified (signed in or not). */
export async function verifyEmail(token: string): Promise<EmailVerificationAnswer> {
  return (await apiJson('POST', '/api/auth/verify-email', { token })) as EmailVerificationAnswer;
}

/**
 * Success reads the session again, so the banner goes. A read, not an invalidation: the link's page
 * may not have read the session yet, and the answer the page came with (first-answers.ts) still
 * says unverified.
 */
export function useVerifyEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The address is verified whatever this read does: a failed read leaves the session as it was.
    onSuccess: () => queryClient.fetchQuery({ ...getSessionQueryOptions(), staleTime: 0 }).catch(() => undefined),
  });
}

/** POST /api/user/{id}/verification-mail: a new verification link ("send again"; rate-limited). */
export async function sendVerificationMail(userId: string): Promise<EmailVerificationAnswer> {
  return (await apiJson('POST', userPath(userId, '/verification-mail'))) as EmailVerificationAnswer;
}

export const useSendVerificationMailMutation = () => useMutation({ mutationFn: sendVerificationMail });
