import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateResponse } from '@ciao/contracts';
import { userPath } from '@ciao/contracts/web';
import { apiJson } from '@ciao/api-client';
import { USER_NOT_AUTHENTICATED } from '../mining/create-contract';
import { checkResponse } from '../response-check';
import { refreshAfterRedeem } from './refresh-after-redeem';

/**
 * POST /api/user/{id}/rewards/claim: the same redeem operation as generate, under the spec's
 * second path (body not shown in the spec: an empty object). Answers the new code.
 */
export async function claimRewards(userId: string): Promise<GenerateResponse> {
  return checkResponse('generatedCode', await apiJson('POST', userPath(userId, '/rewards/claim'), {}));
}

/** Success refreshes stats, pending rewards and active contracts (spec section 7), and the store-credit reads. */
export function useClaimRewardsMutation(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (userId === undefined ? Promise.reject(new Error(USER_NOT_AUTHENTICATED)) : claimRewards(userId)),
    onSuccess: () => (userId === undefined ? undefined : refreshAfterRedeem(queryClient, userId)),
  });
}
