import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import { isDatabaseReachable } from '../../db/database';
import type { Drain } from '../../http/drain';

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
