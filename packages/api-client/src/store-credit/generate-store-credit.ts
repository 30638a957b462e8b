import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generateResponseSchema, type GenerateResponse } from '@ciao/contracts';
import { apiJson } from '../api-request';
import { USER_NOT_AUTHENTICATED } from '../mining/create-contract';
import { userPath } from '../user-path';
import { refreshAfterRedeem } from './refresh-after-redeem';

/** POST /api/user/{id}/store-credit/generate (no payload) -> 201, the new code (with amountUsd). */
export async function generateStoreCredit(userId: string): Promise<GenerateResponse> {
  const body = await apiJson<GenerateResponse>('POST', userPath(userId, '/store-credit/generate'));
  if (process.env.NODE_ENV !== 'production') generateResponseSchema.parse(body);
  return body;
}

/** Success refreshes eligibility, the codes and the balances before the mutation resolves. */
export function useGenerateStoreCreditMutation(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (userId === undefined ? Promise.reject(new Error(USER_NOT_AUTHENTICATED)) : generateStoreCredit(userId)),
    onSuccess: () => (userId === undefined ? undefined : refreshAfterRedeem(queryClient, userId)),
  });
}
