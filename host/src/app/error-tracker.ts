import { whenIdle } from '@ciao/shell';
import { ERROR_REPORTING_META } from '@ciao/contracts/web';

/** What the shell hands the error tracker (report-error.ts). */
export type TrackedError = { context: string; error: unknown; componentStack?: string };

type Tracker = { capture(report: TrackedError): void };

let tracker: Promise<Tracker | null> | undefined;

/** The DSN the API wrote into the page (docs/error-reporting.md); none: error reporting is off. */
function configured(): { dsn: string; environment: string | undefined } | undefined {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${ERROR_REPORTING_META}"]`);
  return meta?.content ? { dsn: meta.content, environment: meta.dataset.environment } : undefined;
}

/**
 * Sentry's browser SDK, loaded by a dynamic import (its own chunk, never in the first load) the
 * first time it is needed, and only when a DSN is configured. `init` also catches what no error
 * boundary sees (window errors, unhandled rejections) from then on.
 */
function loadTracker(): Promise<Tracker | null> {
  tracker ??= (async () => {
    const config = configured();
    if (!config) return null;
    const sentry = await import(/* webpackChunkName: "error-tracker" */ '@sentry/browser');
    sentry.init({ dsn: config.dsn, environment: config.environment });
    return {
      capture: ({ context, error, componentStack }: TrackedError) =>
        void sentry.captureException(error, {
          tags: { context },
          extra: componentStack ? { componentStack } : undefined,
        }),
    };
  })().catch(() => null); // the tracker failing to load must not become an error of its own
  return tracker;
}

/** Sends one error to the tracker when one is configured; nothing otherwise. */
export function trackError(report: TrackedError): void {
  if (!configured()) return;
  void loadTracker().then((loaded) => loaded?.capture(report));
}

/** When configured, loads the tracker once the page has loaded and the browser is idle, so window errors are caught too. */
export function startErrorTracker(): void {
  if (!configured()) return;
  whenIdle(() => void loadTracker());
}
