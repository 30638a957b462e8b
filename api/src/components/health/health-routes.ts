import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { isDatabaseReachable } from '../../db/database';
import type { Drain } from '../../http/drain';
import { describeRoutes } from '../../http/api-description';

const statusOk = z.object({ status: z.literal('ok') });

export const healthApi = describeRoutes('/api', 'Health', {
  'GET /health': { summary: 'Liveness: the process answers', access: 'public', usesDatabase: false, beforeOriginGuard: true, answers: { 200: { description: 'Alive', schema: statusOk } } },
  'GET /ready': {
    summary: 'Readiness: PostgreSQL answers and the instance is not stopping',
    access: 'public',
    usesDatabase: false,
    beforeOriginGuard: true,
    answers: { 200: { description: 'Ready', schema: statusOk }, 503: "'Database unavailable', or 'Shutting down' once the instance has been told to stop (it drains)" },
  },
});

/**
 * Liveness (the process answers) and readiness (PostgreSQL answers and the instance is not
 * stopping): for load balancers and the e2e harness.
 */
export function healthRoutes({ sequelize, drain }: { sequelize: Sequelize; drain?: Drain | undefined }): Router {
  const router = Router();

  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/ready', async (_req, res) => {
    if (drain?.draining) {
      res.status(503).json({ message: 'Shutting down' });
    } else if (await isDatabaseReachable(sequelize)) {
      res.json({ status: 'ok' });
    } else {
      res.status(503).json({ message: 'Database unavailable' });
    }
  });

  return router;
}
