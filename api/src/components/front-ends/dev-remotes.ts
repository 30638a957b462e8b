import type { Request, Response } from 'express';
import { AppError } from '../../errors';
import { readCookie, usesSecureCookies } from '../../http/cookies';
import type { RunningEnvironment } from '../../env-values';
import { runtimeDocumentOf } from './runtime-document';
import type { RuntimeDocument } from './runtime-document';

/**
 * A remote team developing against a running app (docs/remote-in-its-own-repository.md,
 * "Developing against a running app"): a browser may ask this app's shell to load one remote from
 * the team's dev server instead of the live release, but only from an origin the app's owner
 * listed in TRUSTED_DEV_REMOTE_ORIGINS. Without that setting (production's default) nothing here
 * changes a page: the choice is refused, and a cookie made by hand is ignored.
 */
export const DEV_REMOTES_PATH = '/dev-remotes';
const DEV_REMOTES_COOKIE = 'ciao_dev_remotes';
/** A container's name, as the runtime document lists it. */
const CONTAINER = /^[a-z][a-z0-9_]{0,63}$/;

const originOf = (entry: string): string | undefined => {
  try {
    const url = new URL(entry);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/** The visitor's dev remotes (container -> manifest URL), only those from a trusted origin. */
function chosenBy(req: Request, trusted: readonly string[]): Map<string, string> {
  const chosen = new Map<string, string>();
  if (trusted.length === 0) return chosen;
  for (const [name, entry] of new URLSearchParams(readCookie(req, DEV_REMOTES_COOKIE) ?? '')) {
    const origin = originOf(entry);
    if (CONTAINER.test(name) && origin && trusted.includes(origin)) chosen.set(name, entry);
  }
  return chosen;
}

/**
 * The runtime document with the visitor's dev remotes in place of the live ones (`changed`: the
 * answer is this visitor's own). The page's policy then allows their origins, and their dev
 * servers' hot reload socket (ws:).
 */
export function withDevRemotes(
  document: RuntimeDocument,
  req: Request,
  trusted: readonly string[],
): { document: RuntimeDocument; changed: boolean } {
  const chosen = chosenBy(req, trusted);
  const known = document.remotes.filter(({ name }) => chosen.has(name));
  if (known.length === 0) return { document, changed: false };
  const parsed = JSON.parse(document.json) as { remotes: { name: string; entry: string }[] };
  const next = runtimeDocumentOf({
    ...parsed,
    remotes: parsed.remotes.map((remote) => ({ ...remote, entry: chosen.get(remote.name) ?? remote.entry })),
  });
  const sockets = known.map(({ name }) => new URL(chosen.get(name) ?? '').origin.replace(/^http/, 'ws'));
  return { document: { ...next, origins: [...next.origins, ...sockets] }, changed: true };
}

/**
 * GET /dev-remotes?mf_referral=http://localhost:3002/mf-manifest.json: this browser loads that
 * remote from there (a cookie), then the app's start page; `GET /dev-remotes` alone: back to the
 * live releases. 403 for an origin the app does not trust, 400 for anything but container=URL.
 */
export function devRemotesRoute(config: RunningEnvironment & { trustedDevRemoteOrigins: readonly string[] }) {
  return function chooseDevRemotes(req: Request, res: Response) {
    const chosen = new URLSearchParams();
    for (const [name, entry] of Object.entries(req.query)) {
      if (!CONTAINER.test(name) || typeof entry !== 'string' || !originOf(entry))
        throw new AppError(400, 'Name each remote by its container with its manifest URL: ?mf_referral=http://...');
      const origin = originOf(entry) ?? '';
      if (!config.trustedDevRemoteOrigins.includes(origin))
        throw new AppError(403, `${origin} is not a trusted origin for dev remotes here (TRUSTED_DEV_REMOTE_ORIGINS)`);
      chosen.set(name, entry);
    }
    const options = { httpOnly: true, sameSite: 'lax' as const, secure: usesSecureCookies(config), path: '/' };
    if (chosen.size === 0) res.clearCookie(DEV_REMOTES_COOKIE, options);
    // Sent as URLSearchParams wrote it: its characters are all a cookie's, read back as they were sent.
    else res.cookie(DEV_REMOTES_COOKIE, chosen.toString(), { ...options, encode: (value: string) => value });
    res.redirect(303, '/');
  };
}
