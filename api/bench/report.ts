// What `npm run bench` says about a phase: figures and verdicts from its LoadResult alone.
import { LATENCY_LIMIT_MS } from './latency';
import type { LoadResult } from './load';

/** "1.4 ms"; beyond the histogram's range "> 5 s", since the real figure is not known. */
export const formatLatency = (ms: number): string =>
  Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : `> ${LATENCY_LIMIT_MS / 1000} s`;

/** Requests answered (200) within the phase, per second of the phase. */
export const achieved = (result: Pick<LoadResult, 'answered' | 'seconds'>): number => result.answered / result.seconds;

/** An open-model phase answered less than this share of what was offered could not keep up. */
export const KEPT_UP = 0.99;

export type Verdict = 'pass' | 'saturated' | 'fail';

/** A target's verdict as the bench prints it: one the phase gave no sample for is never a pass. */
export type TargetVerdict = 'PASS' | 'FAIL' | 'NOT MEASURED';

/** NOT MEASURED without samples, else whether it was met. */
export const judged = (samples: number, met: boolean): TargetVerdict =>
  samples === 0 ? 'NOT MEASURED' : met ? 'PASS' : 'FAIL';

/** Several passes' verdicts of one target as one: any FAIL fails it, any NOT MEASURED leaves it unmeasured. */
export function worstOf(verdicts: readonly TargetVerdict[]): TargetVerdict {
  if (verdicts.length === 0) return 'NOT MEASURED';
  if (verdicts.includes('FAIL')) return 'FAIL';
  return verdicts.includes('NOT MEASURED') ? 'NOT MEASURED' : 'PASS';
}

/**
 * The open model at the offered rate: saturated when it fell behind (requests left unanswered
 * within the limit, or less than 99 % of the offered rate answered within the phase); otherwise
 * pass when there were no errors and the p99 is under the target.
 */
export function openVerdict(result: LoadResult, offeredPerSecond: number, p99TargetMs: number): Verdict {
  if (result.unanswered > 0 || achieved(result) < offeredPerSecond * KEPT_UP) return 'saturated';
  return result.errors === 0 && result.latency.quantile(0.99) < p99TargetMs ? 'pass' : 'fail';
}

/** The polling mix's throughput over bare Express's; null when a run had errors (its rate would flatter it). */
export function saturationRatio(mix: LoadResult, bare: LoadResult): number | null {
  if (mix.errors > 0 || bare.errors > 0 || bare.answered === 0) return null;
  return achieved(mix) / achieved(bare);
}

/**
 * The saturation's rounds (mix and bare Express alternated) summed up as their median ratio, so
 * that one round disturbed by the machine moves the verdict no more than one round; none when any
 * round had errors.
 */
export function medianRatio(ratios: readonly (number | null)[]): number | null {
  if (ratios.length === 0 || ratios.some((r) => r === null)) return null;
  const sorted = (ratios as number[]).slice().sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** How much slower `large` is than `small` at a quantile; Infinity (unknown, so failing) when either is beyond the range. */
export function latencyRatio(small: LoadResult, large: LoadResult, q: number): number {
  const a = small.latency.quantile(q);
  const b = large.latency.quantile(q);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return Infinity;
  return a > 0 ? b / a : 1;
}

export const formatRatio = (ratio: number | null): string =>
  ratio === null ? 'n/a (errors)' : Number.isFinite(ratio) ? ratio.toFixed(2) : '> limit';

/** One line for a phase: achieved of offered (or of sent), errors with samples, percentiles. */
export function describePhase(result: LoadResult, offeredPerSecond?: number): string {
  const offered = offeredPerSecond === undefined ? '' : ` of ${offeredPerSecond.toFixed(0)} offered`;
  const notAnswered =
    result.unanswered > 0 ? `, ${result.unanswered} of them not answered within ${LATENCY_LIMIT_MS / 1000} s` : '';
  const samples = result.errorSamples.length ? ` (${result.errorSamples.join('; ')})` : '';
  const q = (p: number) => formatLatency(result.latency.quantile(p));
  return `achieved ${achieved(result).toFixed(0)} req/s${offered} (answered within the phase), errors ${result.errors}${notAnswered}${samples}; latency p50 ${q(0.5)}, p99 ${q(0.99)}, p99.9 ${q(0.999)}`;
}
