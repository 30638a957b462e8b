import { QueryTypes } from 'sequelize';
import type { Sequelize, Transaction } from 'sequelize';
import { ciao, money, toDecimalString } from '../../money';
import type { Money } from '../../money';

/** A user's running totals, kept with the ledger in the same transaction (docs/mining.md). */
export type RewardBalance = {
  /** $CIAO not yet redeemed: the sum of the user's ledger entries. */
  pendingCiao: Money;
  /** Every $CIAO ever credited (contract rewards and referral bonuses). */
  totalEarnedCiao: Money;
  /** Every $CIAO redeemed into store-credit codes. */
  totalClaimedCiao: Money;
};

export type Credit =
  | { userId: string; kind: 'contract_reward'; amountCiao: Money; contractId: string; at: Date }
  | { userId: string; kind: 'referral_bonus'; amountCiao: Money; referralInviteeId: string; at: Date };

export type Debit =
  | { userId: string; kind: 'store_credit'; amountCiao: Money; storeCreditCodeId: string; at: Date }
  | { userId: string; kind: 'forfeit'; amountCiao: Money; at: Date };

export type Ledger = ReturnType<typeof createLedger>;

type BalanceRow = { pending_ciao: string; total_earned_ciao: string; total_claimed_ciao: string };

const toBalance = (row: BalanceRow | undefined): RewardBalance => ({
  pendingCiao: money(row?.pending_ciao ?? 0),
  totalEarnedCiao: money(row?.total_earned_ciao ?? 0),
  totalClaimedCiao: money(row?.total_claimed_ciao ?? 0),
});

/**
 * The rewards ledger: the source of truth for balances. Each entry updates the user's
 * reward_balances row in the same transaction, so balance = sum of entries always holds.
 * Entries that must happen once (a contract's reward, a referral bonus, a code's debit) are unique
 * in the database: a second attempt inserts nothing and changes nothing.
 */
export function createLedger({ sequelize }: { sequelize: Sequelize }) {
  async function addEntry(
    transaction: Transaction,
    entry: { userId: string; kind: string; amountCiao: Money; at: Date; contractId?: string; referralInviteeId?: string; storeCreditCodeId?: string },
    totals: { earned: Money; claimed: Money },
  ): Promise<boolean> {
    const inserted = await sequelize.query(
      `INSERT INTO ledger_entries (user_id, kind, amount_ciao, contract_id, referral_invitee_id, store_credit_code_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      {
        bind: [entry.userId, entry.kind, toDecimalString(entry.amountCiao), entry.contractId ?? null, entry.referralInviteeId ?? null, entry.storeCreditCodeId ?? null, entry.at],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    if (inserted.length === 0) return false;
    // Not one INSERT ... ON CONFLICT DO UPDATE: PostgreSQL checks the CHECK constraints on the
    // proposed insert row too, so a debit (negative amount) would always be refused.
    await sequelize.query('INSERT INTO reward_balances (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', { bind: [entry.userId], transaction });
    await sequelize.query(
      `UPDATE reward_balances SET
         pending_ciao = pending_ciao + $2,
         total_earned_ciao = total_earned_ciao + $3,
         total_claimed_ciao = total_claimed_ciao + $4,
         updated_at = $5
       WHERE user_id = $1`,
      { bind: [entry.userId, toDecimalString(entry.amountCiao), toDecimalString(totals.earned), toDecimalString(totals.claimed), entry.at], transaction },
    );
    return true;
  }

  /**
   * Locks the users' balance rows (creating missing ones) in user-id order until the transaction
   * ends. Whoever needs several balances locks them all here first: two transactions that lock in
   * the same order cannot deadlock (a referrer and an invitee completing at once, docs/mining.md).
   */
  async function lockBalances(transaction: Transaction, userIds: string[]): Promise<Map<string, RewardBalance>> {
    const ids = [...new Set(userIds)];
    await sequelize.query('INSERT INTO reward_balances (user_id) SELECT unnest($1::uuid[]) ORDER BY 1 ON CONFLICT (user_id) DO NOTHING', { bind: [ids], transaction });
    const rows = await sequelize.query<BalanceRow & { user_id: string }>(
      'SELECT user_id, pending_ciao, total_earned_ciao, total_claimed_ciao FROM reward_balances WHERE user_id = ANY($1::uuid[]) ORDER BY user_id FOR UPDATE',
      { bind: [ids], type: QueryTypes.SELECT, transaction },
    );
    return new Map(rows.map((row) => [row.user_id, toBalance(row)]));
  }

  return {
    /** Credits $CIAO (rounded down to 10 decimals). false when this credit was already made. */
    credit(transaction: Transaction, credit: Credit): Promise<boolean> {
      const amount = ciao(credit.amountCiao);
      if (amount.lte(0)) throw new Error(`a credit must be positive, got ${amount.toFixed()}`);
      return addEntry(transaction, { ...credit, amountCiao: amount }, { earned: amount, claimed: money(0) });
    },

    /**
     * Debits $CIAO. The caller holds the balance lock (lockBalance) and checked the amount; the
     * database refuses a negative balance anyway. false when this code's debit was already made.
     */
    debit(transaction: Transaction, debit: Debit): Promise<boolean> {
      const amount = ciao(debit.amountCiao);
      if (amount.lte(0)) throw new Error(`a debit must be positive, got ${amount.toFixed()}`);
      const claimed = debit.kind === 'store_credit' ? amount : money(0);
      return addEntry(transaction, { ...debit, amountCiao: amount.neg() }, { earned: money(0), claimed });
    },

    /** The balance, locked until the transaction ends: redeeming and forfeiting take turns per user. */
    async lockBalance(transaction: Transaction, userId: string): Promise<RewardBalance> {
      return (await lockBalances(transaction, [userId])).get(userId) ?? toBalance(undefined);
    },

    lockBalances,

    /** One primary-key read; zeros for a user who never earned anything. */
    async readBalance(userId: string): Promise<RewardBalance> {
      const [row] = await sequelize.query<BalanceRow>(
        'SELECT pending_ciao, total_earned_ciao, total_claimed_ciao FROM reward_balances WHERE user_id = $1',
        { bind: [userId], type: QueryTypes.SELECT },
      );
      return toBalance(row);
    },
  };
}
