import { Op, QueryTypes } from 'sequelize';
import type { Sequelize } from 'sequelize';
import type { Transaction } from '../../db/transactions';
import { toDecimalString } from '../../money';
import type { Money } from '../../money';
import { defineLedgerEntryModel } from './ledger-entry-model';
import type { LedgerEntryKind, LedgerEntryRecord } from './ledger-entry-model';
import { defineRewardBalanceModel } from './reward-balance-model';
import type { RewardBalanceRecord } from './reward-balance-model';

export type { LedgerEntryKind };

/**
 * An entry that must happen once (a contract's reward, a referral bonus, a code's debit) is unique
 * in the database: ON CONFLICT DO NOTHING RETURNING says whether this call made it, which the
 * model's insert cannot. Raw SQL, with the balance update that goes with it.
 */
const INSERT_ENTRY = `
  INSERT INTO ledger_entries (user_id, kind, amount_ciao, price_usd, contract_id, referral_invitee_id, store_credit_code_id, note, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
  ON CONFLICT DO NOTHING
  RETURNING id`;

/**
 * The totals move in SQL (column + amount: exact NUMERIC arithmetic in one statement under the
 * row lock) with the ledger's own time; Model.increment would stamp updated_at with Sequelize's clock.
 */
const ADD_TO_BALANCE = `
  UPDATE reward_balances SET
    pending_ciao = pending_ciao + $2,
    total_earned_ciao = total_earned_ciao + $3,
    total_claimed_ciao = total_claimed_ciao + $4,
    updated_at = $5
  WHERE user_id = $1`;

/** Missing balance rows, created in user-id order (the lock order), whoever created them first. */
const CREATE_MISSING_BALANCES =
  'INSERT INTO reward_balances (user_id) SELECT unnest($1::uuid[]) ORDER BY 1 ON CONFLICT (user_id) DO NOTHING';

/**
 * The balance columns of the user whose id is `userIdColumn`, for a query another component's
 * repository composes so that its hot read stays one round trip (the polled mining state,
 * docs/performance.md): `columns` for its SELECT list (named as RewardBalanceFields, null when the
 * user has no row), `join` for its FROM clause. The table stays this repository's to name.
 */
export const balanceColumnsOf = (userIdColumn: string) => ({
  columns:
    'b.pending_ciao AS "pendingCiao", b.total_earned_ciao AS "totalEarnedCiao", b.total_claimed_ciao AS "totalClaimedCiao"',
  join: `LEFT JOIN reward_balances b ON b.user_id = ${userIdColumn}`,
});

const BONUSES_NOT_CLAWED_BACK = `
  SELECT b.user_id AS "userId", b.referral_invitee_id AS "referralInviteeId", b.amount_ciao AS "amountCiao"
  FROM ledger_entries b
  WHERE b.kind = 'referral_bonus' AND b.referral_invitee_id = ANY($1::uuid[])
    AND NOT EXISTS (SELECT 1 FROM ledger_entries c WHERE c.kind = 'clawback' AND c.user_id = b.user_id AND c.referral_invitee_id = b.referral_invitee_id)
  ORDER BY b.id`;

export type NewLedgerEntry = {
  userId: string;
  kind: LedgerEntryKind;
  amountCiao: Money;
  priceUsd: Money;
  at: Date;
  contractId?: string;
  referralInviteeId?: string;
  storeCreditCodeId?: string;
  note?: string;
};

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

/** Tables ledger_entries and reward_balances (models: ledger-entry-model.ts, reward-balance-model.ts). */
export function createLedgerRepository({ sequelize }: { sequelize: Sequelize }) {
  const RewardBalance = defineRewardBalanceModel(sequelize);
  const LedgerEntryRow = defineLedgerEntryModel(sequelize);

  async function createMissingBalances(transaction: Transaction, userIds: string[]): Promise<void> {
    await sequelize.query(CREATE_MISSING_BALANCES, { bind: [userIds], transaction });
  }

  return {
    /** The entry's id, unless an equal once-only entry exists; null then. */
    async insertEntry(transaction: Transaction, entry: NewLedgerEntry): Promise<string | null> {
      const [inserted] = await sequelize.query<{ id: string }>(INSERT_ENTRY, {
        bind: [
          entry.userId,
          entry.kind,
          toDecimalString(entry.amountCiao),
          toDecimalString(entry.priceUsd),
          entry.contractId ?? null,
          entry.referralInviteeId ?? null,
          entry.storeCreditCodeId ?? null,
          entry.note ?? null,
          entry.at,
        ],
        type: QueryTypes.SELECT,
        transaction,
      });
      return inserted ? String(inserted.id) : null;
    },

    /** Adds to the user's totals (creating their row first when missing). */
    async addToBalance(
      transaction: Transaction,
      userId: string,
      amounts: { pending: Money; earned: Money; claimed: Money },
      at: Date,
    ): Promise<void> {
      // Not one INSERT ... ON CONFLICT DO UPDATE: PostgreSQL checks the CHECK constraints on the
      // proposed insert row too, so a debit (negative amount) would always be refused.
      await createMissingBalances(transaction, [userId]);
      await sequelize.query(ADD_TO_BALANCE, {
        bind: [
          userId,
          toDecimalString(amounts.pending),
          toDecimalString(amounts.earned),
          toDecimalString(amounts.claimed),
          at,
        ],
        transaction,
      });
    },

    /** The users' balance rows (created when missing), locked FOR UPDATE in user-id order. */
    async lockBalances(transaction: Transaction, userIds: string[]): Promise<RewardBalanceRecord[]> {
      await createMissingBalances(transaction, userIds);
      return RewardBalance.findAll({
        where: { userId: userIds },
        order: [['userId', 'ASC']],
        lock: transaction.LOCK.UPDATE,
        transaction,
      });
    },

    /** `limit` entries of the user before `beforeId`, newest first: one backward range read of the (user_id, id) index. */
    entriesOf: (
      userId: string,
      { limit, beforeId }: { limit: number; beforeId?: string | undefined },
    ): Promise<LedgerEntryRecord[]> =>
      LedgerEntryRow.findAll({
        where: beforeId === undefined ? { userId } : { userId, id: { [Op.lt]: beforeId } },
        order: [['id', 'DESC']],
        limit,
      }),

    readBalance: (userId: string): Promise<RewardBalanceRecord | null> => RewardBalance.findByPk(userId),

    /** The referral bonuses paid for these invitees' referrals (both sides) and not clawed back yet, oldest first. Raw SQL: NOT EXISTS. */
    bonusesNotClawedBack: (
      transaction: Transaction,
      inviteeIds: string[],
    ): Promise<{ userId: string; referralInviteeId: string; amountCiao: string }[]> =>
      sequelize.query(BONUSES_NOT_CLAWED_BACK, { bind: [inviteeIds], type: QueryTypes.SELECT, transaction }),
  };
}
