import { randomBytes } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import type { RunningEnvironment } from '../../env-values';
import { readCookie, usesSecureCookies } from '../../http/cookies';

/**
 * The device cookie (docs/notifications.md, "What is sent"): a random 256-bit id this browser
 * keeps across sign-outs, so a sign-in can tell a device the account has used from a new one.
 * `__Host-` in production for the reasons the session cookie has it (session-cookie.ts).
 */
const DEVICE_COOKIE = 'ciao_device';
const SECURE_DEVICE_COOKIE = '__Host-ciao_device';

/** 400 days: the longest a browser keeps a cookie (Chrome caps Max-Age there); renewed at every sign-in. */
const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const deviceCookieName = (config: RunningEnvironment): string =>
  usesSecureCookies(config) ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;

const cookieOptions = (config: RunningEnvironment): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: usesSecureCookies(config),
  path: '/',
  maxAge: DEVICE_COOKIE_MAX_AGE_MS,
});

/** This browser's device id: the one its cookie holds, or a new one; the cookie is (re)set either way. */
export function deviceIdOf(req: Request, res: Response, config: RunningEnvironment): string {
  const sent = readCookie(req, deviceCookieName(config));
  const id = sent && DEVICE_ID_PATTERN.test(sent) ? sent : randomBytes(32).toString('base64url');
  res.cookie(deviceCookieName(config), id, cookieOptions(config));
  return id;
}
