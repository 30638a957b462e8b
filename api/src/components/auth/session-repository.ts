import { Op, QueryTypes } from 'sequelize';
import type { Transaction } from 'sequelize';
import type { SessionUser } from '@ciao/contracts';
import type { Database } from '../../db/database';

export type SessionRepository = ReturnType<typeof createSessionRepository>;

/** A signed-in device as its owner sees it: never the token or its hash. */
export type StoredSession = {
  publicId: string;
  device: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
};

/**
 * Read on a signed-in request whose session this instance has not cached: one indexed read, no
 * model instances, and in the same statement "last seen" written when it is older than $3 (one
 * round trip either way: after a restart every open dashboard's session is read at once). A
 * suspended account's sessions are deleted with the suspension (and remembered in ended_sessions);
 * one started by a sign-in that raced it is never found.
 */
const FIND_SESSION_USER = `
  WITH found AS (
    SELECT u.id, u.email, u.name, u.nickname, u.profile_image_url AS "profileImageUrl", u.image, u.role,
      u.email_verified_at IS NOT NULL AS "emailVerified", u.language, s.expires_at AS "sessionExpiresAt"
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.deleted_at IS NULL AND u.suspended_at IS NULL
  ), seen AS (
    UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at <= $3 AND EXISTS (SELECT 1 FROM found)
  )
  SELECT * FROM found`;

/** Whether a session a suspension ended belongs to an account that is still suspended. */
const FIND_SUSPENDED_END = `
  SELECT 1 FROM ended_sessions e JOIN users u ON u.id = e.user_id
  WHERE e.token_hash = $1 AND e.expires_at > $2 AND u.suspended_at IS NOT NULL AND u.deleted_at IS NULL`;

export function createSessionRepository({ sequelize, models }: Pick<Database, 'sequelize' | 'models'>) {
  const { Session, EndedSession } = models;
  return {
    /** The session's user, its "last seen" written now when it is older than `seenBefore`. */
    async findSessionUser(
      tokenHash: string,
      now: Date,
      seenBefore: Date,
    ): Promise<{ user: SessionUser; expiresAt: Date } | null> {
      const [row] = await sequelize.query<SessionUser & { sessionExpiresAt: Date }>(FIND_SESSION_USER, {
        bind: [tokenHash, now, seenBefore],
        type: QueryTypes.SELECT,
      });
      if (!row) return null;
      const { sessionExpiresAt, ...user } = row;
      return { user, expiresAt: sessionExpiresAt };
    },

    async create(session: {
      tokenHash: string;
      userId: string;
      device: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await Session.create({ ...session, lastSeenAt: session.createdAt });
    },

    /** The user's live sessions, newest first; `current` marks the one of `currentTokenHash`. */
    async listLive(userId: string, currentTokenHash: string, now: Date): Promise<StoredSession[]> {
      const rows = await Session.findAll({
        attributes: ['tokenHash', 'publicId', 'device', 'createdAt', 'lastSeenAt'],
        where: { userId, expiresAt: { [Op.gt]: now } },
        order: [
          ['createdAt', 'DESC'],
          ['publicId', 'ASC'],
        ],
      });
      return rows.map(({ tokenHash, publicId, device, createdAt, lastSeenAt }) => ({
        publicId,
        device,
        createdAt,
        lastSeenAt,
        current: tokenHash === currentTokenHash,
      }));
    },

    /** Ends the user's session of `publicId` (every instance's cache hears of it); its token's hash, or null when the user has none such. */
    async deleteByPublicId(userId: string, publicId: string): Promise<string | null> {
      const [ended] = await sequelize.query<{ tokenHash: string }>(
        'DELETE FROM sessions WHERE user_id = $1 AND public_id = $2 RETURNING token_hash AS "tokenHash"',
        { bind: [userId, publicId], type: QueryTypes.SELECT },
      );
      return ended?.tokenHash ?? null;
    },

    /** Ends every session of the user but the one of `keptTokenHash`; returns how many ended. */
    deleteAllOfUserBut(userId: string, keptTokenHash: string, transaction?: Transaction): Promise<number> {
      return Session.destroy({ where: { userId, tokenHash: { [Op.ne]: keptTokenHash } }, transaction });
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
