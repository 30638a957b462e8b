import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { isDatabaseReachable } from '../../db/database';

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
