import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, createContractRequestSchema, type Contract, type CreateContractRequest } from '@ciao/contracts';
import { apiJson } from '../api-request';
import { userPath } from '../user-path';
import { getActiveContractsQueryOptions } from './get-active-contracts';
import { contractHistoryQueryKey } from './get-contract-history';
import { getStatsQueryOptions } from './get-stats';

/** The spec's error when there is no signed-in user to start a contract for (section 5). */
export const USER_NOT_AUTHENTICATED = 'User not authenticated';

/** POST /api/user/{id}/contracts { duration, miningRate } -> 201 Contract. miningRate is the client's net $CIAO (a decimal string). */
export async function createContract(userId: string, request: CreateContractRequest): Promise<Contract> {
  const body = createContractRequestSchema.parse(request);
  return contractSchema.parse(await apiJson<unknown>('POST', userPath(userId, '/contracts'), body));
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
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: getStatsQueryOptions(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getActiveContractsQueryOptions(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: contractHistoryQueryKey(userId) }),
      ]);
    },
  });
}
