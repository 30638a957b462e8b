/** The histogram's range: a request slower than this (or never answered) is only known to be slower. */
export const LATENCY_LIMIT_MS = 5_000;
const STEP_MS = 0.05;

/**
 * Latency histogram: 0.05 ms buckets up to 5 s, then one last bucket for everything slower and
 * for requests never answered. A quantile that lands there is `Infinity` ("> 5 s"), never a
 * made-up figure such as 5000.1 ms.
 */
export function createLatencyHistogram() {
  const LAST = LATENCY_LIMIT_MS / STEP_MS;
  const buckets = new Uint32Array(LAST + 1);
  let count = 0;
  let max = 0;
  return {
    record(ms: number) {
      const i = Math.min(Math.floor(ms / STEP_MS), LAST);
      buckets[i] = (buckets[i] ?? 0) + 1;
      count += 1;
      if (ms > max) max = ms;
    },
    /** A request that got no answer within the limit: counted in the last bucket. */
    recordUnanswered() {
      buckets[LAST] = (buckets[LAST] ?? 0) + 1;
      count += 1;
    },
    get count() {
      return count;
    },
    /** The latency under which `q` (0..1) of the requests finished; Infinity beyond the limit. */
    quantile(q: number): number {
      if (count === 0) return 0;
      const target = Math.ceil(q * count);
      let seen = 0;
      for (let i = 0; i < LAST; i += 1) {
        seen += buckets[i] ?? 0;
        if (seen >= target) return Math.min((i + 1) * STEP_MS, max);
      }
      return Infinity;
    },
  };
}
export type LatencyHistogram = ReturnType<typeof createLatencyHistogram>;
