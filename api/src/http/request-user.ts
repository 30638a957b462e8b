import type { Request } from 'express';
import type { SessionUser } from '@ciao/contracts';
import { notAuthenticated } from '../errors';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, null for anonymous requests (set on every /api route after health). */
    sessionUser?: SessionUser | null;
  }
}

/** The signed-in user of a request; 401 Not authenticated for anonymous ones. */
export function signedInUser(req: Request): SessionUser {
  if (!req.sessionUser) throw notAuthenticated();
  return req.sessionUser;
}
