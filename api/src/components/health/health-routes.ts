import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { z } from 'zod';
import { isDatabaseReachable } from '../../db/database';
import { describeRoutes } from '../../http/api-description';

const statusOk = z.object({ status: z.literal('ok') });

export const healthApi = describeRoutes('/api', 'Health', {
  'GET /health': { summary: 'Liveness: the process answers', access: 'public', usesDatabase: false, beforeOriginGuard: true, answers: { 200: { description: 'Alive', schema: statusOk } } },
  'GET /ready': {
    summary: 'Readiness: PostgreSQL answers',
    access: 'public',
    usesDatabase: false,
    beforeOriginGuard: true,
    answers: { 200: { description: 'Ready', schema: statusOk }, 503: "'Database unavailable'" },
  },
});

/** Liveness (the process answers) and readiness (PostgreSQL answers): for load balancers and the e2e harness. */
export function healthRoutes({ sequelize }: { sequelize: Sequelize }): Router {
  const router = Router();

  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/ready', async (_req, res) => {
    if (await isDatabaseReachable(sequelize)) {
      res.json({ status: 'ok' });
    } else {
      res.status(503).json({ message: 'Database unavailable' });
    }
  });

  return router;
}
