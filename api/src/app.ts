import express from 'express';
import type { Express } from 'express';
import type { BackgroundJobs } from './background-jobs';
import type { Platform } from './component';
import { createActivityComponent } from './components/activity/activity-component';
import { adminRoutes } from './components/admin/admin-routes';
import { createAdminRoles } from './components/admin/admin-roles';
import { createAgeVerificationComponent } from './components/age-verification/age-verification-component';
import { createAuthComponent } from './components/auth/auth-component';
import { createContractsComponent } from './components/contracts/contracts-component';
import { frontEndRoutes } from './components/front-ends/front-end-routes';
import { geolocationRoutes } from './components/geolocation/geolocation-routes';
import { healthRoutes } from './components/health/health-routes';
import { createNotificationsComponent } from './components/notifications/notifications-component';
import { createPriceComponent } from './components/price/price-component';
import { createProfileComponent } from './components/profile/profile-component';
import { createRateLimitsComponent } from './components/rate-limits/rate-limits-component';
import { createReferralComponent } from './components/referral/referral-component';
import { createLedger } from './components/rewards/ledger';
import { createShopify } from './components/shopify/shopify';
import { createShopifyComponent } from './components/shopify/shopify-component';
import { createStoreCreditComponent } from './components/store-credit/store-credit-component';
import { createUsersComponent } from './components/users/users-component';
import { createVoucherLogRepository } from './components/voucher-logs/voucher-log-repository';
import { createVoucherLogs } from './components/voucher-logs/voucher-logs';
import { answerApiNotFound, handleErrors } from './http/error-handler';
import { guardOrigins } from './http/origin-guard';
import { ownUserRoutes } from './http/own-user-routes';
import { logRequests } from './http/request-log';
import { noStoreWhenSignedIn } from './http/no-store';
import { securityHeaders } from './http/security-headers';

export type AppDeps = Platform & {
  /** Where components' periodic sweeps are registered; startServer runs them. */
  jobs?: BackgroundJobs;
};

export const JSON_BODY_LIMIT = '100kb';

/** The Express application, with no listening socket: startServer() adds that. */
export function createApp(deps: AppDeps): Express {
  const { config, logger, database, clock, jobs } = deps;
  const { sequelize } = database;
  // Each component builds its own objects; the order is what depends on what (api/test/component-graph.test.ts).
  const { users, accounts } = createUsersComponent(deps);
  const { rateLimiter } = createRateLimitsComponent(deps);
  const ageVerification = createAgeVerificationComponent({ ...deps, rateLimiter });
  const auth = createAuthComponent({ ...deps, users, accounts, ageProofs: ageVerification.ageProofs, rateLimiter });
  const pricing = createPriceComponent(deps);
  const ledger = createLedger({ sequelize });
  const referral = createReferralComponent({ ...deps, ledger, rateLimiter });
  const contracts = createContractsComponent({ ...deps, ledger, price: pricing.price, completionListeners: [referral.completionListener] });
  const voucherLogs = createVoucherLogs({ repository: createVoucherLogRepository({ sequelize }), clock });
  const store = createShopify({ config: config.shopify, clock, logger });
  const storeCredit = createStoreCreditComponent({ ...deps, contracts: contracts.contracts, mining: contracts.mining, ledger, price: pricing.price, discounts: store.discounts, voucherLogs });
  const activity = createActivityComponent({ ledger, contracts: contracts.contracts, codes: storeCredit.codes });
  const shopify = createShopifyComponent({ ...deps, store, storeCredit: storeCredit.storeCredit });
  const profile = createProfileComponent({ ...deps, users, accounts, sessions: auth.sessions, sessionRepository: auth.sessionRepository, storeCredit: storeCredit.storeCredit });
  const notifications = createNotificationsComponent(deps);
  for (const job of [...contracts.jobs, ...storeCredit.jobs]) jobs?.every(job.name, job.intervalMs, job.run);

  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config));

  app.use(logRequests(logger));

  app.use('/api', healthRoutes(database));
  // Shopify calls it server to server and signs the raw body: before the origin guard and the JSON parser.
  app.use('/api/shopify/webhooks', shopify.webhookRoutes);
  // Everything below: cross-origin state changes refused, JSON bodies, the session user resolved.
  app.use('/api', guardOrigins(config), express.json({ limit: JSON_BODY_LIMIT }), auth.resolveSessionUser);
  app.use('/api', noStoreWhenSignedIn);
  app.use('/api/auth', auth.routes);
  app.use('/api/auth', ageVerification.routes);
  app.use('/api/geolocation', geolocationRoutes());
  app.use('/api/user', profile.routes);
  const perUser = ownUserRoutes();
  app.use('/api/user/:userId', perUser);
  perUser.use(contracts.userRoutes);
  perUser.use(storeCredit.userRoutes);
  perUser.use(activity.userRoutes);
  app.use('/api/contracts', contracts.routes);
  app.use('/api/price', pricing.routes);
  app.use('/api/shopify', shopify.routes);
  app.use('/api/referral', referral.routes);
  app.use('/api/notifications', notifications.routes);
  app.use('/api/admin', adminRoutes({ voucherLogs, roles: createAdminRoles(database) }));
  app.use('/api', answerApiNotFound);

  app.use(frontEndRoutes(config));

  app.use(handleErrors(logger));
  return app;
}
