import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useTestApi } from '../testing';
import { sessionUser } from '../session-user.fixture';
import { activeContract } from '../active-contract.fixture';
import { pollOf } from '../polling/polled-query';
import { queryKeys } from '../query-keys';
import {
  getActiveContracts,
  getActiveContractsQueryOptions,
  getClaimsTotal,
  getClaimsTotalQueryOptions,
  getEligibility,
  getEligibilityQueryOptions,
  getPendingRewards,
  getPendingRewardsQueryOptions,
  getStats,
  getStatsQueryOptions,
} from '../user-queries';
import { createContract, useCreateContractMutation, USER_NOT_AUTHENTICATED } from './create-contract';
import { getContractHistory, getRecentContractHistoryQueryOptions } from './get-contract-history';
import { getContractProgress, getContractProgressQueryOptions } from './get-contract-progress';

const userId = sessionUser.id;
const user = `/api/user/${userId}`;
const contract = activeContract;

const api = useTestApi({
  [`GET ${user}/stats`]: { json: { totalMined: '10.5', miningRate: '0', pendingRewards: '10.5', activeContracts: 0 } },
  [`GET ${user}/contracts/active`]: { json: [contract] },
  [`GET ${user}/contracts/history`]: { json: { contracts: [], nextCursor: null } },
  [`POST ${user}/contracts`]: { status: 201, json: contract },
  [`GET /api/contracts/${contract.id}/progress`]: {
    json: { progress: 12.5, currentReward: '15441.1764705882', timeRemaining: 3_150_000 },
  },
  [`GET ${user}/rewards/pending`]: { json: { pendingRewards: '10.5' } },
  [`GET ${user}/claims/total`]: { json: { totalClaimed: '0' } },
  [`GET ${user}/store-credit/eligibility`]: {
    json: { currentValueUsd: 0.01, pendingRewards: 10.5, eligible: false, isOverLimit: false },
  },
});

it('reads each resource of the session user and checks its shape', async () => {
  await expect(getStats(userId)).resolves.toMatchObject({ totalMined: '10.5', activeContracts: 0 });
  await expect(getActiveContracts(userId)).resolves.toEqual([contract]);
  await expect(getContractProgress(contract.id)).resolves.toEqual({
    progress: 12.5,
    currentReward: '15441.1764705882',
    timeRemaining: 3_150_000,
  });
  await expect(getPendingRewards(userId)).resolves.toEqual({ pendingRewards: '10.5' });
  await expect(getClaimsTotal(userId)).resolves.toEqual({ totalClaimed: '0' });
  await expect(getEligibility(userId)).resolves.toEqual({
    currentValueUsd: 0.01,
    pendingRewards: 10.5,
    eligible: false,
    isOverLimit: false,
  });

  expect(api.requests.map((r) => r.path)).toEqual([
    `${user}/stats`,
    `${user}/contracts/active`,
    `/api/contracts/${contract.id}/progress`,
    `${user}/rewards/pending`,
    `${user}/claims/total`,
    `${user}/store-credit/eligibility`,
  ]);
});

it('when an answer has the wrong shape, then the read fails', async () => {
  api.route(`GET ${user}/stats`, {
    json: { totalMined: 10.5, miningRate: '0', pendingRewards: '0', activeContracts: 0 },
  });

  await expect(getStats(userId)).rejects.toThrow();
});

it('asks for history pages with limit and cursor', async () => {
  await getContractHistory(userId, { limit: 5 });
  await getContractHistory(userId, { limit: 20, cursor: 'abc/=' });
  await getContractHistory(userId);

  expect(api.requests.map((r) => r.query)).toEqual(['?limit=5', '?limit=20&cursor=abc%2F%3D', '']);
});

it('polls at the spec intervals: stats 2 s, active 1 s, progress 1 s, pending 1 s, claims total 2 s, eligibility 5 s', () => {
  const polled = (options: { meta?: Record<string, unknown> }) => {
    const poll = pollOf(options);
    return poll && { path: poll.path, every: poll.every };
  };
  expect(polled(getStatsQueryOptions(userId))).toEqual({ path: `${user}/stats`, every: 2_000 });
  expect(polled(getActiveContractsQueryOptions(userId))).toEqual({ path: `${user}/contracts/active`, every: 1_000 });
  expect(polled(getContractProgressQueryOptions(contract.id))).toEqual({
    path: `/api/contracts/${contract.id}/progress`,
    every: 1_000,
  });
  expect(polled(getPendingRewardsQueryOptions(userId))).toEqual({ path: `${user}/rewards/pending`, every: 1_000 });
  expect(polled(getClaimsTotalQueryOptions(userId))).toEqual({ path: `${user}/claims/total`, every: 2_000 });
  expect(polled(getEligibilityQueryOptions(userId))).toEqual({
    path: `${user}/store-credit/eligibility`,
    every: 5_000,
  });
  expect(polled(getRecentContractHistoryQueryOptions(userId))).toBeUndefined();
});

it('starts a contract with the duration and the net $CIAO, and refuses a bad payload before sending', async () => {
  await expect(createContract(userId, { duration: 1, miningRate: '123529.4117647058' })).resolves.toEqual(contract);
  expect(api.requests[0]).toMatchObject({
    method: 'POST',
    path: `${user}/contracts`,
    body: { duration: 1, miningRate: '123529.4117647058' },
  });

  await expect(createContract(userId, { duration: 2 as 1, miningRate: '1' })).rejects.toThrow();
  await expect(createContract(userId, { duration: 1, miningRate: '1e5' })).rejects.toThrow();
  expect(api.requests).toHaveLength(1);
});

describe('useCreateContractMutation', () => {
  function setup(id: string | undefined) {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return { queryClient, ...renderHook(() => useCreateContractMutation(id), { wrapper }) };
  }

  it('when it succeeds, then stats, active contracts and history are refreshed', async () => {
    const { queryClient, result } = setup(userId);
    const keys = [
      getStatsQueryOptions(userId).queryKey,
      getActiveContractsQueryOptions(userId).queryKey,
      [...queryKeys.contractHistory(userId), 'recent', { limit: 5 }],
    ];
    for (const key of keys) queryClient.setQueryData(key, {});
    const eligibilityKey = getEligibilityQueryOptions(userId).queryKey;
    queryClient.setQueryData(eligibilityKey, {
      currentValueUsd: 0,
      pendingRewards: 0,
      eligible: false,
      isOverLimit: false,
    });

    await act(() => result.current.mutateAsync({ duration: 1, miningRate: '1' }));

    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(eligibilityKey)?.isInvalidated).toBe(false);
  });

  it("when there is no user, then it fails with 'User not authenticated' and sends nothing", async () => {
    const { result } = setup(undefined);

    act(() => result.current.mutate({ duration: 1, miningRate: '1' }));

    await waitFor(() => expect(result.current.error?.message).toBe(USER_NOT_AUTHENTICATED));
    expect(api.requests).toHaveLength(0);
  });
});
