import type { Sequelize, Transaction } from 'sequelize';
import { STORE_CREDIT } from '@ciao/contracts';
import type { Contract, ContractHistory, ContractProgress, CreateContractRequest, Stats } from '@ciao/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import { ciao, toDecimalString } from '../../money';
import type { Ledger } from '../rewards/ledger';
import type { PriceService } from '../price/price-service';
import { expectedReward } from './contract-rewards';
import type { ContractRepository, MiningContract } from './contract-repository';

export const MINING_MESSAGES = {
  alreadyActive: 'You already have an active simulation. Wait for completion before starting a new one.',
  overLimit: "Maximum Limit Reached: You've reached the $5.00 maximum limit. Please redeem your credits before starting a new mining contract.",
  contractNotFound: 'Contract not found',
} as const;

const HOUR_MS = 3_600_000;

/** What happens, in the completing transaction, when a contract completes (e.g. referral rewards). */
export type CompletionListener = (transaction: Transaction, completed: { userId: string; contractId: string; completedAt: Date }) => Promise<void>;

export type Mining = ReturnType<typeof createMining>;

export function toContractResponse(contract: MiningContract): Contract {
  return {
    id: contract.id,
    status: contract.status,
    startTime: contract.startTime.toISOString(),
    duration: contract.durationHours,
    expectedReward: toDecimalString(contract.expectedReward),
    actualReward: contract.actualReward ? toDecimalString(contract.actualReward) : null,
  };
}

type Cursor = { startTime: Date; id: string };

const encodeCursor = (c: MiningContract) => Buffer.from(JSON.stringify([c.startTime.toISOString(), c.id])).toString('base64url');

function decodeCursor(text: string): Cursor {
  try {
    const [startTime, id] = JSON.parse(Buffer.from(text, 'base64url').toString()) as [string, string];
    const date = new Date(startTime);
    if (Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw new Error('bad cursor');
    return { startTime: date, id };
  } catch {
    throw new AppError(400, 'Invalid request', { fields: { cursor: 'Invalid cursor' } });
  }
}

/**
 * Mining contracts (docs/mining.md). Completion is derived from time: whoever reads a due contract
 * (a poll, the sweep, a new start) completes it through one guarded update, in one transaction
 * with the ledger credit and the completion listeners, so it happens exactly once on any instance.
 * `timeScale` (development and tests only) shortens contracts: a 1 h contract lasts 1 h / timeScale.
 */
export function createMining(deps: {
  sequelize: Sequelize;
  contracts: ContractRepository;
  ledger: Ledger;
  price: PriceService;
  clock: Clock;
  timeScale: number;
  completionListeners?: CompletionListener[];
}) {
  const { sequelize, contracts, ledger, price, clock, timeScale } = deps;
  const listeners = deps.completionListeners ?? [];

  /** Completes one contract if it is due and still active; true when this call completed it. */
  async function complete(contractId: string): Promise<boolean> {
    return sequelize.transaction(async (transaction) => {
      const now = clock.now();
      const done = await contracts.markCompleted(transaction, contractId, now);
      if (!done) return false;
      await ledger.credit(transaction, { userId: done.userId, kind: 'contract_reward', amountCiao: done.expectedReward, contractId: done.id, at: now });
      for (const listener of listeners) await listener(transaction, { userId: done.userId, contractId: done.id, completedAt: now });
      return true;
    });
  }

  /** The user's active contract, completing it first when its time is up. */
  async function activeContract(userId: string): Promise<MiningContract | null> {
    const active = await contracts.findActive(userId);
    if (!active || active.endsAt > clock.now()) return active;
    await complete(active.id);
    return contracts.findActive(userId);
  }

  return {
    complete,
    activeContract,

    async start(userId: string, request: CreateContractRequest): Promise<Contract> {
      if (await activeContract(userId)) throw new AppError(409, MINING_MESSAGES.alreadyActive);
      const quote = await price.current();
      const { pendingCiao } = await ledger.readBalance(userId);
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
      if (!created) throw new AppError(409, MINING_MESSAGES.alreadyActive);
      return toContractResponse(created);
    },

    async activeContracts(userId: string): Promise<Contract[]> {
      const active = await activeContract(userId);
      return active ? [toContractResponse(active)] : [];
    },

    async history(userId: string, query: { limit: number; cursor?: string | undefined }): Promise<ContractHistory> {
      const rows = await contracts.history(userId, query.limit + 1, query.cursor ? decodeCursor(query.cursor) : undefined);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return { contracts: page.map(toContractResponse), nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
    },

    /** 404 unless the contract is the user's own. */
    async progress(userId: string, contractId: string): Promise<ContractProgress> {
      let contract = await contracts.findOwn(userId, contractId);
      if (!contract) throw new AppError(404, MINING_MESSAGES.contractNotFound);
      const now = clock.now();
      if (contract.status === 'active' && contract.endsAt <= now) {
        await complete(contract.id);
        contract = (await contracts.findOwn(userId, contractId)) ?? contract;
      }
      const total = contract.endsAt.getTime() - contract.startTime.getTime();
      const elapsed = contract.status === 'active' ? Math.min(Math.max(now.getTime() - contract.startTime.getTime(), 0), total) : total;
      const fraction = total > 0 ? elapsed / total : 1;
      return {
        progress: Number((fraction * 100).toFixed(4)),
        currentReward: toDecimalString(ciao(contract.expectedReward.times(elapsed).div(total > 0 ? total : 1))),
        // Reported in real milliseconds of the (possibly time-scaled) contract.
        timeRemaining: Math.max(total - elapsed, 0),
      };
    },

    async stats(userId: string): Promise<Stats> {
      const active = await activeContract(userId); // first: completing it changes the balance
      const balance = await ledger.readBalance(userId);
      return {
        totalMined: toDecimalString(balance.totalEarnedCiao),
        miningRate: active ? toDecimalString(ciao(active.expectedReward.div(active.durationHours))) : '0',
        pendingRewards: toDecimalString(balance.pendingCiao),
        activeContracts: active ? 1 : 0,
      };
    },

    async pendingRewards(userId: string): Promise<{ pendingRewards: string }> {
      await activeContract(userId); // a due contract's reward is pending as soon as its time is up
      return { pendingRewards: toDecimalString((await ledger.readBalance(userId)).pendingCiao) };
    },

    async claimsTotal(userId: string): Promise<{ totalClaimed: string }> {
      return { totalClaimed: toDecimalString((await ledger.readBalance(userId)).totalClaimedCiao) };
    },

    /** The sweep: completes due contracts of users who are not polling. Returns how many. */
    async completeDue(batch = 200): Promise<number> {
      let completed = 0;
      for (const id of await contracts.dueIds(clock.now(), batch)) if (await complete(id)) completed += 1;
      return completed;
    },
  };
}

