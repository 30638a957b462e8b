import type { CookieOptions, Request, Response } from 'express';
import type { RunningEnvironment } from '../../env-values';
import { readCookie, usesSecureCookies } from '../../http/cookies';
import { AGE_PROOF_TTL_MS } from './age-proof';

const AGE_PROOF_COOKIE = 'ciao_age_proof';

/** Sent only to /api/auth, where verify-age sets it and register reads it. */
const cookieOptions = (config: RunningEnvironment): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: usesSecureCookies(config),
  path: '/api/auth',
});

export const readAgeProofToken = (req: Request): string | undefined => readCookie(req, AGE_PROOF_COOKIE);

export function setAgeProofCookie(res: Response, token: string, config: RunningEnvironment): void {
  res.cookie(AGE_PROOF_COOKIE, token, { ...cookieOptions(config), maxAge: AGE_PROOF_TTL_MS });
}

export function clearAgeProofCookie(res: Response, config: RunningEnvironment): void {
  res.clearCookie(AGE_PROOF_COOKIE, cookieOptions(config));
}
