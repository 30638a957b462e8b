import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GenerateResponse } from '@ciao/contracts';
import { userPath } from '@ciao/contracts/web';
import { apiJson } from '@ciao/api-client';
import { USER_NOT_AUTHENTICATED } from '../mining/create-contract';
import { checkResponse } from '../response-check';
import { refreshAfterRedeem } from './refresh-after-redeem';

/** POST /api/user/{id}/store-credit/generate (no payload) -> 201, the new code (with amountUsd). */
export async function generateStoreCredit(userId: string): Promise<GenerateResponse> {
  return checkResponse('generatedCode', await apiJson('POST', userPath(userId, '/store-credit/generate')));
}

/** Success refreshes eligibility, the codes and the balances before the mutation resolves. */
export function useGenerateStoreCreditMutation(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      userId === undefined ? Promise.reject(new Error(USER_NOT_AUTHENTICATED)) : generateStoreCredit(userId),
    onSuccess: () => (userId === undefined ? undefined : refreshAfterRedeem(queryClient, userId)),
  });
}
