import { LRUCache } from 'lru-cache';
import type { ChangeChannel, ChangeFeed } from './change-feed';

type Entry<V> = { value: V; owner: string; until: number };

/**
 * Values read from PostgreSQL, kept in memory only while the change feed is live
 * (docs/performance.md). Each value belongs to an owner (a user id): every change PostgreSQL
 * announces on `channel` for that owner, from any instance, drops the owner's entries here (null:
 * changes may have been missed, everything goes). A read that overlapped a change does not cache
 * what it read (`begin` before reading, its answer to `set`). An entry also lives until its own
 * `until` (on the caller's clock), and at most `maxEntries` are kept (the least recently used go).
 */
export function createRevocableCache<V extends object>({
  feed,
  channel,
  maxEntries,
}: {
  feed?: ChangeFeed;
  channel: ChangeChannel;
  maxEntries: number;
}) {
  const keysOfOwner = new Map<string, Set<string>>();
  const entries = new LRUCache<string, Entry<V>>({
    max: maxEntries,
    // Evicted, replaced or deleted: the owner's index forgets the key too.
    dispose: (entry, key) => {
      const keys = keysOfOwner.get(entry.owner);
      keys?.delete(key);
      if (keys?.size === 0) keysOfOwner.delete(entry.owner);
    },
  });
  /** Bumped by every change: a read that overlapped one does not cache what it read. */
  let epoch = 0;

  function revoke(owner: string): void {
    epoch += 1;
    for (const key of [...(keysOfOwner.get(owner) ?? [])]) entries.delete(key);
  }

  feed?.subscribe(channel, (owner) => {
    if (owner !== null) {
      revoke(owner);
      return;
    }
    epoch += 1;
    entries.clear();
  });

  return {
    /** The cached value while the feed is live and the entry's time has not come; undefined otherwise. */
    get(key: string, now: number): V | undefined {
      if (!feed?.live) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now >= entry.until) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },

    /** Call before reading the database; pass the answer to `set`. */
    begin(): number {
      return epoch;
    },

    /** Caches what a read begun at `startedAt` found, unless a change came meanwhile or the feed is down. */
    set(key: string, value: V, { owner, until, startedAt }: { owner: string; until: number; startedAt: number }): void {
      if (!feed?.live || startedAt !== epoch) return;
      entries.set(key, { value, owner, until });
      let keys = keysOfOwner.get(owner);
      if (!keys) keysOfOwner.set(owner, (keys = new Set()));
      keys.add(key);
    },

    forget(key: string): void {
      entries.delete(key);
    },

    /** This instance changed the owner's data: drop its entries at once (the others hear it from PostgreSQL). */
    revoke,

    get size(): number {
      return entries.size;
    },
  };
}
