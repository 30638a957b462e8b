import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../../config';
import { usesSecureCookies } from '../../config';
import { readCookie } from '../../http/cookies';
import { SESSION_TTL_MS } from './sessions';

export const SESSION_COOKIE = 'ciao_session';

const cookieOptions = (config: Pick<Config, 'nodeEnv'>): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: usesSecureCookies(config),
  path: '/',
});

export function readSessionToken(req: Request): string | undefined {
  return readCookie(req, SESSION_COOKIE);
}

export function setSessionCookie(res: Response, token: string, config: Pick<Config, 'nodeEnv'>): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(config), maxAge: SESSION_TTL_MS });
}

export function clearSessionCookie(res: Response, config: Pick<Config, 'nodeEnv'>): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(config));
}
