import express from 'express';
import type { Express } from 'express';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './logger';
import { authRoutes } from './components/auth/auth-routes';
import { createSessionRepository } from './components/auth/session-repository';
import { resolveSessionUser } from './components/auth/session-user-middleware';
import { createSessions } from './components/auth/sessions';
import { frontEndRoutes } from './components/front-ends/front-end-routes';
import { healthRoutes } from './components/health/health-routes';
import { createUserRepository } from './components/users/user-repository';
import { answerApiNotFound, handleErrors } from './http/error-handler';
import { guardOrigins } from './http/origin-guard';
import { logRequests } from './http/request-log';

export type AppDeps = { config: Config; logger: Logger; database: Database; clock: Clock };

export const JSON_BODY_LIMIT = '100kb';

/** The Express application, with no listening socket: startServer() adds that. */
export function createApp({ config, logger, database, clock }: AppDeps): Express {
  const users = createUserRepository(database);
  const sessions = createSessions({ sessions: createSessionRepository(database), clock });

  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);

  app.use(logRequests(logger));

  app.use('/api', healthRoutes(database));
  app.use('/api', guardOrigins(config), express.json({ limit: JSON_BODY_LIMIT }), resolveSessionUser(sessions));
  app.use('/api/auth', authRoutes({ config, sessions, users }));
  app.use('/api', answerApiNotFound);

  app.use(frontEndRoutes(config));

  app.use(handleErrors(logger));
  return app;
}
