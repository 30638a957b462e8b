import type { CookieOptions, Request, Response } from 'express';
import type { RunningEnvironment } from '../../env-values';
import { readCookie, usesSecureCookies } from '../../http/cookies';
import { SESSION_TTL_MS } from './sessions';

/** The session cookie over plain http (development, tests). */
export const SESSION_COOKIE = 'ciao_session';
/**
 * The session cookie in production. Browsers accept a `__Host-` cookie only when it is Secure, has
 * Path=/ and no Domain, from this very host: a sibling subdomain or a plain-http page cannot set
 * or overwrite it (docs/http-security.md).
 */
const SECURE_SESSION_COOKIE = '__Host-ciao_session';

export const sessionCookieName = (config: RunningEnvironment): string =>
  usesSecureCookies(config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

const cookieOptions = (config: RunningEnvironment): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: usesSecureCookies(config),
  path: '/',
});

/**
 * The session token, from the configuration's one cookie name only: in production a plain
 * `ciao_session` (which anyone able to toss a cookie at this host could plant) never counts.
 */
export function readSessionToken(req: Request, config: RunningEnvironment): string | undefined {
  return readCookie(req, sessionCookieName(config));
}

/** An answer that hands out or ends a session is never stored anywhere. */
export function setSessionCookie(res: Response, token: string, config: RunningEnvironment): void {
  res.cookie(sessionCookieName(config), token, { ...cookieOptions(config), maxAge: SESSION_TTL_MS });
  res.set('Cache-Control', 'no-store');
}

export function clearSessionCookie(res: Response, config: RunningEnvironment): void {
  res.clearCookie(sessionCookieName(config), cookieOptions(config));
  res.set('Cache-Control', 'no-store');
}
