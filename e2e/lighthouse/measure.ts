// Lighthouse's Node API on one page, several runs, in Debian's Chromium: the default (mobile)
// profile with simulated throttling, storage (and the service worker) cleared before every run;
// cookies are not cleared (Lighthouse's default), so a signed-in page runs with the session cookie
// in the browser, as a signed-in phone has it.
import { loadavg } from 'node:os';
import type { Flags, Result } from 'lighthouse';
import { CHROMIUM_FLAGS } from '../support/chromium';
import { mainThreadShare, type MainThreadShare } from './main-thread-share';
import { sessionCookieParams } from '../support/session-cookie';

export type PageToMeasure = {
  /** As the report names it, e.g. `/auth (signed out)`. */
  label: string;
  /** File names of its reports: `<slug>.report.html`. */
  slug: string;
  url: string;
  /** `name=value`: the session cookie, in the browser before the run. */
  cookie?: string;
  /** The run fails unless the page ends on this path (a signed-in page must not land on /auth). */
  expectPath: string;
  /** Its largest contentful paint target. */
  lcpTargetMs: number;
};

export type Measurement = {
  page: PageToMeasure;
  runs: Result[];
  /** The run whose performance score is the median; its reports are written. */
  medianRun: Result;
  /** That run's trace, as Chromium recorded it (DevTools' Performance panel opens it). */
  medianTrace: unknown;
  /** Medians over the runs. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /** Lighthouse's benchmark index of each run (how fast this machine's CPU was then; a mid-range phone is about 1,000 x its slowdown). */
  benchmarkIndexes: number[];
  /** The 1-minute load average when each run ended: the machine is shared, figures move with it. */
  loadAverages: number[];
  /** Of each run, in order: how much of its long tasks' time the page's thread ran (main-thread-share.ts). */
  mainThreadShares: MainThreadShare[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${audit} for ${lhr.finalDisplayedUrl}`);
  return value;
}

/** The run's network requests, as Lighthouse lists them. */
function networkRequests(lhr: Result) {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') throw new Error('Lighthouse gave no network-requests table');
  return details.items;
}

/** Bytes of JavaScript over the wire (compressed), from the network requests of the run. */
function scriptBytes(lhr: Result): number {
  return networkRequests(lhr)
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0), 0);
}

/** The requests of the run the API refused as unauthenticated (401), by path. */
function refusedRequests(lhr: Result): string[] {
  return networkRequests(lhr)
    .filter((item) => item.statusCode === 401)
    .map((item) => new URL(String(item.url)).pathname);
}

/** Lighthouse's measure of the CPU during the run (higher is faster). */
export const benchmarkIndex = (lhr: Result) => Math.round(lhr.environment.benchmarkIndex);

/** The performance score, 0-100. */
export const score = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? NaN) * 100);

/**
 * The session cookie in the browser's cookie jar, as the sign-in leaves it. Lighthouse's
 * `extraHeaders` would add it to the page's requests only: the dashboard's poll worker would then
 * be refused (401) and every poll made twice, the page's fallback on its main thread the second
 * time, which no signed-in phone does.
 */
async function putSessionCookie(port: number, url: string, cookie: string): Promise<void> {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const [page] = await browser.pages();
    if (!page) throw new Error('the browser has no tab to set the session cookie from');
    const cdp = await page.createCDPSession();
    await cdp.send('Network.setCookie', sessionCookieParams(cookie, url));
    await cdp.detach();
  } finally {
    await browser.disconnect();
  }
}

/** Runs of one page that may be repeated because Lighthouse lost their trace. */
const MAX_RETRIES = 2;

export async function measure(
  page: PageToMeasure,
  options: { runs: number; chromiumPath: string; acceptCertificate?: boolean },
): Promise<Measurement> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const runs: Result[] = [];
  const traces = new Map<Result, unknown>();
  const loadAverages: number[] = [];
  let retries = 0;
  for (let i = 0; i < options.runs; i += 1) {
    // A fresh browser per run, as Lighthouse advises: nothing of the previous run stays in memory.
    // The balancer's certificate is self-signed for the run.
    const chromeFlags = options.acceptCertificate ? [...CHROMIUM_FLAGS, '--ignore-certificate-errors'] : CHROMIUM_FLAGS;
    const chrome = await launch({ chromePath: options.chromiumPath, chromeFlags, logLevel: 'silent' });
    try {
      if (page.cookie) await putSessionCookie(chrome.port, page.url, page.cookie);
      const flags: Flags = { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] };
      const result = await lighthouse(page.url, flags);
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
      const { lhr } = result;
      // Lighthouse's own advice for a trace it lost ("Please run Lighthouse again"); seen in about one
      // page measurement in ten on this machine, on every build.
      if (lhr.runtimeError?.code === 'NO_NAVSTART' && retries < MAX_RETRIES) {
        retries += 1;
        process.stdout.write(
          `lighthouse: ${page.label} run ${i + 1}: the trace was lost (NO_NAVSTART), running it again\n`,
        );
        i -= 1;
        continue;
      }
      if (lhr.runtimeError)
        throw new Error(
          `Lighthouse could not measure ${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        );
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== page.expectPath) throw new Error(`${page.label} ended on ${landed}, not ${page.expectPath}`);
      const refused = page.cookie ? refusedRequests(lhr) : [];
      if (refused.length > 0)
        throw new Error(`${page.label}: the API refused ${refused.length} requests as signed out, e.g. ${refused[0]}`);
      if (Number.isNaN(score(lhr))) throw new Error(`Lighthouse gave no performance score for ${page.url}`);
      runs.push(lhr);
      traces.set(lhr, result.artifacts.Trace);
      loadAverages.push(loadavg()[0]!);
      process.stdout.write(
        `lighthouse: ${page.label} run ${i + 1}/${options.runs}: score ${score(lhr)}, ` +
          `benchmark index ${benchmarkIndex(lhr)}, load average ${loadAverages.at(-1)!.toFixed(1)}\n`,
      );
    } finally {
      chrome.kill();
    }
  }
  const byScore = [...runs].sort((a, b) => score(a) - score(b));
  const medianRun = byScore[Math.floor(byScore.length / 2)]!;
  return {
    page,
    runs,
    medianRun,
    medianTrace: traces.get(medianRun),
    score: median(runs.map(score)),
    fcpMs: median(runs.map((r) => numeric(r, 'first-contentful-paint'))),
    lcpMs: median(runs.map((r) => numeric(r, 'largest-contentful-paint'))),
    tbtMs: median(runs.map((r) => numeric(r, 'total-blocking-time'))),
    cls: median(runs.map((r) => numeric(r, 'cumulative-layout-shift'))),
    jsBytes: median(runs.map(scriptBytes)),
    benchmarkIndexes: runs.map(benchmarkIndex),
    loadAverages,
    mainThreadShares: runs.map((run) => mainThreadShare(traces.get(run))),
  };
}

/**
 * The performance audits of a run that lose points, biggest estimated saving first: opportunities
 * and diagnostics, with what Lighthouse shows beside their titles.
 */
export function findings(lhr: Result, options: { limit?: number; chunkNames?: Map<string, string> } = {}): string[] {
  const { limit = 6, chunkNames } = options;
  const ids = new Set(
    lhr.categories.performance?.auditRefs.filter((ref) => !ref.group?.startsWith('metrics')).map((ref) => ref.id),
  );
  return Object.values(lhr.audits)
    .filter(
      (audit) =>
        ids.has(audit.id) &&
        audit.score !== null &&
        audit.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => ({
      audit,
      saving: Object.values(audit.metricSavings ?? {}).reduce<number>((sum, ms) => sum + (ms ?? 0), 0),
    }))
    .sort((a, b) => b.saving - a.saving || (a.audit.score ?? 0) - (b.audit.score ?? 0))
    .slice(0, limit)
    .map(({ audit }) => {
      const pointed = pointsAt(audit.details);
      const target = pointed && chunkNames?.has(pointed) ? `${pointed} (${chunkNames.get(pointed)})` : pointed;
      return `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''} [${audit.id}]${target ? `: ${target}` : ''}`;
    });
}

/** The first element or file an audit's details name, e.g. the LCP element or the most wasteful script. */
function pointsAt(details: unknown): string | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const { node, url, items } = details as {
    node?: { type?: string; selector?: string };
    url?: unknown;
    items?: unknown;
  };
  if (node?.type === 'node' && node.selector) return `\`${node.selector}\``;
  if (typeof url === 'string' && /^https?:/.test(url)) return new URL(url).pathname;
  // Most details list items; some audits' `items` is an object (a table's headings and rows by name).
  for (const item of Array.isArray(items) ? items : typeof items === 'object' && items ? Object.values(items) : []) {
    const found = pointsAt(item);
    if (found) return found;
  }
  return undefined;
}
