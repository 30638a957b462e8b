import type { Request, Response } from 'express';
import { AppError } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const PREFLIGHT_MAX_AGE_S = '600';

/** `answered`: the guard answered the request itself (an allowed origin's preflight); `pass`: on to the routes. */
export type OriginGuard = (req: Request, res: Response) => 'answered' | 'pass';

/**
 * CSRF defence for /api: a state-changing request from a foreign origin is refused (403, thrown),
 * unless that origin is an allow-listed front-end (CORS_ORIGINS), which also gets CORS headers with
 * credentials (and its preflight answered). Same-origin requests and requests without Origin
 * (curl, server-to-server) pass. Run for every /api request by `apiRequests` (http/api-requests.ts).
 */
export function guardOrigins(config: { corsOrigins: string[] }): OriginGuard {
  const allowed = new Set(config.corsOrigins);
  return (req, res) => {
    const origin = req.get('origin');
    if (allowed.size > 0) res.vary('Origin');

    if (origin !== undefined && allowed.has(origin)) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Allow-Credentials', 'true');
      if (req.method === 'OPTIONS') {
        res.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
        res.set('Access-Control-Allow-Headers', req.get('access-control-request-headers') ?? 'Content-Type');
        res.set('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_S);
        res.status(204).end();
        return 'answered';
      }
      return 'pass';
    }

    if (STATE_CHANGING.has(req.method)) {
      const ownOrigin = `${req.protocol}://${req.host}`;
      const foreignOrigin = origin !== undefined && origin !== ownOrigin;
      if (foreignOrigin || req.get('sec-fetch-site') === 'cross-site') {
        throw new AppError(403, 'Cross-origin request refused');
      }
    }
    return 'pass';
  };
}
