import type { ChangeFeed } from '../../db/change-feed';
import type { RewardBalance } from '../rewards/reward-balance';
import type { ContractRepository, MiningContract } from './contract-repository';

/** What every dashboard poll is answered from: the balance and the active contract. */
export type MiningState = { balance: RewardBalance; active: MiningContract | null };

type Entry = { state: MiningState; cachedUntil: number };

export type MiningStates = ReturnType<typeof createMiningStates>;

/**
 * Each user's mining state, read in one round trip and kept in memory while the change feed is
 * live (docs/performance.md): PostgreSQL announces every write to a user's balance or contracts,
 * from any instance, and the entry is dropped. So a polling user costs no database read until
 * something changes. Without a feed (or while it is down) every read goes to PostgreSQL.
 */
export function createMiningStates(deps: { contracts: ContractRepository; feed?: ChangeFeed; ttlMs?: number; maxEntries?: number; now?: () => number }) {
  const { contracts, feed, ttlMs = 60_000, maxEntries = 100_000, now = Date.now } = deps;
  const entries = new Map<string, Entry>();
  /** Bumped by every change: a read that overlapped one does not cache what it read. */
  let epoch = 0;

  feed?.subscribe('rewards', (userId) => {
    epoch += 1;
    if (userId === null) entries.clear();
    else entries.delete(userId);
  });

  return {
    /** `fresh`: straight from PostgreSQL, for decisions that must not act on a change still being announced. */
    async read(userId: string, { fresh = false }: { fresh?: boolean } = {}): Promise<MiningState> {
      if (!feed?.live || fresh) return contracts.loadMiningState(userId);
      const entry = entries.get(userId);
      const at = now();
      if (entry && at < entry.cachedUntil) return entry.state;
      const startedAt = epoch;
      const state = await contracts.loadMiningState(userId);
      if (feed.live && startedAt === epoch) {
        entries.delete(userId);
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(userId, { state, cachedUntil: at + ttlMs });
      }
      return state;
    },

    /** After this instance changed the user's state: read your own writes at once. */
    forgetUser(userId: string): void {
      epoch += 1;
      entries.delete(userId);
    },
  };
}
