import { useMutation } from '@tanstack/react-query';
import { useReferralCodeRequestSchema } from '@ciao/contracts/web';
import { apiRequest } from '../api-request';

/** POST /api/referral/use-code: the code is sent trimmed and upper-cased; an empty one is refused before any call. */
export async function applyReferralCode(code: string): Promise<void> {
  await apiRequest('POST', '/api/referral/use-code', useReferralCodeRequestSchema.parse({ code }));
}

/** After registration with the invitation's code, and from the referral screen. Nothing cached changes: the stats are the referrer's. */
export function useApplyReferralCodeMutation() {
  return useMutation({ mutationFn: applyReferralCode });
}
