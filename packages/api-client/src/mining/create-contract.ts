import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, type Contract } from '@ciao/contracts';
import { createContractRequestSchema, type CreateContractRequest } from '@ciao/contracts/web';
import { apiJson } from '../api-request';
import { userPath } from '../user-path';
import { getActiveContractsQueryOptions } from './get-active-contracts';
import { contractHistoryQueryKey } from './get-contract-history';
import { getStatsQueryOptions } from './get-stats';

/** The spec's error when there is no signed-in user to start a contract for (section 5). */
export const USER_NOT_AUTHENTICATED = 'User not authenticated';

/** POST /api/user/{id}/contracts { duration, miningRate } -> 201 Contract. miningRate is the client's net $CIAO (a decimal string). */
export async function createContract(userId: string, request: CreateContractRequest): Promise<Contract> {
  const contract = await apiJson<Contract>('POST', userPath(userId, '/contracts'), createContractRequestSchema.parse(request));
  if (process.env.NODE_ENV !== 'production') contractSchema.parse(contract);
  return contract;
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
