import type { SessionUser } from '@ciao/contracts';
import type { ChangeFeed } from '../../db/change-feed';
import { createRevocableCache } from '../../db/revocable-cache';

export type SessionCache = ReturnType<typeof createSessionCache>;

/**
 * Session lookups kept in memory so a polling user costs no database round trip per request
 * (docs/performance.md). Trusted only while the user change feed is live: every sign-out, account
 * deletion, profile or role change on any instance drops that user's entries here (by user id,
 * the feed's payload). An entry also lives at most `ttlMs`, never past its session's expiry, and
 * the cache holds at most `maxEntries`.
 *
 * Keyed by the cookie's token itself, so a hit costs no SHA-256 (the table holds only the hash).
 * The token stays in this process's memory, as it does while its request is served; it is never
 * logged or written anywhere. Every invalidation finds its entries: the user's through the owner
 * index, one session's by its token (`forget`, on sign-out, where the token is at hand).
 */
export function createSessionCache({
  feed,
  ttlMs = 60_000,
  maxEntries = 100_000,
}: {
  feed: ChangeFeed;
  ttlMs?: number;
  maxEntries?: number;
}) {
  const cache = createRevocableCache<SessionUser>({ feed, channel: 'user', maxEntries });
  return {
    get: (token: string, now: number): SessionUser | undefined => cache.get(token, now),

    /** Call before reading the database; pass the answer to `set`. */
    begin: cache.begin,

    set(token: string, user: SessionUser, sessionExpiresAt: Date, now: number, startedAt: number): void {
      cache.set(token, user, { owner: user.id, until: Math.min(now + ttlMs, sessionExpiresAt.getTime()), startedAt });
    },

    /** One session ended on this instance (its token). */
    forget: cache.forget,
    forgetUser: cache.revoke,
    get size() {
      return cache.size;
    },
  };
}
