import type { QueryClient } from '@tanstack/react-query';
import { contractHistoryQueryKey } from '../mining/get-contract-history';
import { getActiveContractsQueryOptions } from '../mining/get-active-contracts';
import { getClaimsTotalQueryOptions } from '../mining/get-claims-total';
import { getPendingRewardsQueryOptions } from '../mining/get-pending-rewards';
import { getStatsQueryOptions } from '../mining/get-stats';
import { getEligibilityQueryOptions } from './get-eligibility';
import { getStoreCreditCodesQueryOptions } from './get-store-credit-codes';

/**
 * What a redeem changes (generate and claim are the same operation): the balance and its USD
 * value, the codes, the claims total, and completed contracts that became claimed.
 */
export function refreshAfterRedeem(queryClient: QueryClient, userId: string) {
  return Promise.all(
    [
      getEligibilityQueryOptions(userId).queryKey,
      getStoreCreditCodesQueryOptions(userId).queryKey,
      getStatsQueryOptions(userId).queryKey,
      getPendingRewardsQueryOptions(userId).queryKey,
      getClaimsTotalQueryOptions(userId).queryKey,
      getActiveContractsQueryOptions(userId).queryKey,
      contractHistoryQueryKey(userId),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
