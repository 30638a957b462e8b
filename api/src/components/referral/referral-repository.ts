import { Op, QueryTypes } from 'sequelize';
import type { Transaction, Sequelize } from 'sequelize';
import type { BonusCondition } from './referral-config';
import { defineReferralModel } from './referral-model';
import type { ReferralRecord } from './referral-model';

/** The referral an invitee made, locked for the rest of the transaction. */
export type Referral = {
  inviteeUserId: string;
  referrerUserId: string;
  rewardedAt: Date | null;
  bonusDeferredAt: Date | null;
};

/** One side of a referral: the other account, when the code was used and when both were rewarded. */
export type Invitation = { userId: string; invitedAt: Date; rewardedAt: Date | null };

export type ReferralCounts = { total: number; completed: number; awaitingReward: number; paid: number };

const toReferral = (record: ReferralRecord | null): Referral | null =>
  record && {
    inviteeUserId: record.inviteeUserId,
    referrerUserId: record.referrerUserId,
    rewardedAt: record.rewardedAt,
    bonusDeferredAt: record.bonusDeferredAt,
  };

/** Whether an invitee has a completed (or claimed) contract: contracts_history_idx answers it. Raw SQL: one aggregate statement. */
const HAS_COMPLETED =
  "EXISTS (SELECT 1 FROM contracts c WHERE c.user_id = r.invitee_user_id AND c.status IN ('completed', 'claimed'))";

/** Whether an invitee's completed contracts meet the bonus condition ($2 contracts, $3 hours): their reward's moment has passed. */
const MET_CONDITION = `(SELECT count(*) >= $2 AND coalesce(sum(c.duration_hours), 0) >= $3 FROM contracts c WHERE c.user_id = r.invitee_user_id AND c.status IN ('completed', 'claimed'))`;

const COUNT_REFERRALS = `
  SELECT
    count(*)::int AS total,
    count(*) FILTER (WHERE ${HAS_COMPLETED})::int AS completed,
    count(*) FILTER (WHERE r.rewarded_at IS NULL AND (r.bonus_deferred_at IS NOT NULL OR NOT ${MET_CONDITION}) AND NOT i.ip_marked AND i.deleted_at IS NULL AND i.suspended_at IS NULL)::int AS "awaitingReward",
    count(r.rewarded_at)::int AS paid
  FROM referrals r
  JOIN users i ON i.id = r.invitee_user_id
  WHERE r.referrer_user_id = $1`;

export type ReferralRepository = ReturnType<typeof createReferralRepository>;

/** Two-key advisory lock (this namespace, 0) serialising uses of codes; apart from the registration and migrator locks. */
const INVITATIONS_LOCK_NAMESPACE = 4_242_003;
/** Two-key advisory lock (this namespace, UTC day number) serialising one day's referral payouts across instances. */
const DAILY_PAYOUTS_LOCK_NAMESPACE = 4_242_004;
const DAY_MS = 86_400_000;

/**
 * Referrals (migration 0007). The codes (users.referral_code) and the invitees' contracts are their
 * owners' (users/user-repository.ts, contracts/contract-repository.ts); countReferrals alone names
 * their tables (see the FOREIGN_TABLES entry in api/test/platform/component-graph.test.ts).
 */
export function createReferralRepository({ sequelize }: { sequelize: Sequelize }) {
  const Referral = defineReferralModel(sequelize);

  return {
    /** The invitee's referral, if any, locked until the transaction ends. */
    async lockReferralOf(transaction: Transaction, inviteeUserId: string): Promise<Referral | null> {
      return toReferral(await Referral.findByPk(inviteeUserId, { lock: transaction.LOCK.UPDATE, transaction }));
    },

    /**
     * Whether `userId` invited `accountId`, directly or through a chain of invitations (using
     * accountId's code would close a ring). The chain is walked up from accountId; UNION stops at a
     * ring recorded before this rule existed. Raw SQL: a recursive query.
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

    /** The invitations graph changes one use at a time until the transaction ends (rings of any length are then seen whole). An advisory lock: raw SQL. */
    async lockInvitations(transaction: Transaction): Promise<void> {
      await sequelize.query('SELECT pg_advisory_xact_lock($1, 0)', { bind: [INVITATIONS_LOCK_NAMESPACE], transaction });
    },

    /** The invitee's referral, if any, without a lock. */
    async findReferralOf(transaction: Transaction, inviteeUserId: string): Promise<Referral | null> {
      return toReferral(await Referral.findByPk(inviteeUserId, { transaction }));
    },

    /** How many invitees have used the referrer's code. */
    countUses(transaction: Transaction, referrerUserId: string): Promise<number> {
      return Referral.count({ where: { referrerUserId }, transaction });
    },

    /** The invitees who used the referrer's code since `since`, oldest first (a flag's evidence). */
    async inviteesSince(transaction: Transaction, referrerUserId: string, since: Date): Promise<string[]> {
      const rows = await Referral.findAll({
        attributes: ['inviteeUserId'],
        where: { referrerUserId, createdAt: { [Op.gte]: since } },
        order: [['createdAt', 'ASC']],
        transaction,
      });
      return rows.map((row) => row.inviteeUserId);
    },

    /** How many of the referrer's invitations have paid (rewarded_at set). */
    countPaid(transaction: Transaction, referrerUserId: string): Promise<number> {
      return Referral.count({ where: { referrerUserId, rewardedAt: { [Op.ne]: null } }, transaction });
    },

    /**
     * Records that the invitee used the referrer's code; false when the invitee already had a
     * referral (the primary key). Raw SQL: ON CONFLICT DO NOTHING RETURNING tells which, the model's insert cannot.
     */
    async insertReferral(
      transaction: Transaction,
      referral: { inviteeUserId: string; referrerUserId: string; code: string; at: Date },
    ): Promise<boolean> {
      const rows = await sequelize.query(
        `INSERT INTO referrals (invitee_user_id, referrer_user_id, code, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (invitee_user_id) DO NOTHING RETURNING invitee_user_id`,
        {
          bind: [referral.inviteeUserId, referral.referrerUserId, referral.code, referral.at],
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      return rows.length > 0;
    },

    /**
     * How many referral bonuses were paid on the UTC day of `at`, counted under that day's lock
     * (held until the transaction ends), so payouts on several instances never pass the day's cap.
     */
    async lockAndCountPaidOnDay(transaction: Transaction, at: Date): Promise<number> {
      const day = Math.floor(at.getTime() / DAY_MS);
      await sequelize.query('SELECT pg_advisory_xact_lock($1, $2)', {
        bind: [DAILY_PAYOUTS_LOCK_NAMESPACE, day],
        transaction,
      });
      return Referral.count({
        where: { rewardedAt: { [Op.gte]: new Date(day * DAY_MS), [Op.lt]: new Date((day + 1) * DAY_MS) } },
        transaction,
      });
    },

    /** Marks the referral's bonus as waiting for a later day (once: the first deferral's time stays). */
    async markDeferred(transaction: Transaction, inviteeUserId: string, at: Date): Promise<void> {
      await Referral.update({ bonusDeferredAt: at }, { where: { inviteeUserId, bonusDeferredAt: null }, transaction });
    },

    /** The bonus stops waiting (it can no longer be paid). */
    async clearDeferred(transaction: Transaction, inviteeUserId: string): Promise<void> {
      await Referral.update({ bonusDeferredAt: null }, { where: { inviteeUserId }, transaction });
    },

    /** Invitees whose bonus was deferred before `before` and is still unpaid, oldest first. */
    async findDeferred(before: Date, limit: number): Promise<string[]> {
      const rows = await Referral.findAll({
        attributes: ['inviteeUserId'],
        where: { rewardedAt: null, bonusDeferredAt: { [Op.lt]: before } },
        order: [['bonusDeferredAt', 'ASC']],
        limit,
      });
      return rows.map((row) => row.inviteeUserId);
    },

    /** Marks the referral rewarded; only the first caller gets true. */
    async markRewarded(transaction: Transaction, inviteeUserId: string, at: Date): Promise<boolean> {
      const [count] = await Referral.update(
        { rewardedAt: at },
        { where: { inviteeUserId, rewardedAt: null }, transaction },
      );
      return count > 0;
    },

    /** The referrer's invitees: all, those with a completed contract, those whose reward may still come (one aggregate statement). */
    /** The referral that brought the user (null when none) and the ones the user brought, newest first. */
    async invitationsOf(userId: string): Promise<{ referrer: Invitation | null; invitees: Invitation[] }> {
      const [brought, made] = await Promise.all([
        Referral.findByPk(userId),
        Referral.findAll({
          where: { referrerUserId: userId },
          order: [
            ['createdAt', 'DESC'],
            ['inviteeUserId', 'DESC'],
          ],
        }),
      ]);
      const invitation = (accountId: string, record: ReferralRecord): Invitation => ({
        userId: accountId,
        invitedAt: record.createdAt,
        rewardedAt: record.rewardedAt,
      });
      return {
        referrer: brought && invitation(brought.referrerUserId, brought),
        invitees: made.map((record) => invitation(record.inviteeUserId, record)),
      };
    },

    async countReferrals(referrerUserId: string, condition: BonusCondition): Promise<ReferralCounts> {
      const [row] = await sequelize.query<ReferralCounts>(COUNT_REFERRALS, {
        bind: [referrerUserId, condition.contracts, condition.hours],
        type: QueryTypes.SELECT,
      });
      return row ?? { total: 0, completed: 0, awaitingReward: 0, paid: 0 };
    },
  };
}
