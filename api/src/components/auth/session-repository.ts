import { Op, QueryTypes } from 'sequelize';
import type { Transaction } from 'sequelize';
import type { SessionUser } from '@ciao/contracts';
import type { Database } from '../../db/database';

export type SessionRepository = ReturnType<typeof createSessionRepository>;

/**
 * Polled on every request of a signed-in user: one indexed read, no model instances. A suspended
 * account's sessions are deleted with the suspension (and remembered in ended_sessions); one
 * started by a sign-in that raced it is never found.
 */
const FIND_SESSION_USER = `
  SELECT u.id, u.email, u.name, u.nickname, u.profile_image_url AS "profileImageUrl", u.image, u.role,
    u.email_verified_at IS NOT NULL AS "emailVerified", s.expires_at AS "sessionExpiresAt"
  FROM sessions s
  JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.deleted_at IS NULL AND u.suspended_at IS NULL`;

/** Whether a session a suspension ended belongs to an account that is still suspended. */
const FIND_SUSPENDED_END = `
  SELECT 1 FROM ended_sessions e JOIN users u ON u.id = e.user_id
  WHERE e.token_hash = $1 AND e.expires_at > $2 AND u.suspended_at IS NOT NULL AND u.deleted_at IS NULL`;

export function createSessionRepository({ sequelize, models }: Pick<Database, 'sequelize' | 'models'>) {
  const { Session, EndedSession } = models;
  return {
    async findSessionUser(tokenHash: string, now: Date): Promise<{ user: SessionUser; expiresAt: Date } | null> {
      const [row] = await sequelize.query<SessionUser & { sessionExpiresAt: Date }>(FIND_SESSION_USER, {
        bind: [tokenHash, now],
        type: QueryTypes.SELECT,
      });
      if (!row) return null;
      const { sessionExpiresAt, ...user } = row;
      return { user, expiresAt: sessionExpiresAt };
    },

    async create(session: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await Session.create(session);
    },

    async delete(tokenHash: string): Promise<void> {
      await Session.destroy({ where: { tokenHash } });
    },

    /** Signs the user out everywhere (account deletion, the support desk); every instance's cache hears of it (NOTIFY). Returns how many sessions ended. */
    deleteAllOfUser(userId: string, transaction?: Transaction): Promise<number> {
      return Session.destroy({ where: { userId }, transaction });
    },

    /**
     * Signs the user out everywhere for a suspension: the sessions are deleted (every instance's
     * cache hears of it) and remembered until they would have expired, so a device that still
     * carries one is told why (`isEndedBySuspension`). Returns how many sessions ended.
     */
    async endAllForSuspension(userId: string, now: Date, transaction: Transaction): Promise<number> {
      await EndedSession.destroy({ where: { expiresAt: { [Op.lte]: now } }, transaction });
      const [ended] = await sequelize.query<{ n: number }>(
        `WITH ended AS (DELETE FROM sessions WHERE user_id = $1 RETURNING token_hash, user_id, expires_at),
           kept AS (INSERT INTO ended_sessions (token_hash, user_id, expires_at)
             SELECT token_hash, user_id, expires_at FROM ended WHERE expires_at > $2 ON CONFLICT DO NOTHING)
         SELECT count(*)::int AS n FROM ended`,
        { bind: [userId, now], type: QueryTypes.SELECT, transaction },
      );
      return ended?.n ?? 0;
    },

    /** Whether the session of `tokenHash` was ended by a suspension of an account that is still suspended. */
    async isEndedBySuspension(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await sequelize.query(FIND_SUSPENDED_END, { bind: [tokenHash, now], type: QueryTypes.SELECT });
      return rows.length > 0;
    },

    /** The user's live sessions: the devices signed in at `now`. */
    countLive(userId: string, now: Date): Promise<number> {
      return Session.count({ where: { userId, expiresAt: { [Op.gt]: now } } });
    },

    async deleteExpired(userId: string, now: Date): Promise<void> {
      await Session.destroy({ where: { userId, expiresAt: { [Op.lte]: now } } });
    },
  };
}
