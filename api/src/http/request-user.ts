import type { Request } from 'express';
import { ACCOUNT_MESSAGES, ERROR_CODES } from '@ciao/contracts';
import type { SessionUser } from '@ciao/contracts';
import { AppError, notAuthenticated } from '../errors';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, null for anonymous requests (set on every /api route after health). */
    sessionUser?: SessionUser | null;
    /** Why the request's session cookie signs nobody in, when the API can say (a suspension ended it). */
    sessionEnd?: 'suspended' | null;
  }
}

/**
 * The signed-in user of a request; 401 Not authenticated for anonymous ones, or 401 with the
 * suspension's message when a suspension ended the cookie's session (the page says why at once).
 */
export function signedInUser(req: Request): SessionUser {
  if (req.sessionEnd === 'suspended')
    throw new AppError(401, ACCOUNT_MESSAGES.suspended, { code: ERROR_CODES.suspended });
  if (!req.sessionUser) throw notAuthenticated();
  return req.sessionUser;
}
