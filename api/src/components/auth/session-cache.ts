import type { SessionUser } from '@ciao/contracts';
import type { ChangeFeed } from '../../db/change-feed';

type Entry = { user: SessionUser; sessionExpiresAt: number; cachedUntil: number };

export type SessionCache = ReturnType<typeof createSessionCache>;

/**
 * Session lookups kept in memory so a polling user costs no database round trip per request
 * (docs/performance.md). Trusted only while the user change feed is live: every sign-out, account
 * deletion, profile or role change on any instance drops that user's entries here. An entry also
 * lives at most `ttlMs`, never past its session's expiry, and the cache holds at most `maxEntries`
 * (the oldest go first).
 */
export function createSessionCache({ feed, ttlMs = 60_000, maxEntries = 100_000 }: { feed: ChangeFeed; ttlMs?: number; maxEntries?: number }) {
  const entries = new Map<string, Entry>();
  const tokensOfUser = new Map<string, Set<string>>();
  /** Bumped by every change: a lookup that overlapped one does not cache what it read. */
  let epoch = 0;

  function forget(tokenHash: string) {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const tokens = tokensOfUser.get(entry.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) tokensOfUser.delete(entry.user.id);
  }

  function forgetUser(userId: string) {
    for (const tokenHash of tokensOfUser.get(userId) ?? []) entries.delete(tokenHash);
    tokensOfUser.delete(userId);
  }

  feed.subscribe('user', (userId) => {
    epoch += 1;
    if (userId === null) {
      entries.clear();
      tokensOfUser.clear();
    } else {
      forgetUser(userId);
    }
  });

  return {
    get(tokenHash: string, now: number): SessionUser | undefined {
      if (!feed.live) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now >= entry.cachedUntil || now >= entry.sessionExpiresAt) {
        forget(tokenHash);
        return undefined;
      }
      return entry.user;
    },

    /** Call before reading the database; pass the answer to `set`. */
    begin(): number {
      return epoch;
    },

    set(tokenHash: string, user: SessionUser, sessionExpiresAt: Date, now: number, startedAt: number): void {
      if (!feed.live || startedAt !== epoch) return;
      forget(tokenHash);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) forget(oldest);
      }
      entries.set(tokenHash, { user, sessionExpiresAt: sessionExpiresAt.getTime(), cachedUntil: now + ttlMs });
      let tokens = tokensOfUser.get(user.id);
      if (!tokens) tokensOfUser.set(user.id, (tokens = new Set()));
      tokens.add(tokenHash);
    },

    forget,
    forgetUser,
    get size() {
      return entries.size;
    },
  };
}
