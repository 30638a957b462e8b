import { Router } from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { OWN_USER_PATH, refuseOtherUsers } from './own-user-routes';

/** A GET the dashboard polls, with its full path; `ownUser`: a per-user path (/api/user/:userId/...). */
export type PolledRoute = { path: string; ownUser: boolean; answer: RequestHandler };

/** A polled GET under the per-user router's path (`/stats`): /api/user/:userId/stats. */
export const ownUserPoll = (path: string, answer: RequestHandler): PolledRoute => ({
  path: `${OWN_USER_PATH}${path}`,
  ownUser: true,
  answer,
});

/** A polled GET on its own full path. */
export const poll = (path: string, answer: RequestHandler): PolledRoute => ({ path, ownUser: false, answer });

/** A route's path as segments: a literal, or the name of a parameter (`:userId`). */
type Shape = { segments: ({ literal: string } | { param: string })[]; handlers: RequestHandler[] };

const shapeOf = ({ path, ownUser, answer }: PolledRoute, apiRequests: RequestHandler): Shape => ({
  segments: path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? { param: segment.slice(1) } : { literal: segment })),
  handlers: ownUser ? [apiRequests, refuseOtherUsers, answer] : [apiRequests, answer],
});

/**
 * The parameters of `path` if it has the route's shape as written: same literals, and each
 * parameter a non-empty segment with nothing escaped. Any other spelling (case, a trailing slash,
 * `%`-escapes) is left to the router, which matches and decodes as Express does.
 */
function paramsOf(shape: Shape, segments: string[]): Record<string, string> | undefined {
  if (segments.length !== shape.segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i += 1) {
    const expected = shape.segments[i] as Shape['segments'][number];
    const segment = segments[i] as string;
    if ('literal' in expected) {
      if (segment !== expected.literal) return undefined;
    } else {
      if (segment === '' || segment.includes('%')) return undefined;
      params[expected.param] = segment;
    }
  }
  return params;
}

/** Runs `handlers` in turn as a route does: the next on `next()`, `done` with an error thrown, rejected or passed, or after the last. */
function runHandlers(handlers: readonly RequestHandler[], req: Request, res: Response, done: NextFunction): void {
  let index = 0;
  const next = (error?: unknown): void => {
    const handler = handlers[index];
    index += 1;
    if (error || !handler) {
      done(error);
      return;
    }
    try {
      const result: unknown = handler(req, res, next);
      if (result instanceof Promise)
        result.catch((rejected: unknown) => done(rejected ?? new Error('Rejected promise')));
    } catch (thrown) {
      done(thrown);
    }
  };
  next();
}

/** The two layers of the polls, for app.ts to mount: `polls` before every other route, `otherRequests` where the routers are. */
type PolledRoutes = { polls: RequestHandler; otherRequests: RequestHandler };

/**
 * The dashboard's polls, about 4.5 a second per signed-in user (docs/performance.md). `polls`, which
 * app.ts mounts ahead of every router, finds a poll's GET (or HEAD) by its path's shape and runs
 * `apiRequests` (what every /api request passes: the origin guard, the session user) and the
 * route's handlers, so a poll walks no router and no mount point; anything else goes on. Every
 * other request on these paths (another method, OPTIONS, another spelling) reaches
 * `otherRequests`, a router of the same routes mounted after `apiRequests`: a per-user path refuses
 * other users' requests whatever the method, and the router answers OPTIONS as the components'
 * routers did.
 */
export function polledRoutes(routes: readonly PolledRoute[], apiRequests: RequestHandler): PolledRoutes {
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
  const shapes = routes.map((route) => shapeOf(route, apiRequests));
  const polls: RequestHandler = (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const segments = req.path.split('/');
      for (const shape of shapes) {
        const params = paramsOf(shape, segments);
        if (params) {
          req.params = params;
          runHandlers(shape.handlers, req, res, next);
          return;
        }
      }
    }
    next();
  };
  // What walks the app's routes (the API description's tests) finds these in the router's stack.
  return { polls, otherRequests: router };
}
