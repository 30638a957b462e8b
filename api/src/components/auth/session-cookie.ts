import type { CookieOptions, Express, Request, Response } from 'express';
import type { Config } from '../../config';
import { usesSecureCookies } from '../../config';
import { readCookie } from '../../http/cookies';
import { SESSION_TTL_MS } from './sessions';

/** The session cookie over plain http (development, tests). */
export const SESSION_COOKIE = 'ciao_session';
/**
 * The session cookie in production. Browsers accept a `__Host-` cookie only when it is Secure, has
 * Path=/ and no Domain, from this very host: a sibling subdomain or a plain-http page cannot set
 * or overwrite it (docs/http-security.md).
 */
export const SECURE_SESSION_COOKIE = '__Host-ciao_session';

export const sessionCookieName = (config: Pick<Config, 'nodeEnv'>): string =>
  usesSecureCookies(config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/** The app setting holding the cookie name readSessionToken reads (see useSessionCookie). */
const NAME_SETTING = 'ciao session cookie';

/** Fixes the app's session cookie name from its configuration; createApp calls it once. */
export function useSessionCookie(app: Express, config: Pick<Config, 'nodeEnv'>): void {
  app.set(NAME_SETTING, sessionCookieName(config));
}

const cookieOptions = (config: Pick<Config, 'nodeEnv'>): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: usesSecureCookies(config),
  path: '/',
});

/**
 * The session token, from the app's one cookie name only: in production a plain `ciao_session`
 * (which anyone able to toss a cookie at this host could plant) never counts.
 */
export function readSessionToken(req: Request): string | undefined {
  const name: unknown = req.app.get(NAME_SETTING);
  if (typeof name !== 'string') throw new Error('readSessionToken: useSessionCookie(app, config) was not called');
  return readCookie(req, name);
}

/** An answer that hands out or ends a session is never stored anywhere. */
export function setSessionCookie(res: Response, token: string, config: Pick<Config, 'nodeEnv'>): void {
  res.cookie(sessionCookieName(config), token, { ...cookieOptions(config), maxAge: SESSION_TTL_MS });
  res.set('Cache-Control', 'no-store');
}

export function clearSessionCookie(res: Response, config: Pick<Config, 'nodeEnv'>): void {
  res.clearCookie(sessionCookieName(config), cookieOptions(config));
  res.set('Cache-Control', 'no-store');
}
