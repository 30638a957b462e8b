import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailVerificationAnswer } from '@ciao/contracts';
import { userPath } from '@ciao/contracts/web';
import { apiJson, queryKeys } from '@ciao/api-client';

/** POST /api/auth/verify-email: the link's token marks the address verified (signed in or not). */
export async function verifyEmail(token: string): Promise<EmailVerificationAnswer> {
  return (await apiJson('POST', '/api/auth/verify-email', { token })) as EmailVerificationAnswer;
}

/** Success refreshes the session, so the banner and the store-credit screen see the verified address. */
export function useVerifyEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session() }),
  });
}

/** POST /api/user/{id}/verification-mail: a new verification link ("send again"; rate-limited). */
export async function sendVerificationMail(userId: string): Promise<EmailVerificationAnswer> {
  return (await apiJson('POST', userPath(userId, '/verification-mail'))) as EmailVerificationAnswer;
}

export const useSendVerificationMailMutation = () => useMutation({ mutationFn: sendVerificationMail });
