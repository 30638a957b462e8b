import http from 'node:http';
import { LATENCY_LIMIT_MS, createLatencyHistogram } from './latency';
import type { LatencyHistogram } from './latency';

export type Target = { path: string; cookie?: string };

/**
 * Where a 503 came from: HAProxy's own refusal says `X-Refused-By: balancer` (deploy/haproxy.cfg);
 * any other is the API's (admission control, or PostgreSQL down).
 */
export type RefusedAt = 'api' | 'balancer';

export type LoadResult = {
  seconds: number;
  /** Requests sent during the phase. */
  sent: number;
  /** Answered 200 before the phase ended: what "achieved" counts. */
  answered: number;
  /** Not a 200, failed, or not answered within LATENCY_LIMIT_MS (`unanswered`); refusals included. */
  errors: number;
  unanswered: number;
  /** Answered 503 (the balancer's or the API's refusal, or PostgreSQL down): in `errors`, timed apart. */
  refused: number;
  /** Every request's time but the refusals'. */
  latency: LatencyHistogram;
  /** The refusals' times, by where they were refused (a histogram's `count` is how many). */
  refusals: Record<RefusedAt, LatencyHistogram>;
  errorSamples: string[];
};

/**
 * Connections kept alive, an idle one closed after 30 s: well before the API's 65 s, so this client
 * never reuses a connection the server is closing (a browser retries such a request; Node does not).
 */
const keepAliveAgent = (maxSockets: number) => new http.Agent({ keepAlive: true, maxSockets, timeout: 30_000 });

const NO_ANSWER = `no answer within ${LATENCY_LIMIT_MS / 1000} s`;

/**
 * One request; a request still unanswered `limitMs` after it was due is cut (an error either way):
 * so requests an overloaded server leaves waiting never pile up in this process.
 */
function request(
  agent: http.Agent,
  base: URL,
  target: Target,
  limitMs: number,
): Promise<{ status: number; refusedAt: RefusedAt }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: target.path,
        agent,
        headers: target.cookie ? { cookie: target.cookie } : {},
      },
      (res) => {
        res.resume();
        res.once('end', () => {
          clearTimeout(cut);
          resolve({
            status: res.statusCode ?? 0,
            refusedAt: res.headers['x-refused-by'] === 'balancer' ? 'balancer' : 'api',
          });
        });
        res.once('error', reject);
      },
    );
    const cut = setTimeout(() => req.destroy(new Error(NO_ANSWER)), limitMs);
    req.once('error', (error) => {
      clearTimeout(cut);
      reject(error);
    });
    req.end();
  });
}

/** One request's outcome, for a caller that follows the phase over time (the overload's recovery). */
export type Outcome = { since: number; ms: number; status: number | Error };

/**
 * One phase's books. A request answered after LATENCY_LIMIT_MS, or still unanswered when the
 * phase is closed, is an error and lands in the histogram's last bucket; only 200s that came
 * back before the phase's end count as answered.
 */
function createPhase(agent: http.Agent, base: URL, seconds: number, onOutcome?: (outcome: Outcome) => void) {
  const started = performance.now();
  const end = started + seconds * 1000;
  const latency = createLatencyHistogram();
  const refusals = { api: createLatencyHistogram(), balancer: createLatencyHistogram() };
  const errorSamples: string[] = [];
  const inFlight = new Set<{ target: Target; since: number }>();
  let sent = 0;
  let answered = 0;
  let errors = 0;
  let unanswered = 0;
  let refused = 0;
  let closed = false;
  let settled: () => void = () => {};

  const fail = (what: string, target: Target) => {
    errors += 1;
    if (errorSamples.length < 5) errorSamples.push(`${what} ${target.path}`);
  };
  const noAnswer = (target: Target) => {
    unanswered += 1;
    latency.recordUnanswered();
    fail(NO_ANSWER, target);
  };

  return {
    end,
    /** Sends one request; `since`: when it was due (the open model's schedule) or sent. */
    async send(target: Target, since = performance.now()): Promise<void> {
      const entry = { target, since };
      inFlight.add(entry);
      sent += 1;
      let status: number | Error;
      let refusedAt: RefusedAt = 'api';
      try {
        ({ status, refusedAt } = await request(agent, base, target, since + LATENCY_LIMIT_MS - performance.now()));
      } catch (error) {
        status = error as Error;
      }
      if (closed) return; // already counted as unanswered
      inFlight.delete(entry);
      const now = performance.now();
      onOutcome?.({ since, ms: now - since, status });
      // The cut may fire a hair before the limit by this clock: its error is a missing answer all the same.
      if (now - since > LATENCY_LIMIT_MS || (status instanceof Error && status.message === NO_ANSWER)) noAnswer(target);
      else if (status === 503) {
        refused += 1;
        errors += 1; // counted, not sampled: the samples are for the errors that are not refusals
        refusals[refusedAt].record(now - since);
      } else {
        latency.record(now - since);
        if (status instanceof Error) fail(status.message, target);
        else if (status !== 200) fail(String(status), target);
        else if (now <= end) answered += 1;
      }
      if (inFlight.size === 0) settled();
    },
    /** After the last request was sent: waits for the answers, at most until the last one's limit. */
    async close(): Promise<LoadResult> {
      if (inFlight.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise<void>((resolve) => (settled = resolve)),
          new Promise<void>(
            (resolve) => (timer = setTimeout(resolve, Math.max(0, end + LATENCY_LIMIT_MS - performance.now()))),
          ),
        ]);
        clearTimeout(timer);
      }
      closed = true;
      for (const { target } of inFlight) noAnswer(target);
      agent.destroy();
      return { seconds, sent, answered, errors, unanswered, refused, latency, refusals, errorSamples };
    },
  };
}

/**
 * Open model: each stream sends a request every `intervalMs` from a random phase, whether or not
 * the previous answers came back; latency counts from the scheduled moment (no coordinated
 * omission).
 */
export async function openLoad(options: {
  baseUrl: string;
  streams: { target: Target; intervalMs: number }[];
  seconds: number;
  connections?: number;
  onTick?: () => void;
  onOutcome?: (outcome: Outcome) => void;
}): Promise<LoadResult> {
  const phase = createPhase(
    keepAliveAgent(options.connections ?? 256),
    new URL(options.baseUrl),
    options.seconds,
    options.onOutcome,
  );
  const started = performance.now();
  // Each stream's one pending timer (a list of every timer set grew by the request rate: 2.7 million in a 10-minute soak).
  const timers = options.streams.map((stream, i) => {
    let next = started + Math.random() * stream.intervalMs;
    const schedule = () => {
      const now = performance.now();
      while (next <= now && next < phase.end) {
        void phase.send(stream.target, next);
        next += stream.intervalMs;
      }
      if (next < phase.end) timers[i] = setTimeout(schedule, next - performance.now());
    };
    return setTimeout(schedule, next - started);
  });

  const ticker = options.onTick ? setInterval(options.onTick, 10_000) : undefined;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, phase.end - performance.now())));
  for (const timer of timers) clearTimeout(timer);
  if (ticker) clearInterval(ticker);
  return phase.close();
}

/** Closed model: `connections` loops, each sending the next target as soon as the last answered. */
export async function closedLoad(options: {
  baseUrl: string;
  targets: Target[];
  seconds: number;
  connections: number;
}): Promise<LoadResult> {
  const phase = createPhase(keepAliveAgent(options.connections), new URL(options.baseUrl), options.seconds);
  let cursor = 0;
  const loop = async () => {
    while (performance.now() < phase.end) {
      const target = options.targets[cursor++ % options.targets.length];
      if (!target) return;
      await phase.send(target);
    }
  };
  // A loop whose request never comes back never ends: the phase closes at the end plus the limit.
  void Promise.all(Array.from({ length: options.connections }, loop));
  await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000));
  return phase.close();
}
