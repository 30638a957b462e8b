import { Router } from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ROUTE_PATTERN } from '../metrics/metrics';
import { sendJson } from './json-answer';
import { OWN_USER_PATH, refuseOtherUsers, routeUserId } from './own-user-routes';
import { signedInUser } from './request-user';

/**
 * What a GET answers the signed-in user `userId`, from its path's parameters and its query: the
 * one place the answer is made, for its route and for a page's first answers
 * (components/front-ends/first-answers.ts). A refusal is thrown as the route would answer it.
 */
export type Read = (userId: string, params: Request['params'], query: Record<string, unknown>) => Promise<object>;

/** A GET a signed-in page may answer in process: its full path, whether it is per-user, and its read. */
export type ReadRoute = { path: string; ownUser: boolean; read: Read };

/** A GET the dashboard polls, with its full path; `ownUser`: a per-user path (/api/user/:userId/...). */
export type PolledRoute = { path: string; ownUser: boolean; answer: RequestHandler; read?: Read };

/** A polled GET under the per-user router's path (`/stats`): /api/user/:userId/stats. */
export const ownUserPoll = (path: string, answer: RequestHandler): PolledRoute => ({
  path: `${OWN_USER_PATH}${path}`,
  ownUser: true,
  answer,
});

/** A polled GET on its own full path. */
export const poll = (path: string, answer: RequestHandler): PolledRoute => ({ path, ownUser: false, answer });

/** A per-user poll (`/stats`: /api/user/:userId/stats) answered by its read for the user of the path. */
export const ownUserReadPoll = (path: string, read: Read): PolledRoute & ReadRoute => ({
  ...ownUserPoll(path, async function answerOwnUser(req, res) {
    sendJson(res, await read(routeUserId(req.params), req.params, req.query));
  }),
  read,
});

/** A poll on its own full path for any signed-in user (401 otherwise), answered by its read. */
export const signedInReadPoll = (path: string, read: Read): PolledRoute & ReadRoute => ({
  ...poll(path, async function answerSignedIn(req, res) {
    sendJson(res, await read(signedInUser(req).id, req.params, req.query));
  }),
  read,
});

/** A public poll on its own full path: the same answer for anyone, signed in or not. */
export const publicReadPoll = (path: string, read: () => Promise<object>): PolledRoute & ReadRoute => ({
  ...poll(path, async function answerAnyone(_req, res) {
    sendJson(res, await read());
  }),
  read,
});

/** A route's path as segments: a literal, or the name of a parameter (`:userId`). */
type Shape = { path: string; segments: ({ literal: string } | { param: string })[]; handlers: RequestHandler[] };

const segmentsOf = (path: string): Shape['segments'] =>
  path.split('/').map((segment) => (segment.startsWith(':') ? { param: segment.slice(1) } : { literal: segment }));

const shapeOf = ({ path, ownUser, answer }: PolledRoute, apiRequests: RequestHandler): Shape => ({
  path,
  segments: segmentsOf(path),
  handlers: ownUser ? [apiRequests, refuseOtherUsers, answer] : [apiRequests, answer],
});

/**
 * The parameters of `path` if it has the route's shape as written: same literals, and each
 * parameter a non-empty segment with nothing escaped. Any other spelling (case, a trailing slash,
 * `%`-escapes) is left to the router, which matches and decodes as Express does.
 */
function paramsOf(pattern: Shape['segments'], segments: string[]): Record<string, string> | undefined {
  if (segments.length !== pattern.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i += 1) {
    const expected = pattern[i] as Shape['segments'][number];
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

/** The read whose path has the shape of `path` (no query), with the path's parameters; undefined when none has. */
export function readOf(
  routes: readonly ReadRoute[],
  path: string,
): { route: ReadRoute; params: Record<string, string> } | undefined {
  const segments = path.split('/');
  for (const route of routes) {
    const params = paramsOf(segmentsOf(route.path), segments);
    if (params) return { route, params };
  }
  return undefined;
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
        const params = paramsOf(shape.segments, segments);
        if (params) {
          req.params = params;
          // No router matched it: the metrics' route label (metrics/metrics.ts) is read from here.
          res.locals[ROUTE_PATTERN] = shape.path;
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
