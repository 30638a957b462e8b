import { POLL_INTERVALS_MS, USER_READ_PATHS } from '@ciao/contracts/web';
import { queryKeys } from '@ciao/api-client';
import { createUserQuery } from './user-query';

// The signed-in user's reads that only differ by key, path, schema and polling interval (spec section 7).

/** GET /api/user/{id}/stats: totalMined, miningRate, pendingRewards (decimal strings), activeContracts. Every 2 s. */
export const { read: getStats, queryOptions: getStatsQueryOptions, useQuery: useStatsQuery } =
  createUserQuery({ key: queryKeys.stats, path: USER_READ_PATHS.stats, schema: 'stats', interval: POLL_INTERVALS_MS.stats });

/** GET /api/user/{id}/contracts/active: the running contract, as a list of zero or one. Every 1 s. */
export const { read: getActiveContracts, queryOptions: getActiveContractsQueryOptions, useQuery: useActiveContractsQuery } =
  createUserQuery({ key: queryKeys.activeContracts, path: USER_READ_PATHS.activeContracts, schema: 'activeContracts', interval: POLL_INTERVALS_MS.activeContract });

/** GET /api/user/{id}/rewards/pending: pendingRewards ($CIAO, decimal string). Every 1 s. */
export const { read: getPendingRewards, queryOptions: getPendingRewardsQueryOptions, useQuery: usePendingRewardsQuery } =
  createUserQuery({ key: queryKeys.pendingRewards, path: USER_READ_PATHS.pendingRewards, schema: 'pendingRewards', interval: POLL_INTERVALS_MS.pendingRewards });

/** GET /api/user/{id}/claims/total: totalClaimed ($CIAO, decimal string). Every 2 s. */
export const { read: getClaimsTotal, queryOptions: getClaimsTotalQueryOptions, useQuery: useClaimsTotalQuery } =
  createUserQuery({ key: queryKeys.claimsTotal, path: USER_READ_PATHS.claimsTotal, schema: 'claimsTotal', interval: POLL_INTERVALS_MS.claimsTotal });

/** GET /api/user/{id}/store-credit/eligibility: currentValueUsd, pendingRewards (numbers), eligible, isOverLimit. Every 5 s. */
export const { read: getEligibility, queryOptions: getEligibilityQueryOptions, useQuery: useEligibilityQuery } =
  createUserQuery({ key: queryKeys.eligibility, path: USER_READ_PATHS.eligibility, schema: 'eligibility', interval: POLL_INTERVALS_MS.eligibility });

/**
 * GET /api/user/{id}/store-credit/codes: the user's codes, newest first (active, used or expired).
 * Every 30 s while the screen is open (a code used at the store turns 'used'), and after a code is generated.
 */
export const { read: getStoreCreditCodes, queryOptions: getStoreCreditCodesQueryOptions, useQuery: useStoreCreditCodesQuery } =
  createUserQuery({ key: queryKeys.storeCreditCodes, path: USER_READ_PATHS.storeCreditCodes, schema: 'storeCreditCodes', interval: POLL_INTERVALS_MS.storeCreditCodes });
