import { Op, QueryTypes } from 'sequelize';
import type { Sequelize, Transaction } from 'sequelize';
import { ciao, money, toDecimalString } from '../../money';
import type { Money } from '../../money';
import { defineLedgerEntryModel } from './ledger-entry-model';
import type { LedgerEntryKind, LedgerEntryRecord } from './ledger-entry-model';
import { toRewardBalance } from './reward-balance';
import type { RewardBalance } from './reward-balance';
import { defineRewardBalanceModel } from './reward-balance-model';

export type { RewardBalance };

/** What every movement says: whose, how much, when, and the $CIAO price in USD at that moment (its USD value then). */
type Movement = { userId: string; amountCiao: Money; priceUsd: Money; at: Date };

export type Credit = Movement & ({ kind: 'contract_reward'; contractId: string } | { kind: 'referral_bonus'; referralInviteeId: string });

export type Debit = Movement & ({ kind: 'store_credit'; storeCreditCodeId: string } | { kind: 'forfeit' });

/** A correction by support: signed $CIAO and the note the customer reads (docs/admin.md, "Corrections"). */
export type Adjustment = Movement & { note: string };

/** A cancelled code's credits back: once per code. */
export type Refund = Movement & { storeCreditCodeId: string };

/** An entry as the user's activity shows it: signed $CIAO, the price then (null before migration 0013), what it belongs to. */
export type LedgerEntry = {
  id: string;
  kind: LedgerEntryKind;
  amountCiao: Money;
  priceUsd: Money | null;
  at: Date;
  contractId: string | null;
  storeCreditCodeId: string | null;
  note: string | null;
};

const toLedgerEntry = (record: LedgerEntryRecord): LedgerEntry => ({
  id: record.id,
  kind: record.kind,
  amountCiao: money(record.amountCiao),
  priceUsd: record.priceUsd === null ? null : money(record.priceUsd),
  at: record.createdAt,
  contractId: record.contractId,
  storeCreditCodeId: record.storeCreditCodeId,
  note: record.note,
});

export type Ledger = ReturnType<typeof createLedger>;

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
const CREATE_MISSING_BALANCES = 'INSERT INTO reward_balances (user_id) SELECT unnest($1::uuid[]) ORDER BY 1 ON CONFLICT (user_id) DO NOTHING';

/**
 * The rewards ledger: the source of truth for balances. Each entry updates the user's
 * reward_balances row in the same transaction, so balance = sum of entries always holds.
 * Entries that must happen once (a contract's reward, a referral bonus, a code's debit) are unique
 * in the database: a second attempt inserts nothing and changes nothing.
 */
export function createLedger({ sequelize }: { sequelize: Sequelize }) {
  const RewardBalance = defineRewardBalanceModel(sequelize);
  const LedgerEntryRow = defineLedgerEntryModel(sequelize);

  async function addEntry(
    transaction: Transaction,
    entry: Movement & { kind: LedgerEntryKind; contractId?: string; referralInviteeId?: string; storeCreditCodeId?: string; note?: string },
    totals: { earned: Money; claimed: Money },
  ): Promise<string | null> {
    const inserted = await sequelize.query<{ id: string }>(INSERT_ENTRY, {
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
    const [made] = inserted;
    if (!made) return null;
    // Not one INSERT ... ON CONFLICT DO UPDATE: PostgreSQL checks the CHECK constraints on the
    // proposed insert row too, so a debit (negative amount) would always be refused.
    await sequelize.query(CREATE_MISSING_BALANCES, { bind: [[entry.userId]], transaction });
    await sequelize.query(ADD_TO_BALANCE, {
      bind: [entry.userId, toDecimalString(entry.amountCiao), toDecimalString(totals.earned), toDecimalString(totals.claimed), entry.at],
      transaction,
    });
    return String(made.id);
  }

  /**
   * Locks the users' balance rows (creating missing ones) in user-id order until the transaction
   * ends. Whoever needs several balances locks them all here first: two transactions that lock in
   * the same order cannot deadlock (a referrer and an invitee completing at once, docs/mining.md).
   */
  async function lockBalances(transaction: Transaction, userIds: string[]): Promise<Map<string, RewardBalance>> {
    const ids = [...new Set(userIds)];
    await sequelize.query(CREATE_MISSING_BALANCES, { bind: [ids], transaction });
    const records = await RewardBalance.findAll({ where: { userId: ids }, order: [['userId', 'ASC']], lock: transaction.LOCK.UPDATE, transaction });
    return new Map(records.map((record) => [record.userId, toRewardBalance(record)]));
  }

  return {
    /** Credits $CIAO (rounded down to 10 decimals). false when this credit was already made. */
    async credit(transaction: Transaction, credit: Credit): Promise<boolean> {
      const amount = ciao(credit.amountCiao);
      if (amount.lte(0)) throw new Error(`a credit must be positive, got ${amount.toFixed()}`);
      return (await addEntry(transaction, { ...credit, amountCiao: amount }, { earned: amount, claimed: money(0) })) !== null;
    },

    /**
     * Debits $CIAO. The caller holds the balance lock (lockBalance) and checked the amount; the
     * database refuses a negative balance anyway. false when this code's debit was already made.
     */
    async debit(transaction: Transaction, debit: Debit): Promise<boolean> {
      const amount = ciao(debit.amountCiao);
      if (amount.lte(0)) throw new Error(`a debit must be positive, got ${amount.toFixed()}`);
      const claimed = debit.kind === 'store_credit' ? amount : money(0);
      return (await addEntry(transaction, { ...debit, amountCiao: amount.neg() }, { earned: money(0), claimed })) !== null;
    },

    /**
     * A correction of either sign (exact to 10 decimals): it moves the pending balance only, neither
     * earned nor claimed. The caller holds the balance lock and checked that the balance stays
     * non-negative; the database refuses a negative balance anyway. Returns the entry's id.
     */
    async adjust(transaction: Transaction, adjustment: Adjustment): Promise<string> {
      const id = await addEntry(transaction, { ...adjustment, kind: 'adjustment', amountCiao: ciao(adjustment.amountCiao) }, { earned: money(0), claimed: money(0) });
      if (id === null) throw new Error('an adjustment is never a duplicate');
      return id;
    },

    /** A cancelled code's credits back: what it claimed is claimed no more. false when this code was already refunded. */
    async refund(transaction: Transaction, refund: Refund): Promise<boolean> {
      const amount = ciao(refund.amountCiao);
      if (amount.lte(0)) throw new Error(`a refund must be positive, got ${amount.toFixed()}`);
      return (await addEntry(transaction, { ...refund, kind: 'code_refund', amountCiao: amount }, { earned: money(0), claimed: amount.neg() })) !== null;
    },

    /** The balance, locked until the transaction ends: redeeming and forfeiting take turns per user. */
    async lockBalance(transaction: Transaction, userId: string): Promise<RewardBalance> {
      return (await lockBalances(transaction, [userId])).get(userId) ?? toRewardBalance(null);
    },

    lockBalances,

    /**
     * The user's entries, newest first (the identity follows insertion order), `limit` of them
     * before `beforeId`: one backward range read of the (user_id, id) index, whatever the history.
     */
    async entriesOf(userId: string, { limit, beforeId }: { limit: number; beforeId?: string | undefined }): Promise<LedgerEntry[]> {
      const records = await LedgerEntryRow.findAll({
        where: beforeId === undefined ? { userId } : { userId, id: { [Op.lt]: beforeId } },
        order: [['id', 'DESC']],
        limit,
      });
      return records.map(toLedgerEntry);
    },

    /** One primary-key read; zeros for a user who never earned anything. */
    async readBalance(userId: string): Promise<RewardBalance> {
      return toRewardBalance(await RewardBalance.findByPk(userId));
    },
  };
}
