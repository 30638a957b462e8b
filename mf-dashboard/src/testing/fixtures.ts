// Dashboard data for tests and stories: plausible values in the API's shapes.
import type {
  ActivityEntry,
  ClaimsTotal,
  Contract,
  ContractProgress,
  Eligibility,
  PendingRewards,
  Price,
  Stats,
} from '@ciao/contracts';

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
export function aFinishedContract(
  hoursAgo: number,
  status: 'completed' | 'claimed',
  overrides: Partial<Contract> = {},
): Contract {
  const start = new Date(Date.parse('2026-11-21T09:00:00.000Z') - hoursAgo * 3_600_000).toISOString();
  return aContract({
    status,
    startTime: start,
    duration: 1,
    expectedReward: '123529.4117647058',
    actualReward: '123529.4117647058',
    ...overrides,
  });
}

export const idleStats: Stats = {
  totalMined: '185294.1176470587',
  miningRate: '0',
  pendingRewards: '61764.7058823529',
  activeContracts: 0,
};

export const activeStats: Stats = {
  totalMined: '185294.1176470587',
  miningRate: '6862.7450980392',
  pendingRewards: '61764.7058823529',
  activeContracts: 1,
};

/** 9 h contract, a third done. */
export const progressOfActive: ContractProgress = {
  progress: 33.33,
  currentReward: '20586.2352941176',
  timeRemaining: 21_601_000,
};

export const pendingRewards: PendingRewards = { pendingRewards: '61764.7058823529' };

export const claimsTotal: ClaimsTotal = { totalClaimed: '7352941.1764705882' };

/** $0.021 worth of pending credits: well below the $2.50 minimum. */
export const belowMinimum: Eligibility = {
  currentValueUsd: 0.021,
  pendingRewards: 61764.7058823529,
  eligible: false,
  isOverLimit: false,
};

export const readyToRedeem: Eligibility = {
  currentValueUsd: 3.1,
  pendingRewards: 9117647.05882353,
  eligible: true,
  isOverLimit: false,
};

export const overLimit: Eligibility = {
  currentValueUsd: 5.4,
  pendingRewards: 15882352.94117647,
  eligible: true,
  isOverLimit: true,
};

export const marketPrice: Price = {
  price: 0.00000035,
  change24h: 2.35,
  marketCap: 1_234_000_000,
  volume24h: 45_670_000,
};

export const fallingMarketPrice: Price = {
  price: 0.0000003312,
  change24h: -1.8,
  marketCap: 987_600_000,
  volume24h: 8_150_000,
};

let entrySequence = 100;

/** A ledger entry as GET /api/user/{id}/activity answers it; a mining reward unless told otherwise. */
export function anActivityEntry(overrides: Partial<ActivityEntry> = {}): ActivityEntry {
  entrySequence += 1;
  return {
    id: String(entrySequence),
    kind: 'mining_reward',
    amountCiao: '123529.4117647058',
    amountUsd: '0.042',
    createdAt: '2026-11-21T10:00:00.000Z',
    contract: { id: nextId(), duration: 1 },
    code: null,
    note: null,
    ...overrides,
  };
}

/**
 * A realistic ledger, newest first: rewards, a correction by support with its note, a cancelled
 * code's credits back, a referral bonus, a redeem into a code, an entry from before prices were kept.
 */
export function activityEntries(): ActivityEntry[] {
  return [
    anActivityEntry({ createdAt: '2026-11-21T10:00:00.000Z' }),
    anActivityEntry({
      kind: 'adjustment',
      amountCiao: '2000000',
      amountUsd: '0.7',
      createdAt: '2026-11-21T09:00:00.000Z',
      contract: null,
      note: 'Sorry about the lost code: here is a little extra',
    }),
    anActivityEntry({
      kind: 'refunded',
      amountCiao: '7142857.1428571428',
      amountUsd: '2.5',
      createdAt: '2026-11-21T08:00:00.000Z',
      contract: null,
      code: { id: nextId(), code: 'CIAO-CANCEL-BYSUPP' },
    }),
    anActivityEntry({
      kind: 'redeemed',
      amountCiao: '-14285714.2857142857',
      amountUsd: '-5',
      createdAt: '2026-11-20T18:30:00.000Z',
      contract: null,
      code: { id: nextId(), code: 'CIAO-7Q2K9D-X4M8PL' },
    }),
    anActivityEntry({
      kind: 'referral_bonus',
      amountCiao: '14285714.2857142857',
      amountUsd: '5',
      createdAt: '2026-11-20T09:00:00.000Z',
      contract: null,
    }),
    anActivityEntry({
      amountCiao: '61764.7058823529',
      amountUsd: '0.0216176470',
      createdAt: '2026-11-20T09:00:00.000Z',
      contract: { id: nextId(), duration: 9 },
    }),
    anActivityEntry({
      amountCiao: '2470588.2352941176',
      amountUsd: null,
      createdAt: '2026-10-02T07:15:00.000Z',
      contract: { id: nextId(), duration: 24 },
    }),
  ];
}
