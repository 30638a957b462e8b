import { registerRequestSchema } from '@ciao/contracts';
import type { AdminRole, Language, Role } from '@ciao/contracts';
import type { Transaction } from '../../db/transactions';
import { AppError, notAuthenticated } from '../../errors';
import { LAST_OWNER_MESSAGE, isLastActiveOwner } from '../../http/admin-rights';
import { parseInput } from '../../validation';
import type { AuditActor, AuditTrail } from '../audit/audit-log';
import { hashPassword } from './passwords';
import type { User, UserRepository } from './user-repository';

export type UserAccounts = ReturnType<typeof createUserAccounts>;

/** Account use cases shared by the API and the users CLI. */
/** The flags' port (docs/admin.md, "Flags"): told of a second account from one address, in its registration's transaction. */
type SecondAccounts = {
  secondAccount(
    transaction: Transaction,
    account: { userId: string; earlierAccountIds: string[]; at: Date },
  ): Promise<void>;
};

export type UserAccountsDeps = {
  users: UserRepository;
  auditTrail: AuditTrail;
  suspicions?: SecondAccounts | undefined;
};

export function createUserAccounts({ users, auditTrail, suspicions }: UserAccountsDeps) {
  /**
   * A role change and its audit entry, in one transaction; `actor` null: the command line. The last
   * active owner keeps the role (409), as on the admin screen: make another account owner first.
   */
  function setRole(email: string, role: Role, actor: AuditActor = null): Promise<User> {
    return users.transact(async (transaction) => {
      if (role !== 'owner') {
        const user = await users.findByEmail(email);
        if (user && isLastActiveOwner(await users.lockOwners(transaction), user.id))
          throw new AppError(409, LAST_OWNER_MESSAGE);
      }
      const changed = await users.setRole(email, role, transaction);
      if (!changed) throw new AppError(404, `No account with the e-mail ${email}`);
      const { before, user } = changed;
      await auditTrail.record(transaction, {
        actor,
        action: 'role.changed',
        customerId: user.id,
        before: { role: before },
        after: { role },
      });
      return user;
    });
  }

  /**
   * The command line's suspension (`at`) or reinstatement (null), audited with no actor: owners are
   * recovered without SQL (docs/admin.md, "Roles and rights"). Never the last active owner; 409 when so already.
   */
  function setSuspended(email: string, at: Date | null, reason: string): Promise<User> {
    return users.transact(async (transaction) => {
      const user = await users.findByEmail(email);
      if (!user || user.deletedAt !== null) throw new AppError(404, `No account with the e-mail ${email}`);
      if (at !== null && isLastActiveOwner(await users.lockOwners(transaction), user.id))
        throw new AppError(409, LAST_OWNER_MESSAGE);
      const changed = await users.setSuspended(transaction, user.id, at);
      if (!changed || (changed.before === null) === (at === null))
        throw new AppError(409, `${email} is ${at === null ? 'not' : 'already'} suspended`);
      await auditTrail.record(transaction, {
        actor: null,
        action: at === null ? 'account.reinstated' : 'account.suspended',
        customerId: user.id,
        before: { status: at === null ? 'suspended' : 'active' },
        after: { status: at === null ? 'active' : 'suspended' },
        reason,
      });
      return user;
    });
  }

  return {
    /**
     * Same rules as registration (name, e-mail, password length); e-mail unique whatever its case.
     * The address counts as verified: whoever runs the command line vouches for it (docs/accounts.md, "Verified e-mail").
     */
    async createUser(input: { email: string; password: string; name: string; role?: Role }): Promise<User> {
      const { email, password, name } = parseInput(registerRequestSchema, {
        email: input.email,
        password: input.password,
        name: input.name,
      });
      return users.create({
        email,
        name,
        passwordHash: await hashPassword(password),
        role: input.role ?? 'user',
        emailVerifiedAt: new Date(),
      });
    },

    /** Self-registration (POST /api/auth/register), after a valid age proof; see docs/accounts.md. `alongside` runs in the account's creating transaction. */
    async register(
      input: {
        name: string;
        email: string;
        password: string;
        ageProof: { dateOfBirth: string; country: string; verifiedAt: Date };
        ip: string;
        /** The client's address key (IPv4 address, IPv6 network of REGISTRATION_IPV6_PREFIX_LENGTH): the one-account-per-address rule counts by it. */
        address: string;
      },
      alongside?: (transaction: Transaction, created: User) => Promise<void>,
    ): Promise<User> {
      const { ageProof } = input;
      return users.createRegistered(
        {
          email: input.email,
          name: input.name,
          passwordHash: await hashPassword(input.password),
          dateOfBirth: ageProof.dateOfBirth,
          country: ageProof.country,
          ageVerifiedAt: ageProof.verifiedAt,
          registrationIp: input.ip,
          registrationAddressKey: input.address,
        },
        suspicions && ((transaction, marked) => suspicions.secondAccount(transaction, marked)),
        alongside,
      );
    },

    /** Nickname and image URL as typed (already trimmed and checked); empty clears to null. The language only when sent. */
    async updateProfile(
      userId: string,
      profile: { nickname: string; profileImageUrl: string; language?: Language | null | undefined },
    ): Promise<User> {
      const user = await users.updateProfile(userId, {
        nickname: profile.nickname || null,
        profileImageUrl: profile.profileImageUrl || null,
        ...(profile.language !== undefined && { language: profile.language }),
      });
      if (!user) throw notAuthenticated();
      return user;
    },

    /** An admin role for an existing account (the users CLI; docs/admin.md). */
    grantRole: (email: string, role: AdminRole) => setRole(email, role),
    /** Back to a customer's rights. */
    revokeRole: (email: string) => setRole(email, 'user'),
    /** Refused at sign-in and on every request while suspended (the sessions' read checks it); audited. */
    suspend: (email: string, reason: string) => setSuspended(email, new Date(), reason),
    reinstate: (email: string, reason: string) => setSuspended(email, null, reason),
  };
}
