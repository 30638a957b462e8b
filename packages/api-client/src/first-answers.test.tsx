import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  FIRST_ANSWERS_ELEMENT_ID,
  FIRST_ANSWERS_MAX_AGE_MS,
  FIRST_READS,
  SESSION_PATH,
} from '@ciao/contracts/screen-routes';
import { contractProgressPath, PRICE_PATH, userReadPath } from '@ciao/contracts/web';
import { useTestApi } from './testing';
import { sessionUser } from './session-user.fixture';
import { activeContract } from './active-contract.fixture';
import { getSessionQueryOptions } from './auth/get-session';
import { firstAnswer, forgetFirstAnswers } from './first-answers';
import { getRecentContractHistoryQueryOptions } from './mining/get-contract-history';
import { getContractProgressQueryOptions } from './mining/get-contract-progress';
import { getPriceQueryOptions } from './price/get-price';
import {
  getActiveContractsQueryOptions,
  getClaimsTotalQueryOptions,
  getEligibilityQueryOptions,
  getPendingRewardsQueryOptions,
  getStatsQueryOptions,
} from './user-queries';

const userId = sessionUser.id;
const contract = activeContract;
const fromTheApi = { totalMined: '1', miningRate: '0', pendingRewards: '1', activeContracts: 0 };

const api = useTestApi({
  [`GET ${userReadPath(userId, 'stats')}`]: { json: fromTheApi },
  [`GET ${SESSION_PATH}`]: { json: { user: sessionUser } },
});

/** The dashboard's first answers, as the API writes them into its page (every read of FIRST_READS). */
function dashboardAnswers(): Record<string, unknown> {
  const first = FIRST_READS.DashboardScreen!;
  const byRead: Record<string, unknown> = {
    [userReadPath(userId, 'stats')]: {
      totalMined: '10.5',
      miningRate: '0',
      pendingRewards: '10.5',
      activeContracts: 1,
    },
    [userReadPath(userId, 'activeContracts')]: [contract],
    [userReadPath(userId, 'pendingRewards')]: { pendingRewards: '10.5' },
    [userReadPath(userId, 'claimsTotal')]: { totalClaimed: '0' },
    [userReadPath(userId, 'eligibility')]: {
      currentValueUsd: 0.01,
      pendingRewards: 10.5,
      eligible: false,
      isOverLimit: false,
    },
    [PRICE_PATH]: { price: 0.001, change24h: -1.5, marketCap: 100, volume24h: 10 },
    [contractProgressPath(contract.id)]: {
      progress: 12.5,
      currentReward: '15441.1764705882',
      timeRemaining: 3_150_000,
    },
  };
  const answers: Record<string, unknown> = { [SESSION_PATH]: { user: sessionUser } };
  for (const path of first.reads(userId)) answers[path] = byRead[path] ?? { contracts: [], nextCursor: null };
  for (const path of first.then?.(new Map(Object.entries(answers)), userId) ?? []) answers[path] = byRead[path];
  return answers;
}

/** The data block the API writes into a signed-in page. */
function pageWith(answers: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_ANSWERS_ELEMENT_ID;
  element.textContent = answers;
  document.head.append(element);
  forgetFirstAnswers();
}

/** The data of `options`' query in its first render, with a new cache. */
function firstRenderOf<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): T | undefined {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const seen: (T | undefined)[] = [];
  renderHook(
    () => {
      const { data } = useQuery(options);
      seen.push(data);
    },
    { wrapper },
  );
  return seen[0];
}

/** Gives a read a query might have started the time to reach the test API (nothing is expected there). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => {
  document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
  forgetFirstAnswers();
  jest.restoreAllMocks();
});

it("when a signed-in page came with the dashboard's first answers, then each of them is a query's data in its first render, and nothing is asked of the API", async () => {
  const answers = dashboardAnswers();
  pageWith(JSON.stringify(answers));
  const historyPath = Object.keys(answers).find((path) => path.includes('/contracts/history'))!;
  const firstRenders: [string, () => unknown][] = [
    [SESSION_PATH, () => firstRenderOf(getSessionQueryOptions())],
    [userReadPath(userId, 'stats'), () => firstRenderOf(getStatsQueryOptions(userId))],
    [userReadPath(userId, 'activeContracts'), () => firstRenderOf(getActiveContractsQueryOptions(userId))],
    [userReadPath(userId, 'pendingRewards'), () => firstRenderOf(getPendingRewardsQueryOptions(userId))],
    [userReadPath(userId, 'claimsTotal'), () => firstRenderOf(getClaimsTotalQueryOptions(userId))],
    [userReadPath(userId, 'eligibility'), () => firstRenderOf(getEligibilityQueryOptions(userId))],
    [PRICE_PATH, () => firstRenderOf(getPriceQueryOptions())],
    [contractProgressPath(contract.id), () => firstRenderOf(getContractProgressQueryOptions(contract.id))],
    [historyPath, () => firstRenderOf(getRecentContractHistoryQueryOptions(userId))],
  ];

  for (const [path, firstRender] of firstRenders) {
    const expected = path === SESSION_PATH ? sessionUser : answers[path];
    expect({ path, data: firstRender() }).toEqual({ path, data: expected });
  }
  await settle();

  expect(api.requests).toEqual([]);
  // Every answer the page came with was some query's: none is left over.
  for (const path of Object.keys(answers))
    expect({ path, left: firstAnswer('stats', path) }).toEqual({ path, left: undefined });
  // The visitor's data does not stay in the page.
  expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull();
});

it('when an answer has been taken, then the next query of that path reads the API', async () => {
  pageWith(JSON.stringify(dashboardAnswers()));

  expect(firstRenderOf(getStatsQueryOptions(userId))).toMatchObject({ totalMined: '10.5' });
  expect(firstRenderOf(getStatsQueryOptions(userId))).toBeUndefined();

  await waitFor(() => expect(api.requests.map((request) => request.path)).toEqual([userReadPath(userId, 'stats')]));
});

it("when the page's first seconds are over, then its answers are stale and the queries read the API", async () => {
  pageWith(JSON.stringify(dashboardAnswers()));
  jest.spyOn(performance, 'now').mockReturnValue(FIRST_ANSWERS_MAX_AGE_MS + 1);

  expect(firstRenderOf(getSessionQueryOptions())).toBeUndefined();
  expect(firstRenderOf(getStatsQueryOptions(userId))).toBeUndefined();

  await waitFor(() =>
    expect(api.requests.map((request) => request.path).sort()).toEqual(
      [SESSION_PATH, userReadPath(userId, 'stats')].sort(),
    ),
  );
});

it('when the data block is not JSON, or the page has none, then the queries read the API', async () => {
  pageWith(`{"${SESSION_PATH}": `);
  expect(firstRenderOf(getSessionQueryOptions())).toBeUndefined();
  document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove();
  forgetFirstAnswers();
  expect(firstRenderOf(getStatsQueryOptions(userId))).toBeUndefined();

  await waitFor(() => expect(api.requests).toHaveLength(2));
});

it("when the page answered another user's path, then this user's query does not take it", async () => {
  const otherUser = '0b8f2c3e-5a41-4d7e-9c6b-2f1e0d9a8b7c';
  pageWith(
    JSON.stringify({
      [userReadPath(otherUser, 'stats')]: {
        totalMined: '99',
        miningRate: '0',
        pendingRewards: '0',
        activeContracts: 0,
      },
    }),
  );

  expect(firstRenderOf(getStatsQueryOptions(userId))).toBeUndefined();

  await waitFor(() => expect(api.requests.map((request) => request.path)).toEqual([userReadPath(userId, 'stats')]));
});

it("outside production, an answer that does not match its read's schema is refused, as the read's own check refuses it", () => {
  pageWith(JSON.stringify({ [userReadPath(userId, 'stats')]: { totalMined: 10 } }));

  expect(() => firstAnswer('stats', userReadPath(userId, 'stats'))).toThrow();
});
