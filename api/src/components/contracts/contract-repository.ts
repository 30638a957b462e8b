import { Op, QueryTypes, UniqueConstraintError } from 'sequelize';
import type { Sequelize, Transaction } from 'sequelize';
import { money, toDecimalString } from '../../money';
import type { Money } from '../../money';
import { balanceColumnsOf } from '../rewards/ledger-repository';
import { toRewardBalance } from '../rewards/reward-balance';
import type { RewardBalance, RewardBalanceFields } from '../rewards/reward-balance';
import { defineContractModel } from './contract-model';
import type { ContractRecord, ContractStatus } from './contract-model';

/** A contract as the domain sees it. */
export type MiningContract = {
  id: string;
  userId: string;
  status: ContractStatus;
  durationHours: number;
  startTime: Date;
  endsAt: Date;
  expectedReward: Money;
  actualReward: Money | null;
};

type ContractFields = Pick<
  ContractRecord,
  'id' | 'userId' | 'status' | 'durationHours' | 'startTime' | 'endsAt' | 'expectedReward' | 'actualReward'
>;

const toContract = (row: ContractFields): MiningContract => ({
  id: row.id,
  userId: row.userId,
  status: row.status,
  durationHours: row.durationHours,
  startTime: row.startTime,
  endsAt: row.endsAt,
  expectedReward: money(row.expectedReward),
  actualReward: row.actualReward === null ? null : money(row.actualReward),
});

const balance = balanceColumnsOf('u.user_id');

/**
 * The polled state: the balance row and the active contract in one round trip (both by index).
 * Raw SQL because it is the hot path and joins two components' tables from a one-row seed, which
 * the models cannot say in one statement; the balance part is the rewards repository's
 * (balanceColumnsOf), columns are aliased to the models' attribute names.
 */
const LOAD_MINING_STATE = `
  SELECT ${balance.columns},
         c.id, c.user_id AS "userId", c.status, c.duration_hours AS "durationHours", c.start_time AS "startTime", c.ends_at AS "endsAt",
         c.expected_reward AS "expectedReward", c.actual_reward AS "actualReward"
  FROM (SELECT $1::uuid AS user_id) u
  ${balance.join}
  LEFT JOIN contracts c ON c.user_id = u.user_id AND c.status = 'active'`;

type MiningStateRow = { [K in keyof ContractFields]: ContractFields[K] | null } & {
  pendingCiao: string | null;
  totalEarnedCiao: string | null;
  totalClaimedCiao: string | null;
};

export type NewContract = {
  userId: string;
  durationHours: number;
  startTime: Date;
  endsAt: Date;
  priceUsd: Money;
  expectedReward: Money;
};

export type ContractRepository = ReturnType<typeof createContractRepository>;

/** Every read here is one indexed lookup whose cost does not grow with a user's history. */
export function createContractRepository({ sequelize }: { sequelize: Sequelize }) {
  const Contract = defineContractModel(sequelize);

  return {
    /** The new contract, or null when the user already has an active one (the partial unique index). */
    async insertActive(contract: NewContract): Promise<MiningContract | null> {
      try {
        const record = await Contract.create({
          userId: contract.userId,
          durationHours: contract.durationHours,
          startTime: contract.startTime,
          endsAt: contract.endsAt,
          priceUsd: toDecimalString(contract.priceUsd),
          expectedReward: toDecimalString(contract.expectedReward),
        });
        return toContract(record);
      } catch (error) {
        if (error instanceof UniqueConstraintError) return null;
        throw error;
      }
    },

    /** The user's balance (zeros when they never earned anything) and active contract. */
    async loadMiningState(userId: string): Promise<{ balance: RewardBalance; active: MiningContract | null }> {
      const [row] = await sequelize.query<MiningStateRow>(LOAD_MINING_STATE, {
        bind: [userId],
        type: QueryTypes.SELECT,
      });
      return {
        balance: toRewardBalance(row?.pendingCiao == null ? null : (row as RewardBalanceFields)),
        active: row?.id ? toContract(row as ContractFields) : null,
      };
    },

    async findOwn(userId: string, contractId: string): Promise<MiningContract | null> {
      const record = await Contract.findOne({ where: { id: contractId, userId } });
      return record && toContract(record);
    },

    /** Completed and claimed contracts, newest start first, after the keyset position if given. */
    async history(userId: string, limit: number, after?: { startTime: Date; id: string }): Promise<MiningContract[]> {
      // A row comparison, which contracts_history_idx serves as one range scan (the OR of two
      // comparisons would not be); Sequelize has no operator for it.
      const keyset =
        after &&
        sequelize.literal(
          `("Contract"."start_time", "Contract"."id") < (${sequelize.escape(after.startTime)}, ${sequelize.escape(after.id)})`,
        );
      const records = await Contract.findAll({
        where: { userId, status: { [Op.ne]: 'active' }, ...(keyset && { [Op.and]: [keyset] }) },
        order: [
          ['startTime', 'DESC'],
          ['id', 'DESC'],
        ],
        limit,
      });
      return records.map(toContract);
    },

    /** The durations (hours) of these contracts, by id: one primary-key read for a page of the credit activity. */
    async durationsOf(contractIds: string[]): Promise<Map<string, number>> {
      if (contractIds.length === 0) return new Map();
      const records = await Contract.findAll({ attributes: ['id', 'durationHours'], where: { id: contractIds } });
      return new Map(records.map((r) => [r.id, r.durationHours]));
    },

    /** Active contracts whose time is up, oldest first. */
    async due(now: Date, limit: number): Promise<{ id: string; userId: string }[]> {
      const records = await Contract.findAll({
        attributes: ['id', 'userId'],
        where: { status: 'active', endsAt: { [Op.lte]: now } },
        order: [['endsAt', 'ASC']],
        limit,
      });
      return records.map((r) => ({ id: r.id, userId: r.userId }));
    },

    /**
     * The guarded transition active -> completed (one UPDATE ... RETURNING): only one caller
     * anywhere gets the row back; a concurrent one waits for the row lock, then finds it no longer active.
     */
    async markCompleted(transaction: Transaction, contractId: string, now: Date): Promise<MiningContract | null> {
      const [, records] = await Contract.update(
        { status: 'completed', actualReward: sequelize.col('expected_reward'), completedAt: sequelize.col('ends_at') },
        { where: { id: contractId, status: 'active', endsAt: { [Op.lte]: now } }, returning: true, transaction },
      );
      return records[0] ? toContract(records[0]) : null;
    },

    /** The running contract ends now without reward (a suspended account, docs/admin.md); null when none was running. */
    async stopActive(transaction: Transaction, userId: string, now: Date): Promise<MiningContract | null> {
      const [, records] = await Contract.update(
        { status: 'stopped', actualReward: '0', completedAt: now },
        { where: { userId, status: 'active' }, returning: true, transaction },
      );
      return records[0] ? toContract(records[0]) : null;
    },

    /**
     * Locks the user's active contract, if any, until the transaction ends. Its completion locks it
     * too, so using a referral code and completing take turns: the code is either seen by the
     * completion or refused because the contract completed.
     */
    async lockActiveContract(transaction: Transaction, userId: string): Promise<void> {
      await Contract.findOne({
        attributes: ['id'],
        where: { userId, status: 'active' },
        lock: transaction.LOCK.UPDATE,
        transaction,
      });
    },

    /** The user's completed (or claimed) contracts and the hours mined in them, `completingContractId` included. */
    async completedMining(
      transaction: Transaction,
      userId: string,
      completingContractId: string,
    ): Promise<{ contracts: number; hours: number }> {
      const [row] = await sequelize.query<{ contracts: number; hours: number }>(
        `SELECT count(*)::int AS contracts, coalesce(sum(duration_hours), 0)::int AS hours FROM contracts WHERE user_id = $1 AND (status IN ('completed', 'claimed') OR id = $2)`,
        { bind: [userId, completingContractId], type: QueryTypes.SELECT, transaction },
      );
      return row ?? { contracts: 0, hours: 0 };
    },

    /**
     * Whether the user has a contract that is completed or claimed, or whose time was up at `now`
     * (completed by time, even if nobody has read it since).
     */
    async hasCompletedContract(transaction: Transaction, userId: string, now: Date): Promise<boolean> {
      const completed = await Contract.findOne({
        attributes: ['id'],
        where: {
          userId,
          [Op.or]: [{ status: ['completed', 'claimed'] }, { status: 'active', endsAt: { [Op.lte]: now } }],
        },
        transaction,
      });
      return completed !== null;
    },

    /** completed -> claimed for every completed contract of the user (their reward went into a code). */
    async markClaimed(transaction: Transaction, userId: string, now: Date): Promise<number> {
      const [count] = await Contract.update(
        { status: 'claimed', claimedAt: now },
        { where: { userId, status: 'completed' }, transaction },
      );
      return count;
    },
  };
}
