import type { ChangeFeed } from '../../db/change-feed';
import { createRevocableCache } from '../../db/revocable-cache';
import type { RewardBalance } from '../rewards/reward-balance';
import type { ContractRepository, MiningContract } from './contract-repository';

/** What every dashboard poll is answered from: the balance and the active contract. */
export type MiningState = { balance: RewardBalance; active: MiningContract | null };

export type MiningStates = ReturnType<typeof createMiningStates>;

/**
 * Each user's mining state, read in one round trip and kept in memory while the change feed is
 * live (docs/performance.md): PostgreSQL announces every write to a user's balance or contracts,
 * from any instance, and the entry is dropped. So a polling user costs no database read until
 * something changes. Without a feed (or while it is down) every read goes to PostgreSQL.
 */
export function createMiningStates(deps: {
  contracts: ContractRepository;
  feed?: ChangeFeed;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const { contracts, feed, ttlMs = 60_000, maxEntries = 100_000, now = Date.now } = deps;
  const cache = createRevocableCache<MiningState>({ feed, channel: 'rewards', maxEntries });

  return {
    /** `fresh`: straight from PostgreSQL, for decisions that must not act on a change still being announced. */
    async read(userId: string, { fresh = false }: { fresh?: boolean } = {}): Promise<MiningState> {
      if (!feed?.live || fresh) return contracts.loadMiningState(userId);
      const at = now();
      const cached = cache.get(userId, at);
      if (cached) return cached;
      const startedAt = cache.begin();
      const state = await contracts.loadMiningState(userId);
      cache.set(userId, state, { owner: userId, until: at + ttlMs, startedAt });
      return state;
    },

    /** After this instance changed the user's state: read your own writes at once. */
    forgetUser: cache.revoke,
  };
}
