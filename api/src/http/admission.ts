import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { optionalText } from '../env-values';
import type { EnvironmentOf } from '../env-values';
import type { Logger } from '../logger';
import type { RefusalReason } from '../metrics/metrics';
import { SERVICE_UNAVAILABLE_MESSAGE } from './error-handler';

/**
 * Admission control (docs/admission-control.md): past its limits the instance refuses new requests
 * at once, with 503 and `Retry-After`, instead of queueing work its clients will have given up on.
 * Two measures: the event loop's delay (Node's `monitorEventLoopDelay`), and the requests in
 * flight (admitted, not yet answered or closed).
 */

/** A positive whole number, or `off`. */
const limit = (fallback: number) =>
  optionalText.transform((v, ctx): number | null => {
    if (v === 'off') return null;
    const n = v === undefined ? fallback : Number(v);
    if (Number.isInteger(n) && n >= 1) return n;
    ctx.addIssue({ code: 'custom', message: `"${v}" is not a whole number of at least 1, or off` });
    return z.NEVER;
  });

/** A positive whole number. */
const count = (fallback: number) =>
  optionalText.transform((v, ctx): number => {
    const n = v === undefined ? fallback : Number(v);
    if (Number.isInteger(n) && n >= 1) return n;
    ctx.addIssue({ code: 'custom', message: `"${v}" is not a whole number of at least 1` });
    return z.NEVER;
  });

export const admissionEnvironment = {
  ADMISSION_MAX_EVENT_LOOP_DELAY_MS: limit(40),
  ADMISSION_MAX_IN_FLIGHT: limit(500),
  ADMISSION_STREAM_OPENS_AT_ONCE: count(4),
  ADMISSION_STREAM_OPENS_WAITING: count(5_000),
};

/** null: that limit is off. */
export type AdmissionConfig = {
  /** Past this event-loop delay a share of new requests is refused, all of them at twice it. */
  maxEventLoopDelayMs: number | null;
  /** Requests admitted and not yet answered; at this many, new ones are refused. */
  maxInFlight: number | null;
  /** Live streams opening at once (their session and first state read); the others wait their turn. */
  streamOpensAtOnce: number;
  /** Opens waiting their turn; past this many, a new one is told to come back later (204). */
  streamOpensWaiting: number;
};

export const admissionConfigFrom = (e: EnvironmentOf<typeof admissionEnvironment>): AdmissionConfig => ({
  maxEventLoopDelayMs: e.ADMISSION_MAX_EVENT_LOOP_DELAY_MS,
  maxInFlight: e.ADMISSION_MAX_IN_FLIGHT,
  streamOpensAtOnce: e.ADMISSION_STREAM_OPENS_AT_ONCE,
  streamOpensWaiting: e.ADMISSION_STREAM_OPENS_WAITING,
});

/** What a refused client is told to wait, in seconds (the front-ends add jitter). */
export const RETRY_AFTER_SECONDS = 2;
/** The monitor's timer: a delay is measured every this many ms. */
const RESOLUTION_MS = 10;
/** The delay is read (and the monitor reset) this often: how fast admission follows the load. */
const WINDOW_MS = 100;

const REFUSAL_BODY = Buffer.from(JSON.stringify({ message: SERVICE_UNAVAILABLE_MESSAGE }));
const REFUSAL_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Content-Length': String(REFUSAL_BODY.length),
  'Retry-After': String(RETRY_AFTER_SECONDS),
  'Cache-Control': 'no-store',
};

/**
 * A built file (a script, a style, an image, `remotes.json`): a GET or HEAD outside `/api` whose
 * last segment has an extension. Each is a read of a file the build prepared, no session and no
 * query; refusing one breaks a page the browser already has (a remote shows its fallback), so built
 * files are always admitted (docs/admission-control.md, "What the API does").
 */
const isBuiltFile = (method: string | undefined, path: string) =>
  (method === 'GET' || method === 'HEAD') && !path.startsWith('/api/') && /\.[A-Za-z0-9]+$/.test(path);

/**
 * A refused page (a browser's navigation: a GET outside `/api` that accepts HTML) gets the message as
 * a small page that reloads itself after the wait, 1-3 s more spread over the readers, instead of JSON.
 */
const refusalPage = (reloadSeconds: number) =>
  Buffer.from(
    '<!doctype html><html lang="en"><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<meta http-equiv="refresh" content="${reloadSeconds}"><title>$CIAO MINING</title>` +
      '<body style="font-family:system-ui,sans-serif;margin:2rem;color:#1f2937">' +
      `<h1 style="font-size:1.25rem;color:#3730a3">$CIAO MINING</h1><p>${SERVICE_UNAVAILABLE_MESSAGE}</p></body></html>`,
  );
const REFUSAL_PAGES = [1, 2, 3].map((more) => refusalPage(RETRY_AFTER_SECONDS + more));
const refusalPageHeaders = (page: Buffer) => ({
  ...REFUSAL_HEADERS,
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Length': String(page.length),
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
});
const REFUSAL_PAGE_HEADERS = REFUSAL_PAGES.map(refusalPageHeaders);
const isNavigation = (req: IncomingMessage, path: string) =>
  req.method === 'GET' && !path.startsWith('/api/') && (req.headers.accept ?? '').includes('text/html');

/** Answers 503 at once: the page for a navigation, the JSON error for anything else. */
function refuse(req: IncomingMessage, res: ServerResponse, path: string): void {
  if (!isNavigation(req, path)) {
    res.writeHead(503, REFUSAL_HEADERS).end(REFUSAL_BODY);
    return;
  }
  const i = Math.floor(Math.random() * REFUSAL_PAGES.length);
  res.writeHead(503, REFUSAL_PAGE_HEADERS[i]).end(REFUSAL_PAGES[i]);
}

/**
 * A stream's open told to come back later: 204 makes the page's EventSource stop, and the page tries
 * again after its own backoff with jitter, polling meanwhile (packages/api-client, live-stream.ts).
 */
const COME_BACK_LATER_HEADERS = { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' };
/** An open waits its turn at most this long (well under the balancer's 60 s `timeout server`). */
const STREAM_OPEN_MAX_WAIT_MS = 20_000;

const LEAVE_IN_FLIGHT = Symbol('leave in flight');
type Admitted = ServerResponse & { [LEAVE_IN_FLIGHT]?: () => void };

/**
 * A long-lived answer (the live stream, once its first state is written) stops counting as a
 * request in flight: it holds a connection, not work (docs/admission-control.md, "Streams").
 */
export const leaveInFlight = (res: ServerResponse): void => (res as Admitted)[LEAVE_IN_FLIGHT]?.();

export type Admission = {
  /** The first middleware: admits the request or answers 503 without reading its body or session. */
  admit: RequestHandler;
  /** Stops measuring (the server is closing). */
  stop(): void;
};

/**
 * Admission by `config`'s limits; a live stream's open (`isStreamOpen`) is admitted on its own terms
 * (docs/admission-control.md, "Streams"): never refused with 503, at most `streamOpensAtOnce` work at
 * once, the others wait their turn in arrival order, and past `streamOpensWaiting` waiting (or
 * after 20 s of waiting) one is answered 204, to come back later. Requests on `alwaysAdmitted` paths (liveness, readiness) are never
 * refused, so balancers still see the instance, nor are built files. Past the delay limit the share refused grows with
 * the excess (at 1.5 x the limit, half), so the admitted load settles near the limit instead of
 * swinging between all and none.
 */
export function createAdmission(
  config: AdmissionConfig,
  {
    logger,
    alwaysAdmitted,
    isStreamOpen = () => false,
    onRefusal,
  }: {
    logger: Logger;
    alwaysAdmitted: readonly string[];
    isStreamOpen?: (path: string) => boolean;
    onRefusal?: (reason: RefusalReason) => void;
  },
): Admission {
  const { maxEventLoopDelayMs, maxInFlight, streamOpensAtOnce, streamOpensWaiting } = config;
  let eventLoopDelayMs = 0;
  /** The share of new requests refused for the delay, worked out once per window. */
  let shareRefused = 0;
  let inFlight = 0;
  let refused = 0;
  let refusing = false;

  const monitor = maxEventLoopDelayMs === null ? undefined : monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  monitor?.enable();
  const sampler = setInterval(() => {
    // Half the last window, half the ones before: one pause (a GC, a big answer) does not refuse alone.
    // A window the loop was blocked through has no sample yet: the last figure stands.
    if (monitor && monitor.count > 0)
      eventLoopDelayMs = (eventLoopDelayMs + Math.max(0, monitor.mean / 1e6 - RESOLUTION_MS)) / 2;
    if (maxEventLoopDelayMs !== null)
      shareRefused = Math.min(1, Math.max(0, (eventLoopDelayMs - maxEventLoopDelayMs) / maxEventLoopDelayMs));
    monitor?.reset();
    if (refused > 0 !== refusing) {
      refusing = refused > 0;
      logger.warn(
        { eventLoopDelayMs: Math.round(eventLoopDelayMs), inFlight, refused },
        refusing ? 'overloaded: refusing new requests' : 'admitting every request again',
      );
    }
    refused = 0;
  }, WINDOW_MS);
  sampler.unref();

  const overloaded = (): RefusalReason | null => {
    if (maxInFlight !== null && inFlight >= maxInFlight) return 'in_flight';
    return shareRefused > 0 && Math.random() < shareRefused ? 'event_loop_delay' : null;
  };

  /** Counts the request in flight until it is answered, closed or leaves (`leaveInFlight`); `left` then runs once. */
  const work = (res: ServerResponse, next: () => void, left?: () => void) => {
    inFlight += 1;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      inFlight -= 1;
      left?.();
    };
    res.on('close', done);
    (res as Admitted)[LEAVE_IN_FLIGHT] = done;
    next();
  };

  let streamOpens = 0;
  const waitingOpens = new Set<{ res: ServerResponse; next: () => void; timer: NodeJS.Timeout }>();
  const comeBackLater = (res: ServerResponse) => {
    refused += 1;
    onRefusal?.('stream_opens');
    res.writeHead(204, COME_BACK_LATER_HEADERS).end();
  };
  /** A stream's open: works now if a turn is free, else waits for one (a socket, no work), else comes back later. */
  const admitStreamOpen = (res: ServerResponse, next: () => void) => {
    if (streamOpens < streamOpensAtOnce) {
      streamOpens += 1;
      work(res, next, nextStreamOpen);
      return;
    }
    if (waitingOpens.size >= streamOpensWaiting) return comeBackLater(res);
    const waiting = {
      res,
      next,
      timer: setTimeout(() => {
        if (waitingOpens.delete(waiting)) comeBackLater(res);
      }, STREAM_OPEN_MAX_WAIT_MS),
    };
    waitingOpens.add(waiting);
    res.once('close', () => {
      if (waitingOpens.delete(waiting)) clearTimeout(waiting.timer);
    });
  };
  /** An open's turn ended (its stream began, or it was answered or closed): the longest waiting gets it. */
  function nextStreamOpen() {
    streamOpens -= 1;
    for (const waiting of waitingOpens) {
      waitingOpens.delete(waiting);
      clearTimeout(waiting.timer);
      if (waiting.res.destroyed) continue;
      admitStreamOpen(waiting.res, waiting.next);
      return;
    }
  }

  const admit = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = req.url?.split('?')[0] ?? '';
    if (alwaysAdmitted.includes(path) || isBuiltFile(req.method, path)) return next();
    if (req.method === 'GET' && isStreamOpen(path)) return admitStreamOpen(res, next);
    const reason = overloaded();
    if (reason) {
      refused += 1;
      onRefusal?.(reason);
      refuse(req, res, path);
      return;
    }
    work(res, next);
  };

  return {
    admit,
    stop() {
      clearInterval(sampler);
      for (const waiting of waitingOpens) clearTimeout(waiting.timer);
      monitor?.disable();
    },
  };
}
