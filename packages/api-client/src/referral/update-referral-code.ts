import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferralCode } from '@ciao/contracts';
import { updateReferralCodeRequestSchema } from '@ciao/contracts/web';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** PATCH /api/referral/update-code: the code is sent trimmed and upper-cased; one outside 6-20 letters and digits is refused before any call. */
export async function updateReferralCode(code: string): Promise<ReferralCode> {
  return checkResponse(
    'referralCode',
    await apiJson('PATCH', '/api/referral/update-code', updateReferralCodeRequestSchema.parse({ code })),
  );
}

/** Success puts the new code in the user's cached code. */
export function useUpdateReferralCodeMutation(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReferralCode,
    onSuccess: (saved) => {
      if (userId !== undefined) queryClient.setQueryData(queryKeys.referralCode(userId), saved);
    },
  });
}
