import type { Transaction } from '../../db/transactions';
import { ciao, money } from '../../money';
import type { Money } from '../../money';
import type { LedgerEntryKind, LedgerRepository, NewLedgerEntry } from './ledger-repository';
import { toRewardBalance } from './reward-balance';
import type { RewardBalance } from './reward-balance';

export type { LedgerEntryKind, RewardBalance };

/** What every movement says: whose, how much, when, and the $CIAO price in USD at that moment (its USD value then). */
type Movement = { userId: string; amountCiao: Money; priceUsd: Money; at: Date };

export type Credit = Movement &
  ({ kind: 'contract_reward'; contractId: string } | { kind: 'referral_bonus'; referralInviteeId: string });

export type Debit = Movement & ({ kind: 'store_credit'; storeCreditCodeId: string } | { kind: 'forfeit' });

/** A correction by support: signed $CIAO and the note the customer reads (docs/admin.md, "Corrections"). */
type Adjustment = Movement & { note: string };

/** A cancelled code's credits back: once per code. */
type Refund = Movement & { storeCreditCodeId: string };

/** A referral bonus taken back (docs/admin.md, "Resolving a flag"): once per bonus, the invitee naming the referral. */
type Clawback = Movement & { referralInviteeId: string };

/** A referral bonus as paid: to whom, for which invitee's referral, how much. */
export type PaidBonus = { userId: string; referralInviteeId: string; amountCiao: Money };

/** An entry as the user's activity shows it: signed $CIAO, the price then (null before migration 0013), what it belongs to. */
export type LedgerEntry = {
  id: string;
  kind: LedgerEntryKind;
  amountCiao: Money;
  priceUsd: Money | null;
  at: Date;
  contractId: string | null;
  storeCreditCodeId: string | null;
  /** An adjustment's text for the customer; null on every other kind. */
  note: string | null;
};

const toLedgerEntry = (record: Awaited<ReturnType<LedgerRepository['entriesOf']>>[number]): LedgerEntry => ({
  id: record.id,
  kind: record.kind,
  amountCiao: money(record.amountCiao),
  priceUsd: record.priceUsd === null ? null : money(record.priceUsd),
  at: record.createdAt,
  contractId: record.contractId,
  storeCreditCodeId: record.storeCreditCodeId,
  note: record.note,
});

/** The flags' port (docs/admin.md, "Flags"): told of each credit minted, in the transaction that makes it. */
export type MintSuspicions = {
  credited(
    transaction: Transaction,
    credit: { userId: string; amountCiao: Money; priceUsd: Money; at: Date },
  ): Promise<void>;
};

export type Ledger = ReturnType<typeof createLedger>;

/**
 * The rewards ledger: the source of truth for balances. Each entry updates the user's
 * reward_balances row in the same transaction, so balance = sum of entries always holds.
 * Entries that must happen once (a contract's reward, a referral bonus, a code's debit) are unique
 * in the database: a second attempt inserts nothing and changes nothing.
 */
export function createLedger({
  repository,
  suspicions,
}: {
  repository: LedgerRepository;
  suspicions?: MintSuspicions | undefined;
}) {
  /** The entry's id, or null when this once-only entry was already made. */
  async function addEntry(
    transaction: Transaction,
    entry: NewLedgerEntry,
    totals: { earned: Money; claimed: Money },
  ): Promise<string | null> {
    const id = await repository.insertEntry(transaction, entry);
    if (id === null) return null;
    await repository.addToBalance(transaction, entry.userId, { pending: entry.amountCiao, ...totals }, entry.at);
    return id;
  }

  /**
   * Locks the users' balance rows (creating missing ones) in user-id order until the transaction
   * ends. Whoever needs several balances locks them all here first: two transactions that lock in
   * the same order cannot deadlock (a referrer and an invitee completing at once, docs/mining.md).
   */
  async function lockBalances(transaction: Transaction, userIds: string[]): Promise<Map<string, RewardBalance>> {
    const records = await repository.lockBalances(transaction, [...new Set(userIds)]);
    return new Map(records.map((record) => [record.userId, toRewardBalance(record)]));
  }

  return {
    /** Credits $CIAO (rounded down to 10 decimals), the flags' port told. false when this credit was already made. */
    async credit(transaction: Transaction, credit: Credit): Promise<boolean> {
      const amount = ciao(credit.amountCiao);
      if (amount.lte(0)) throw new Error(`a credit must be positive, got ${amount.toFixed()}`);
      const id = await addEntry(transaction, { ...credit, amountCiao: amount }, { earned: amount, claimed: money(0) });
      if (id === null) return false;
      await suspicions?.credited(transaction, {
        userId: credit.userId,
        amountCiao: amount,
        priceUsd: credit.priceUsd,
        at: credit.at,
      });
      return true;
    },

    /**
     * Debits $CIAO. The caller holds the balance lock (lockBalance) and checked the amount; the
     * database refuses a negative balance anyway. false when this code's debit was already made.
     */
    async debit(transaction: Transaction, debit: Debit): Promise<boolean> {
      const amount = ciao(debit.amountCiao);
      if (amount.lte(0)) throw new Error(`a debit must be positive, got ${amount.toFixed()}`);
      const claimed = debit.kind === 'store_credit' ? amount : money(0);
      return (
        (await addEntry(transaction, { ...debit, amountCiao: amount.neg() }, { earned: money(0), claimed })) !== null
      );
    },

    /**
     * A correction of either sign (exact to 10 decimals): it moves the pending balance only, neither
     * earned nor claimed. The caller holds the balance lock and checked that the balance stays
     * non-negative; the database refuses a negative balance anyway. Returns the entry's id.
     */
    async adjust(transaction: Transaction, adjustment: Adjustment): Promise<string> {
      const id = await addEntry(
        transaction,
        { ...adjustment, kind: 'adjustment', amountCiao: ciao(adjustment.amountCiao) },
        { earned: money(0), claimed: money(0) },
      );
      if (id === null) throw new Error('an adjustment is never a duplicate');
      return id;
    },

    /** A cancelled code's credits back: what it claimed is claimed no more. false when this code was already refunded. */
    async refund(transaction: Transaction, refund: Refund): Promise<boolean> {
      const amount = ciao(refund.amountCiao);
      if (amount.lte(0)) throw new Error(`a refund must be positive, got ${amount.toFixed()}`);
      return (
        (await addEntry(
          transaction,
          { ...refund, kind: 'code_refund', amountCiao: amount },
          { earned: money(0), claimed: amount.neg() },
        )) !== null
      );
    },

    /**
     * Takes back (part of) a referral bonus: a negative `clawback` entry that lowers the pending
     * balance and what was earned. The caller holds the balance lock and checked the amount; the
     * database refuses a negative balance anyway. false when this bonus was already clawed back.
     */
    async clawBack(transaction: Transaction, clawback: Clawback): Promise<boolean> {
      const amount = ciao(clawback.amountCiao);
      if (amount.lte(0)) throw new Error(`a clawback must be positive, got ${amount.toFixed()}`);
      return (
        (await addEntry(
          transaction,
          { ...clawback, kind: 'clawback', amountCiao: amount.neg() },
          { earned: amount.neg(), claimed: money(0) },
        )) !== null
      );
    },

    /** The referral bonuses paid for these invitees' referrals, to either side, not clawed back yet, oldest first. */
    async bonusesNotClawedBack(transaction: Transaction, inviteeIds: string[]): Promise<PaidBonus[]> {
      if (inviteeIds.length === 0) return [];
      return (await repository.bonusesNotClawedBack(transaction, inviteeIds)).map((row) => ({
        ...row,
        amountCiao: money(row.amountCiao),
      }));
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
    async entriesOf(userId: string, page: { limit: number; beforeId?: string | undefined }): Promise<LedgerEntry[]> {
      return (await repository.entriesOf(userId, page)).map(toLedgerEntry);
    },

    /** One primary-key read; zeros for a user who never earned anything. */
    async readBalance(userId: string): Promise<RewardBalance> {
      return toRewardBalance(await repository.readBalance(userId));
    },
  };
}
