import type { SessionUser } from '@ciao/contracts';
import type { ChangeFeed } from '../../db/change-feed';
import { createRevocableCache } from '../../db/revocable-cache';

export type SessionCache = ReturnType<typeof createSessionCache>;

/**
 * Session lookups kept in memory so a polling user costs no database round trip per request
 * (docs/performance.md). Trusted only while the user change feed is live: every sign-out, account
 * deletion, profile or role change on any instance drops that user's entries here. An entry also
 * lives at most `ttlMs`, never past its session's expiry, and the cache holds at most `maxEntries`.
 */
export function createSessionCache({ feed, ttlMs = 60_000, maxEntries = 100_000 }: { feed: ChangeFeed; ttlMs?: number; maxEntries?: number }) {
  const cache = createRevocableCache<SessionUser>({ feed, channel: 'user', maxEntries });
  return {
    get: (tokenHash: string, now: number): SessionUser | undefined => cache.get(tokenHash, now),

    /** Call before reading the database; pass the answer to `set`. */
    begin: cache.begin,

    set(tokenHash: string, user: SessionUser, sessionExpiresAt: Date, now: number, startedAt: number): void {
      cache.set(tokenHash, user, { owner: user.id, until: Math.min(now + ttlMs, sessionExpiresAt.getTime()), startedAt });
    },

    forget: cache.forget,
    forgetUser: cache.revoke,
    get size() {
      return cache.size;
    },
  };
}
