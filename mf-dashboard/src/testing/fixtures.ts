// Dashboard data for tests and stories: plausible values in the API's shapes.
import type { ClaimsTotal, Contract, ContractProgress, Eligibility, PendingRewards, Price, Stats } from '@ciao/contracts';

/** Same id as @ciao/shell/testing's aSessionUser(). */
export const USER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

let sequence = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function aContract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: nextId(),
    status: 'active',
    startTime: '2026-11-21T09:00:00.000Z',
    duration: 9,
    expectedReward: '61764.7058823529',
    actualReward: null,
    ...overrides,
  };
}

/** A finished contract `hoursAgo` hours before 2026-11-21 09:00 UTC. */
export function aFinishedContract(hoursAgo: number, status: 'completed' | 'claimed', overrides: Partial<Contract> = {}): Contract {
  const start = new Date(Date.parse('2026-11-21T09:00:00.000Z') - hoursAgo * 3_600_000).toISOString();
  return aContract({ status, startTime: start, duration: 1, expectedReward: '123529.4117647058', actualReward: '123529.4117647058', ...overrides });
}

export const idleStats: Stats = { totalMined: '185294.1176470587', miningRate: '0', pendingRewards: '61764.7058823529', activeContracts: 0 };

export const activeStats: Stats = { totalMined: '185294.1176470587', miningRate: '6862.7450980392', pendingRewards: '61764.7058823529', activeContracts: 1 };

/** 9 h contract, a third done. */
export const progressOfActive: ContractProgress = { progress: 33.33, currentReward: '20586.2352941176', timeRemaining: 21_601_000 };

export const pendingRewards: PendingRewards = { pendingRewards: '61764.7058823529' };

export const claimsTotal: ClaimsTotal = { totalClaimed: '7352941.1764705882' };

/** $0.021 worth of pending credits: well below the $2.50 minimum. */
export const belowMinimum: Eligibility = { currentValueUsd: 0.021, pendingRewards: 61764.7058823529, eligible: false, isOverLimit: false };

export const readyToRedeem: Eligibility = { currentValueUsd: 3.1, pendingRewards: 9117647.05882353, eligible: true, isOverLimit: false };

export const overLimit: Eligibility = { currentValueUsd: 5.4, pendingRewards: 15882352.94117647, eligible: true, isOverLimit: true };

export const marketPrice: Price = { price: 0.00000035, change24h: 2.35, marketCap: 1_234_000_000, volume24h: 45_670_000 };

export const fallingMarketPrice: Price = { price: 0.0000003312, change24h: -1.8, marketCap: 987_600_000, volume24h: 8_150_000 };
