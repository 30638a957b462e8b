// The stream phase of `npm run bench` (issue #47): open dashboards on the live stream
// (GET /api/user/{id}/live), the price ticking as in production, and a share of the users having a
// change each second; how fast the changes reach their dashboards, and what the API holds meanwhile.
// The dashboards are raw HTTP/1.1 requests on sockets (no EventSource per stream): each keeps its
// socket, its user and the moment its pending change was made; the figures are histograms.
import net from 'node:net';
import { readFileSync } from 'node:fs';
import { Pool } from 'pg';
import { LIVE_EVENTS, liveStreamPath } from '@ciao/contracts';
import { LATENCY_LIMIT_MS, createLatencyHistogram } from './latency';
import type { LatencyHistogram } from './latency';
import { cpuSeconds, rssBytes, treeCpuSeconds } from './process-cpu';
import { formatLatency } from './report';
import type { BenchUser } from './seed';

export const STREAM_TARGET = { deliveryP99Ms: 200, apiRssBytes: 2 ** 30, eventsPerUserSecond: 0.01 };

/** Streams being opened at once (each open reads the user's state). */
const OPENING_AT_ONCE = 50;
const OPEN_TIMEOUT_MS = 30_000;
const END_OF_ANSWER = '\r\n0\r\n\r\n';
/** How often the change generator catches up with its schedule. */
const CHANGE_TICK_MS = 20;

/** This process's limit of open files (each stream is a socket here and one in the API). */
export function openFileLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
}

/**
 * Server-Sent Events out of a raw HTTP/1.1 response, chunk by chunk: the `data` of each event with
 * the `event` line before it. The chunked encoding's size lines are lines of their own (the API
 * writes each event in one chunk), and neither an `event:` nor a `data:` line.
 */
export function createEventReader(onEvent: (event: string, data: string) => void) {
  let carry = '';
  let event = '';
  return (chunk: string): void => {
    const lines = (carry + chunk).split('\n');
    carry = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('event: ')) event = line.slice('event: '.length);
      else if (line.startsWith('data: ')) {
        onEvent(event, line.slice('data: '.length));
        event = '';
      }
    }
  };
}

export type Dashboard = {
  user: BenchUser;
  socket: net.Socket;
  changedAt: number | null;
  /** The last `retry` the stream sent (ms): how long a browser's EventSource waits before reconnecting. */
  retryMs?: number;
};

export type StreamResult = {
  dashboards: number;
  opened: number;
  openSeconds: number;
  /** CPU time per stream opened (its session, first state and answer), the API's and PostgreSQL's, in ms. */
  openCpuMs: { api: number; postgres: number };
  /**
   * PostgreSQL's transactions per stream opened (each read outside a transaction is one): a figure
   * the host's noise cannot move. A floor: a backend idle since may not have reported its last ones.
   */
  openTransactions: number;
  /** The first few failures' messages. */
  openErrors: string[];
  /** Streams cut by the API (or failed) before the phase's end. */
  cut: number;
  seconds: number;
  changes: number;
  changeErrors: number;
  /** From the moment a change's UPDATE was sent to its dashboard's `state` event; undelivered ones in the last bucket. */
  delivery: LatencyHistogram;
  undelivered: number;
  priceTicks: number;
  /** Each dashboard's `price` event after the first dashboard's of the same quote. */
  priceSpread: LatencyHistogram;
  priceEvents: number;
  apiRssMaxBytes: number;
  generatorRssMaxBytes: number;
  /** The API's CPU over the hold, in cores. */
  apiCores: number;
};

/**
 * Opens one user's stream; resolves once its first state has arrived. Refused, it rejects with the
 * status line, and " (balancer)" when HAProxy refused it itself (deploy/haproxy.cfg).
 */
export function openDashboard(
  base: URL,
  dashboard: Omit<Dashboard, 'socket'>,
  onEvent: (dashboard: Dashboard, event: string, data: string) => void,
  onClose: (dashboard: Dashboard) => void,
): Promise<Dashboard> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(base.port), base.hostname);
    const self: Dashboard = { ...dashboard, socket };
    socket.setEncoding('latin1');
    let state: 'headers' | 'opening' | 'open' = 'headers';
    const timer = setTimeout(() => socket.destroy(new Error('no state within 30 s')), OPEN_TIMEOUT_MS);
    const read = createEventReader((event, data) => {
      if (state === 'opening' && event === LIVE_EVENTS.state) {
        state = 'open';
        clearTimeout(timer);
        resolve(self);
        return;
      }
      if (state === 'open') onEvent(self, event, data);
    });
    let tail = '';
    socket.on('data', (chunk: string) => {
      if (state === 'headers') {
        if (!chunk.startsWith('HTTP/1.1 200')) {
          const byBalancer = /^x-refused-by: balancer\r$/im.test(chunk) ? ' (balancer)' : '';
          socket.destroy(new Error(`${chunk.split('\r\n')[0]}${byBalancer}`));
          return;
        }
        state = 'opening';
      }
      read(chunk);
      const retry = /(?:^|\n)retry: (\d+)\n/.exec(chunk);
      if (retry) self.retryMs = Number(retry[1]);
      // The chunked encoding's last chunk: the API ended the stream (the connection may stay open for another request).
      if ((tail + chunk).includes(END_OF_ANSWER)) socket.destroy();
      tail = chunk.slice(-END_OF_ANSWER.length);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('close', () => {
      clearTimeout(timer);
      if (state === 'open') onClose(self);
      else reject(new Error('closed before its first state'));
    });
    socket.write(
      `GET ${liveStreamPath(dashboard.user.id)} HTTP/1.1\r\nHost: ${base.host}\r\nAccept: text/event-stream\r\nCookie: ${dashboard.user.cookie}\r\n\r\n`,
    );
  });
}

/**
 * The database's transactions so far (committed and rolled back). A busy backend reports its own at
 * most once a second, so this reads a second after the work to count.
 */
async function transactionsOf(pool: Pool): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const { rows } = await pool.query<{ n: string }>(
    'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * A change of the dashboard's user (an UPDATE of the balance, as a contract's completion or a claim
 * makes; the trigger announces it to every instance), timed from now until its `state` event.
 */
export function changeBalance(pool: Pool, dashboard: Dashboard, failed: () => void): void {
  dashboard.changedAt = performance.now();
  pool
    .query(
      'UPDATE reward_balances SET pending_ciao = pending_ciao + 1, total_earned_ciao = total_earned_ciao + 1 WHERE user_id = $1',
      [dashboard.user.id],
    )
    .catch(() => {
      failed();
      dashboard.changedAt = null;
    });
}

/**
 * `users` dashboards open their streams (OPENING_AT_ONCE at a time), then for `seconds` each second
 * 1 % of them (STREAM_TARGET) has its balance changed in PostgreSQL (an UPDATE, as a contract's
 * completion or a claim makes; the trigger announces it to every instance), one pending change per
 * dashboard at a time; the price ticks on its own (the API's 10 s quote).
 */
export async function streamPhase(options: {
  baseUrl: string;
  databaseUrl: string;
  users: BenchUser[];
  seconds: number;
  apiPid: number;
  postmasterPid: number;
}): Promise<StreamResult> {
  const base = new URL(options.baseUrl);
  const delivery = createLatencyHistogram();
  const priceSpread = createLatencyHistogram();
  let price = { data: '', firstAt: 0 };
  let priceTicks = 0;
  let priceEvents = 0;
  let cut = 0;
  let holding = false;
  const onEvent = (dashboard: Dashboard, event: string, data: string) => {
    const now = performance.now();
    if (event === LIVE_EVENTS.state && dashboard.changedAt !== null) {
      delivery.record(now - dashboard.changedAt); // past the limit: the last bucket
      dashboard.changedAt = null;
    } else if (event === LIVE_EVENTS.price && holding) {
      if (data !== price.data) {
        price = { data, firstAt: now };
        priceTicks += 1;
      }
      priceEvents += 1;
      priceSpread.record(now - price.firstAt);
    }
  };
  const open: Dashboard[] = [];
  const openErrors: string[] = [];
  const onClose = () => {
    if (holding) cut += 1;
  };

  const pool = new Pool({ connectionString: options.databaseUrl, max: 4 });
  const transactionsBefore = await transactionsOf(pool);
  const openStarted = performance.now();
  const cpuBeforeOpening = { api: cpuSeconds(options.apiPid), postgres: treeCpuSeconds(options.postmasterPid) };
  const queue = [...options.users];
  await Promise.all(
    Array.from({ length: OPENING_AT_ONCE }, async () => {
      for (let user = queue.shift(); user; user = queue.shift()) {
        try {
          open.push(await openDashboard(base, { user, changedAt: null }, onEvent, onClose));
        } catch (error) {
          if (openErrors.length < 5) openErrors.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  const openSeconds = (performance.now() - openStarted) / 1000;
  const perOpen = (seconds: number) => (seconds * 1000) / Math.max(1, open.length);
  const openCpuMs = {
    api: perOpen(cpuSeconds(options.apiPid) - cpuBeforeOpening.api),
    postgres: perOpen(Math.max(0, treeCpuSeconds(options.postmasterPid) - cpuBeforeOpening.postgres)),
  };
  const openTransactions = ((await transactionsOf(pool)) - transactionsBefore) / Math.max(1, open.length);

  let changes = 0;
  let changeErrors = 0;
  let apiRssMaxBytes = rssBytes(options.apiPid);
  let generatorRssMaxBytes = process.memoryUsage().rss;
  const sample = setInterval(() => {
    apiRssMaxBytes = Math.max(apiRssMaxBytes, rssBytes(options.apiPid));
    generatorRssMaxBytes = Math.max(generatorRssMaxBytes, process.memoryUsage().rss);
  }, 1000);
  const change = (dashboard: Dashboard) => {
    changes += 1;
    changeBalance(pool, dashboard, () => (changeErrors += 1));
  };
  const perSecond = open.length * STREAM_TARGET.eventsPerUserSecond;
  const cpuBefore = cpuSeconds(options.apiPid);
  const holdStarted = performance.now();
  holding = true;
  const changer = setInterval(() => {
    const due = Math.floor(((performance.now() - holdStarted) / 1000) * perSecond);
    for (let tries = 0; changes < due && tries < 10 * open.length; tries += 1) {
      const dashboard = open[Math.floor(Math.random() * open.length)];
      if (dashboard && dashboard.changedAt === null && !dashboard.socket.destroyed) change(dashboard);
    }
  }, CHANGE_TICK_MS);
  await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000));
  clearInterval(changer);
  const apiCores = (cpuSeconds(options.apiPid) - cpuBefore) / ((performance.now() - holdStarted) / 1000);
  holding = false;
  // The last changes' deliveries, at most the histogram's limit.
  const pending = () => open.filter((d) => d.changedAt !== null && !d.socket.destroyed).length;
  const drainUntil = performance.now() + LATENCY_LIMIT_MS;
  while (pending() > 0 && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 50));
  clearInterval(sample);
  const undelivered = open.filter((d) => d.changedAt !== null).length;
  for (let i = 0; i < undelivered; i += 1) delivery.recordUnanswered();
  for (const dashboard of open) dashboard.socket.destroy();
  await pool.end();
  return {
    dashboards: options.users.length,
    opened: open.length,
    openSeconds,
    openCpuMs,
    openTransactions,
    openErrors,
    cut,
    seconds: options.seconds,
    changes,
    changeErrors,
    delivery,
    undelivered,
    priceTicks,
    priceSpread,
    priceEvents,
    apiRssMaxBytes,
    generatorRssMaxBytes,
    apiCores,
  };
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

export function describeStreams(result: StreamResult): string[] {
  const q = (h: LatencyHistogram, p: number) => formatLatency(h.quantile(p));
  return [
    `opened ${result.opened} of ${result.dashboards} in ${result.openSeconds.toFixed(1)} s${result.opened < result.dashboards ? ` (failed: ${result.openErrors.join('; ')})` : ''}; CPU per open: API ${result.openCpuMs.api.toFixed(2)} ms, PostgreSQL ${result.openCpuMs.postgres.toFixed(2)} ms, ${result.openTransactions.toFixed(2)} transactions; cut during the hold ${result.cut}`,
    `changes ${result.changes} (${(result.changes / result.seconds).toFixed(0)}/s), failed ${result.changeErrors}; delivered p50 ${q(result.delivery, 0.5)}, p99 ${q(result.delivery, 0.99)}, max ${q(result.delivery, 1)}; not delivered within ${LATENCY_LIMIT_MS / 1000} s ${result.undelivered}`,
    `price: ${result.priceTicks} new quotes, ${result.priceEvents} events; each dashboard's after the first one's p50 ${q(result.priceSpread, 0.5)}, p99 ${q(result.priceSpread, 0.99)}, max ${q(result.priceSpread, 1)}`,
    `API: RSS at most ${mib(result.apiRssMaxBytes)}, CPU ${(result.apiCores * 100).toFixed(0)} % of a core; the load generator's RSS at most ${mib(result.generatorRssMaxBytes)}`,
  ];
}

export function streamsMet(result: StreamResult) {
  return {
    delivery:
      result.opened === result.dashboards &&
      result.changes > 0 &&
      result.changeErrors === 0 &&
      result.delivery.quantile(0.99) < STREAM_TARGET.deliveryP99Ms,
    memory: result.apiRssMaxBytes < STREAM_TARGET.apiRssBytes,
  };
}
