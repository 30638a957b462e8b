import { MINING_DURATIONS, REFERRAL, inviteeIdsOf, netUsdValue } from '@ciao/contracts';
import type { AuditAction, FlagAction, FlagQuery, FlagStatus } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { Transact, Transaction } from '../../db/transactions';
import { AppError } from '../../errors';
import { ciao, money, toDecimalString } from '../../money';
import type { Money } from '../../money';
import type { AuditActor, AuditTrail } from '../audit/audit-log';
import { CORRECTION_MESSAGES } from '../customers/customers';
import type { Ledger } from '../rewards/ledger';
import type { StoredCode } from '../store-credit/store-credit-repository';
import type { FlagKey, FlagRepository, StoredFlag } from './flag-repository';

/** More than `count` invitees of one referrer within `hours` is a burst (FLAG_INVITEE_BURST_COUNT, FLAG_INVITEE_BURST_HOURS). */
export type InviteeBurst = { count: number; hours: number };

/** More than `count` store-credit codes of one customer within `minutes` is a burst (FLAG_CODE_BURST_COUNT, FLAG_CODE_BURST_MINUTES). */
export type CodeBurst = { count: number; minutes: number };

/** Sign-ins to one account from more than `devices` devices or `addresses` addresses in a UTC day (FLAG_SIGN_IN_DEVICES, FLAG_SIGN_IN_ADDRESSES). */
export type SignInLimits = { devices: number; addresses: number };

/** What bounds the credits one customer can be minted in a UTC day (MINING_TIME_SCALE, REFERRAL_REWARD_LIMIT, REFERRAL_DAILY_PAYOUT_LIMIT). */
export type MintLimits = { miningTimeScale: number; referralRewardLimit: number; referralDailyPayoutLimit: number };

/**
 * The most one customer can be minted in a UTC day, in USD (docs/admin.md, "Flags"): contracts
 * back to back all day at the top rate (net of the service fee), plus one that began the day before
 * and ends in it; and a referral bonus for each invitee the rules may pay the referrer in a day,
 * plus the customer's own as an invitee.
 */
function mintableUsdPerDay(limits: MintLimits): Money {
  const contracts = MINING_DURATIONS.map((duration) => ({
    hours: duration.hours,
    usd: money(netUsdValue(duration.usdValue)),
  }));
  const highest = (values: Money[]) => values.reduce((top, value) => (value.gt(top) ? value : top));
  const topRate = highest(contracts.map((contract) => contract.usd.div(contract.hours)));
  const topReward = highest(contracts.map((contract) => contract.usd));
  const mining = topRate.times(24 * limits.miningTimeScale).plus(topReward);
  const bonuses = Math.min(limits.referralRewardLimit, limits.referralDailyPayoutLimit) + 1;
  return mining.plus(money(REFERRAL.rewardUsd).times(bonuses));
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The port every cause of suspicion calls, with one line in its own transaction (docs/admin.md,
 * "Flags"): the flag is raised, or nothing at all happens, with its cause. Once per cause.
 */
export function createSuspicions({
  repository,
  inviteeBurst,
  codeBurst,
  signIns,
  mintLimits,
}: {
  repository: FlagRepository;
  inviteeBurst: InviteeBurst;
  codeBurst: CodeBurst;
  signIns: SignInLimits;
  mintLimits: MintLimits;
}) {
  const mintableUsd = mintableUsdPerDay(mintLimits);
  return {
    /** A new account from an address key that already had one (it is marked and earns no referral rewards). */
    async secondAccount(transaction: Transaction, account: { userId: string; earlierAccountIds: string[]; at: Date }) {
      await repository.raise(transaction, {
        kind: 'second_account',
        customerId: account.userId,
        causeKey: `second_account:${account.userId}`,
        reason: 'A second account registered from an address that already has one',
        evidence: { accountIds: [...account.earlierAccountIds, account.userId] },
        at: account.at,
      });
    },

    /** A use of a code refused because it would close a ring of invitations. */
    async refusedRing(transaction: Transaction, use: { userId: string; referrerId: string; at: Date }) {
      await repository.raise(transaction, {
        kind: 'referral_ring',
        customerId: use.userId,
        causeKey: `referral_ring:${use.userId}:${use.referrerId}`,
        reason: 'Tried to use the referral code of someone they invited (a ring)',
        evidence: { referrerId: use.referrerId },
        at: use.at,
      });
    },

    /**
     * A use of a referrer's code was recorded (`uses` with this one): the referrer reaching the
     * reward cap, or more than the burst's count of invitees within its hours, raises a flag on
     * the referrer naming the invitees (what a clawback reverses).
     */
    async invited(
      transaction: Transaction,
      use: {
        referrerId: string;
        at: Date;
        uses: number;
        rewardLimit: number;
        /** The referrer's invitees since a time, oldest first (asked only when it may matter). */
        inviteesSince(since: Date): Promise<string[]>;
      },
    ) {
      const { referrerId, at } = use;
      if (use.uses === use.rewardLimit) {
        await repository.raise(transaction, {
          kind: 'referral_cap',
          customerId: referrerId,
          causeKey: `referral_cap:${referrerId}`,
          reason: `Reached the referral reward cap (${use.rewardLimit} uses of their code)`,
          evidence: { inviteeIds: await use.inviteesSince(new Date(0)), rewardLimit: use.rewardLimit },
          at,
        });
      }
      if (use.uses <= inviteeBurst.count) return; // fewer uses ever than a burst: no read
      const recent = await use.inviteesSince(new Date(at.getTime() - inviteeBurst.hours * HOUR_MS));
      if (recent.length <= inviteeBurst.count) return;
      await repository.raise(transaction, {
        kind: 'invitee_burst',
        customerId: referrerId,
        causeKey: `invitee_burst:${referrerId}:${utcDay(at)}`,
        reason: `More than ${inviteeBurst.count} invitees in ${inviteeBurst.hours} hours`,
        evidence: { inviteeIds: recent, hours: inviteeBurst.hours },
        at,
      });
    },

    /**
     * A customer generated a store-credit code: more than the burst's count of codes within its
     * minutes raises a flag on the customer naming the codes.
     */
    async codeGenerated(
      transaction: Transaction,
      generated: {
        userId: string;
        at: Date;
        /** The customer's codes generated since a time, oldest first. */
        codesSince(since: Date): Promise<string[]>;
      },
    ) {
      const { userId, at } = generated;
      const recent = await generated.codesSince(new Date(at.getTime() - codeBurst.minutes * MINUTE_MS));
      if (recent.length <= codeBurst.count) return;
      await repository.raise(transaction, {
        kind: 'code_burst',
        customerId: userId,
        causeKey: `code_burst:${userId}:${utcDay(at)}`,
        reason: `More than ${codeBurst.count} store-credit codes in ${codeBurst.minutes} minutes`,
        evidence: { codes: recent, minutes: codeBurst.minutes },
        at,
      });
    },

    /**
     * A sign-in was recorded: more than the limit of devices or of addresses on its UTC day raises
     * a flag on the account with the day's counts (no addresses: the flag outlives an erasure).
     */
    async signedIn(
      transaction: Transaction,
      signIn: { userId: string; at: Date; ofTheDay(): Promise<{ devices: number; addresses: number }> },
    ) {
      const { userId, at } = signIn;
      const day = await signIn.ofTheDay();
      if (day.devices <= signIns.devices && day.addresses <= signIns.addresses) return;
      await repository.raise(transaction, {
        kind: 'many_devices',
        customerId: userId,
        causeKey: `many_devices:${userId}:${utcDay(at)}`,
        reason: `Signed in from more than ${signIns.devices} devices or ${signIns.addresses} addresses in a day`,
        evidence: { day: utcDay(at), ...day },
        at,
      });
    },

    /**
     * Credits were minted to a customer (a contract's reward or a referral bonus; support's
     * adjustments are not minted): more on its UTC day, in USD at each credit's price, than mining
     * and the referral rules allow raises a flag on the customer, refreshed as the day goes on.
     */
    async credited(transaction: Transaction, credit: { userId: string; amountCiao: Money; priceUsd: Money; at: Date }) {
      const { userId, at } = credit;
      const day = utcDay(at);
      const usd = toDecimalString(credit.amountCiao.times(credit.priceUsd));
      const minted = await repository.addMinted(transaction, userId, day, usd);
      if (minted === null || money(minted).lte(mintableUsd)) return;
      await repository.raise(transaction, {
        kind: 'balance_growth',
        customerId: userId,
        causeKey: `balance_growth:${userId}:${day}`,
        reason: `Credits minted in a day above what mining and referrals allow ($${toDecimalString(mintableUsd)})`,
        evidence: { day, mintedUsd: toDecimalString(minted), allowedUsd: toDecimalString(mintableUsd) },
        at,
      });
    },
  };
}

/** A flag with its customer's current e-mail (null once erased). */
export type ReviewedFlag = StoredFlag & { customerEmail: string | null };

export const FLAG_MESSAGES = {
  notFound: 'No flag with this id',
  alreadyResolved: (status: FlagStatus) => `This flag was already resolved (${status})`,
  nothingToClaw: 'This flag names no referral rewards to claw back',
} as const;

const STATUS_OF: Record<FlagAction, Exclude<FlagStatus, 'open'>> = {
  dismiss: 'dismissed',
  clawback: 'clawed_back',
  suspend: 'suspended',
};

/** What the review asks the support desk: its cancel and its suspension, inside the resolution's transaction. */
type Desk = {
  cancelCodeInside(
    transaction: Transaction,
    actor: NonNullable<AuditActor>,
    code: string,
    reason: string,
  ): Promise<{ pendingCiao: Money }>;
  suspendInside(transaction: Transaction, actor: NonNullable<AuditActor>, id: string, reason: string): Promise<void>;
  /** The role order (docs/admin.md, "Roles and rights"): 403, audited, unless the actor may act on every account. */
  mayActOnAccounts(
    actor: NonNullable<AuditActor>,
    ids: readonly string[],
    attempted: AuditAction,
    reason: string,
  ): Promise<void>;
};

export type FlagReview = ReturnType<typeof createFlagReview>;

/** What the review asks the other components. */
export type FlagReviewDeps = {
  ledger: Pick<Ledger, 'lockBalances' | 'bonusesNotClawedBack' | 'clawBack'>;
  /** The store-credit component: a customer's codes (the active ones are cancelled before a clawback runs short). */
  codes: { allOfUser(userId: string): Promise<StoredCode[]> };
  desk: Desk;
  price: { current(): Promise<{ price: Money }> };
  accountEmails: { emailsOf(ids: string[]): Promise<Map<string, string>> };
  auditTrail: AuditTrail;
};

/** The review queue (docs/admin.md, "Resolving a flag"): read by every admin role, resolved by support and owners. */
export function createFlagReview(
  deps: FlagReviewDeps & { repository: FlagRepository; transact: Transact; clock: Clock },
) {
  const { repository, ledger, codes, desk, price, accountEmails, auditTrail, transact, clock } = deps;

  /**
   * Takes back the referral bonuses the flag's referrals paid (both sides), never below zero: an
   * account short of them has its active codes cancelled through the desk (credits back), newest
   * first, until it is not; what still lacks is recorded as not recoverable.
   */
  async function clawBack(transaction: Transaction, actor: NonNullable<AuditActor>, flag: StoredFlag, reason: string) {
    const inviteeIds = inviteeIdsOf(flag.evidence);
    if (inviteeIds.length === 0) throw new AppError(409, FLAG_MESSAGES.nothingToClaw);
    const bonuses = await ledger.bonusesNotClawedBack(transaction, inviteeIds);
    const userIds = [...new Set(bonuses.map((bonus) => bonus.userId))].sort();
    await desk.mayActOnAccounts(actor, userIds, 'flag.resolved', reason);
    const balances = await ledger.lockBalances(transaction, userIds);
    const { price: priceUsd } = await price.current();
    const now = clock.now();
    let clawedBack = money(0);
    let notRecoverable = money(0);
    const cancelledCodes: string[] = [];
    for (const userId of userIds) {
      const owed = bonuses.filter((bonus) => bonus.userId === userId);
      const total = owed.reduce((sum, bonus) => sum.plus(bonus.amountCiao), money(0));
      let pending = balances.get(userId)?.pendingCiao ?? money(0);
      const active = (await codes.allOfUser(userId))
        .filter((code) => code.status === 'active' && code.expiresAt > now)
        .sort((a, b) => b.generatedAt.getTime() - a.generatedAt.getTime());
      for (const code of active) {
        if (pending.gte(total)) break;
        pending = (await desk.cancelCodeInside(transaction, actor, code.code, reason)).pendingCiao;
        cancelledCodes.push(code.code);
      }
      for (const bonus of owed) {
        const taken = ciao(bonus.amountCiao.lt(pending) ? bonus.amountCiao : pending);
        notRecoverable = notRecoverable.plus(bonus.amountCiao.minus(taken));
        if (taken.lte(0)) continue;
        await ledger.clawBack(transaction, {
          userId,
          referralInviteeId: bonus.referralInviteeId,
          amountCiao: taken,
          priceUsd,
          at: now,
        });
        pending = pending.minus(taken);
        clawedBack = clawedBack.plus(taken);
      }
    }
    return {
      clawedBackCiao: toDecimalString(clawedBack),
      notRecoverableCiao: toDecimalString(notRecoverable),
      cancelledCodes,
    };
  }

  /** The desk's suspension; a customer another flag already had suspended is left as is. */
  async function suspend(transaction: Transaction, actor: NonNullable<AuditActor>, flag: StoredFlag, reason: string) {
    try {
      await desk.suspendInside(transaction, actor, flag.customerId, reason);
      return {};
    } catch (error) {
      if (error instanceof AppError && error.message === CORRECTION_MESSAGES.alreadySuspended)
        return { alreadySuspended: true };
      throw error;
    }
  }

  return {
    /** A page of the queue (open first, then newest first) and the number of open flags. */
    async page(query: Omit<FlagQuery, 'cursor'>, after: FlagKey | undefined) {
      const [found, openCount] = await Promise.all([
        repository.page({ kind: query.kind, status: query.status }, after, query.limit + 1),
        repository.countOpen(),
      ]);
      const rows = found.slice(0, query.limit);
      const last = rows.at(-1);
      const next = found.length > query.limit && last ? { closed: last.status !== 'open', id: last.id } : null;
      const emails = await accountEmails.emailsOf([...new Set(rows.map((flag) => flag.customerId))]);
      const flags: ReviewedFlag[] = rows.map((flag) => ({
        ...flag,
        customerEmail: emails.get(flag.customerId) ?? null,
      }));
      return { flags, openCount, next };
    },

    /**
     * Resolves an open flag once, in one transaction with its audit entry (and the desk's own
     * entries for what it cancels or suspends). The same action again answers the flag as it is;
     * another action on a resolved flag is 409.
     */
    async resolve(
      actor: NonNullable<AuditActor>,
      id: string,
      action: FlagAction,
      reason: string,
    ): Promise<ReviewedFlag> {
      const flag = await transact(async (transaction) => {
        const flag = await repository.lock(transaction, id);
        if (!flag) throw new AppError(404, FLAG_MESSAGES.notFound);
        // Dismissing changes no account; a clawback's referrals are checked once they are known.
        if (action !== 'dismiss') await desk.mayActOnAccounts(actor, [flag.customerId], 'flag.resolved', reason);
        const status = STATUS_OF[action];
        if (flag.status === status) return flag;
        if (flag.status !== 'open') throw new AppError(409, FLAG_MESSAGES.alreadyResolved(flag.status));
        let done: Record<string, unknown> = {};
        if (action === 'clawback') done = await clawBack(transaction, actor, flag, reason);
        if (action === 'suspend') done = await suspend(transaction, actor, flag, reason);
        const resolved = await repository.resolve(transaction, id, {
          status,
          by: actor.id,
          at: clock.now(),
          resolution: { action, reason, ...done },
        });
        await auditTrail.record(transaction, {
          actor,
          action: 'flag.resolved',
          customerId: flag.customerId,
          before: { flagId: id, kind: flag.kind, status: 'open' },
          after: { flagId: id, kind: flag.kind, status, ...done },
          reason,
        });
        return resolved;
      });
      const emails = await accountEmails.emailsOf([flag.customerId]);
      return { ...flag, customerEmail: emails.get(flag.customerId) ?? null };
    },
  };
}
