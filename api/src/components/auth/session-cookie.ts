import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../../config';
import { usesSecureCookies } from '../../config';
import { SESSION_TTL_MS } from './sessions';

export const SESSION_COOKIE = 'ciao_session';

const cookieOptions = (config: Pick<Config, 'nodeEnv'>): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: usesSecureCookies(config),
  path: '/',
});

/** The session token from the Cookie header, without a cookie-parsing middleware on every route. */
export function readSessionToken(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === SESSION_COOKIE) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}

export function setSessionCookie(res: Response, token: string, config: Pick<Config, 'nodeEnv'>): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(config), maxAge: SESSION_TTL_MS });
}

export function clearSessionCookie(res: Response, config: Pick<Config, 'nodeEnv'>): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(config));
}
