import type { RequestHandler } from 'express';
import type { Config } from '../../config';
import { readSessionToken } from './session-cookie';
import type { Sessions } from './sessions';

/** Sets `req.sessionUser` (http/request-user.ts) from the session cookie: the user, or null. */
export function resolveSessionUser(sessions: Sessions, config: Pick<Config, 'nodeEnv'>): RequestHandler {
  return async (req, _res, next) => {
    req.sessionUser = await sessions.findSessionUser(readSessionToken(req, config));
    next();
  };
}
