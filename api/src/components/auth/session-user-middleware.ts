import type { Request, RequestHandler } from 'express';
import type { SessionUser } from '@ciao/contracts';
import type { Config } from '../../config';
import { notAuthenticated } from '../../errors';
import { readSessionToken } from './session-cookie';
import type { Sessions } from './sessions';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, null for anonymous requests (set on every /api route after health). */
    sessionUser?: SessionUser | null;
  }
}

export function resolveSessionUser(sessions: Sessions, config: Pick<Config, 'nodeEnv'>): RequestHandler {
  return async (req, _res, next) => {
    req.sessionUser = await sessions.findSessionUser(readSessionToken(req, config));
    next();
  };
}

/** The signed-in user of a request; 401 Not authenticated for anonymous ones. */
export function signedInUser(req: Request): SessionUser {
  if (!req.sessionUser) throw notAuthenticated();
  return req.sessionUser;
}
