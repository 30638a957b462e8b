/** Latency histogram: 0.05 ms buckets up to 5 s (anything slower is counted in the last one). */
export function createLatencyHistogram() {
  const STEP_MS = 0.05;
  const buckets = new Uint32Array(100_000 + 1);
  let count = 0;
  let max = 0;
  return {
    record(ms: number) {
      const i = Math.min(Math.floor(ms / STEP_MS), buckets.length - 1);
      buckets[i] = (buckets[i] ?? 0) + 1;
      count += 1;
      if (ms > max) max = ms;
    },
    get count() {
      return count;
    },
    /** The latency under which `q` (0..1) of the requests finished. */
    quantile(q: number): number {
      if (count === 0) return 0;
      const target = Math.ceil(q * count);
      let seen = 0;
      for (let i = 0; i < buckets.length; i += 1) {
        seen += buckets[i] ?? 0;
        if (seen >= target) return Math.min((i + 1) * STEP_MS, max);
      }
      return max;
    },
  };
}
export type LatencyHistogram = ReturnType<typeof createLatencyHistogram>;
