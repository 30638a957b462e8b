import http from 'node:http';
import { createLatencyHistogram } from './latency';
import type { LatencyHistogram } from './latency';

export type Target = { path: string; cookie?: string };

export type LoadResult = { requests: number; errors: number; seconds: number; latency: LatencyHistogram; errorSamples: string[] };

/**
 * Connections kept alive, an idle one closed after 30 s: well before the API's 65 s, so this client
 * never reuses a connection the server is closing (a browser retries such a request; Node does not).
 */
const keepAliveAgent = (maxSockets: number) => new http.Agent({ keepAlive: true, maxSockets, timeout: 30_000 });

function request(agent: http.Agent, base: URL, target: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, path: target.path, agent, headers: target.cookie ? { cookie: target.cookie } : {} },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end();
  });
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
}): Promise<LoadResult> {
  const base = new URL(options.baseUrl);
  const agent = keepAliveAgent(options.connections ?? 256);
  const latency = createLatencyHistogram();
  const errorSamples: string[] = [];
  let errors = 0;
  let inFlight = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const timers: NodeJS.Timeout[] = [];
  let drained: () => void = () => {};
  const allDone = new Promise<void>((resolve) => (drained = resolve));
  let stopped = false;

  const fire = (target: Target, scheduled: number) => {
    inFlight += 1;
    request(agent, base, target)
      .then((status) => {
        if (status !== 200) {
          errors += 1;
          if (errorSamples.length < 5) errorSamples.push(`${status} ${target.path}`);
        }
      })
      .catch((error: Error) => {
        errors += 1;
        if (errorSamples.length < 5) errorSamples.push(`${error.message} ${target.path}`);
      })
      .finally(() => {
        latency.record(performance.now() - scheduled);
        inFlight -= 1;
        if (stopped && inFlight === 0) drained();
      });
  };

  for (const stream of options.streams) {
    let next = started + Math.random() * stream.intervalMs;
    const schedule = () => {
      const now = performance.now();
      while (next <= now && next < end) {
        fire(stream.target, next);
        next += stream.intervalMs;
      }
      if (next >= end) return;
      timers.push(setTimeout(schedule, next - performance.now()));
    };
    timers.push(setTimeout(schedule, next - started));
  }

  const ticker = options.onTick ? setInterval(options.onTick, 10_000) : undefined;
  await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000 + 50));
  stopped = true;
  for (const timer of timers) clearTimeout(timer);
  if (ticker) clearInterval(ticker);
  if (inFlight > 0) await allDone;
  agent.destroy();
  return { requests: latency.count, errors, seconds: options.seconds, latency, errorSamples };
}

/** Closed model: `connections` loops, each sending the next target as soon as the last answered. */
export async function closedLoad(options: { baseUrl: string; targets: Target[]; seconds: number; connections: number }): Promise<LoadResult> {
  const base = new URL(options.baseUrl);
  const agent = keepAliveAgent(options.connections);
  const latency = createLatencyHistogram();
  const errorSamples: string[] = [];
  let errors = 0;
  let cursor = 0;
  const end = performance.now() + options.seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const target = options.targets[cursor++ % options.targets.length];
      if (!target) return;
      const sent = performance.now();
      try {
        const status = await request(agent, base, target);
        if (status !== 200) {
          errors += 1;
          if (errorSamples.length < 5) errorSamples.push(`${status} ${target.path}`);
        }
      } catch (error) {
        errors += 1;
        if (errorSamples.length < 5) errorSamples.push(`${(error as Error).message} ${target.path}`);
      }
      latency.record(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  agent.destroy();
  return { requests: latency.count, errors, seconds: options.seconds, latency, errorSamples };
}
