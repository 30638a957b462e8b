import express from 'express';
import type { Express } from 'express';
import type { BackgroundJobs } from './background-jobs';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import { appSecret } from './db/app-secrets';
import type { ChangeFeed } from './db/change-feed';
import type { Logger } from './logger';
import { createAgeProofs } from './components/age-verification/age-proof';
import { ageProofSigningKey } from './components/age-verification/age-proof-key';
import { adminRoutes } from './components/admin/admin-routes';
import { createAdminRoles } from './components/admin/admin-roles';
import { ageVerificationRoutes } from './components/age-verification/age-verification-routes';
import { authRoutes } from './components/auth/auth-routes';
import { ownUserRoutes } from './components/auth/own-user-routes';
import { contractRoutes, miningUserRoutes } from './components/contracts/contract-routes';
import { createContractRepository } from './components/contracts/contract-repository';
import { createMining } from './components/contracts/mining';
import { createMiningStates } from './components/contracts/mining-state';
import type { CompletionListener } from './components/contracts/mining';
import { createDexFeed } from './components/price/dex-feed';
import { priceRoutes } from './components/price/price-routes';
import { createPriceService } from './components/price/price-service';
import { createSimulatedMarket } from './components/price/simulated-market';
import { createLedger } from './components/rewards/ledger';
import { notificationRoutes } from './components/notifications/notification-routes';
import { createNotificationPreferences } from './components/notifications/notification-settings';
import { createNotificationSettingsRepository } from './components/notifications/notification-settings-repository';
import { createReferralProgramme } from './components/referral/referral-programme';
import { createReferralRepository } from './components/referral/referral-repository';
import { referralRoutes } from './components/referral/referral-routes';
import { createSessionRepository } from './components/auth/session-repository';
import { resolveSessionUser } from './components/auth/session-user-middleware';
import { createSessionCache } from './components/auth/session-cache';
import { createSessions } from './components/auth/sessions';
import { frontEndRoutes } from './components/front-ends/front-end-routes';
import { geolocationRoutes } from './components/geolocation/geolocation-routes';
import { healthRoutes } from './components/health/health-routes';
import { createAccountDeletion } from './components/profile/account-deletion';
import { profileRoutes } from './components/profile/profile-routes';
import { createOrderWebhook } from './components/shopify/order-webhook';
import { createShopify } from './components/shopify/shopify';
import { shopifyRoutes } from './components/shopify/shopify-routes';
import { shopifyWebhookRoutes } from './components/shopify/shopify-webhook-routes';
import { createStoreCredit } from './components/store-credit/store-credit';
import { createStoreCreditRepository } from './components/store-credit/store-credit-repository';
import { storeCreditUserRoutes } from './components/store-credit/store-credit-routes';
import { createRateLimitRepository } from './components/rate-limits/rate-limit-repository';
import { createRateLimiter } from './components/rate-limits/rate-limits';
import { createUserAccounts } from './components/users/user-accounts';
import { createUserRepository } from './components/users/user-repository';
import { createVoucherLogRepository } from './components/voucher-logs/voucher-log-repository';
import { createVoucherLogs } from './components/voucher-logs/voucher-logs';
import { answerApiNotFound, handleErrors } from './http/error-handler';
import { guardOrigins } from './http/origin-guard';
import { logRequests } from './http/request-log';
import { noStoreWhenSignedIn } from './http/no-store';
import { securityHeaders } from './http/security-headers';

export type AppDeps = {
  config: Config;
  logger: Logger;
  database: Database;
  clock: Clock;
  /** Where components register their periodic sweeps; startServer runs them. */
  jobs?: BackgroundJobs;
  /** PostgreSQL's announcements of changes; without it, nothing is cached. */
  changes?: ChangeFeed;
};

/** How long a price quote is served from the cache. */
export const PRICE_CACHE_TTL_MS = 10_000;

export const JSON_BODY_LIMIT = '100kb';

/** The Express application, with no listening socket: startServer() adds that. */
export function createApp({ config, logger, database, clock, jobs, changes }: AppDeps): Express {
  const { sequelize } = database;
  const users = createUserRepository(database);
  const accounts = createUserAccounts({ users });
  const sessionRepository = createSessionRepository(database);
  const sessions = createSessions({ sessions: sessionRepository, clock, cache: changes && createSessionCache({ feed: changes }) });
  const rateLimiter = createRateLimiter({ counters: createRateLimitRepository(database), clock });
  const ageProofs = createAgeProofs({ signingKey: ageProofSigningKey({ config, sequelize: database.sequelize }), clock });
  const simulatedMarket = createSimulatedMarket({ seed: appSecret(sequelize, 'price-seed', config.price.seed) });
  const price = createPriceService({
    provider: config.price.provider === 'dex' && config.price.feedUrl ? createDexFeed({ url: config.price.feedUrl }) : simulatedMarket,
    fallback: simulatedMarket,
    ttlMs: PRICE_CACHE_TTL_MS,
    clock,
    logger,
  });
  const ledger = createLedger({ sequelize });
  const completionListeners: CompletionListener[] = [];
  const referralProgramme = createReferralProgramme({ sequelize, referrals: createReferralRepository({ sequelize }), ledger, clock, rewardLimit: config.referralRewardLimit });
  completionListeners.push(referralProgramme.rewardFirstCompletion);
  const contracts = createContractRepository({ sequelize });
  const states = createMiningStates({ contracts, feed: changes });
  const mining = createMining({ sequelize, contracts, states, ledger, price, clock, logger, timeScale: config.miningTimeScale, completionListeners });
  jobs?.every('complete due contracts', config.sweepIntervalMs, () => mining.completeDue());
  const shopify = createShopify({ config: config.shopify, clock, logger });
  const voucherLogs = createVoucherLogs({ repository: createVoucherLogRepository({ sequelize }), clock });
  const storeCredit = createStoreCredit({
    sequelize,
    codes: createStoreCreditRepository({ sequelize }),
    voucherLogs,
    contracts: createContractRepository({ sequelize }),
    mining,
    ledger,
    price,
    discounts: shopify.discounts,
    clock,
    logger,
  });
  jobs?.every('expire store-credit codes', config.sweepIntervalMs, () => storeCredit.expireDue());
  jobs?.every('deactivate Shopify discounts', config.sweepIntervalMs, () => storeCredit.deactivateDiscounts());
  const accountDeletion = createAccountDeletion({ sequelize: database.sequelize, users, sessions: sessionRepository, storeCredit, clock });

  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config));

  app.use(logRequests(logger));

  app.use('/api', healthRoutes(database));
  // Shopify calls it server to server and signs the raw body: before the origin guard and the JSON parser.
  app.use('/api/shopify/webhooks', shopifyWebhookRoutes({ shopify: config.shopify, orderWebhook: createOrderWebhook({ sequelize, storeCredit, clock, logger }) }));
  // Everything below: cross-origin state changes refused, JSON bodies, the session user resolved.
  app.use('/api', guardOrigins(config), express.json({ limit: JSON_BODY_LIMIT }), resolveSessionUser(sessions, config));
  app.use('/api', noStoreWhenSignedIn);
  app.use('/api/auth', authRoutes({ config, sessions, users, accounts, ageProofs, rateLimiter }));
  app.use('/api/auth', ageVerificationRoutes({ config, clock, ageProofs, rateLimiter }));
  app.use('/api/geolocation', geolocationRoutes());
  app.use('/api/user', profileRoutes({ config, accounts, accountDeletion, sessions }));
  const perUser = ownUserRoutes();
  app.use('/api/user/:userId', perUser);
  perUser.use(miningUserRoutes(mining));
  perUser.use(storeCreditUserRoutes(storeCredit));
  app.use('/api/contracts', contractRoutes(mining));
  app.use('/api/price', priceRoutes(price));
  app.use('/api/shopify', shopifyRoutes({ catalogue: shopify.catalogue, logger }));
  app.use('/api/referral', referralRoutes({ config, referralProgramme, rateLimiter }));
  app.use('/api/notifications', notificationRoutes({ preferences: createNotificationPreferences({ settings: createNotificationSettingsRepository({ sequelize }), clock }) }));
  app.use('/api/admin', adminRoutes({ voucherLogs, roles: createAdminRoles(database) }));
  app.use('/api', answerApiNotFound);

  app.use(frontEndRoutes(config));

  app.use(handleErrors(logger));
  return app;
}
