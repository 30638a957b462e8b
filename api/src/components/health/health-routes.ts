import { Router } from 'express';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Drain } from '../../http/drain';
import { describeRoutes } from '../../http/api-description';

const statusOk = z.object({ status: z.literal('ok') });

/** Each on its exact path (app.ts), so the dashboard's polls under /api do not walk these routes. */
export const livenessApi = describeRoutes('/api/health', 'Health', {
  'GET /': {
    summary: 'Liveness: the process answers',
    access: 'public',
    usesDatabase: false,
    beforeOriginGuard: true,
    alwaysAdmitted: true,
    answers: { 200: { description: 'Alive', schema: statusOk } },
  },
});
export const readinessApi = describeRoutes('/api/ready', 'Health', {
  'GET /': {
    summary: 'Readiness: PostgreSQL answers and the instance is not stopping',
    access: 'public',
    usesDatabase: false,
    beforeOriginGuard: true,
    alwaysAdmitted: true,
    answers: {
      200: { description: 'Ready', schema: statusOk },
      503: "'Database unavailable', or 'Shutting down' once the instance has been told to stop (it drains)",
    },
  },
});

/** Liveness (the process answers): for load balancers and the e2e harness. */
export function livenessRoutes(): Router {
  const router = Router();
  function answerLiveness(_req: Request, res: Response) {
    res.json({ status: 'ok' });
  }
  router.get('/', answerLiveness);
  return router;
}

/** The readiness port: whether PostgreSQL answers now (`Database.reachable`). */
type ReachableDatabase = { reachable(): Promise<boolean> };

/** Readiness (PostgreSQL answers and the instance is not stopping): for load balancers and the e2e harness. */
export function readinessRoutes({
  database,
  drain,
}: {
  database: ReachableDatabase;
  drain?: Drain | undefined;
}): Router {
  const router = Router();
  async function answerReadiness(_req: Request, res: Response) {
    if (drain?.draining) {
      res.status(503).json({ message: 'Shutting down' });
    } else if (await database.reachable()) {
      res.json({ status: 'ok' });
    } else {
      res.status(503).json({ message: 'Database unavailable' });
    }
  }
  router.get('/', answerReadiness);
  return router;
}
