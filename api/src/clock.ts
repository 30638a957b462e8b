/** The one source of "now" for rules that depend on time, so tests can move it. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * lru-cache's time-to-live options on `clock`, read at every lookup: an entry is fresh for `ttlMs`
 * and stale from then on (lru-cache counts an entry stale once its age exceeds `ttl`, so 1 ms less
 * on this millisecond clock).
 */
export const lruTtlOn = (clock: Clock, ttlMs: number) => ({
  ttl: ttlMs - 1,
  ttlResolution: 0,
  perf: { now: () => clock.now().getTime() },
});
