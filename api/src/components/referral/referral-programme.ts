import type { Logger } from '../../logger';
import { REFERRAL } from '@ciao/contracts';
import type { ReferralCode, ReferralStats } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { Transact, Transaction } from '../../db/transactions';
import { AppError, notAuthenticated } from '../../errors';
import { ciao, money, toDecimalString } from '../../money';
import type { Money } from '../../money';
import type { ContractRepository } from '../contracts/contract-repository';
import type { CompletionListener } from '../contracts/mining';
import type { Ledger } from '../rewards/ledger';
import { isReferralCodeTaken, withNewReferralCode } from '../users/referral-code';
import type { ReferralAccount, UserRepository } from '../users/user-repository';
import type { BonusCondition } from './referral-config';
import type { Referral, ReferralRepository } from './referral-repository';

export const REFERRAL_MESSAGES = {
  invalidCode: 'Invalid referral code',
  ownCode: 'You cannot use your own referral code',
  invitedByYou: 'You cannot use the referral code of someone you invited',
  alreadyUsed: 'You have already used a referral code',
  afterFirstMining: 'A referral code can only be used before your first completed mining',
  codeTaken: 'This referral code is already taken',
  noLongerUsable: 'This referral code can no longer be used',
} as const;

export type ReferralProgramme = ReturnType<typeof createReferralProgramme>;

/** The accounts' referral codes, from their owner (the users component). */
export type ReferralAccounts = Pick<
  UserRepository,
  'findReferralAccount' | 'findReferralAccountByCode' | 'setReferralCode' | 'assignReferralCodeIfMissing'
>;

/** The invitees' contracts, from their owner (the contracts component). */
export type ReferralContracts = Pick<
  ContractRepository,
  'lockActiveContract' | 'completedMining' | 'hasCompletedContract'
>;

/** The flags' port (docs/admin.md, "Flags"): told of a refused ring and of each use, in the use's transaction. */
export type ReferralSuspicions = {
  refusedRing(transaction: Transaction, use: { userId: string; referrerId: string; at: Date }): Promise<void>;
  invited(
    transaction: Transaction,
    use: {
      referrerId: string;
      at: Date;
      uses: number;
      rewardLimit: number;
      inviteesSince(since: Date): Promise<string[]>;
    },
  ): Promise<void>;
};

const DAY_MS = 86_400_000;
/** Deferred bonuses one sweep run looks at (each paid in its own transaction). */
const DEFERRED_PER_SWEEP = 100;

/** Told of each referral bonus, inside the transaction that credits it (the push notifications' outbox). */
export type BonusListener = {
  credited(transaction: Transaction, bonus: { userId: string; amountCiao: Money; at: Date }): Promise<void>;
};

/**
 * The referral programme (docs/referral.md): every account's code, using someone's code once, and
 * the $5 in $CIAO both sides receive when the invitee's first contract completes.
 */
export function createReferralProgramme(deps: {
  /** A transaction, run again after a deadlock or serialization failure (db/transactions.ts). */
  transact: Transact;
  referrals: ReferralRepository;
  accounts: ReferralAccounts;
  contracts: ReferralContracts;
  ledger: Ledger;
  clock: Clock;
  /** Uses of a referrer's code, each paid (REFERRAL_REWARD_LIMIT); the code is refused past it. */
  rewardLimit: number;
  /** The invitee's mining that pays (REFERRAL_BONUS_CONTRACTS, REFERRAL_BONUS_HOURS; default the first completed contract). */
  bonusCondition: BonusCondition;
  /** Bonuses paid per UTC day across the programme (REFERRAL_DAILY_PAYOUT_LIMIT); later ones wait for another day. */
  dailyPayoutLimit: number;
  /** The $CIAO price a deferred bonus is paid at. */
  price: { current(): Promise<{ price: Money }> };
  logger: Logger;
  bonusListener?: BonusListener | undefined;
  suspicions?: ReferralSuspicions | undefined;
}) {
  const {
    transact,
    referrals,
    accounts,
    contracts,
    ledger,
    clock,
    rewardLimit,
    bonusCondition,
    dailyPayoutLimit,
    price,
    logger,
    bonusListener,
    suspicions,
  } = deps;
  const rewardUsd = money(REFERRAL.rewardUsd);

  /**
   * Pays both sides of a qualifying referral, locked, dated `at` (its rewarded_at), unless either
   * account is marked, the invitee is suspended (a suspended account earns nothing and pays nothing),
   * the referrer has had `rewardLimit` paid invitations (counted under the referrer's balance
   * lock), or the day of `at` has had `dailyPayoutLimit` payouts ('full').
   */
  async function payBonus(
    transaction: Transaction,
    bonus: { invitee: ReferralAccount; referral: Referral; at: Date; price: Money },
  ): Promise<'paid' | 'full' | 'none'> {
    const { invitee, referral, at } = bonus;
    const referrer = await accounts.findReferralAccount(referral.referrerUserId, transaction);
    if (!referrer || invitee.ipMarked || referrer.ipMarked || invitee.suspended) return 'none';
    // Usually already held (beneficiaries); taken here too for a referral recorded since that read.
    await ledger.lockBalances(transaction, [referrer.id]);
    if ((await referrals.countPaid(transaction, referrer.id)) >= rewardLimit) return 'none';
    // After the balance locks, as every payer takes them: the day's lock never waits on a balance.
    if ((await referrals.lockAndCountPaidOnDay(transaction, at)) >= dailyPayoutLimit) return 'full';
    if (!(await referrals.markRewarded(transaction, invitee.id, at))) return 'none';

    const amountCiao = ciao(rewardUsd.div(bonus.price));
    // A deleted referrer forfeited everything (docs/accounts.md), a suspended one earns nothing (docs/admin.md); the invitee still gets theirs.
    for (const beneficiary of referrer.deleted || referrer.suspended ? [invitee.id] : [invitee.id, referrer.id]) {
      if (
        !(await ledger.credit(transaction, {
          userId: beneficiary,
          kind: 'referral_bonus',
          amountCiao,
          priceUsd: bonus.price,
          referralInviteeId: invitee.id,
          at,
        }))
      )
        continue;
      await bonusListener?.credited(transaction, { userId: beneficiary, amountCiao, at });
    }
    return 'paid';
  }

  /**
   * A completion listener, run inside the transaction that completes a contract. At the invitee's
   * completion that meets `bonusCondition` (by default the first), credits both accounts once (the
   * referral's rewarded_at and the ledger's unique index; payBonus), or defers the bonus to a later
   * day when today's payouts are full. Mining locks both balances first, in id order (beneficiaries).
   */
  const rewardFirstCompletion: CompletionListener = {
    async beneficiaries(transaction, userId) {
      const referral = await referrals.findReferralOf(transaction, userId);
      return referral && !referral.rewardedAt ? [referral.referrerUserId] : [];
    },

    async completed(transaction, { userId, contractId, completedAt, price }) {
      const invitee = await accounts.findReferralAccount(userId, transaction);
      if (!invitee || invitee.deleted) return; // a deleted account's contract: nothing to reward
      const referral = await referrals.lockReferralOf(transaction, userId);
      if (!referral || referral.rewardedAt) return;
      const mined = await contracts.completedMining(transaction, userId, contractId);
      if (mined.contracts < bonusCondition.contracts || mined.hours < bonusCondition.hours) return;
      if ((await payBonus(transaction, { invitee, referral, at: completedAt, price })) !== 'full') return;
      await referrals.markDeferred(transaction, userId, completedAt);
      logger.warn(
        { inviteeUserId: userId, limit: dailyPayoutLimit },
        'referral payouts reached REFERRAL_DAILY_PAYOUT_LIMIT for the day; this bonus waits for the next day',
      );
    },
  };

  /**
   * The sweep of deferred bonuses: those deferred before today (UTC) are paid now, oldest first,
   * each in its own transaction, until today's payouts are full. One that can no longer pay
   * (marked, deleted, referrer's limit) stops waiting.
   */
  async function payDeferred(): Promise<void> {
    const now = clock.now();
    const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
    const deferred = await referrals.findDeferred(today, DEFERRED_PER_SWEEP);
    if (deferred.length === 0) return;
    const quote = await price.current();
    for (const inviteeUserId of deferred) {
      const result = await transact(async (transaction) => {
        const unlocked = await referrals.findReferralOf(transaction, inviteeUserId);
        if (!unlocked) return 'none';
        // Balances first, in id order, as mining's completion takes them.
        await ledger.lockBalances(transaction, [inviteeUserId, unlocked.referrerUserId]);
        const referral = await referrals.lockReferralOf(transaction, inviteeUserId);
        const invitee = await accounts.findReferralAccount(inviteeUserId, transaction);
        if (!referral || referral.rewardedAt || !invitee || invitee.deleted) return 'none';
        const result = await payBonus(transaction, { invitee, referral, at: now, price: quote.price });
        if (result === 'none') await referrals.clearDeferred(transaction, inviteeUserId);
        return result;
      });
      if (result === 'full') return; // today is full too: the rest wait another day
    }
  }

  return {
    rewardFirstCompletion,
    payDeferred,

    /** The account's code; one is given now to an account that somehow has none. */
    async myCode(userId: string): Promise<ReferralCode> {
      let account = await accounts.findReferralAccount(userId);
      if (!account || account.deleted) throw notAuthenticated();
      if (account.referralCode === null) {
        await withNewReferralCode((code) => accounts.assignReferralCodeIfMissing(userId, code));
        account = await accounts.findReferralAccount(userId);
      }
      if (!account?.referralCode) throw notAuthenticated();
      return { code: account.referralCode };
    },

    /** A custom code (already checked: 6-20 letters and digits, upper-case); 409 when another account holds it in any case. */
    async updateCode(userId: string, code: string): Promise<ReferralCode> {
      try {
        if (!(await accounts.setReferralCode(userId, code))) throw notAuthenticated();
      } catch (error) {
        if (isReferralCodeTaken(error)) throw new AppError(409, REFERRAL_MESSAGES.codeTaken, { cause: error });
        throw error;
      }
      return { code };
    },

    /**
     * Once per account, never one's own, only before the first completed contract, never closing
     * a ring (the code's owner was invited, directly or through others, by the user), and only while
     * the code's owner has had fewer than `rewardLimit` uses (each use made is paid as promised). Uses of codes
     * take turns across the whole programme: a ring of any length can only be seen whole by a check
     * that no other use overlaps; a use is once per account, so the wait is short (docs/referral.md).
     */
    async useCode(userId: string, code: string): Promise<void> {
      // A ring is refused after its flag is committed: the refusal is the answer, not a rollback.
      const refused = await transact(async (transaction) => {
        await referrals.lockInvitations(transaction);
        const me = await accounts.findReferralAccount(userId, transaction);
        if (!me || me.deleted) throw notAuthenticated();
        // Takes turns with the completion of a running contract (see lockActiveContract).
        await contracts.lockActiveContract(transaction, userId);
        const now = clock.now();
        const referrer = await accounts.findReferralAccountByCode(code, transaction);
        if (!referrer) throw new AppError(404, REFERRAL_MESSAGES.invalidCode);
        if (referrer.id === userId) throw new AppError(400, REFERRAL_MESSAGES.ownCode);
        if (await referrals.lockReferralOf(transaction, userId)) throw new AppError(409, REFERRAL_MESSAGES.alreadyUsed);
        if (await contracts.hasCompletedContract(transaction, userId, now))
          throw new AppError(409, REFERRAL_MESSAGES.afterFirstMining);
        if (await referrals.isInvitedThrough(transaction, referrer.id, userId)) {
          await suspicions?.refusedRing(transaction, { userId, referrerId: referrer.id, at: now });
          return new AppError(400, REFERRAL_MESSAGES.invitedByYou);
        }
        // Counted under the programme's lock: the last free place goes to exactly one invitee.
        const uses = await referrals.countUses(transaction, referrer.id);
        if (uses >= rewardLimit) throw new AppError(409, REFERRAL_MESSAGES.noLongerUsable);
        const inserted = await referrals.insertReferral(transaction, {
          inviteeUserId: userId,
          referrerUserId: referrer.id,
          code,
          at: now,
        });
        if (!inserted) throw new AppError(409, REFERRAL_MESSAGES.alreadyUsed);
        await suspicions?.invited(transaction, {
          referrerId: referrer.id,
          at: now,
          uses: uses + 1,
          rewardLimit,
          inviteesSince: (since) => referrals.inviteesSince(transaction, referrer.id, since),
        });
        return null;
      });
      if (refused) throw refused;
    },

    /**
     * totalReferrals: accounts that used my code; completedReferrals: those with a completed
     * contract; pendingRewards: USD still to come ($5 for each invitee whose reward can still be
     * paid, within the limit); paidReferrals and rewardLimit: how many invitations paid, of how many.
     */
    async stats(userId: string): Promise<ReferralStats> {
      const [counts, me] = await Promise.all([
        referrals.countReferrals(userId, bonusCondition),
        accounts.findReferralAccount(userId),
      ]);
      const stillPayable = Math.max(rewardLimit - counts.paid, 0);
      const awaiting = me?.ipMarked ? 0 : Math.min(counts.awaitingReward, stillPayable);
      return {
        totalReferrals: counts.total,
        completedReferrals: counts.completed,
        pendingRewards: toDecimalString(rewardUsd.times(awaiting)),
        paidReferrals: counts.paid,
        rewardLimit,
      };
    },
  };
}
