import { POLL_INTERVALS_MS } from '@ciao/contracts/web';
import { createUserQuery } from './user-query';

// The signed-in user's reads, each named as in USER_READ_PATHS, with its polling interval (spec section 7).

/** GET /api/user/{id}/stats: totalMined, miningRate, pendingRewards (decimal strings), activeContracts. Every 2 s. */
export const {
  read: getStats,
  queryOptions: getStatsQueryOptions,
  useQuery: useStatsQuery,
} = createUserQuery('stats', POLL_INTERVALS_MS.stats);

/** GET /api/user/{id}/contracts/active: the running contract, as a list of zero or one. Every 1 s. */
export const {
  read: getActiveContracts,
  queryOptions: getActiveContractsQueryOptions,
  useQuery: useActiveContractsQuery,
} = createUserQuery('activeContracts', POLL_INTERVALS_MS.activeContract);

/** GET /api/user/{id}/rewards/pending: pendingRewards ($CIAO, decimal string). Every 1 s. */
export const {
  read: getPendingRewards,
  queryOptions: getPendingRewardsQueryOptions,
  useQuery: usePendingRewardsQuery,
} = createUserQuery('pendingRewards', POLL_INTERVALS_MS.pendingRewards);

/** GET /api/user/{id}/claims/total: totalClaimed ($CIAO, decimal string). Every 2 s. */
export const {
  read: getClaimsTotal,
  queryOptions: getClaimsTotalQueryOptions,
  useQuery: useClaimsTotalQuery,
} = createUserQuery('claimsTotal', POLL_INTERVALS_MS.claimsTotal);

/** GET /api/user/{id}/store-credit/eligibility: currentValueUsd, pendingRewards (numbers), eligible, isOverLimit. Every 5 s. */
export const {
  read: getEligibility,
  queryOptions: getEligibilityQueryOptions,
  useQuery: useEligibilityQuery,
} = createUserQuery('eligibility', POLL_INTERVALS_MS.eligibility);

/**
 * GET /api/user/{id}/store-credit/codes: the user's codes, newest first (active, used or expired).
 * Every 30 s while the screen is open (a code used at the store turns 'used'), and after a code is generated.
 */
export const {
  read: getStoreCreditCodes,
  queryOptions: getStoreCreditCodesQueryOptions,
  useQuery: useStoreCreditCodesQuery,
} = createUserQuery('storeCreditCodes', POLL_INTERVALS_MS.storeCreditCodes);
