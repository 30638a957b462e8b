import { Router } from 'express';
import { AppError } from '../errors';
import { signedInUser } from './request-user';

/**
 * The router behind /api/user/:userId/...: 401 when anonymous, 403 unless :userId is the session
 * user's own id (product-decisions, Per-user routes). Components mount their per-user routes on it.
 */
export function ownUserRoutes(): Router {
  const router = Router({ mergeParams: true });
  router.use((req, _res, next) => {
    const user = signedInUser(req);
    if (req.params.userId !== user.id) throw new AppError(403, 'You can only access your own account');
    next();
  });
  return router;
}

/** The :userId of a per-user route, already checked to be the session user's. */
export const routeUserId = (params: Record<string, string | string[] | undefined>): string => String(params.userId);
