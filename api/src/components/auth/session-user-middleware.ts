import type { Request } from 'express';
import type { RunningEnvironment } from '../../env-values';
import { readSessionToken } from './session-cookie';
import type { Sessions } from './sessions';

/**
 * Sets `req.sessionUser` (http/request-user.ts) from the session cookie: the user, or null. At once
 * when the session cache holds it or there is no cookie; else a promise, settled once it is set.
 * A cookie whose session is gone also sets `req.sessionEnd` when the API can say why (a suspension).
 */
export type SessionUserResolver = (req: Request) => void | Promise<void>;

export function resolveSessionUser(sessions: Sessions, config: RunningEnvironment): SessionUserResolver {
  return (req) => {
    const user = sessions.sessionUserOf(readSessionToken(req, config));
    if (!(user instanceof Promise)) {
      req.sessionUser = user;
      return;
    }
    return user.then(async (found) => {
      req.sessionUser = found;
      if (!found) req.sessionEnd = await sessions.endOf(readSessionToken(req, config));
    });
  };
}
