import { z } from 'zod';
import { optionalText } from './env-values';
import type { EnvironmentOf, NodeEnv } from './env-values';
import { scrubText } from './logger';

/**
 * The error-reporting seam (docs/error-reporting.md): the API's unexpected errors (the 500 path)
 * and the front-ends' errors go to one Sentry-compatible service when a DSN is configured; without
 * one nothing is loaded and nothing is sent.
 */

/** A Sentry DSN: http(s)://<public key>@<host>/<project id>. */
const dsn = optionalText.pipe(
  z
    .url({ protocol: /^https?$/ })
    .refine((text) => {
      const url = URL.canParse(text) ? new URL(text) : null;
      return url !== null && url.username !== '' && /^\/(?:[\w.-]+\/)*\d+$/.test(url.pathname);
    }, 'Expected a Sentry DSN like https://<key>@o0.ingest.sentry.io/<project>')
    .optional(),
);

export const errorReportingEnvironment = {
  SENTRY_DSN: dsn,
  SENTRY_BROWSER_DSN: dsn,
  SENTRY_ENVIRONMENT: optionalText,
};

export type ErrorReportingConfig = {
  /** Where the API reports; undefined: off. */
  dsn: string | undefined;
  /** Where the front-ends report (SENTRY_BROWSER_DSN, else SENTRY_DSN); undefined: off. */
  browserDsn: string | undefined;
  environment: string;
};

export const errorReportingConfigFrom = (
  e: EnvironmentOf<typeof errorReportingEnvironment>,
  nodeEnv: NodeEnv,
): ErrorReportingConfig => ({
  dsn: e.SENTRY_DSN,
  browserDsn: e.SENTRY_BROWSER_DSN ?? e.SENTRY_DSN,
  environment: e.SENTRY_ENVIRONMENT ?? nodeEnv,
});

/** What is known about the request an error broke. */
type ErrorContext = { requestId?: string; method?: string; path?: string };

export type ErrorReporter = {
  report(error: unknown, context?: ErrorContext): void;
  /** Sends what is queued (at shutdown), waiting at most `timeoutMs`. */
  flush(timeoutMs?: number): Promise<void>;
};

export const noErrorReporting: ErrorReporter = { report: () => undefined, flush: async () => undefined };

/** The same scrubbing as the logs: no discount-code texts, no PostgreSQL key values (logger.ts). */
function scrubEvent<E extends { message?: string; exception?: { values?: { value?: string }[] } }>(event: E): E {
  if (event.message) event.message = scrubText(event.message);
  for (const exception of event.exception?.values ?? [])
    if (exception.value) exception.value = scrubText(exception.value);
  return event;
}

/**
 * A Sentry client of its own (no global SDK set-up: no auto-instrumentation of http, Express or pg,
 * nothing patched), loaded only when a DSN is configured. Only the error's type, message and stack
 * are sent, with the request's id, method and path as tags; never its own fields (they may hold
 * query values, see serializeError).
 */
export async function createErrorReporter(config: { errorReporting: ErrorReportingConfig }): Promise<ErrorReporter> {
  const { dsn: target, environment } = config.errorReporting;
  if (!target) return noErrorReporting;
  const sentry = await import('@sentry/node');
  const client = new sentry.NodeClient({
    dsn: target,
    environment,
    transport: sentry.makeNodeTransport,
    stackParser: sentry.defaultStackParser,
    integrations: [sentry.linkedErrorsIntegration()],
    sendDefaultPii: false,
    beforeSend: scrubEvent,
  });
  const scope = new sentry.Scope();
  scope.setClient(client);
  client.init();
  return {
    report(error, context = {}) {
      const tags = Object.fromEntries(Object.entries(context).filter(([, value]) => value !== undefined));
      scope.captureException(error, { captureContext: { tags } });
    },
    async flush(timeoutMs = 2_000) {
      await client.flush(timeoutMs);
    },
  };
}
