// The overload phase of `npm run bench` (issue #47): about three times what the API can answer,
// then the load drops back; what admission control promises is measured on both sides of the drop.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openLoad } from './load';
import type { LoadResult, Outcome, RefusedAt, Target } from './load';
import { formatLatency, judged } from './report';
import type { TargetVerdict } from './report';

export type Stream = { target: Target; intervalMs: number };

export const OVERLOAD_TARGET = { times: 3, admittedP99Ms: 100, refusalP99Ms: 5, recoveryMs: 1_000 };

const rateOf = (streams: readonly Stream[]) => streams.reduce((sum, s) => sum + 1000 / s.intervalMs, 0);

/** The same streams, each sped up or slowed down so that together they offer `perSecond`. */
export function offering(streams: readonly Stream[], perSecond: number): Stream[] {
  const factor = rateOf(streams) / perSecond;
  return streams.map((s) => ({ ...s, intervalMs: s.intervalMs * factor }));
}

/**
 * When, after the drop, everything was answered again: the scheduled moment (ms after the drop) of
 * the last request refused, failed or slower than `slowMs`; 0 when there was none.
 */
export function createRecoveryClock(drop: number, slowMs: number) {
  let last = 0;
  let late = 0;
  return {
    record({ since, ms, status }: Outcome) {
      if (status === 200 && ms <= slowMs) return;
      late += 1;
      last = Math.max(last, since - drop);
    },
    get ms() {
      return last;
    },
    /** How many requests after the drop were refused, failed or slow. */
    get late() {
      return late;
    },
  };
}

export type OverloadResult = {
  times: number;
  offered: number;
  overload: LoadResult;
  /** The API's CPU time per request it was sent during the overload, answered or refused (ms). */
  cpuMsPerRequest: number;
  /**
   * This process's own share of a core and event-loop delay p99 (ms) during the overload: a
   * generator late by seconds measures its own lag, not the API's (every latency counts from the
   * scheduled moment).
   */
  generator: { cores: number; delayP99Ms: number };
  calm: number;
  after: LoadResult;
  recoveryMs: number;
  late: number;
};

/**
 * `seconds` of the streams sped up to `times` (OVERLOAD_TARGET's 3 unless told) `capacity` (open model), then, from the
 * moment the overload stops sending, `seconds` at half the capacity (or the streams' own rate, if
 * lower), whose requests tell when everything was answered again.
 */
export async function overloadPhase(options: {
  baseUrl: string;
  streams: readonly Stream[];
  capacity: number;
  seconds: number;
  times?: number;
  /** The generator's connections (openLoad's default 256 unless told). */
  connections?: number;
  cpuSeconds: () => number;
}): Promise<OverloadResult> {
  const { baseUrl, streams, capacity, seconds, times = OVERLOAD_TARGET.times } = options;
  const offered = times * capacity;
  const calm = Math.min(rateOf(streams), capacity / 2);
  const cpuBefore = options.cpuSeconds();
  const ownCpuBefore = process.cpuUsage();
  const ownDelay = monitorEventLoopDelay({ resolution: 10 });
  ownDelay.enable();
  const connections = options.connections === undefined ? {} : { connections: options.connections };
  const overloading = openLoad({ baseUrl, streams: offering(streams, offered), seconds, ...connections });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const cpu = options.cpuSeconds() - cpuBefore;
  ownDelay.disable();
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const generator = {
    cores: (ownCpu.user + ownCpu.system) / 1e6 / seconds,
    delayP99Ms: Math.max(0, ownDelay.percentile(99) / 1e6 - 10),
  };
  const recovery = createRecoveryClock(performance.now(), OVERLOAD_TARGET.admittedP99Ms);
  const after = await openLoad({
    baseUrl,
    streams: offering(streams, calm),
    seconds,
    ...connections,
    onOutcome: (o) => recovery.record(o),
  });
  const overload = await overloading;
  return {
    times,
    offered,
    overload,
    cpuMsPerRequest: (cpu / Math.max(1, overload.sent)) * 1000,
    generator,
    calm,
    after,
    recoveryMs: recovery.ms,
    late: recovery.late,
  };
}

/**
 * Waits until the API at `baseUrl` answers its liveness within 20 ms three times in a row (at most
 * `timeoutMs`): an API that was left a backlog keeps working on it, and would slow the next pass.
 */
export async function settle(baseUrl: string, timeoutMs = 15_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let quick = 0;
  while (quick < 3 && performance.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
      (r) => r.ok,
      () => false,
    );
    quick = ok && performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The phase's figures, each beside its target. */
export function describeOverload(r: OverloadResult): string[] {
  const perSecond = (n: number) => (n / r.overload.seconds).toFixed(0);
  const q = (h: LoadResult['latency'], p: number) => formatLatency(h.quantile(p));
  const others = r.overload.errors - r.overload.refused;
  const recovered = r.after.seconds * 1000 - r.recoveryMs > OVERLOAD_TARGET.recoveryMs;
  const refusedAt = (where: RefusedAt) => {
    const h = r.overload.refusals[where];
    return h.count === 0
      ? `refused (503) by the ${where === 'api' ? 'API' : 'balancer'}: none`
      : `refused (503) by the ${where === 'api' ? 'API' : 'balancer'}: ${h.count} (${perSecond(h.count)} req/s), p50 ${q(h, 0.5)}, p99 ${q(h, 0.99)}, max ${q(h, 1)} (target < ${OVERLOAD_TARGET.refusalP99Ms} ms)`;
  };
  return [
    `offered ${r.offered.toFixed(0)} req/s (${r.times} x the capacity), sent ${perSecond(r.overload.sent)} req/s`,
    `admitted (200): ${perSecond(r.overload.answered)} req/s, p50 ${q(r.overload.latency, 0.5)}, p99 ${q(r.overload.latency, 0.99)} (target < ${OVERLOAD_TARGET.admittedP99Ms} ms)`,
    refusedAt('balancer'),
    refusedAt('api'),
    `API CPU per request sent ${r.cpuMsPerRequest.toFixed(3)} ms; other errors ${others}, ${r.overload.unanswered} of them not answered within 5 s${r.overload.errorSamples.length ? ` (${r.overload.errorSamples.join('; ')})` : ''}`,
    `the load generator meanwhile: ${(r.generator.cores * 100).toFixed(0)} % of a core, its own event-loop delay p99 ${r.generator.delayP99Ms.toFixed(0)} ms (the latencies include it)`,
    `then ${r.calm.toFixed(0)} req/s: ${r.late} requests refused, failed or over ${OVERLOAD_TARGET.admittedP99Ms} ms, ${r.after.unanswered} not answered, the last due ${(r.recoveryMs / 1000).toFixed(2)} s after the drop${recovered ? '' : ' (not recovered within the phase)'} (target < ${OVERLOAD_TARGET.recoveryMs / 1000} s); achieved ${(r.after.answered / r.after.seconds).toFixed(0)} req/s`,
  ];
}

/**
 * The three targets of issue #47, each judged only on what the phase measured: no admitted request
 * fails the first; no refusal leaves the second NOT MEASURED (a p99 of nothing is no figure); a
 * calm phase with nothing answered, or a request of it never answered, fails the recovery.
 */
export function overloadMet(r: OverloadResult): {
  admitted: TargetVerdict;
  refusals: TargetVerdict;
  recovery: TargetVerdict;
} {
  const places = Object.values(r.overload.refusals).filter((h) => h.count > 0);
  return {
    admitted:
      r.overload.answered > 0 && r.overload.latency.quantile(0.99) < OVERLOAD_TARGET.admittedP99Ms ? 'PASS' : 'FAIL',
    refusals: judged(
      places.length,
      places.every((h) => h.quantile(0.99) < OVERLOAD_TARGET.refusalP99Ms),
    ),
    recovery:
      r.after.answered > 0 && r.after.unanswered === 0 && r.recoveryMs < OVERLOAD_TARGET.recoveryMs ? 'PASS' : 'FAIL',
  };
}
