import type { Request } from 'express';
import type { NodeEnv } from '../env-values';

/** One cookie from the Cookie header, without a cookie-parsing middleware on every route. */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}

/** Secure cookies everywhere except local development and tests (plain http). */
export function usesSecureCookies(config: { nodeEnv: NodeEnv }): boolean {
  return config.nodeEnv === 'production';
}
