import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@ciao/contracts';
import type { Clock } from '../../clock';
import type { SessionCache } from './session-cache';
import type { SessionRepository, StoredSession } from './session-repository';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How stale a session's "last seen" may get: a read of the session (a cache miss) writes it when it
 * is older than this, so at most once per this time per session (docs/accounts.md, "Signed-in devices").
 */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The stored key of a session token (its SHA-256); undefined for what cannot be a token. */
export const sessionKeyOf = (token: string | undefined): string | undefined =>
  token && TOKEN_PATTERN.test(token) ? hashToken(token) : undefined;

export type Sessions = ReturnType<typeof createSessions>;

/** Why a device's session ended, when the API tells it (docs/accounts.md, "Sessions"). */
export type SessionEnd = 'suspended';

/**
 * Server-side sessions: the cookie holds a random token, the table only its SHA-256.
 * `sessionUserOf` is the one read every authenticated request makes (the place for a cache).
 */
export function createSessions({
  sessions,
  clock,
  cache,
}: {
  sessions: SessionRepository;
  clock: Clock;
  cache?: SessionCache;
}) {
  /** One indexed read by the token's hash, cached (by the token) unless a change to the user overlapped it. */
  async function readSessionUser(token: string, now: Date): Promise<SessionUser | null> {
    const startedAt = cache?.begin() ?? 0;
    const tokenHash = hashToken(token);
    const found = await sessions.findSessionUser(tokenHash, now, new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS));
    if (!found) return null;
    cache?.set(token, found.user, found.expiresAt, now.getTime(), startedAt);
    return found.user;
  }

  return {
    /**
     * The session's user, or null. At once when the cache holds the session or there is no token,
     * so a poll awaits no promise and hashes nothing (docs/performance.md); else a promise of one
     * indexed read.
     */
    sessionUserOf(token: string | undefined): SessionUser | null | Promise<SessionUser | null> {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      const now = clock.now();
      return cache?.get(token, now.getTime()) ?? readSessionUser(token, now);
    },

    /**
     * Why a session token signs nobody in, when the API can say: `suspended` while its account is
     * suspended and the suspension ended it; else null (signed out, expired, never issued). Asked only
     * after the session was not found, so a signed-in request never pays for it.
     */
    async endOf(token: string | undefined): Promise<SessionEnd | null> {
      if (!token || !TOKEN_PATTERN.test(token)) return null;
      return (await sessions.isEndedBySuspension(hashToken(token), clock.now())) ? 'suspended' : null;
    },

    /** Drops a user's cached sessions on this instance at once (other instances hear it from PostgreSQL). */
    forgetUser(userId: string): void {
      cache?.forgetUser(userId);
    },

    /** A new session of the user on `device` (deviceName's answer). */
    async startSession(userId: string, device: string): Promise<{ token: string; expiresAt: Date }> {
      const now = clock.now();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await sessions.deleteExpired(userId, now);
      await sessions.create({ tokenHash: hashToken(token), userId, device, createdAt: now, expiresAt });
      return { token, expiresAt };
    },

    /** The user's signed-in devices, newest first; `token` is this request's session (marked current). */
    listDevices(userId: string, token: string | undefined): Promise<StoredSession[]> {
      return sessions.listLive(userId, sessionKeyOf(token) ?? '', clock.now());
    },

    /**
     * Signs one of the user's sessions out at once, on every instance: 'not-found' when the user has
     * no session of that id, 'this-device' when it was the one of `token` (this request's).
     */
    async endDevice(
      userId: string,
      publicId: string,
      token: string | undefined,
    ): Promise<'ended' | 'this-device' | 'not-found'> {
      const endedHash = await sessions.deleteByPublicId(userId, publicId);
      if (endedHash === null) return 'not-found';
      cache?.forgetUser(userId); // this instance at once; the others hear it from PostgreSQL
      return endedHash === sessionKeyOf(token) ? 'this-device' : 'ended';
    },

    /** Signs out every session of the user but this request's (`token`), on every instance; returns how many ended. */
    async endOtherDevices(userId: string, token: string | undefined): Promise<number> {
      const ended = await sessions.deleteAllOfUserBut(userId, sessionKeyOf(token) ?? '');
      cache?.forgetUser(userId);
      return ended;
    },

    async endSession(token: string | undefined): Promise<void> {
      if (!token || !TOKEN_PATTERN.test(token)) return;
      cache?.forget(token);
      await sessions.delete(hashToken(token));
    },
  };
}
