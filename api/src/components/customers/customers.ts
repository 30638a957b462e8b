import type { Transaction } from '../../db/transactions';
import type { CustomerStatus, Role } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { Transact } from '../../db/transactions';
import { keysetPage } from '../../db/keyset-page';
import { AppError } from '../../errors';
import type { Activity, ActivityItem } from '../activity/activity';
import type { AuditActor, AuditLog, AuditLogEntry, AuditTrail } from '../audit/audit-log';
import type { Mining } from '../contracts/mining';
import type { Invitation } from '../referral/referral-repository';
import type { MiningContract } from '../contracts/contract-repository';
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
};

/** The customer page's profile: the account and its age check. */
export type CustomerProfile = Customer & { nickname: string | null; country: string | null; ageVerifiedAt: Date | null };

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

/** Where a search page continues: the last account's creation time and id. */
export type CustomerKey = { createdAt: Date; id: string };

/** What the support desk asks the users component. */
type CustomerDirectory = {
  findAnyById(id: string): Promise<CustomerProfile | null>;
  findAnyByIds(ids: string[]): Promise<Customer[]>;
  search(match: { part: string; referralCode: string; ids: string[] }, after: CustomerKey | undefined, limit: number): Promise<Customer[]>;
};

/** What it asks the store-credit component: whose code this is, and a customer's codes. */
type CustomerCodes = { ownerOf(codeText: string): Promise<string | null>; allOfUser(userId: string): Promise<StoredCode[]> };

/** What it asks the rewards component. */
type CustomerBalances = { readBalance(userId: string): Promise<RewardBalance> };

/** What it asks the referral component. */
type CustomerInvitations = { invitationsOf(userId: string): Promise<{ referrer: Invitation | null; invitees: Invitation[] }> };

/** What it asks the auth component. */
type CustomerSessions = {
  countLive(userId: string, now: Date): Promise<number>;
  deleteAllOfUser(userId: string, transaction: Transaction): Promise<number>;
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
  auditTrail: AuditTrail;
  transact: Transact;
  clock: Clock;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const statusOf = (customer: Customer): CustomerStatus => (customer.deletedAt === null ? 'active' : 'deleted');

export type Customers = ReturnType<typeof createCustomers>;

/** The support desk's customer lookup (docs/admin.md, "Finding a customer"). */
export function createCustomers({ directory, codes, balances, sessions, auditLog, activity, mining, invitations, auditTrail, transact, clock }: CustomersDeps) {
  async function existing(id: string): Promise<CustomerProfile> {
    const profile = UUID.test(id) ? await directory.findAnyById(id) : null;
    if (!profile) throw new AppError(404, CUSTOMER_NOT_FOUND);
    return profile;
  }

  /** Each side of the customer's referrals with its account. */
  async function invitationsWithAccounts(userId: string): Promise<{ referrer: InvitedCustomer | null; invitees: InvitedCustomer[] }> {
    const { referrer, invitees } = await invitations.invitationsOf(userId);
    const all = referrer ? [referrer, ...invitees] : invitees;
    const accounts = new Map((await directory.findAnyByIds(all.map((invitation) => invitation.userId))).map((customer) => [customer.id, customer]));
    const withAccount = (invitation: Invitation): InvitedCustomer => ({ ...invitation, customer: accounts.get(invitation.userId) ?? null });
    return { referrer: referrer && withAccount(referrer), invitees: invitees.map(withAccount) };
  }

  return {
    /**
     * Every account the text may mean, newest first: part of its e-mail or name, or the whole of
     * its id, referral code or one of its store-credit codes.
     */
    async search(text: string, { limit, after }: { limit: number; after?: CustomerKey | undefined }) {
      const codeOwner = await codes.ownerOf(text);
      const ids = [...(UUID.test(text) ? [text.toLowerCase()] : []), ...(codeOwner === null ? [] : [codeOwner])];
      const found = await directory.search({ part: text, referralCode: text, ids }, after, limit + 1);
      const { rows, next } = keysetPage(found, limit, (customer): CustomerKey => ({ createdAt: customer.createdAt, id: customer.id }));
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
      return { profile, balance, codes: customerCodes, activity: credits.items, contracts: history.contracts, ...referrals, signedInDevices, auditEntries: audit.entries };
    },

    /** Signs the customer out on every device and every instance at once; audited in the same transaction. */
    async revokeSessions(actor: NonNullable<AuditActor>, id: string, reason: string): Promise<number> {
      await existing(id);
      return transact(async (transaction) => {
        const signedOut = await sessions.deleteAllOfUser(id, transaction);
        await auditTrail.record(transaction, { actor, action: 'sessions.revoked', customerId: id, before: { signedInDevices: signedOut }, after: { signedInDevices: 0 }, reason });
        return signedOut;
      });
    },
  };
}
