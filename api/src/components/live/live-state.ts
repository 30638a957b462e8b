import { createHash } from 'node:crypto';
import { USER_READ_PATHS } from '@ciao/contracts';
import type { LiveContract, LiveState } from '@ciao/contracts';
import type { Mining } from '../contracts/mining';
import { toContractResponse } from '../contracts/contract-routes';
import type { MiningContract } from '../contracts/contract-repository';
import type { StoreCredit } from '../store-credit/store-credit';
import { toCodeResponse } from '../store-credit/store-credit-routes';

/** The sections of the dashboard's state, named as the polled reads they replace. */
type SectionName = keyof LiveState & keyof typeof USER_READ_PATHS;
export const SECTION_NAMES = Object.keys(USER_READ_PATHS) as SectionName[];

/**
 * One user's dashboard state as the stream sends it: each section's JSON text (compared as text to
 * find what changed), the state's id (a digest of them all, the stream's event id: a reconnect that
 * brings the id of the state still current has missed nothing), and when the running contract is due.
 */
export type UserLiveState = { sections: Record<SectionName, string>; id: string; dueAt: number | null };

const liveContract = (contract: MiningContract): LiveContract => ({
  ...toContractResponse(contract),
  endsAt: contract.endsAt.toISOString(),
});

/**
 * Reads a user's dashboard state from the same domain calls that answer the polls (so from the same
 * per-instance caches; a due contract is completed first), plus the store-credit codes.
 */
export function createLiveStates(deps: {
  mining: Pick<Mining, 'stats' | 'activeContract' | 'pendingRewards' | 'claimsTotal'>;
  storeCredit: Pick<StoreCredit, 'eligibility' | 'codesOf'>;
}) {
  const { mining, storeCredit } = deps;
  return {
    async read(userId: string): Promise<UserLiveState> {
      // The active contract before the balances: reading it completes a due one, so they include its
      // reward. The codes meanwhile, on a connection of their own: a completion does not change them.
      const [active, codes] = await Promise.all([mining.activeContract(userId), storeCredit.codesOf(userId)]);
      const [stats, pendingRewards, claimsTotal, eligibility] = await Promise.all([
        mining.stats(userId),
        mining.pendingRewards(userId),
        mining.claimsTotal(userId),
        storeCredit.eligibility(userId),
      ]);
      const state: LiveState = {
        stats,
        activeContracts: active ? [liveContract(active)] : [],
        pendingRewards,
        claimsTotal,
        eligibility,
        storeCreditCodes: codes.map(toCodeResponse),
      };
      const sections = Object.fromEntries(SECTION_NAMES.map((name) => [name, JSON.stringify(state[name])])) as Record<
        SectionName,
        string
      >;
      const digest = createHash('sha256');
      for (const name of SECTION_NAMES) digest.update(sections[name]).update('\n');
      return { sections, id: digest.digest('base64url').slice(0, 22), dueAt: active ? active.endsAt.getTime() : null };
    },
  };
}
