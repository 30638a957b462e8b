import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { z } from 'zod';
import { numberFrom } from '../env-values';
import type { EnvironmentOf } from '../env-values';
import type { OutboxBacklog } from '../db/outbox-backlog';

/**
 * Prometheus metrics (docs/deploying.md, "Metrics"): served in Prometheus' text format on their own
 * port, METRICS_PORT, never on the public one; unset, no metrics port is opened. Every label set is
 * bounded: routes are the patterns the routers declare (`/api/user/:userId/stats`), never a path
 * as asked for; a request no route answered is `unmatched`.
 */

export const metricsEnvironment = {
  METRICS_PORT: numberFrom(z.coerce.number().int().min(0).max(65535).optional()),
};

export const metricsPortFrom = (e: EnvironmentOf<typeof metricsEnvironment>): number | undefined => e.METRICS_PORT;

/** Why admission control refused a request (http/admission.ts). */
/** Why admission control refused a request: 503 for the first two, 204 (come back later) for a live stream's open. */
export type RefusalReason = 'in_flight' | 'event_loop_delay' | 'stream_opens';

/** What the live streams count (components/live/live-streams.ts). */
export type LiveStreamMetrics = { eventSent(): void; reconnected(): void };

/** What the sweeps count (background-jobs.ts), by the job's name (label `sweep`): a run started, a run ended without an error. */
export type SweepMetrics = { ran(job: string): void; completed(job: string): void };

/** What releases count (components/releases/): pages served with a canary, load failures browsers reported. */
export type ReleaseMetrics = {
  canaryPageServed(remote: string): void;
  /** `verified`: with the report token of a page served with that release (it counts towards the canary watch). */
  loadFailureReported(remote: string, verified: boolean): void;
};

/** Requests no route answered (404s, built files, the front-ends' pages): one label, not their paths. */
const UNMATCHED_ROUTE = 'unmatched';

/** Seconds; from a poll's few ms to the 5 s a client gives up after. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** `res.locals`' key for the pattern of a route answered outside the routers (http/polled-routes.ts). */
export const ROUTE_PATTERN = 'routePattern';

/**
 * The documented pattern (`/api/user/:userId/live`) a path has the shape of: the same literals, a
 * non-empty segment for each parameter; patterns with more literals first (`/contracts/active`
 * before `/contracts/:id`). Express gives the route's own pattern but its mount points' paths as
 * asked for (`req.baseUrl`, ids included), so the whole pattern is found among `patterns`.
 */
function patternMatcher(patterns: readonly string[]): (path: string) => string | undefined {
  const params = (p: string) => p.split('/').filter((s) => s.startsWith(':')).length;
  const shapes = [...new Set(patterns)]
    .sort((a, b) => params(a) - params(b))
    .map((pattern) => ({ pattern, segments: pattern.split('/') }));
  return (path) => {
    const segments = path.split('/');
    return shapes.find(
      (shape) =>
        shape.segments.length === segments.length &&
        shape.segments.every((s, i) => (s.startsWith(':') ? segments[i] !== '' : s === segments[i])),
    )?.pattern;
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * `patterns`: every route pattern the API documents (api-document.ts); a request a route answered is
 * labelled with its pattern, one at the application's root with its route's own, any other
 * UNMATCHED_ROUTE.
 */
export function createMetrics(patterns: readonly string[]) {
  const patternOf = patternMatcher(patterns);
  const routeOf = (req: Request, res: Response): string => {
    const polled: unknown = res.locals[ROUTE_PATTERN];
    if (typeof polled === 'string') return polled;
    const path: unknown = (req.route as { path?: unknown } | undefined)?.path;
    if (typeof path !== 'string') return UNMATCHED_ROUTE;
    return patternOf(`${req.baseUrl}${path}`) ?? (req.baseUrl === '' ? path : UNMATCHED_ROUTE);
  };
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  /** A counter in this registry, by these labels (none: one series). */
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });
  const requests = counter('http_requests_total', 'Requests answered, by route pattern, method and status', [
    'route',
    'method',
    'status',
  ]);
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer sent (a live stream: its whole life), by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const refusals = counter(
    'admission_refusals_total',
    "Requests admission control refused, by reason (503; a live stream's open: 204, come back later)",
    ['reason'],
  );
  const eventsSent = counter('live_events_sent_total', 'Frames written to live streams (state changes and prices)');
  const reconnects = counter(
    'live_stream_reconnects_total',
    'Live streams opened again by a client that had one (with Last-Event-ID)',
  );
  const feedReconnects = counter(
    'change_feed_reconnects_total',
    "Times the change feed's LISTEN connection was lost and is listening again",
  );
  const sweepRuns = counter('sweep_runs_total', 'Sweep runs started, by sweep', ['sweep']);
  const sweepCompletions = counter('sweep_completions_total', 'Sweep runs ended without an error, by sweep', ['sweep']);
  const canaryPages = counter(
    'release_canary_pages_total',
    "Pages (and /remotes.json) served with a remote's canary, by remote",
    ['remote'],
  );
  const loadFailures = counter(
    'release_load_failures_total',
    'Load failures browsers reported for a release, by remote; verified: with the token of a page served with it',
    ['remote', 'verified'],
  );

  /** Counts each admitted request once its answer is sent or its connection closed. */
  const observeRequests: RequestHandler = (req, res, next) => {
    const started = performance.now();
    res.on('close', () => {
      const route = routeOf(req, res);
      requests.inc({ route, method: req.method, status: String(res.statusCode) });
      latency.observe({ route, method: req.method }, (performance.now() - started) / 1000);
    });
    next();
  };

  /** A gauge read at each scrape from `read` (open streams, the pool's connections). */
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });

  return {
    registry,
    observeRequests,
    refused: (reason: RefusalReason) => refusals.inc({ reason }),
    live: { eventSent: () => eventsSent.inc(), reconnected: () => reconnects.inc() } satisfies LiveStreamMetrics,
    changeFeedReconnected: () => feedReconnects.inc(),
    sweeps: {
      // Not `job`: Prometheus gives every series its scrape job's name under that label.
      ran: (sweep) => sweepRuns.inc({ sweep }),
      completed: (sweep) => sweepCompletions.inc({ sweep }),
    } satisfies SweepMetrics,
    releases: {
      canaryPageServed: (remote) => canaryPages.inc({ remote }),
      loadFailureReported: (remote, verified) => loadFailures.inc({ remote, verified: String(verified) }),
    } satisfies ReleaseMetrics,
    /** Open live streams, read from the live component at each scrape. */
    watchLiveStreams: (size: () => number) => gauge('live_streams_open', 'Live streams open on this instance', size),
    /** The database pool's connections, read at each scrape. */
    watchPool: (pool: () => { using: number; waiting: number; available: number }) => {
      gauge('db_pool_in_use', 'Database connections lent out', () => pool().using);
      gauge('db_pool_waiting', 'Queries waiting for a database connection', () => pool().waiting);
      gauge('db_pool_idle', 'Database connections open and idle', () => pool().available);
    },
    /** The mail and push outboxes' due rows and the oldest one's age, read from the database at each scrape. */
    watchOutboxes: (read: () => Promise<OutboxBacklog[]>) => {
      let reading: Promise<OutboxBacklog[]> | undefined;
      // One query a scrape for both gauges.
      const readOnce = () => (reading ??= read().finally(() => setImmediate(() => (reading = undefined))));
      const outboxGauge = (name: string, help: string, pick: (b: OutboxBacklog) => number) =>
        new Gauge({
          name,
          help,
          labelNames: ['outbox'] as const,
          registers,
          async collect() {
            for (const b of await readOnce()) this.set({ outbox: b.outbox }, pick(b));
          },
        });
      outboxGauge('outbox_due_rows', 'Outbox rows due and not yet sent', (b) => b.due);
      outboxGauge(
        'outbox_oldest_due_seconds',
        'How long the oldest due outbox row has waited',
        (b) => b.oldestDueSeconds,
      );
    },
  };
}

/** Serves `metrics` at GET /metrics on `port` (0: any free port); anything else is 404. */
export async function serveMetrics(metrics: Metrics, port: number): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
