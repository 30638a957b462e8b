import { Op, QueryTypes, Sequelize, UniqueConstraintError } from 'sequelize';
import type { InferAttributes, Transaction, WhereOptions } from 'sequelize';
import { ACCOUNT_MESSAGES } from '@ciao/contracts';
import type { Language, Role } from '@ciao/contracts';
import type { Database } from '../../db/database';
import { containing } from '../../db/like-pattern';
import { transactOn } from '../../db/transactions';
import { AppError } from '../../errors';
import { isReferralCodeTaken, withNewReferralCode } from './referral-code';
import type { UserRecord } from './user-model';

/** A user as the domain sees it: a plain object, never a Sequelize instance. */
export type User = InferAttributes<UserRecord>;

export type NewUser = {
  email: string;
  name: string | null;
  passwordHash: string;
  role?: Role;
  /** Set when the address needs no proof (an account made on the command line). */
  emailVerifiedAt?: Date;
};

/** A self-registered account: the age proof's facts and the address it registered from. */
export type NewRegisteredUser = NewUser & {
  dateOfBirth: string;
  country: string;
  ageVerifiedAt: Date;
  registrationIp: string;
  registrationAddressKey: string;
};

export type UserRepository = ReturnType<typeof createUserRepository>;

/** An account as the referral programme sees it (docs/referral.md). */
export type ReferralAccount = {
  id: string;
  referralCode: string | null;
  ipMarked: boolean;
  deleted: boolean;
  suspended: boolean;
};

const REFERRAL_ACCOUNT_ATTRIBUTES = ['id', 'referralCode', 'ipMarked', 'deletedAt', 'suspendedAt'] as const;
const toReferralAccount = (
  record: Pick<UserRecord, (typeof REFERRAL_ACCOUNT_ATTRIBUTES)[number]> | null,
): ReferralAccount | null =>
  record && {
    id: record.id,
    referralCode: record.referralCode,
    ipMarked: record.ipMarked,
    deleted: record.deletedAt !== null,
    suspended: record.suspendedAt !== null,
  };

/** Two-key advisory locks: this namespace, then hashtext(address key). Apart from the migrator's one-key lock. */
const REGISTRATION_IP_LOCK_NAMESPACE = 4_242_002;
/** How many earlier accounts from the same address a second account's flag names (the earliest). */
const EARLIER_ACCOUNTS_NAMED = 10;

/** Everything personal goes; the row stays, pseudonymous, for the ledgers and logs that point at it. */
const ERASE_USER = `
  UPDATE users SET
    email = NULL, name = NULL, nickname = NULL, profile_image_url = NULL, image = NULL,
    password_hash = NULL, date_of_birth = NULL, referral_code = NULL, language = NULL, deleted_at = $2, updated_at = $2
  WHERE id = $1 AND deleted_at IS NULL
  RETURNING id`;

const sameEmail = (email: string) =>
  Sequelize.where(Sequelize.fn('lower', Sequelize.col('email')), Op.eq, Sequelize.fn('lower', email));

function emailTakenOr(error: unknown): unknown {
  return error instanceof UniqueConstraintError && !isReferralCodeTaken(error)
    ? new AppError(409, ACCOUNT_MESSAGES.emailTaken, { cause: error })
    : error;
}

export function createUserRepository({ sequelize, models }: Pick<Database, 'sequelize' | 'models'>) {
  const { User } = models;
  return {
    /** Case-insensitive; deleted accounts are not found. */
    async findByEmail(email: string): Promise<User | null> {
      const record = await User.findOne({ where: sameEmail(email) });
      return record ? record.get({ plain: true }) : null;
    },

    /** Locks the account's row until `transaction` ends: its changes take turns. */
    async lock(id: string, transaction: Transaction): Promise<void> {
      await User.findByPk(id, { attributes: ['id'], lock: transaction.LOCK.UPDATE, transaction });
    },

    /** A new password hash for a live account, inside `transaction`; false when the account is gone. */
    async setPasswordHash(id: string, passwordHash: string, transaction: Transaction): Promise<boolean> {
      const [changed] = await User.update({ passwordHash }, { where: { id, deletedAt: null }, transaction });
      return changed > 0;
    },

    /**
     * Replaces the password hash of a live account inside `transaction`, only while it is still
     * `currentHash` (the one whose password was just checked): false when it changed meanwhile or the account is gone.
     */
    async replacePasswordHash(
      id: string,
      currentHash: string,
      passwordHash: string,
      transaction: Transaction,
    ): Promise<boolean> {
      const [changed] = await User.update(
        { passwordHash },
        { where: { id, passwordHash: currentHash, deletedAt: null }, transaction },
      );
      return changed > 0;
    },

    /** Marks the account's address verified inside `transaction`, if it is still `email` (whatever its case); false otherwise. */
    async markEmailVerified(transaction: Transaction, id: string, email: string, at: Date): Promise<boolean> {
      const [changed] = await User.update(
        { emailVerifiedAt: at },
        { where: { [Op.and]: [{ id }, sameEmail(email)] }, transaction },
      );
      return changed > 0;
    },

    /** Every new account gets a unique random referral code (docs/referral.md). */
    async create(user: NewUser): Promise<User> {
      try {
        const record = await withNewReferralCode((referralCode) => User.create({ ...user, referralCode }));
        return record.get({ plain: true });
      } catch (error) {
        throw emailTakenOr(error);
      }
    },

    /**
     * Creates the account; `ipMarked` when any account (deleted ones too) registered from the same
     * address key (IPv4 address, IPv6 /64) before, and then `marked` is told in the same
     * transaction, with the earliest of those accounts (the flags' port). Registrations from one
     * address key take turns, so two at once cannot both be first. `alongside` runs in the same
     * transaction too (the verification mail).
     */
    async createRegistered(
      user: NewRegisteredUser,
      marked?: (
        transaction: Transaction,
        account: { userId: string; earlierAccountIds: string[]; at: Date },
      ) => Promise<void>,
      alongside?: (transaction: Transaction, created: User) => Promise<void>,
    ): Promise<User> {
      try {
        return await withNewReferralCode((referralCode) =>
          sequelize.transaction(async (transaction) => {
            await sequelize.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', {
              bind: [REGISTRATION_IP_LOCK_NAMESPACE, user.registrationAddressKey],
              transaction,
            });
            const earlier = await User.findAll({
              attributes: ['id'],
              where: { registrationAddressKey: user.registrationAddressKey },
              order: [['createdAt', 'ASC']],
              limit: EARLIER_ACCOUNTS_NAMED,
              paranoid: false,
              transaction,
            });
            const record = await User.create({ ...user, ipMarked: earlier.length > 0, referralCode }, { transaction });
            if (earlier.length > 0)
              await marked?.(transaction, {
                userId: record.id,
                earlierAccountIds: earlier.map((row) => row.id),
                at: record.createdAt,
              });
            const created = record.get({ plain: true });
            await alongside?.(transaction, created);
            return created;
          }),
        );
      } catch (error) {
        throw emailTakenOr(error);
      }
    },

    /** The updated user, or null when there is no live account with this id. */
    async updateProfile(
      id: string,
      profile: { nickname: string | null; profileImageUrl: string | null; language?: Language | null },
    ): Promise<User | null> {
      const [, records] = await User.update(profile, { where: { id }, returning: true });
      return records[0]?.get({ plain: true }) ?? null;
    },

    /** Erases a live account inside `transaction` (locking its row); false when it was already gone. */
    async erase(id: string, now: Date, transaction: Transaction): Promise<boolean> {
      const rows = await sequelize.query(ERASE_USER, { bind: [id, now], type: QueryTypes.SELECT, transaction });
      return rows.length > 0;
    },

    /** The role the database holds now (the admin guard's read); null when there is no live account with this id. */
    async currentRole(id: string): Promise<Role | null> {
      const record = await User.findByPk(id, { attributes: ['role'] });
      return record?.role ?? null;
    },

    /** Inside `transaction`, the account's row locked: its role before and the updated user; null when no account has this e-mail. */
    async setRole(email: string, role: Role, transaction: Transaction): Promise<{ before: Role; user: User } | null> {
      const record = await User.findOne({ where: sameEmail(email), lock: transaction.LOCK.UPDATE, transaction });
      if (!record) return null;
      const before = record.role;
      await record.update({ role }, { transaction });
      return { before, user: record.get({ plain: true }) };
    },

    /** Inside `transaction`, the live account's row locked: suspended since `at`, or reinstated (null); its suspension before. */
    async setSuspended(
      transaction: Transaction,
      id: string,
      at: Date | null,
    ): Promise<{ before: Date | null; role: Role } | null> {
      const record = await User.findByPk(id, { lock: transaction.LOCK.UPDATE, transaction });
      if (!record) return null;
      const before = record.suspendedAt;
      if ((before === null) !== (at === null)) await record.update({ suspendedAt: at }, { transaction });
      return { before, role: record.role };
    },

    /** Inside `transaction`, the live account's row locked: its role before; null when no live account has this id. */
    async setRoleById(transaction: Transaction, id: string, role: Role): Promise<{ before: Role } | null> {
      const record = await User.findByPk(id, { lock: transaction.LOCK.UPDATE, transaction });
      if (!record) return null;
      const before = record.role;
      if (before !== role) await record.update({ role }, { transaction });
      return { before };
    },

    /** Inside `transaction`, every owner's row locked, so role changes and suspensions take turns: each owner and whether it is active. */
    async lockOwners(transaction: Transaction): Promise<{ id: string; active: boolean }[]> {
      const owners = await User.findAll({
        attributes: ['id', 'suspendedAt'],
        where: { role: 'owner' },
        lock: transaction.LOCK.UPDATE,
        transaction,
      });
      return owners.map((owner) => ({ id: owner.id, active: owner.suspendedAt === null }));
    },

    /** The current e-mail of each live account among `ids` (the audit log's names, where notification mails go). */
    async emailsOf(ids: string[], transaction?: Transaction): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const records = await User.findAll({ where: { id: ids }, attributes: ['id', 'email'], transaction });
      return new Map(records.map((record) => [record.id, record.email]));
    },

    /** The language each live account among `ids` chose in its profile (none chosen: not in the map). */
    async languagesOf(ids: string[], transaction?: Transaction): Promise<Map<string, Language>> {
      if (ids.length === 0) return new Map();
      const records = await User.findAll({ where: { id: ids }, attributes: ['id', 'language'], transaction });
      return new Map(records.flatMap((record) => (record.language ? [[record.id, record.language] as const] : [])));
    },

    /** An account by id, deleted (erased) ones included: the support desk's customer page. */
    /** Whether the account exists and is not deleted. */
    async isLive(id: string): Promise<boolean> {
      return (await User.count({ where: { id } })) > 0;
    },

    async findAnyById(id: string, transaction?: Transaction): Promise<User | null> {
      return (await User.findByPk(id, { paranoid: false, transaction }))?.get({ plain: true }) ?? null;
    },

    /** An account's referral facts by id, deleted ones too (they keep their ip_marked flag). */
    async findReferralAccount(userId: string, transaction?: Transaction): Promise<ReferralAccount | null> {
      return toReferralAccount(
        await User.findByPk(userId, { attributes: [...REFERRAL_ACCOUNT_ATTRIBUTES], paranoid: false, transaction }),
      );
    },

    /** The live account holding referral code `code`, whatever its case (the unique index on upper(referral_code)). */
    async findReferralAccountByCode(code: string, transaction?: Transaction): Promise<ReferralAccount | null> {
      const sameCode = Sequelize.where(
        Sequelize.fn('upper', Sequelize.col('referral_code')),
        Op.eq,
        Sequelize.fn('upper', code),
      );
      return toReferralAccount(
        await User.findOne({ attributes: [...REFERRAL_ACCOUNT_ATTRIBUTES], where: sameCode, transaction }),
      );
    },

    /** Sets the account's referral code; the unique index refuses one another account holds (isReferralCodeTaken). */
    async setReferralCode(userId: string, code: string): Promise<boolean> {
      const [count] = await User.update({ referralCode: code }, { where: { id: userId } });
      return count > 0;
    },

    /** Gives a referral code to a live account that has none; false when it already had one. */
    async assignReferralCodeIfMissing(userId: string, code: string): Promise<boolean> {
      // silent: a code given in passing is not a change of the account (updated_at stays).
      const [count] = await User.update(
        { referralCode: code },
        { where: { id: userId, referralCode: null }, silent: true },
      );
      return count > 0;
    },

    /** Accounts by id, deleted (erased) ones included. */
    async findAnyByIds(ids: string[]): Promise<User[]> {
      if (ids.length === 0) return [];
      return (await User.findAll({ where: { id: ids }, paranoid: false })).map((record) => record.get({ plain: true }));
    },

    /**
     * Accounts, deleted ones included, matching any of: part of the e-mail or the name (ILIKE, the
     * trigram indexes of migrations 0015 and 0021), the whole referral code (its unique index), one
     * of `ids` (primary key). Newest first by (created_at, id), `limit` after `after`.
     */
    async search(
      match: { part: string; referralCode: string; ids: string[] },
      after: { createdAt: Date; id: string } | undefined,
      limit: number,
    ): Promise<User[]> {
      const pattern = containing(match.part);
      const anyOf: WhereOptions<UserRecord>[] = [
        { email: { [Op.iLike]: pattern } },
        { name: { [Op.iLike]: pattern } },
        Sequelize.where(Sequelize.fn('upper', Sequelize.col('referral_code')), Op.eq, match.referralCode.toUpperCase()),
        ...(match.ids.length > 0 ? [{ id: match.ids }] : []),
      ];
      const keyset: WhereOptions<UserRecord>[] = after
        ? [
            {
              [Op.or]: [
                { createdAt: { [Op.lt]: after.createdAt } },
                { createdAt: after.createdAt, id: { [Op.lt]: after.id } },
              ],
            },
          ]
        : [];
      const records = await User.findAll({
        paranoid: false,
        where: { [Op.and]: [{ [Op.or]: anyOf }, ...keyset] },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit,
      });
      return records.map((record) => record.get({ plain: true }));
    },

    transact: transactOn(sequelize),
  };
}
