import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@ciao/api-client';

/**
 * What a redeem changes (generate and claim are the same operation): the balance and its USD
 * value, the codes, the claims total, and completed contracts that became claimed.
 */
export function refreshAfterRedeem(queryClient: QueryClient, userId: string) {
  return Promise.all(
    [
      queryKeys.eligibility(userId),
      queryKeys.storeCreditCodes(userId),
      queryKeys.stats(userId),
      queryKeys.pendingRewards(userId),
      queryKeys.claimsTotal(userId),
      queryKeys.activeContracts(userId),
      queryKeys.contractHistory(userId),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
