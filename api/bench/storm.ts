// The reconnect storm of `npm run bench` (issue #61): dashboards open on two instances behind
// HAProxy (deploy/haproxy.cfg); one instance is restarted as a deploy does it (SIGTERM: its drain
// ends its streams and readiness answers 503; then a new process), and every dashboard it had comes
// back as a browser does: its EventSource reconnects after the stream's `retry` (the drain spreads it over 0.5-2.5 s) while the
// connection fails, and a refusal (an answer other than 200) closes it, after which the page tries
// again after 2 s doubling to a minute, with jitter (packages/api-client, live-stream.ts). Each
// comes back with a full state (no Last-Event-ID: the heavier case). Meanwhile 1 % of the dashboards
// that were never cut have a change each second: the other instance's delivery, throughout.
import { Pool } from 'pg';
import { LIVE_EVENTS } from '@ciao/contracts';
import { LATENCY_LIMIT_MS, createLatencyHistogram } from './latency';
import type { LatencyHistogram } from './latency';
import { cpuSeconds, treeCpuSeconds } from './process-cpu';
import { formatLatency } from './report';
import { judged } from './report';
import type { TargetVerdict } from './report';
import type { BenchUser } from './seed';
import { changeBalance, openDashboard, STREAM_TARGET } from './streams';
import type { Dashboard } from './streams';

export const STORM_TARGET = { share: 0.99, liveAgainMs: 15_000, deliveryP99Ms: 200 };

/** An EventSource's wait before reconnecting when the stream sent no `retry` of its own (the drain sends one, spread). */
const EVENT_SOURCE_RETRY_MS = 2_000;
/** After a refusal, the page's next try: this long at first, doubling to a minute, with jitter. */
const REOPEN_MS = [2_000, 60_000] as const;
/** The phase waits at most this long after the SIGTERM for the dashboards to be back. */
const GIVE_UP_MS = 60_000;
const OPENING_AT_ONCE = 50;
const CHANGE_TICK_MS = 20;

type Tracked = { user: BenchUser; dashboard?: Dashboard; live: boolean; cut: boolean; refusals: number };

export type StormResult = {
  dashboards: number;
  opened: number;
  /** Streams the restart ended. */
  cut: number;
  /** From the SIGTERM until the new process answered its readiness. */
  restartMs: number;
  /** From the SIGTERM until 99 % of the dashboards had a state again; null: not within GIVE_UP_MS. */
  liveAgainMs: number | null;
  /** Failed tries to reconnect, by why (the status line, "(balancer)" when HAProxy refused it, or the error). */
  refusals: Map<string, number>;
  /** Answers 500-599 HAProxy logged from the SIGTERM on (its own 503s included). */
  fiveHundreds: number;
  /** PostgreSQL's and the surviving instance's CPU from the SIGTERM until 99 % were back, in cores. */
  cores: { postgres: number; survivor: number };
  /** Changes of dashboards never cut (the other instance's), from their UPDATE to their `state` event. */
  delivery: LatencyHistogram;
  changes: number;
  undelivered: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `users` dashboards open through the balancer at `balancerUrl` (round robin: half on each
 * instance), 3 s of calm, then `restart()` (SIGTERM to one instance, its exit, a new process
 * ready); the figures run from the SIGTERM until 99 % of the dashboards are live again.
 */
export async function stormPhase(options: {
  balancerUrl: string;
  databaseUrl: string;
  users: BenchUser[];
  /** HAProxy's log (deploy/haproxy.cfg's log-format: the status is the fourth field). */
  balancerLog: string[];
  restart: () => Promise<void>;
  survivorPid: number;
  postmasterPid: number;
}): Promise<StormResult> {
  const base = new URL(options.balancerUrl);
  const tracked = new Map<string, Tracked>(
    options.users.map((user) => [user.id, { user, live: false, cut: false, refusals: 0 }]),
  );
  const refusals = new Map<string, number>();
  const delivery = createLatencyHistogram();
  let restarting = false;
  let ending = false;
  let cut = 0;
  let changes = 0;

  const onEvent = (dashboard: Dashboard, event: string) => {
    if (event !== LIVE_EVENTS.state || dashboard.changedAt === null) return;
    if (!tracked.get(dashboard.user.id)?.cut) delivery.record(performance.now() - dashboard.changedAt);
    dashboard.changedAt = null;
  };
  const open = async (t: Tracked): Promise<boolean> => {
    try {
      t.dashboard = await openDashboard(base, { user: t.user, changedAt: null }, onEvent, () => onClose(t));
      t.live = true;
      t.refusals = 0;
      return true;
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      if (restarting) refusals.set(why, (refusals.get(why) ?? 0) + 1);
      return false;
    }
  };
  /** The browser's way back: EventSource's retry while the connection fails, the page's backoff after a refusal. */
  const reconnect = async (t: Tracked) => {
    await sleep(t.dashboard?.retryMs ?? EVENT_SOURCE_RETRY_MS);
    while (!ending && !(await open(t))) {
      t.refusals += 1;
      const wait = Math.min(REOPEN_MS[1], REOPEN_MS[0] * 2 ** (t.refusals - 1));
      await sleep(wait / 2 + (Math.random() * wait) / 2);
    }
  };
  function onClose(t: Tracked) {
    t.live = false;
    if (ending) return;
    if (t.dashboard) t.dashboard.changedAt = null;
    if (restarting && !t.cut) {
      t.cut = true;
      cut += 1;
    }
    void reconnect(t);
  }

  const queue = [...tracked.values()];
  await Promise.all(
    Array.from({ length: OPENING_AT_ONCE }, async () => {
      for (let t = queue.shift(); t; t = queue.shift()) await open(t);
    }),
  );
  const everyone = [...tracked.values()];
  const opened = everyone.filter((t) => t.live).length;

  const pool = new Pool({ connectionString: options.databaseUrl, max: 4 });
  const perSecond = opened * STREAM_TARGET.eventsPerUserSecond;
  const changeStarted = performance.now();
  const changer = setInterval(() => {
    const due = Math.floor(((performance.now() - changeStarted) / 1000) * perSecond);
    for (let tries = 0; changes < due && tries < 10 * everyone.length; tries += 1) {
      const t = everyone[Math.floor(Math.random() * everyone.length)];
      if (t?.dashboard && t.live && !t.cut && t.dashboard.changedAt === null) {
        changes += 1;
        changeBalance(pool, t.dashboard, () => {});
      }
    }
  }, CHANGE_TICK_MS);
  await sleep(3_000);

  const logMark = options.balancerLog.length;
  const cpuBefore = { postgres: treeCpuSeconds(options.postmasterPid), survivor: cpuSeconds(options.survivorPid) };
  const sigterm = performance.now();
  restarting = true;
  let restartMs = 0;
  const restarted = options.restart().then(() => (restartMs = performance.now() - sigterm));
  let liveAgainMs: number | null = null;
  // The restarted instance's streams end once the balancer has stopped sending there (its drain, at
  // most 2.5 s in): wait until they are cut before counting.
  while (cut === 0 && performance.now() - sigterm < GIVE_UP_MS) await sleep(50);
  await sleep(200);
  while (performance.now() - sigterm < GIVE_UP_MS) {
    if (everyone.filter((t) => t.live).length >= STORM_TARGET.share * opened) {
      liveAgainMs = performance.now() - sigterm;
      break;
    }
    await sleep(50);
  }
  const window = (performance.now() - sigterm) / 1000;
  const cores = {
    postgres: Math.max(0, treeCpuSeconds(options.postmasterPid) - cpuBefore.postgres) / window,
    survivor: (cpuSeconds(options.survivorPid) - cpuBefore.survivor) / window,
  };
  await restarted;
  await sleep(2_000);
  clearInterval(changer);
  const survivors = everyone.filter((t) => !t.cut && t.live && t.dashboard);
  const pending = () => survivors.filter((t) => t.dashboard?.changedAt !== null).length;
  const drainUntil = performance.now() + LATENCY_LIMIT_MS;
  while (pending() > 0 && performance.now() < drainUntil) await sleep(50);
  const undelivered = pending();
  for (let i = 0; i < undelivered; i += 1) delivery.recordUnanswered();
  ending = true;
  for (const t of everyone) t.dashboard?.socket.destroy();
  await pool.end();
  const fiveHundreds = options.balancerLog
    .slice(logMark)
    .filter((line) => /^5\d\d$/.test(line.split(' ')[3] ?? '')).length;
  return {
    dashboards: options.users.length,
    opened,
    cut,
    restartMs,
    liveAgainMs,
    refusals,
    fiveHundreds,
    cores,
    delivery,
    changes,
    undelivered,
  };
}

export function describeStorm(r: StormResult): string[] {
  const q = (p: number) => formatLatency(r.delivery.quantile(p));
  const why = [...r.refusals].map(([reason, n]) => `${n} x ${reason}`).join('; ') || 'none';
  return [
    `opened ${r.opened} of ${r.dashboards} through the balancer; the restart cut ${r.cut}; the new process ready ${(r.restartMs / 1000).toFixed(1)} s after the SIGTERM`,
    `99 % live again ${r.liveAgainMs === null ? `not within ${GIVE_UP_MS / 1000} s of the SIGTERM` : `${(r.liveAgainMs / 1000).toFixed(1)} s after the SIGTERM`} (target < ${STORM_TARGET.liveAgainMs / 1000} s)`,
    `failed tries to reconnect: ${why}; 5xx in the balancer's log: ${r.fiveHundreds} (target 0)`,
    `CPU meanwhile: PostgreSQL ${(r.cores.postgres * 100).toFixed(0)} % of a core, the surviving instance ${(r.cores.survivor * 100).toFixed(0)} %`,
    `the surviving instance's dashboards: ${r.changes} changes, delivered p50 ${q(0.5)}, p99 ${q(0.99)}, max ${q(1)}, not delivered ${r.undelivered} (target p99 < ${STORM_TARGET.deliveryP99Ms} ms)`,
  ];
}

/** The storm's three targets; none is met by a phase that measured nothing. */
export function stormMet(r: StormResult): {
  back: TargetVerdict;
  noFiveHundreds: TargetVerdict;
  delivery: TargetVerdict;
} {
  return {
    back: judged(r.cut, r.liveAgainMs !== null && r.liveAgainMs < STORM_TARGET.liveAgainMs),
    noFiveHundreds: judged(r.cut, r.fiveHundreds === 0),
    delivery: judged(r.changes, r.undelivered === 0 && r.delivery.quantile(0.99) < STORM_TARGET.deliveryP99Ms),
  };
}
