import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { NodeEnv } from '../../env-values';
import { readCookie, usesSecureCookies } from '../../http/cookies';

/** A signed-out visitor's random, stable key for a canary's share (no personal data; docs/deploying.md, "Canaries"). */
const VISITOR_COOKIE = 'ciao_visitor';
const VISITOR_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
const VISITOR_KEY = /^[A-Za-z0-9_-]{16,64}$/;
/** The key handed out with an answer, so every part of that answer (its policy, its page) agrees. */
const handedOut = new WeakMap<Response, string>();

/**
 * Who a canary's share is decided for: the signed-in user's id, else the visitor cookie's key
 * (handed out with this answer when the browser has none), so a visitor keeps one version across
 * pages and instances.
 */
export async function visitorKeyOf(
  req: Request,
  res: Response,
  config: { nodeEnv: NodeEnv },
  sessionUserOf: (req: Request) => Promise<{ id: string } | null>,
): Promise<string> {
  const user = await sessionUserOf(req);
  if (user) return user.id;
  const sent = readCookie(req, VISITOR_COOKIE);
  if (sent && VISITOR_KEY.test(sent)) return sent;
  const earlier = handedOut.get(res);
  if (earlier) return earlier;
  const key = randomBytes(16).toString('base64url');
  handedOut.set(res, key);
  if (!res.headersSent)
    res.cookie(VISITOR_COOKIE, key, {
      httpOnly: true,
      sameSite: 'lax',
      secure: usesSecureCookies(config),
      path: '/',
      maxAge: VISITOR_COOKIE_MAX_AGE_MS,
    });
  return key;
}
