import { QueryTypes, UniqueConstraintError } from 'sequelize';
import type { Sequelize, Transaction } from 'sequelize';
import { money, toDecimalString } from '../../money';
import type { Money } from '../../money';

export type ContractStatus = 'active' | 'completed' | 'claimed';

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

type ContractRow = {
  id: string;
  user_id: string;
  status: ContractStatus;
  duration_hours: number;
  start_time: Date;
  ends_at: Date;
  expected_reward: string;
  actual_reward: string | null;
};

const COLUMNS = 'id, user_id, status, duration_hours, start_time, ends_at, expected_reward, actual_reward';

const toContract = (row: ContractRow): MiningContract => ({
  id: row.id,
  userId: row.user_id,
  status: row.status,
  durationHours: row.duration_hours,
  startTime: row.start_time,
  endsAt: row.ends_at,
  expectedReward: money(row.expected_reward),
  actualReward: row.actual_reward === null ? null : money(row.actual_reward),
});

export type NewContract = { userId: string; durationHours: number; startTime: Date; endsAt: Date; priceUsd: Money; expectedReward: Money };

export type ContractRepository = ReturnType<typeof createContractRepository>;

/** Every read here is one indexed lookup whose cost does not grow with a user's history. */
export function createContractRepository({ sequelize }: { sequelize: Sequelize }) {
  const select = async (sql: string, bind: unknown[], transaction?: Transaction) =>
    (await sequelize.query<ContractRow>(sql, { bind, type: QueryTypes.SELECT, transaction })).map(toContract);

  return {
    /** The new contract, or null when the user already has an active one (the partial unique index). */
    async insertActive(contract: NewContract): Promise<MiningContract | null> {
      try {
        const [row] = await select(
          `INSERT INTO contracts (user_id, duration_hours, start_time, ends_at, price_usd, expected_reward)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
          [contract.userId, contract.durationHours, contract.startTime, contract.endsAt, toDecimalString(contract.priceUsd), toDecimalString(contract.expectedReward)],
        );
        return row ?? null;
      } catch (error) {
        if (error instanceof UniqueConstraintError) return null;
        throw error;
      }
    },

    /** The user's balance row and active contract in one round trip (both by index). */
    async loadMiningState(userId: string): Promise<{ balance: { pending_ciao: string; total_earned_ciao: string; total_claimed_ciao: string } | null; active: MiningContract | null }> {
      const [row] = await sequelize.query<Partial<ContractRow> & { pending_ciao: string | null; total_earned_ciao: string | null; total_claimed_ciao: string | null }>(
        `SELECT b.pending_ciao, b.total_earned_ciao, b.total_claimed_ciao,
                c.id, c.user_id, c.status, c.duration_hours, c.start_time, c.ends_at, c.expected_reward, c.actual_reward
         FROM (SELECT $1::uuid AS user_id) u
         LEFT JOIN reward_balances b ON b.user_id = u.user_id
         LEFT JOIN contracts c ON c.user_id = u.user_id AND c.status = 'active'`,
        { bind: [userId], type: QueryTypes.SELECT },
      );
      const balance =
        row?.pending_ciao != null
          ? { pending_ciao: row.pending_ciao, total_earned_ciao: row.total_earned_ciao ?? '0', total_claimed_ciao: row.total_claimed_ciao ?? '0' }
          : null;
      return { balance, active: row?.id ? toContract(row as ContractRow) : null };
    },

    async findActive(userId: string): Promise<MiningContract | null> {
      const [row] = await select(`SELECT ${COLUMNS} FROM contracts WHERE user_id = $1 AND status = 'active'`, [userId]);
      return row ?? null;
    },

    async findOwn(userId: string, contractId: string): Promise<MiningContract | null> {
      const [row] = await select(`SELECT ${COLUMNS} FROM contracts WHERE id = $1 AND user_id = $2`, [contractId, userId]);
      return row ?? null;
    },

    /** Completed and claimed contracts, newest start first, after the keyset position if given. */
    history(userId: string, limit: number, after?: { startTime: Date; id: string }): Promise<MiningContract[]> {
      return after
        ? select(
            `SELECT ${COLUMNS} FROM contracts WHERE user_id = $1 AND status <> 'active' AND (start_time, id) < ($2, $3)
             ORDER BY start_time DESC, id DESC LIMIT $4`,
            [userId, after.startTime, after.id, limit],
          )
        : select(`SELECT ${COLUMNS} FROM contracts WHERE user_id = $1 AND status <> 'active' ORDER BY start_time DESC, id DESC LIMIT $2`, [userId, limit]);
    },

    /** Active contracts whose time is up, oldest first. */
    async due(now: Date, limit: number): Promise<{ id: string; userId: string }[]> {
      const rows = await sequelize.query<{ id: string; user_id: string }>(
        "SELECT id, user_id FROM contracts WHERE status = 'active' AND ends_at <= $1 ORDER BY ends_at LIMIT $2",
        { bind: [now, limit], type: QueryTypes.SELECT },
      );
      return rows.map((r) => ({ id: r.id, userId: r.user_id }));
    },

    /**
     * The guarded transition active -> completed: only one caller anywhere gets the row back; a
     * concurrent one waits for the row lock, then finds it no longer active.
     */
    async markCompleted(transaction: Transaction, contractId: string, now: Date): Promise<MiningContract | null> {
      const [row] = await select(
        `UPDATE contracts SET status = 'completed', actual_reward = expected_reward, completed_at = ends_at
         WHERE id = $1 AND status = 'active' AND ends_at <= $2 RETURNING ${COLUMNS}`,
        [contractId, now],
        transaction,
      );
      return row ?? null;
    },

    /** completed -> claimed for every completed contract of the user (their reward went into a code). */
    async markClaimed(transaction: Transaction, userId: string, now: Date): Promise<number> {
      const [, count] = await sequelize.query(
        "UPDATE contracts SET status = 'claimed', claimed_at = $2 WHERE user_id = $1 AND status = 'completed'",
        { bind: [userId, now], transaction, type: QueryTypes.UPDATE },
      );
      return count;
    },

    /** Whether the user ever completed a contract (completed or claimed). */
    async hasCompleted(userId: string, transaction?: Transaction): Promise<boolean> {
      const rows = await sequelize.query(
        "SELECT 1 FROM contracts WHERE user_id = $1 AND status <> 'active' LIMIT 1",
        { bind: [userId], type: QueryTypes.SELECT, transaction },
      );
      return rows.length > 0;
    },
  };
}
