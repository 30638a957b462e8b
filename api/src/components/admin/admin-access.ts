import type { Request, RequestHandler } from 'express';
import type { SessionUser } from '@ciao/contracts';
import { AppError } from '../../errors';
import { signedInUser } from '../auth/session-user-middleware';

export const ADMIN_ONLY_MESSAGE = 'Admin access required';

/**
 * The signed-in admin of a request: 401 when anonymous, 403 unless the role is admin. The role is
 * read from the database with the session on every request, so a revoked admin loses access at once.
 */
export function signedInAdmin(req: Request): SessionUser {
  const user = signedInUser(req);
  if (user.role !== 'admin') throw new AppError(403, ADMIN_ONLY_MESSAGE);
  return user;
}

/** In front of every /api/admin route, known or not: the client's own check is never enough. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  signedInAdmin(req);
  next();
};
