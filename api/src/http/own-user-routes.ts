import { Router } from 'express';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { id } from '@ciao/contracts';
import { AppError } from '../errors';
import { describeRoutes } from './api-description';
import type { DescribedRoutes, Operation } from './api-description';
import { signedInUser } from './request-user';

/** Where app.ts mounts the per-user router. */
export const OWN_USER_PATH = '/api/user/:userId';

const ownUserParams = z.object({ userId: id });

/** The description of routes on the per-user router: each one own-user, `userId` a uuid, and `params` any further path parameters. */
export const describeOwnUserRoutes = (
  tag: string,
  operations: Record<string, Omit<Operation, 'access' | 'params'> & { params?: z.ZodObject }>,
): DescribedRoutes =>
  describeRoutes(
    OWN_USER_PATH,
    tag,
    Object.fromEntries(
      Object.entries(operations).map(([key, { params, ...operation }]) => [
        key,
        { ...operation, access: 'own-user', params: params ? ownUserParams.extend(params.shape) : ownUserParams },
      ]),
    ),
  );

/** 401 when anonymous, 403 unless :userId is the session user's own id (product-decisions, Per-user routes). */
export const refuseOtherUsers: RequestHandler = (req, _res, next) => {
  const user = signedInUser(req);
  if (req.params.userId !== user.id) throw new AppError(403, 'You can only access your own account');
  next();
};

/** The router behind /api/user/:userId/...: every request refused unless it is the user's own. Components mount their per-user routes on it. */
export function ownUserRoutes(): Router {
  const router = Router({ mergeParams: true });
  router.use(refuseOtherUsers);
  return router;
}

/** The :userId of a per-user route, already checked to be the session user's. */
export const routeUserId = (params: Record<string, string | string[] | undefined>): string => String(params.userId);
