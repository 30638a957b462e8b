// A stand-in for the dashboard's API in tests: routes for useTestApi's server that answer from a mutable state.
import type { Reply, Route, TestApi } from '@ciao/api-client/testing';
import type { Contract, ContractProgress, Eligibility, Price, Stats } from '@ciao/contracts';
import { aSessionUser } from '@ciao/shell/testing';
import { belowMinimum, claimsTotal, idleStats, marketPrice, pendingRewards, USER_ID } from './fixtures';

export interface DashboardApiState {
  stats: Stats;
  active: Contract[];
  /** Completed and claimed contracts, newest first. */
  history: Contract[];
  progress: Record<string, ContractProgress>;
  pendingRewards: string;
  totalClaimed: string;
  eligibility: Eligibility;
  /** The price, or a failure reply. */
  price: Price | Reply;
  /** The answer to POST .../contracts; by default 201 with a new active contract. */
  createContract?: (body: { duration: number; miningRate: string }) => Reply | Promise<Reply>;
}

export function idleState(overrides: Partial<DashboardApiState> = {}): DashboardApiState {
  return {
    stats: idleStats,
    active: [],
    history: [],
    progress: {},
    pendingRewards: pendingRewards.pendingRewards,
    totalClaimed: claimsTotal.totalClaimed,
    eligibility: belowMinimum,
    price: marketPrice,
    ...overrides,
  };
}

const isReply = (value: Price | Reply): value is Reply => 'status' in value;

/** Points every dashboard route of `api` at `state` (read at each request, so tests change it as they go). */
export function installDashboardApi(api: TestApi, state: DashboardApiState): void {
  const user = `/api/user/${USER_ID}`;
  const progressRoute = (contractId: string) =>
    api.route(`GET /api/contracts/${contractId}/progress`, () => {
      const progress = state.progress[contractId];
      return progress ? { json: progress } : { status: 404, json: { message: 'Contract not found' } };
    });
  for (const contract of state.active) progressRoute(contract.id);

  const routes: Record<string, Route> = {
    'GET /api/auth/session': { json: { user: aSessionUser() } },
    [`GET ${user}/stats`]: () => ({ json: state.stats }),
    [`GET ${user}/contracts/active`]: () => ({ json: state.active }),
    [`GET ${user}/contracts/history`]: (request) => {
      const query = new URLSearchParams(request.query);
      const limit = Number(query.get('limit') ?? 20);
      const from = Number(query.get('cursor') ?? 0);
      const contracts = state.history.slice(from, from + limit);
      const next = from + limit < state.history.length ? String(from + limit) : null;
      return { json: { contracts, nextCursor: next } };
    },
    [`POST ${user}/contracts`]: (request) => {
      const body = request.body as { duration: number; miningRate: string };
      if (state.createContract) return state.createContract(body);
      const contract: Contract = {
        id: '11111111-1111-4111-8111-111111111111',
        status: 'active',
        startTime: new Date().toISOString(),
        duration: body.duration,
        expectedReward: body.miningRate,
        actualReward: null,
      };
      state.active = [contract];
      state.stats = { ...state.stats, activeContracts: 1 };
      state.progress[contract.id] = { progress: 0, currentReward: '0', timeRemaining: body.duration * 3_600_000 };
      progressRoute(contract.id);
      return { status: 201, json: contract };
    },
    [`GET ${user}/rewards/pending`]: () => ({ json: { pendingRewards: state.pendingRewards } }),
    [`GET ${user}/claims/total`]: () => ({ json: { totalClaimed: state.totalClaimed } }),
    [`GET ${user}/store-credit/eligibility`]: () => ({ json: state.eligibility }),
    'GET /api/price/ciao': () => (isReply(state.price) ? state.price : { json: state.price }),
  };
  for (const [key, route] of Object.entries(routes)) api.route(key, route);
}
