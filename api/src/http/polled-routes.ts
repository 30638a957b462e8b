import { Router } from 'express';
import type { RequestHandler } from 'express';
import { OWN_USER_PATH, refuseOtherUsers } from './own-user-routes';

/** A GET the dashboard polls, with its full path; `ownUser`: a per-user path (/api/user/:userId/...). */
export type PolledRoute = { path: string; ownUser: boolean; answer: RequestHandler };

/** A polled GET under the per-user router's path (`/stats`): /api/user/:userId/stats. */
export const ownUserPoll = (path: string, answer: RequestHandler): PolledRoute => ({ path: `${OWN_USER_PATH}${path}`, ownUser: true, answer });

/** A polled GET on its own full path. */
export const poll = (path: string, answer: RequestHandler): PolledRoute => ({ path, ownUser: false, answer });

/**
 * The dashboard's polls, about 4.5 a second per signed-in user, in one router that app.ts mounts
 * right after the session middleware, so a poll passes no router that cannot match it
 * (docs/performance.md). A per-user path refuses other users' requests as the per-user router
 * does, whatever the method; the router answers OPTIONS as the components' routers did.
 */
export function polledRoutes(routes: readonly PolledRoute[]): Router {
  const router = Router();
  for (const { path, ownUser, answer } of routes) {
    if (ownUser) {
      // A poll passes one route; any other method (OPTIONS too) the second, before any 404 or OPTIONS answer.
      router.get(path, refuseOtherUsers, answer);
      router.all(path, refuseOtherUsers);
    } else {
      router.get(path, answer);
    }
  }
  return router;
}
