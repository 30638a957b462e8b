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

/**
 * The referrer's team ($1; $2, $3: the bonus condition; $4: the referrer's reward limit), one row
 * per invitation with the bonus as the programme sees it, as `status[:reason]` (docs/referral.md,
 * "Your team"). The page and the counts both read it. Raw SQL: one statement over the invitees'
 * accounts, contracts, reminders and the referrer's bonus credits.
 */
const TEAM = `
  WITH team AS (
    SELECT r.member_id, r.created_at, r.rewarded_at, r.bonus_deferred_at,
      i.nickname, i.email, i.deleted_at IS NOT NULL AS deleted,
      i.deleted_at IS NOT NULL OR i.suspended_at IS NOT NULL AS closed,
      i.email_verified_at IS NOT NULL AS verified,
      i.ip_marked OR me.ip_marked AS marked,
      EXISTS (SELECT 1 FROM contracts c WHERE c.user_id = r.invitee_user_id) AS started,
      ${HAS_COMPLETED} AS completed,
      ${MET_CONDITION} AS met,
      (SELECT max(m.sent_at) FROM referral_reminders m WHERE m.invitee_user_id = r.invitee_user_id) AS reminded_at,
      (SELECT l.amount_ciao FROM ledger_entries l
        WHERE l.user_id = $1 AND l.kind = 'referral_bonus' AND l.referral_invitee_id = r.invitee_user_id) AS bonus_ciao
    FROM referrals r
    JOIN users i ON i.id = r.invitee_user_id
    JOIN users me ON me.id = r.referrer_user_id
    WHERE r.referrer_user_id = $1
  ), places AS (
    SELECT greatest($4 - count(rewarded_at), 0) AS open,
      count(*) FILTER (WHERE rewarded_at IS NULL AND bonus_deferred_at IS NULL AND NOT met AND NOT marked AND NOT closed) AS awaiting
    FROM team
  ), classified AS (
    SELECT team.*,
      CASE
        WHEN rewarded_at IS NOT NULL THEN 'paid'
        WHEN marked THEN 'notEligible:sameAddress'
        WHEN closed THEN 'notEligible:accountClosed'
        WHEN places.open = 0 THEN 'notEligible:rewardLimit'
        WHEN bonus_deferred_at IS NOT NULL THEN 'pending:dailyCap'
        WHEN met THEN 'notEligible:rewardLimit'
        WHEN places.awaiting > places.open THEN 'pending:rewardLimit'
        ELSE 'pending:firstMining'
      END AS bonus
    FROM team, places
  )`;

const TEAM_COUNTS = `${TEAM}
  SELECT count(*)::int AS total,
    count(*) FILTER (WHERE started)::int AS mining,
    count(*) FILTER (WHERE completed)::int AS completed,
    count(*) FILTER (WHERE bonus = 'paid')::int AS paid,
    count(*) FILTER (WHERE bonus LIKE 'pending:%')::int AS pending,
    count(*) FILTER (WHERE bonus LIKE 'notEligible:%')::int AS "notEligible"
  FROM classified`;

/** $5, $6: the cursor (the last row's created_at and member_id, or nulls); $7: rows wanted. */
const TEAM_PAGE = `${TEAM}
  SELECT member_id AS "memberId", created_at AS "joinedAt", nickname, email, deleted, closed, verified, started,
    completed, bonus, rewarded_at AS "rewardedAt", bonus_ciao AS "bonusCiao", reminded_at AS "remindedAt"
  FROM classified
  WHERE $5::timestamptz IS NULL OR (created_at, member_id) < ($5::timestamptz, $6::uuid)
  ORDER BY created_at DESC, member_id DESC
  LIMIT $7`;

/** One invitation on the referrer's team, as the team query reads it. */
export type TeamRow = {
  memberId: string;
  joinedAt: Date;
  nickname: string | null;
  email: string | null;
  deleted: boolean;
  closed: boolean;
  verified: boolean;
  started: boolean;
  completed: boolean;
  /** `paid`, or `pending:<reason>`, or `notEligible:<reason>`. */
  bonus: string;
  rewardedAt: Date | null;
  bonusCiao: string | null;
  remindedAt: Date | null;
};

export type TeamCountsRow = {
  total: number;
  mining: number;
  completed: number;
  paid: number;
  pending: number;
  notEligible: number;
};

/** An invitation the referrer would remind, locked for the rest of the transaction. */
export type RemindableMember = {
  inviteeUserId: string;
  closed: boolean;
  started: boolean;
  remindedAt: Date | null;
};

export type TeamKey = { joinedAt: Date; memberId: string };

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

    /** One page of the referrer's team, newest first, after `after` (TEAM_PAGE). */
    teamPage(
      referrerUserId: string,
      page: { condition: BonusCondition; rewardLimit: number; after: TeamKey | undefined; limit: number },
    ): Promise<TeamRow[]> {
      const { condition, rewardLimit, after, limit } = page;
      return sequelize.query<TeamRow>(TEAM_PAGE, {
        bind: [
          referrerUserId,
          condition.contracts,
          condition.hours,
          rewardLimit,
          after?.joinedAt ?? null,
          after?.memberId ?? null,
          limit,
        ],
        type: QueryTypes.SELECT,
      });
    },

    /** The whole team counted from the same rows as the page (TEAM_COUNTS). */
    async teamCounts(
      referrerUserId: string,
      team: { condition: BonusCondition; rewardLimit: number },
    ): Promise<TeamCountsRow> {
      const [row] = await sequelize.query<TeamCountsRow>(TEAM_COUNTS, {
        bind: [referrerUserId, team.condition.contracts, team.condition.hours, team.rewardLimit],
        type: QueryTypes.SELECT,
      });
      return row ?? { total: 0, mining: 0, completed: 0, paid: 0, pending: 0, notEligible: 0 };
    },

    /**
     * The referrer's invitation named `memberId`, locked (reminders to one invitee take turns);
     * null when it is not on this referrer's team. The lock is taken first and the rest read by a
     * second statement, whose snapshot sees the reminder a turn before it committed. Raw SQL: the
     * invitee's account and contracts in the same read.
     */
    async lockMember(
      transaction: Transaction,
      referrerUserId: string,
      memberId: string,
    ): Promise<RemindableMember | null> {
      const [locked] = await sequelize.query<{ inviteeUserId: string }>(
        `SELECT invitee_user_id AS "inviteeUserId" FROM referrals WHERE member_id = $1 AND referrer_user_id = $2 FOR UPDATE`,
        { bind: [memberId, referrerUserId], type: QueryTypes.SELECT, transaction },
      );
      if (!locked) return null;
      const [row] = await sequelize.query<RemindableMember>(
        `SELECT i.id AS "inviteeUserId",
           i.deleted_at IS NOT NULL OR i.suspended_at IS NOT NULL AS closed,
           EXISTS (SELECT 1 FROM contracts c WHERE c.user_id = i.id) AS started,
           (SELECT max(m.sent_at) FROM referral_reminders m WHERE m.invitee_user_id = i.id) AS "remindedAt"
         FROM users i WHERE i.id = $1`,
        { bind: [locked.inviteeUserId], type: QueryTypes.SELECT, transaction },
      );
      return row ?? null;
    },

    /** Records a reminder sent. Raw SQL: the table has no model (it is only written and counted). */
    async insertReminder(
      transaction: Transaction,
      reminder: { inviteeUserId: string; referrerUserId: string; at: Date },
    ): Promise<void> {
      await sequelize.query(
        'INSERT INTO referral_reminders (invitee_user_id, referrer_user_id, sent_at) VALUES ($1, $2, $3)',
        { bind: [reminder.inviteeUserId, reminder.referrerUserId, reminder.at], transaction },
      );
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
