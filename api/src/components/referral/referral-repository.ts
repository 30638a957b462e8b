import { QueryTypes } from 'sequelize';
import type { Sequelize, Transaction } from 'sequelize';

/** An account as the referral programme sees it. */
export type ReferralAccount = { id: string; referralCode: string | null; ipMarked: boolean; deleted: boolean };

/** The referral an invitee made, locked for the rest of the transaction. */
export type Referral = { inviteeUserId: string; referrerUserId: string; rewardedAt: Date | null };

export type ReferralCounts = { total: number; completed: number; awaitingReward: number; paid: number };

type AccountRow = { id: string; referral_code: string | null; ip_marked: boolean; deleted: boolean };
const toAccount = (row: AccountRow): ReferralAccount => ({ id: row.id, referralCode: row.referral_code, ipMarked: row.ip_marked, deleted: row.deleted });
const ACCOUNT_COLUMNS = 'id, referral_code, ip_marked, deleted_at IS NOT NULL AS deleted';

/** Whether an invitee has a completed (or claimed) contract: contracts_history_idx answers it. */
const HAS_COMPLETED = "EXISTS (SELECT 1 FROM contracts c WHERE c.user_id = r.invitee_user_id AND c.status <> 'active')";

const COUNT_REFERRALS = `
  SELECT
    count(*)::int AS total,
    count(*) FILTER (WHERE ${HAS_COMPLETED})::int AS completed,
    count(*) FILTER (WHERE r.rewarded_at IS NULL AND NOT ${HAS_COMPLETED} AND NOT i.ip_marked AND i.deleted_at IS NULL)::int AS "awaitingReward",
    count(r.rewarded_at)::int AS paid
  FROM referrals r
  JOIN users i ON i.id = r.invitee_user_id
  WHERE r.referrer_user_id = $1`;

export type ReferralRepository = ReturnType<typeof createReferralRepository>;

/** Two-key advisory lock (this namespace, 0) serialising uses of codes; apart from the registration and migrator locks. */
const INVITATIONS_LOCK_NAMESPACE = 4_242_003;

/** Referral codes (users.referral_code) and referrals (migration 0007). */
export function createReferralRepository({ sequelize }: { sequelize: Sequelize }) {
  const selectAccount = async (sql: string, bind: unknown[], transaction?: Transaction) => {
    const [row] = await sequelize.query<AccountRow>(sql, { bind, type: QueryTypes.SELECT, transaction });
    return row ? toAccount(row) : null;
  };

  return {
    /** An account by id, deleted ones too (they keep their ip_marked flag). */
    findAccount(userId: string, transaction?: Transaction): Promise<ReferralAccount | null> {
      return selectAccount(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = $1`, [userId], transaction);
    },

    /**
     * Locks the user's active contract, if any, until the transaction ends. Its completion locks it
     * too, so using a code and completing take turns: the code is either seen by the completion
     * or refused because the contract completed.
     */
    async lockActiveContract(transaction: Transaction, userId: string): Promise<void> {
      await sequelize.query("SELECT id FROM contracts WHERE user_id = $1 AND status = 'active' FOR UPDATE", {
        bind: [userId],
        type: QueryTypes.SELECT,
        transaction,
      });
    },

    /** The live account holding `code`, whatever its case (the unique index on upper(referral_code)). */
    findAccountByCode(code: string, transaction?: Transaction): Promise<ReferralAccount | null> {
      return selectAccount(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE upper(referral_code) = upper($1) AND deleted_at IS NULL`, [code], transaction);
    },

    /** Sets the account's code; the unique index refuses one another account holds (isReferralCodeTaken). */
    async setCode(userId: string, code: string): Promise<boolean> {
      const rows = await sequelize.query('UPDATE users SET referral_code = $2, updated_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING id', {
        bind: [userId, code],
        type: QueryTypes.SELECT,
      });
      return rows.length > 0;
    },

    /** Gives a code to a live account that has none; false when it already had one. */
    async assignCodeIfMissing(userId: string, code: string): Promise<boolean> {
      const rows = await sequelize.query(
        'UPDATE users SET referral_code = $2 WHERE id = $1 AND deleted_at IS NULL AND referral_code IS NULL RETURNING id',
        { bind: [userId, code], type: QueryTypes.SELECT },
      );
      return rows.length > 0;
    },

    /** The invitee's referral, if any, locked until the transaction ends. */
    async lockReferralOf(transaction: Transaction, inviteeUserId: string): Promise<Referral | null> {
      const [row] = await sequelize.query<{ invitee_user_id: string; referrer_user_id: string; rewarded_at: Date | null }>(
        'SELECT invitee_user_id, referrer_user_id, rewarded_at FROM referrals WHERE invitee_user_id = $1 FOR UPDATE',
        { bind: [inviteeUserId], type: QueryTypes.SELECT, transaction },
      );
      return row ? { inviteeUserId: row.invitee_user_id, referrerUserId: row.referrer_user_id, rewardedAt: row.rewarded_at } : null;
    },

    /**
     * Whether `userId` invited `accountId`, directly or through a chain of invitations (using
     * accountId's code would close a ring). The chain is walked up from accountId; UNION stops at a
     * ring recorded before this rule existed.
     */
    async isInvitedThrough(transaction: Transaction, accountId: string, userId: string): Promise<boolean> {
      const rows = await sequelize.query(
        `WITH RECURSIVE inviters(user_id) AS (
           SELECT referrer_user_id FROM referrals WHERE invitee_user_id = $1
           UNION
           SELECT r.referrer_user_id FROM referrals r JOIN inviters i ON r.invitee_user_id = i.user_id
         )
         SELECT 1 FROM inviters WHERE user_id = $2 LIMIT 1`,
        { bind: [accountId, userId], type: QueryTypes.SELECT, transaction },
      );
      return rows.length > 0;
    },

    /** The invitations graph changes one use at a time until the transaction ends (rings of any length are then seen whole). */
    async lockInvitations(transaction: Transaction): Promise<void> {
      await sequelize.query('SELECT pg_advisory_xact_lock($1, 0)', { bind: [INVITATIONS_LOCK_NAMESPACE], transaction });
    },

    /** The invitee's referral, if any, without a lock. */
    async findReferralOf(transaction: Transaction, inviteeUserId: string): Promise<Referral | null> {
      const [row] = await sequelize.query<{ invitee_user_id: string; referrer_user_id: string; rewarded_at: Date | null }>(
        'SELECT invitee_user_id, referrer_user_id, rewarded_at FROM referrals WHERE invitee_user_id = $1',
        { bind: [inviteeUserId], type: QueryTypes.SELECT, transaction },
      );
      return row ? { inviteeUserId: row.invitee_user_id, referrerUserId: row.referrer_user_id, rewardedAt: row.rewarded_at } : null;
    },

    /** How many of the referrer's invitations have paid (rewarded_at set). */
    async countPaid(transaction: Transaction, referrerUserId: string): Promise<number> {
      const [row] = await sequelize.query<{ paid: number }>('SELECT count(*)::int AS paid FROM referrals WHERE referrer_user_id = $1 AND rewarded_at IS NOT NULL', {
        bind: [referrerUserId],
        type: QueryTypes.SELECT,
        transaction,
      });
      return row?.paid ?? 0;
    },

    /** Records that the invitee used the referrer's code; false when the invitee already had a referral (the primary key). */
    async insertReferral(transaction: Transaction, referral: { inviteeUserId: string; referrerUserId: string; code: string; at: Date }): Promise<boolean> {
      const rows = await sequelize.query(
        `INSERT INTO referrals (invitee_user_id, referrer_user_id, code, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (invitee_user_id) DO NOTHING RETURNING invitee_user_id`,
        { bind: [referral.inviteeUserId, referral.referrerUserId, referral.code, referral.at], type: QueryTypes.SELECT, transaction },
      );
      return rows.length > 0;
    },

    /** Marks the referral rewarded; only the first caller gets true. */
    async markRewarded(transaction: Transaction, inviteeUserId: string, at: Date): Promise<boolean> {
      const rows = await sequelize.query(
        'UPDATE referrals SET rewarded_at = $2 WHERE invitee_user_id = $1 AND rewarded_at IS NULL RETURNING invitee_user_id',
        { bind: [inviteeUserId, at], type: QueryTypes.SELECT, transaction },
      );
      return rows.length > 0;
    },

    /**
     * Whether the user has a contract, other than `exceptContractId`, that is completed or claimed,
     * or whose time was up at `now` (completed by time, even if nobody has read it since).
     */
    async hasCompletedContract(transaction: Transaction, userId: string, now: Date, exceptContractId: string | null = null): Promise<boolean> {
      const rows = await sequelize.query(
        "SELECT 1 FROM contracts WHERE user_id = $1 AND (status <> 'active' OR ends_at <= $2) AND id IS DISTINCT FROM $3 LIMIT 1",
        { bind: [userId, now, exceptContractId], type: QueryTypes.SELECT, transaction },
      );
      return rows.length > 0;
    },

    /** The referrer's invitees: all, those with a completed contract, those whose reward may still come. */
    async countReferrals(referrerUserId: string): Promise<ReferralCounts> {
      const [row] = await sequelize.query<ReferralCounts>(COUNT_REFERRALS, { bind: [referrerUserId], type: QueryTypes.SELECT });
      return row ?? { total: 0, completed: 0, awaitingReward: 0, paid: 0 };
    },
  };
}
