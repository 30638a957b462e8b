import type { Request, RequestHandler } from 'express';
import { isAdminRole } from '@ciao/contracts';
import type { AdminRole, SessionUser } from '@ciao/contracts';
import { AppError } from '../errors';
import { signedInUser } from './request-user';
import { mayUse } from './admin-rights';
import type { CurrentRoles } from './admin-roles';

export const ADMIN_ONLY_MESSAGE = 'Admin access required';
export const ROLE_REFUSED_MESSAGE = 'Your admin role does not allow this';

/** Where every admin route is mounted; requireAdmin guards every path below it. */
export const ADMIN_PATH = '/api/admin';

/**
 * The signed-in admin of a request: 401 when anonymous, 403 unless an admin role. Behind
 * requireAdmin, the role is the one the database held for this request.
 */
export function signedInAdmin(req: Request): SessionUser & { role: AdminRole } {
  const user = signedInUser(req);
  const { role } = user;
  if (!isAdminRole(role)) throw new AppError(403, ADMIN_ONLY_MESSAGE);
  return { ...user, role };
}

/**
 * In front of every /api/admin path, known or not: the client's own check is never enough. The
 * session user may come from the instance's session cache, which hears of a role change only
 * through PostgreSQL's NOTIFY; the role is read afresh instead (one read by primary key), so a
 * revoked admin is refused on the very next request.
 */
export function requireAdmin(roles: CurrentRoles): RequestHandler {
  return async (req, _res, next) => {
    const user = signedInUser(req);
    const role = await roles.currentRole(user.id);
    if (!isAdminRole(role)) throw new AppError(403, ADMIN_ONLY_MESSAGE);
    req.sessionUser = { ...user, role };
    next();
  };
}

/** On every admin route, after requireAdmin: the fresh role against the route's row of ADMIN_RIGHTS. */
export const requireRight: RequestHandler = (req, _res, next) => {
  // HEAD is answered by the GET route.
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const route = `${method} ${req.baseUrl}${String((req.route as { path: unknown }).path)}`;
  if (!mayUse(signedInAdmin(req).role, route)) throw new AppError(403, ROLE_REFUSED_MESSAGE);
  next();
};
