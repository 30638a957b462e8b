import type { Request, RequestHandler } from 'express';
import type { SessionUser } from '@ciao/contracts';
import { AppError } from '../../errors';
import { signedInUser } from '../../http/request-user';
import type { AdminRoles } from './admin-roles';

export const ADMIN_ONLY_MESSAGE = 'Admin access required';

/**
 * The signed-in admin of a request: 401 when anonymous, 403 unless the role is admin. Behind
 * requireAdmin, the role is the one the database held for this request.
 */
export function signedInAdmin(req: Request): SessionUser {
  const user = signedInUser(req);
  if (user.role !== 'admin') throw new AppError(403, ADMIN_ONLY_MESSAGE);
  return user;
}

/**
 * In front of every /api/admin route, known or not: the client's own check is never enough. The
 * session user may come from the instance's session cache, which hears of a role change only
 * through PostgreSQL's NOTIFY; the role is read afresh instead (one read by primary key), so a
 * revoked admin is refused on the very next request.
 */
export function requireAdmin(roles: AdminRoles): RequestHandler {
  return async (req, _res, next) => {
    const user = signedInUser(req);
    const role = await roles.currentRole(user.id);
    if (role !== 'admin') throw new AppError(403, ADMIN_ONLY_MESSAGE);
    req.sessionUser = { ...user, role };
    next();
  };
}
