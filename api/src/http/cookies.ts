import { parseCookie } from 'cookie';
import type { Request } from 'express';
import type { NodeEnv } from '../env-values';

/** The values exactly as sent: ours are base64url, and a percent-encoded copy of one is not it. */
const asSent = (value: string) => value;

/** One cookie from the Cookie header (the first of that name), without a cookie-parsing middleware on every route. */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  return header ? parseCookie(header, { decode: asSent })[name] : undefined;
}

/** Secure cookies everywhere except local development and tests (plain http). */
export function usesSecureCookies(config: { nodeEnv: NodeEnv }): boolean {
  return config.nodeEnv === 'production';
}
