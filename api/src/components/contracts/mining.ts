import { MINING_MESSAGES as SHARED_MESSAGES, STORE_CREDIT, contractProgressAt } from '@ciao/contracts';
import type { ContractTiming } from '@ciao/contracts';
import type { ContractProgress, CreateContractRequest, Stats } from '@ciao/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import { keysetPage } from '../../db/keyset-page';
import type { Transact, Transaction } from '../../db/transactions';
import type { Logger } from '../../logger';
import { memoizedPerObjects } from '../../memoize';
import { ciao, toDecimalString } from '../../money';
import type { Money } from '../../money';
import type { Ledger, RewardBalance } from '../rewards/ledger';
import type { PriceService } from '../price/price-service';
import { expectedReward } from './contract-rewards';
import type { ContractRepository, MiningContract } from './contract-repository';
import type { MiningState, MiningStates } from './mining-state';

/** The spec's texts (shared with the dashboard), plus the API's own. */
export const MINING_MESSAGES = {
  alreadyActive: SHARED_MESSAGES.alreadyActive,
  overLimit: `${SHARED_MESSAGES.overLimitTitle}: ${SHARED_MESSAGES.overLimitDescription}`,
  contractNotFound: 'Contract not found',
} as const;

const HOUR_MS = 3_600_000;

/** What a contract's progress follows from (shared with the dashboard: @ciao/contracts, progress.ts). */
const timingOfContract = (contract: MiningContract): ContractTiming => ({
  startMs: contract.startTime.getTime(),
  endMs: contract.endsAt.getTime(),
  expectedReward: contract.expectedReward,
  active: contract.status === 'active',
});

// The polled answers, formatted once per cached state (a change replaces the state object).
const statsOf = memoizedPerObjects(({ active, balance }: MiningState): Stats => ({
  totalMined: toDecimalString(balance.totalEarnedCiao),
  miningRate: active ? toDecimalString(ciao(active.expectedReward.div(active.durationHours))) : '0',
  pendingRewards: toDecimalString(balance.pendingCiao),
  activeContracts: active ? 1 : 0,
}));
const pendingRewardsOf = memoizedPerObjects((balance: RewardBalance) => ({
  pendingRewards: toDecimalString(balance.pendingCiao),
}));
const claimsTotalOf = memoizedPerObjects((balance: RewardBalance) => ({
  totalClaimed: toDecimalString(balance.totalClaimedCiao),
}));

/** What happens, in the completing transaction, when a contract completes (e.g. referral rewards). */
export type CompletionListener = {
  /** Other users whose balances `completed` may credit: their balance rows are locked first, with the user's, in id order. */
  beneficiaries(transaction: Transaction, userId: string): Promise<string[]>;
  /**
   * `price`: the quote read before the transaction began (no upstream call while rows are locked);
   * `balancesBefore`: the locked balances (the user's and the beneficiaries') before any credit.
   * Listeners run in the order given, after the contract's reward is credited.
   */
  completed(transaction: Transaction, completion: Completion): Promise<void>;
};

type Completion = {
  userId: string;
  contractId: string;
  durationHours: number;
  rewardCiao: Money;
  completedAt: Date;
  price: Money;
  balancesBefore: ReadonlyMap<string, RewardBalance>;
};

export type Mining = ReturnType<typeof createMining>;

/** Where a page of the history ends: the start time and id of its last contract. */
export type HistoryKey = { startTime: Date; id: string };

/**
 * Mining contracts (docs/mining.md). Completion is derived from time: whoever reads a due contract
 * (a poll, the sweep, a new start) completes it through one guarded update, in one transaction
 * with the ledger credit and the completion listeners, so it happens exactly once on any instance.
 * `timeScale` (development and tests only) shortens contracts: a 1 h contract lasts 1 h / timeScale.
 */
export function createMining(deps: {
  /** A transaction, run again after a deadlock or serialization failure (db/transactions.ts). */
  transact: Transact;
  contracts: ContractRepository;
  states: MiningStates;
  ledger: Ledger;
  price: PriceService;
  clock: Clock;
  logger: Logger;
  timeScale: number;
  completionListeners?: CompletionListener[];
}) {
  const { transact, contracts, states, ledger, price, clock, logger, timeScale } = deps;
  const listeners = deps.completionListeners ?? [];

  /**
   * Completes one contract if it is due and still active; true when this call completed it. Every
   * balance the completion may credit (the user's, a referrer's) is locked first, in user-id order,
   * so completions of referrers and invitees at the same moment cannot deadlock (docs/mining.md).
   */
  async function complete(contract: { id: string; userId: string }): Promise<boolean> {
    const quote = await price.current();
    const completed = await transact(async (transaction) => {
      const beneficiaries = await Promise.all(
        listeners.map((listener) => listener.beneficiaries(transaction, contract.userId)),
      );
      const balancesBefore = await ledger.lockBalances(transaction, [contract.userId, ...beneficiaries.flat()]);
      const now = clock.now();
      const done = await contracts.markCompleted(transaction, contract.id, now);
      if (!done) return false;
      await ledger.credit(transaction, {
        userId: done.userId,
        kind: 'contract_reward',
        amountCiao: done.expectedReward,
        priceUsd: quote.price,
        contractId: done.id,
        at: now,
      });
      const completion: Completion = {
        userId: done.userId,
        contractId: done.id,
        durationHours: done.durationHours,
        rewardCiao: done.expectedReward,
        completedAt: now,
        price: quote.price,
        balancesBefore,
      };
      for (const listener of listeners) await listener.completed(transaction, completion);
      return true;
    });
    if (completed) states.forgetUser(contract.userId);
    return completed;
  }

  /** The user's balance and active contract, completing the contract first when its time is up. */
  async function currentState(userId: string): Promise<MiningState> {
    const state = await states.read(userId);
    if (!state.active || state.active.endsAt > clock.now()) return state;
    await complete(state.active);
    states.forgetUser(userId); // completed elsewhere meanwhile: its announcement may still be on the way
    return states.read(userId);
  }

  const activeContract = async (userId: string) => (await currentState(userId)).active;

  return {
    complete,
    activeContract,
    /** The user's balance (cached; completes a due contract first), e.g. for store-credit eligibility. */
    balance: async (userId: string) => (await currentState(userId)).balance,
    /** After another component changed the user's balance (a redeem): read your own writes at once. */
    forgetState: (userId: string) => states.forgetUser(userId),

    async start(userId: string, request: CreateContractRequest): Promise<MiningContract> {
      if (await activeContract(userId)) throw new AppError(409, MINING_MESSAGES.alreadyActive);
      const quote = await price.current();
      const { pendingCiao } = (await states.read(userId, { fresh: true })).balance;
      if (pendingCiao.times(quote.price).gt(STORE_CREDIT.maxUsd)) throw new AppError(409, MINING_MESSAGES.overLimit);
      const startTime = clock.now();
      const created = await contracts.insertActive({
        userId,
        durationHours: request.duration,
        startTime,
        endsAt: new Date(startTime.getTime() + (request.duration * HOUR_MS) / timeScale),
        priceUsd: quote.price,
        expectedReward: expectedReward(request.duration, quote.price),
      });
      states.forgetUser(userId);
      if (!created) throw new AppError(409, MINING_MESSAGES.alreadyActive);
      return created;
    },

    /** Completed and claimed contracts, newest start first, after `after` (a page's last key) if given. */
    async history(
      userId: string,
      { limit, after }: { limit: number; after?: HistoryKey | undefined },
    ): Promise<{ contracts: MiningContract[]; next: HistoryKey | null }> {
      const { rows, next } = keysetPage(await contracts.history(userId, limit + 1, after), limit, (c): HistoryKey => ({
        startTime: c.startTime,
        id: c.id,
      }));
      return { contracts: rows, next };
    },

    /** 404 unless the contract is the user's own. */
    async progress(userId: string, contractId: string): Promise<ContractProgress> {
      const { active } = await states.read(userId);
      let contract = active?.id === contractId ? active : await contracts.findOwn(userId, contractId);
      if (!contract) throw new AppError(404, MINING_MESSAGES.contractNotFound);
      const now = clock.now();
      if (contract.status === 'active' && contract.endsAt <= now) {
        await complete(contract);
        contract = (await contracts.findOwn(userId, contractId)) ?? contract;
      }
      // Reported in real milliseconds of the (possibly time-scaled) contract; the dashboard computes the same between stream events.
      return contractProgressAt(timingOfContract(contract), now.getTime());
    },

    async stats(userId: string): Promise<Readonly<Stats>> {
      return statsOf(await currentState(userId));
    },

    async pendingRewards(userId: string): Promise<Readonly<{ pendingRewards: string }>> {
      // A due contract's reward is pending as soon as its time is up.
      return pendingRewardsOf((await currentState(userId)).balance);
    },

    async claimsTotal(userId: string): Promise<Readonly<{ totalClaimed: string }>> {
      return claimsTotalOf((await states.read(userId)).balance);
    },

    /** The sweep: completes due contracts of users who are not polling; one that fails is logged and the others still complete. Returns how many. */
    async completeDue(batch = 200): Promise<number> {
      let completed = 0;
      for (const contract of await contracts.due(clock.now(), batch)) {
        try {
          if (await complete(contract)) completed += 1;
        } catch (error) {
          logger.error(
            { err: error, contractId: contract.id },
            'could not complete a due contract; the next sweep tries again',
          );
        }
      }
      return completed;
    },
  };
}
