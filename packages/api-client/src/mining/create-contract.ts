import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contract } from '@ciao/contracts';
import { createContractRequestSchema, type CreateContractRequest, userPath } from '@ciao/contracts/web';
import { apiJson, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/** The spec's error when there is no signed-in user to start a contract for (section 5). */
export const USER_NOT_AUTHENTICATED = 'User not authenticated';

/** POST /api/user/{id}/contracts { duration, miningRate } -> 201 Contract. miningRate is the client's net $CIAO (a decimal string). */
export async function createContract(userId: string, request: CreateContractRequest): Promise<Contract> {
  return checkResponse(
    'contract',
    await apiJson('POST', userPath(userId, '/contracts'), createContractRequestSchema.parse(request)),
  );
}

/**
 * Success refreshes stats, active contracts and history (spec section 7) before the mutation
 * resolves, so a start button goes straight from 'Starting...' to 'Credit Simulation Active'.
 */
export function useCreateContractMutation(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateContractRequest) => {
      if (userId === undefined) return Promise.reject(new Error(USER_NOT_AUTHENTICATED));
      return createContract(userId, request);
    },
    onSuccess: () => {
      if (userId === undefined) return;
      return Promise.all(
        [queryKeys.stats(userId), queryKeys.activeContracts(userId), queryKeys.contractHistory(userId)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
