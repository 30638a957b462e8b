import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referralCodeSchema, type ReferralCode } from '@ciao/contracts';
import { updateReferralCodeRequestSchema } from '@ciao/contracts/web';
import { apiJson } from '../api-request';
import { getReferralCodeQueryOptions } from './get-referral-code';

/** PATCH /api/referral/update-code: the code is sent trimmed and upper-cased; one outside 6-20 letters and digits is refused before any call. */
export async function updateReferralCode(code: string): Promise<ReferralCode> {
  const saved = await apiJson<ReferralCode>('PATCH', '/api/referral/update-code', updateReferralCodeRequestSchema.parse({ code }));
  if (process.env.NODE_ENV !== 'production') referralCodeSchema.parse(saved);
  return saved;
}

/** Success puts the new code in the user's cached code. */
export function useUpdateReferralCodeMutation(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReferralCode,
    onSuccess: (saved) => {
      if (userId !== undefined) queryClient.setQueryData(getReferralCodeQueryOptions(userId).queryKey, saved);
    },
  });
}
