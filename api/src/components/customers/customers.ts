import type { Transaction } from '../../db/transactions';
import type { AdjustmentRequest, AuditAction, CustomerStatus, Role } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { Transact } from '../../db/transactions';
import { keysetPage } from '../../db/keyset-page';
import { AppError } from '../../errors';
import { LAST_OWNER_MESSAGE, TARGET_ROLE_REFUSED_MESSAGE, isLastActiveOwner, mayActOn } from '../../http/admin-rights';
import { ciao, money, toDecimalString } from '../../money';
import type { Money } from '../../money';
import type { Activity, ActivityItem } from '../activity/activity';
import type { AuditActor, AuditLog, AuditLogEntry, AuditTrail } from '../audit/audit-log';
import type { Mining } from '../contracts/mining';
import type { Invitation } from '../referral/referral-repository';
import type { MiningContract } from '../contracts/contract-repository';
import type { MiningContract as StoppedContract } from '../contracts/contract-repository';
import type { Ledger } from '../rewards/ledger';
import type { RewardBalance } from '../rewards/reward-balance';
import type { StoredCode } from '../store-credit/store-credit-repository';

/** An account as the support desk reads it; `email` and `name` are null once erased. */
export type Customer = {
  id: string;
  email: string | null;
  name: string | null;
  referralCode: string | null;
  role: Role;
  createdAt: Date;
  deletedAt: Date | null;
  suspendedAt: Date | null;
};

/** The customer page's profile: the account and its age check. */
export type CustomerProfile = Customer & {
  nickname: string | null;
  country: string | null;
  ageVerifiedAt: Date | null;
};

/** The other side of a referral, with that account (null only if it never existed). */
export type InvitedCustomer = Invitation & { customer: Customer | null };

/** The customer page: everything support looks at first (docs/admin.md, "Finding a customer"). */
export type CustomerPage = {
  profile: CustomerProfile;
  balance: RewardBalance;
  codes: StoredCode[];
  activity: ActivityItem[];
  contracts: MiningContract[];
  referrer: InvitedCustomer | null;
  invitees: InvitedCustomer[];
  signedInDevices: number;
  auditEntries: AuditLogEntry[];
};

/** Activity entries, contracts and audit entries on the customer page: the newest; the rest are a page away. */
const CUSTOMER_PAGE_ROWS = 20;

export const CUSTOMER_NOT_FOUND = 'No customer with this id';

/** The corrections' refusals (docs/admin.md, "Corrections"). */
export const CORRECTION_MESSAGES = {
  deleted: 'This account was deleted: it can no longer be corrected',
  negativeBalance: 'This adjustment would make the balance negative',
  overCap: (capUsd: Money, capCiao: Money) =>
    `Support may adjust at most $${capUsd.toFixed()} per action (${toDecimalString(capCiao)} $CIAO at the current price); ask an owner`,
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  lastOwner: LAST_OWNER_MESSAGE,
} as const;

/** The codes a search by part of a code reads at most (their owners join the e-mail and name matches). */
const CODE_OWNERS_SEARCHED = 200;

/** Where a search page continues: the last account's creation time and id. */
export type CustomerKey = { createdAt: Date; id: string };

/** What the support desk asks the users component. */
type CustomerDirectory = {
  findAnyById(id: string): Promise<CustomerProfile | null>;
  findAnyByIds(ids: string[]): Promise<Customer[]>;
  search(
    match: { part: string; referralCode: string; ids: string[] },
    after: CustomerKey | undefined,
    limit: number,
  ): Promise<Customer[]>;
  /** Inside `transaction`, the live account's row locked: suspended since `at`, or reinstated (null); the value before. */
  setSuspended(
    transaction: Transaction,
    id: string,
    at: Date | null,
  ): Promise<{ before: Date | null; role: Role } | null>;
  /** Inside `transaction`, the live account's row locked: its role before; null when no live account has this id. */
  setRoleById(transaction: Transaction, id: string, role: Role): Promise<{ before: Role } | null>;
  /** Inside `transaction`, every owner's row locked (role changes and suspensions take turns): each owner and whether it is active. */
  lockOwners(transaction: Transaction): Promise<{ id: string; active: boolean }[]>;
};

/** What it asks the store-credit component: whose codes contain a text, and a customer's codes. */
type CustomerCodes = {
  ownersOf(part: string, limit: number): Promise<string[]>;
  ownerOf(codeText: string): Promise<string | null>;
  allOfUser(userId: string): Promise<StoredCode[]>;
};

/** What it asks the rewards component: the balance, and to lock and adjust it. */
type CustomerBalances = Pick<Ledger, 'readBalance' | 'lockBalance' | 'adjust'>;

/** What it asks the store-credit component: to cancel a code (its credits back, its discount deactivated). */
type CodeCancellation = {
  cancel(
    transaction: Transaction,
    codeText: string,
    adminId: string,
  ): Promise<{ code: StoredCode; pendingCiao: Money }>;
};

/** What it asks the contracts component: to stop the running contract without reward. */
type CustomerContracts = {
  stopActive(transaction: Transaction, userId: string, now: Date): Promise<StoppedContract | null>;
};

/** What it asks the price component: the $CIAO price now (the support cap is in USD). */
type CurrentPrice = { current(): Promise<{ price: Money }> };

/** What it asks the referral component. */
type CustomerInvitations = {
  invitationsOf(userId: string): Promise<{ referrer: Invitation | null; invitees: Invitation[] }>;
};

/** What it asks the auth component. */
type CustomerSessions = {
  countLive(userId: string, now: Date): Promise<number>;
  deleteAllOfUser(userId: string, transaction: Transaction): Promise<number>;
  endAllForSuspension(userId: string, now: Date, transaction: Transaction): Promise<number>;
};

export type CustomersDeps = {
  directory: CustomerDirectory;
  codes: CustomerCodes;
  balances: CustomerBalances;
  sessions: CustomerSessions;
  auditLog: Pick<AuditLog, 'readPage'>;
  activity: Pick<Activity, 'page'>;
  mining: Pick<Mining, 'history'>;
  invitations: CustomerInvitations;
  codeCancellation: CodeCancellation;
  contracts: CustomerContracts;
  price: CurrentPrice;
  /** The most a `support` role may adjust per action, in USD at the current price (SUPPORT_ADJUSTMENT_CAP_USD). */
  supportAdjustmentCapUsd: Money;
  auditTrail: AuditTrail;
  transact: Transact;
  clock: Clock;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const statusOf = (customer: Customer): CustomerStatus => {
  if (customer.deletedAt !== null) return 'deleted';
  return customer.suspendedAt === null ? 'active' : 'suspended';
};

export type Customers = ReturnType<typeof createCustomers>;

/** The support desk's customer lookup (docs/admin.md, "Finding a customer"). */
export function createCustomers(deps: CustomersDeps) {
  const {
    directory,
    codes,
    balances,
    sessions,
    auditLog,
    activity,
    mining,
    invitations,
    codeCancellation,
    contracts,
    price,
    supportAdjustmentCapUsd,
    auditTrail,
    transact,
    clock,
  } = deps;

  async function existing(id: string): Promise<CustomerProfile> {
    const profile = UUID.test(id) ? await directory.findAnyById(id) : null;
    if (!profile) throw new AppError(404, CUSTOMER_NOT_FOUND);
    return profile;
  }

  /** A live account: 404 when none ever had this id, 409 once deleted. */
  async function live(id: string): Promise<CustomerProfile> {
    const profile = await existing(id);
    if (profile.deletedAt !== null) throw new AppError(409, CORRECTION_MESSAGES.deleted);
    return profile;
  }

  /**
   * The role order (docs/admin.md, "Roles and rights"): unless `actor` may act on the account's role,
   * the attempt is recorded in the audit trail as refused and answered 403; nothing else changes.
   */
  async function mayActOnAccount(
    actor: NonNullable<AuditActor>,
    account: Customer,
    attempted: AuditAction,
    reason: string,
  ): Promise<void> {
    if (mayActOn(actor.role, account.role)) return;
    await transact((transaction) =>
      auditTrail.record(transaction, {
        actor,
        action: 'action.refused',
        customerId: account.id,
        before: { role: account.role },
        after: { attempted },
        reason,
      }),
    );
    throw new AppError(403, TARGET_ROLE_REFUSED_MESSAGE);
  }

  /** Inside `transaction`, the owners locked: 409 when the account `id` is the last active owner. */
  async function keepAnActiveOwner(transaction: Transaction, id: string): Promise<void> {
    if (isLastActiveOwner(await directory.lockOwners(transaction), id))
      throw new AppError(409, CORRECTION_MESSAGES.lastOwner);
  }

  /** Suspends (at a time) or reinstates (null) inside `transaction`; 409 when it is so already. */
  async function setSuspended(
    transaction: Transaction,
    actor: NonNullable<AuditActor>,
    id: string,
    at: Date | null,
  ): Promise<void> {
    if (at !== null) await keepAnActiveOwner(transaction, id);
    const changed = await directory.setSuspended(transaction, id, at);
    if (!changed) throw new AppError(409, CORRECTION_MESSAGES.deleted);
    // Under the row's lock, so a role raised since the check above is seen (a flag's suspension checks here only).
    if (!mayActOn(actor.role, changed.role)) throw new AppError(403, TARGET_ROLE_REFUSED_MESSAGE);
    if ((changed.before === null) === (at === null))
      throw new AppError(409, at === null ? CORRECTION_MESSAGES.notSuspended : CORRECTION_MESSAGES.alreadySuspended);
  }

  /** The desk's cancel inside the caller's transaction (a flag's clawback cancels codes in its own). */
  async function cancelCodeInside(
    transaction: Transaction,
    actor: NonNullable<AuditActor>,
    codeText: string,
    reason: string,
  ): Promise<{ code: StoredCode; pendingCiao: Money }> {
    const cancelled = await codeCancellation.cancel(transaction, codeText, actor.id);
    const { code } = cancelled;
    await auditTrail.record(transaction, {
      actor,
      action: 'code.cancelled',
      customerId: code.userId,
      code: code.code,
      before: { status: 'active' },
      after: { status: 'cancelled', refundedCiao: toDecimalString(code.amountCiao) },
      reason,
    });
    return cancelled;
  }

  /** The desk's suspension inside the caller's transaction (a flag's resolution suspends in its own); 409 when suspended already or deleted. */
  async function suspendInside(
    transaction: Transaction,
    actor: NonNullable<AuditActor>,
    id: string,
    reason: string,
  ): Promise<void> {
    const now = clock.now();
    await setSuspended(transaction, actor, id, now);
    const signedOut = await sessions.endAllForSuspension(id, now, transaction);
    const stopped = await contracts.stopActive(transaction, id, now);
    await auditTrail.record(transaction, {
      actor,
      action: 'account.suspended',
      customerId: id,
      before: { status: 'active', signedInDevices: signedOut, runningContract: stopped?.id ?? null },
      after: { status: 'suspended', signedInDevices: 0, runningContract: null },
      reason,
    });
  }

  /** Each side of the customer's referrals with its account. */
  async function invitationsWithAccounts(
    userId: string,
  ): Promise<{ referrer: InvitedCustomer | null; invitees: InvitedCustomer[] }> {
    const { referrer, invitees } = await invitations.invitationsOf(userId);
    const all = referrer ? [referrer, ...invitees] : invitees;
    const accounts = new Map(
      (await directory.findAnyByIds(all.map((invitation) => invitation.userId))).map((customer) => [
        customer.id,
        customer,
      ]),
    );
    const withAccount = (invitation: Invitation): InvitedCustomer => ({
      ...invitation,
      customer: accounts.get(invitation.userId) ?? null,
    });
    return { referrer: referrer && withAccount(referrer), invitees: invitees.map(withAccount) };
  }

  return {
    /**
     * Every account the text may mean, newest first: part of its e-mail, name or one of its
     * store-credit codes (as the voucher log finds them), or the whole of its id or referral code.
     */
    async search(text: string, { limit, after }: { limit: number; after?: CustomerKey | undefined }) {
      const codeOwners = await codes.ownersOf(text, CODE_OWNERS_SEARCHED);
      const ids = [...(UUID.test(text) ? [text.toLowerCase()] : []), ...codeOwners];
      const found = await directory.search({ part: text, referralCode: text, ids }, after, limit + 1);
      const { rows, next } = keysetPage(found, limit, (customer): CustomerKey => ({
        createdAt: customer.createdAt,
        id: customer.id,
      }));
      return { customers: rows, next };
    },

    /** The customer page; 404 when no account ever had this id. */
    async page(id: string): Promise<CustomerPage> {
      const profile = await existing(id);
      const limit = CUSTOMER_PAGE_ROWS;
      const [balance, customerCodes, credits, history, referrals, signedInDevices, audit] = await Promise.all([
        balances.readBalance(id),
        codes.allOfUser(id),
        activity.page(id, { limit }),
        mining.history(id, { limit }),
        invitationsWithAccounts(id),
        sessions.countLive(id, clock.now()),
        auditLog.readPage({ customerId: id }, { limit }),
      ]);
      return {
        profile,
        balance,
        codes: customerCodes,
        activity: credits.items,
        contracts: history.contracts,
        ...referrals,
        signedInDevices,
        auditEntries: audit.entries,
      };
    },

    /**
     * A signed $CIAO correction with the customer's note (their activity shows it) and the internal
     * reason: never below a zero balance (409, checked under the balance lock), `support` capped at
     * the USD value of the cap at the current price (403), `owner` unlimited; audited in the same transaction.
     */
    async adjust(
      actor: NonNullable<AuditActor>,
      id: string,
      { amount, reason, note }: AdjustmentRequest,
    ): Promise<{ entryId: string; pendingCiao: Money }> {
      await mayActOnAccount(actor, await live(id), 'credits.adjusted', reason);
      const amountCiao = money(amount);
      const quote = await price.current();
      if (actor.role !== 'owner' && amountCiao.abs().times(quote.price).gt(supportAdjustmentCapUsd)) {
        throw new AppError(
          403,
          CORRECTION_MESSAGES.overCap(supportAdjustmentCapUsd, ciao(supportAdjustmentCapUsd.div(quote.price))),
        );
      }
      return transact(async (transaction) => {
        const now = clock.now();
        const before = (await balances.lockBalance(transaction, id)).pendingCiao;
        const after = before.plus(amountCiao);
        if (after.lt(0))
          throw new AppError(409, `${CORRECTION_MESSAGES.negativeBalance} (pending ${toDecimalString(before)} $CIAO)`);
        const entryId = await balances.adjust(transaction, {
          userId: id,
          amountCiao,
          priceUsd: quote.price,
          note,
          at: now,
        });
        await auditTrail.record(transaction, {
          actor,
          action: 'credits.adjusted',
          customerId: id,
          before: { pendingCiao: toDecimalString(before) },
          after: { pendingCiao: toDecimalString(after), amountCiao: toDecimalString(amountCiao), note },
          reason,
        });
        return { entryId, pendingCiao: after };
      });
    },

    /** Cancels an active code (credits back, discount deactivated); audited in the same transaction. */
    async cancelCode(
      actor: NonNullable<AuditActor>,
      codeText: string,
      reason: string,
    ): Promise<{ code: StoredCode; pendingCiao: Money }> {
      const owner = await codes.ownerOf(codeText);
      if (owner !== null) await mayActOnAccount(actor, await existing(owner), 'code.cancelled', reason);
      return transact((transaction) => cancelCodeInside(transaction, actor, codeText, reason));
    },

    cancelCodeInside,

    /**
     * The role order over the accounts a flag's resolution acts on (its customer, the referrals a
     * clawback takes from): the first refused is audited and answered 403, before anything changes.
     */
    async mayActOnAccounts(
      actor: NonNullable<AuditActor>,
      ids: readonly string[],
      attempted: AuditAction,
      reason: string,
    ): Promise<void> {
      for (const id of ids) await mayActOnAccount(actor, await existing(id), attempted, reason);
    },

    /**
     * Suspends the account: signed out everywhere at once (every instance: the sessions' NOTIFY),
     * its running contract stopped without reward; its data stays. Audited in the same transaction.
     */
    async suspend(actor: NonNullable<AuditActor>, id: string, reason: string): Promise<void> {
      await mayActOnAccount(actor, await live(id), 'account.suspended', reason);
      await transact((transaction) => suspendInside(transaction, actor, id, reason));
    },

    suspendInside,

    /** Reinstates a suspended account: access only, not what the suspension stopped. */
    async reinstate(actor: NonNullable<AuditActor>, id: string, reason: string): Promise<void> {
      await mayActOnAccount(actor, await live(id), 'account.reinstated', reason);
      await transact(async (transaction) => {
        await setSuspended(transaction, actor, id, null);
        await auditTrail.record(transaction, {
          actor,
          action: 'account.reinstated',
          customerId: id,
          before: { status: 'suspended' },
          after: { status: 'active' },
          reason,
        });
      });
    },

    /** An owner gives an account a role (or `user` back); the last active owner cannot lose it (409). Audited like the command line's changes. */
    async changeRole(actor: NonNullable<AuditActor>, id: string, role: Role, reason: string): Promise<Role> {
      await mayActOnAccount(actor, await live(id), 'role.changed', reason);
      return transact(async (transaction) => {
        if (role !== 'owner') await keepAnActiveOwner(transaction, id);
        const changed = await directory.setRoleById(transaction, id, role);
        if (!changed) throw new AppError(409, CORRECTION_MESSAGES.deleted);
        await auditTrail.record(transaction, {
          actor,
          action: 'role.changed',
          customerId: id,
          before: { role: changed.before },
          after: { role },
          reason,
        });
        return role;
      });
    },

    /** Signs the customer out on every device and every instance at once; audited in the same transaction. */
    async revokeSessions(actor: NonNullable<AuditActor>, id: string, reason: string): Promise<number> {
      await mayActOnAccount(actor, await existing(id), 'sessions.revoked', reason);
      return transact(async (transaction) => {
        const signedOut = await sessions.deleteAllOfUser(id, transaction);
        await auditTrail.record(transaction, {
          actor,
          action: 'sessions.revoked',
          customerId: id,
          before: { signedInDevices: signedOut },
          after: { signedInDevices: 0 },
          reason,
        });
        return signedOut;
      });
    },
  };
}
