import express from 'express';
import type { Express } from 'express';
import type { BackgroundJobs } from './background-jobs';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './logger';
import { createAgeProofs } from './components/age-verification/age-proof';
import { ageProofSigningKey } from './components/age-verification/age-proof-key';
import { ageVerificationRoutes } from './components/age-verification/age-verification-routes';
import { authRoutes } from './components/auth/auth-routes';
import { ownUserRoutes } from './components/auth/own-user-routes';
import { contractRoutes, miningUserRoutes } from './components/contracts/contract-routes';
import { createContractRepository } from './components/contracts/contract-repository';
import { createMining } from './components/contracts/mining';
import type { CompletionListener } from './components/contracts/mining';
import { createDexFeed } from './components/price/dex-feed';
import { priceRoutes } from './components/price/price-routes';
import { createPriceService } from './components/price/price-service';
import { createSimulatedMarket } from './components/price/simulated-market';
import { createLedger } from './components/rewards/ledger';
import { createSessionRepository } from './components/auth/session-repository';
import { resolveSessionUser } from './components/auth/session-user-middleware';
import { createSessions } from './components/auth/sessions';
import { frontEndRoutes } from './components/front-ends/front-end-routes';
import { geolocationRoutes } from './components/geolocation/geolocation-routes';
import { healthRoutes } from './components/health/health-routes';
import { createAccountDeletion } from './components/profile/account-deletion';
import { profileRoutes } from './components/profile/profile-routes';
import { createRateLimitRepository } from './components/rate-limits/rate-limit-repository';
import { createRateLimiter } from './components/rate-limits/rate-limits';
import { createUserAccounts } from './components/users/user-accounts';
import { createUserRepository } from './components/users/user-repository';
import { answerApiNotFound, handleErrors } from './http/error-handler';
import { guardOrigins } from './http/origin-guard';
import { logRequests } from './http/request-log';

export type AppDeps = {
  config: Config;
  logger: Logger;
  database: Database;
  clock: Clock;
  /** Where components register their periodic sweeps; startServer runs them. */
  jobs?: BackgroundJobs;
};

/** How often each API instance sweeps for due contracts of users who are not polling. */
export const CONTRACT_SWEEP_INTERVAL_MS = 15_000;
/** How long a price quote is served from the cache. */
export const PRICE_CACHE_TTL_MS = 10_000;

export const JSON_BODY_LIMIT = '100kb';

/** The Express application, with no listening socket: startServer() adds that. */
export function createApp({ config, logger, database, clock, jobs }: AppDeps): Express {
  const { sequelize } = database;
  const users = createUserRepository(database);
  const accounts = createUserAccounts({ users });
  const sessionRepository = createSessionRepository(database);
  const sessions = createSessions({ sessions: sessionRepository, clock });
  const rateLimiter = createRateLimiter({ counters: createRateLimitRepository(database), clock });
  const ageProofs = createAgeProofs({ signingKey: ageProofSigningKey({ config, sequelize: database.sequelize }), clock });
  const simulatedMarket = createSimulatedMarket({ seed: config.price.seed });
  const price = createPriceService({
    provider: config.price.provider === 'dex' && config.price.feedUrl ? createDexFeed({ url: config.price.feedUrl }) : simulatedMarket,
    fallback: simulatedMarket,
    ttlMs: PRICE_CACHE_TTL_MS,
    clock,
    logger,
  });
  const ledger = createLedger({ sequelize });
  const completionListeners: CompletionListener[] = [];
  const mining = createMining({ sequelize, contracts: createContractRepository({ sequelize }), ledger, price, clock, timeScale: config.miningTimeScale, completionListeners });
  jobs?.every('complete due contracts', CONTRACT_SWEEP_INTERVAL_MS, () => mining.completeDue());
  const accountDeletion = createAccountDeletion({ sequelize: database.sequelize, users, sessions: sessionRepository, clock });

  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);

  app.use(logRequests(logger));

  app.use('/api', healthRoutes(database));
  // Everything below: cross-origin state changes refused, JSON bodies, the session user resolved.
  app.use('/api', guardOrigins(config), express.json({ limit: JSON_BODY_LIMIT }), resolveSessionUser(sessions));
  app.use('/api/auth', authRoutes({ config, sessions, users, accounts, ageProofs, rateLimiter }));
  app.use('/api/auth', ageVerificationRoutes({ config, clock, ageProofs, rateLimiter }));
  app.use('/api/geolocation', geolocationRoutes());
  app.use('/api/user', profileRoutes({ config, accounts, accountDeletion }));
  const perUser = ownUserRoutes();
  app.use('/api/user/:userId', perUser);
  perUser.use(miningUserRoutes(mining));
  app.use('/api/contracts', contractRoutes(mining));
  app.use('/api/price', priceRoutes(price));
  app.use('/api', answerApiNotFound);

  app.use(frontEndRoutes(config));

  app.use(handleErrors(logger));
  return app;
}
