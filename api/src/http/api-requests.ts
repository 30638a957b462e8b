import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { SessionUserResolver } from '../components/auth/session-user-middleware';
import { noStoreWhenSignedIn } from './no-store';
import type { OriginGuard } from './origin-guard';

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

/**
 * What every /api request passes before its router, in one Express layer (the dashboard polls about
 * 4.5 a second per user, and each layer costs a mount check and a `next`: docs/performance.md), in
 * this order:
 * 1. the origin guard (http/origin-guard.ts): a foreign origin's change refused, an allowed
 *    origin's preflight answered;
 * 2. the JSON body, except for GET and HEAD: no route reads a GET's body, and the dashboard's polls
 *    are GETs;
 * 3. the session user (`req.sessionUser`), without a promise when the session cache holds it; a
 *    read whose client has gone while its session was read from PostgreSQL stops there;
 * 4. `no-store` on a signed-in request's answer (http/no-store.ts).
 * Each rule lives in its own module; this only runs them in order.
 */
export function apiRequests({
  guardOrigins,
  parseJson,
  resolveSessionUser,
}: {
  guardOrigins: OriginGuard;
  parseJson: RequestHandler;
  resolveSessionUser: SessionUserResolver;
}): RequestHandler {
  /** Steps 3 and 4; a promise only when the session is read from PostgreSQL. */
  function withSessionUser(req: Request, res: Response, next: NextFunction): void | Promise<void> {
    const resolving = resolveSessionUser(req);
    if (resolving === undefined) {
      noStoreWhenSignedIn(req, res);
      next();
      return;
    }
    return resolving.then(() => {
      // A read whose client left while its session came from PostgreSQL: nobody waits for its answer (writes still finish).
      if (isRead(req) && req.socket.destroyed) return;
      noStoreWhenSignedIn(req, res);
      next();
    });
  }

  return (req, res, next) => {
    if (guardOrigins(req, res) === 'answered') return;
    // Express catches what this throws or the promise it returns rejects with.
    if (isRead(req)) return withSessionUser(req, res, next);
    // The parser calls back later, outside Express's reach: errors go to `next` here.
    void parseJson(req, res, (parseError?: unknown) => {
      if (parseError) {
        next(parseError);
        return;
      }
      try {
        withSessionUser(req, res, next)?.catch(next);
      } catch (error) {
        next(error);
      }
    });
  };
}
