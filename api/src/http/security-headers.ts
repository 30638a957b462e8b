import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { RunningEnvironment } from '../env-values';

/**
 * The security headers of every answer (docs/http-security.md). The Content-Security-Policy set
 * here is the one for everything that is not a page: nothing may load, nothing may frame it. The
 * host page (and its service worker) get `pagePolicy` instead, from the front-end routes.
 * Helmet decides the headers; they depend on nothing in the request, so they are worked out once
 * and every answer gets the same list (the dashboard's polls are most of the API's requests).
 */
export function securityHeaders(config: RunningEnvironment): RequestHandler {
  const { set, removed } = headersOf(apiHelmet(config));
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/** What a middleware that only sets and removes response headers does, recorded on a stand-in answer. */
function headersOf(middleware: RequestHandler): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      set.set(name, Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => {
      set.delete(name);
      removed.push(name);
    },
  };
  let finished = false;
  void middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('headersOf: the middleware did more than set headers synchronously');
  return { set: [...set], removed };
}

function apiHelmet(config: RunningEnvironment): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Not strict-origin or no-referrer: with `no-referrer` browsers send `Origin: null` on same-origin
    // POSTs, which the origin guard refuses. Other sites see our origin, never a path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Production is served over HTTPS (behind TRUST_PROXY); development and tests are plain http.
    strictTransportSecurity: config.nodeEnv === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
}

/**
 * What one page's policy names besides this origin: its nonce, the remotes' origins, and where the
 * page may send error reports (the browser DSN's origin, when configured).
 */
export type PagePolicySources = { nonce: string; remoteOrigins: readonly string[]; reportOrigins?: readonly string[] };

/** The string @ciao/build writes where the page's nonce goes (packages/build/src/csp.cjs). */
export const CSP_NONCE_PLACEHOLDER = 'CIAO_CSP_NONCE';

/** 128 random bits, base64: a new one for every page answered. */
export const newCspNonce = (): string => randomBytes(16).toString('base64');

const sourcesOf = new WeakMap<ServerResponse, PagePolicySources>();

function sources(res: ServerResponse): PagePolicySources {
  const found = sourcesOf.get(res);
  if (!found) throw new Error('pagePolicy: withPagePolicySources() was not called for this response');
  return found;
}

const self = "'self'";
const selfAndRemotes = (_req: IncomingMessage, res: ServerResponse) => [self, ...sources(res).remoteOrigins].join(' ');
const nonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${sources(res).nonce}'`;
const selfRemotesAndReports = (req: IncomingMessage, res: ServerResponse) =>
  [selfAndRemotes(req, res), ...(sources(res).reportOrigins ?? [])].join(' ');

/**
 * The host page's policy. Scripts only from this origin and the remotes' origins (the runtime
 * remote document), never inline; inline styles only with the page's nonce (the splash `<style>`
 * and styled-components' tags); images from anywhere over http(s), as a profile picture is any
 * image URL (spec 5); nothing may frame the page.
 */
const pageHelmet = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: {
    defaultSrc: [self],
    scriptSrc: [selfAndRemotes],
    scriptSrcAttr: ["'none'"],
    styleSrc: [selfAndRemotes, nonce],
    imgSrc: [selfAndRemotes, 'https:', 'http:'],
    fontSrc: [selfAndRemotes],
    connectSrc: [selfRemotesAndReports],
    workerSrc: [self],
    manifestSrc: [self],
    frameSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: [self],
    frameAncestors: ["'none'"],
  },
});

/** The nonce `setPagePolicy` put in this answer's policy. */
export const pageNonceOf = (res: Response): string => sources(res).nonce;

/** Sets the host page's Content-Security-Policy on `res`, naming `pageSources`. */
export function setPagePolicy(res: Response, pageSources: PagePolicySources): Promise<void> {
  sourcesOf.set(res, pageSources);
  return new Promise((resolve, reject) => {
    pageHelmet(res.req, res, (error?: unknown) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    );
  });
}
