import type { RequestHandler } from 'express';
import type { Config } from '../../config';
import { readSessionToken } from './session-cookie';
import type { Sessions } from './sessions';

/** Sets `req.sessionUser` (http/request-user.ts) from the session cookie: the user, or null. */
export function resolveSessionUser(sessions: Sessions, config: Pick<Config, 'nodeEnv'>): RequestHandler {
  return (req, _res, next) => {
    const user = sessions.sessionUserOf(readSessionToken(req, config));
    if (!(user instanceof Promise)) {
      req.sessionUser = user;
      next();
      return;
    }
    return user.then((found) => {
      req.sessionUser = found;
      next();
    });
  };
}
