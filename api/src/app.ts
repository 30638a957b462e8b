import path from 'node:path';
import express from 'express';
import type { Express } from 'express';
import type { BackgroundJobs } from './background-jobs';
import type { ErrorReporter } from './error-reporting';
import type { Platform, SettingsOf } from './component';
import { apiDocument } from './api-document';
import { createActivityComponent } from './components/activity/activity-component';
import { adminApi, adminRoutes } from './components/admin/admin-routes';
import { ADMIN_PATH, requireAdmin } from './http/admin-access';
import { createAuditComponent } from './components/audit/audit-component';
import { auditLogApi } from './components/audit/audit-log-routes';
import { createAgeVerificationComponent } from './components/age-verification/age-verification-component';
import { ageVerificationApi } from './components/age-verification/age-verification-routes';
import {
  openApiDocumentApi,
  openApiDocumentRoutes,
  referencePageApi,
  referencePageRoutes,
} from './components/api-docs/api-docs-routes';
import { createAuthComponent } from './components/auth/auth-component';
import { authApi } from './components/auth/auth-routes';
import { emailVerificationApi } from './components/auth/email-verification-routes';
import { sessionCookieName } from './components/auth/session-cookie';
import { createOverviewComponent } from './components/overview/overview-component';
import { overviewApi } from './components/overview/overview-routes';
import { createCustomersComponent } from './components/customers/customers-component';
import { customersApi } from './components/customers/customers-routes';
import { createFlagsComponent } from './components/flags/flags-component';
import { createCampaignsComponent } from './components/campaigns/campaigns-component';
import { campaignsApi } from './components/campaigns/campaign-routes';
import { flagsApi } from './components/flags/flag-routes';
import { createContractRepository } from './components/contracts/contract-repository';
import { createContractsComponent } from './components/contracts/contracts-component';
import { frontEndRoutes } from './components/front-ends/front-end-routes';
import { createReleasesComponent } from './components/releases/releases-component';
import type { ReleasesConfig } from './components/releases/releases-config';
import { telemetryApi } from './components/releases/telemetry-routes';
import { releasesAdminApi } from './components/releases/release-routes';
import { remoteApprovalsApi } from './components/releases/remote-approval-routes';
import { releaseTokenApi } from './components/releases/release-token-routes';
import { geolocationApi, geolocationRoutes } from './components/geolocation/geolocation-routes';
import { livenessApi, livenessRoutes, readinessApi, readinessRoutes } from './components/health/health-routes';
import { notificationsApi } from './components/notifications/notification-routes';
import { createNotificationsComponent } from './components/notifications/notifications-component';
import { UNSUBSCRIBE_PATH } from './components/notifications/unsubscribe-links';
import { createPriceComponent } from './components/price/price-component';
import { createProfileComponent } from './components/profile/profile-component';
import { createMailComponent } from './components/mail/mail-component';
import { DEV_MAILBOX_PATH, devMailboxRoutes } from './components/mail/dev-mailbox-routes';
import type { DevMailbox } from './components/mail/dev-mailbox';
import { createPushComponent } from './components/push/push-component';
import { pushApi } from './components/push/push-routes';
import { profileApi } from './components/profile/profile-routes';
import { createRateLimitsComponent } from './components/rate-limits/rate-limits-component';
import { createReferralComponent } from './components/referral/referral-component';
import { referralApi } from './components/referral/referral-routes';
import { createRegistrationChallengeComponent } from './components/registration-challenge/registration-challenge-component';
import { registrationChallengeApi } from './components/registration-challenge/registration-challenge-routes';
import { createLiveComponent } from './components/live/live-component';
import type { LiveConfig } from './components/live/live-config';
import { createLedger } from './components/rewards/ledger';
import { createLedgerRepository } from './components/rewards/ledger-repository';
import { createShopify } from './components/shopify/shopify';
import { createShopifyComponent } from './components/shopify/shopify-component';
import { shopifyApi } from './components/shopify/shopify-routes';
import { shopifyWebhookApi } from './components/shopify/shopify-webhook-routes';
import { createStoreCreditComponent } from './components/store-credit/store-credit-component';
import { createUsersComponent } from './components/users/users-component';
import { createVoucherLogRepository } from './components/voucher-logs/voucher-log-repository';
import { createVoucherLogs } from './components/voucher-logs/voucher-logs';
import type { Admission } from './http/admission';
import { transactOn } from './db/transactions';
import type { Drain } from './http/drain';
import { answerApiNotFound, handleErrors } from './http/error-handler';
import { guardOrigins } from './http/origin-guard';
import { apiRequests } from './http/api-requests';
import { OWN_USER_PATH, ownUserRoutes } from './http/own-user-routes';
import { logRequests } from './http/request-log';
import { polledRoutes } from './http/polled-routes';
import { securityHeaders } from './http/security-headers';
import type { Metrics } from './metrics/metrics';
import { money } from './money';
import type { FrontEndConfig } from './components/front-ends/front-end-config';
import type { StorybookConfig } from './components/storybook/storybook-config';
import { storybookRoutes } from './components/storybook/storybook-routes';
import { createStorybookSettings } from './components/storybook/storybook-settings';
import { storybookSettingsApi, storybookSettingsRoutes } from './components/storybook/storybook-settings-routes';
import type { ShopifyConfig } from './components/shopify/shopify-config';
import type { RunningEnvironment } from './env-values';
import type { ErrorReportingConfig } from './error-reporting';
import type { HttpConfig } from './http/http-config';

/** The settings app.ts reads, and the slices its components read (config.ts's Config has them all). */
type AppSettings = HttpConfig &
  FrontEndConfig &
  StorybookConfig &
  ReleasesConfig &
  RunningEnvironment & {
    errorReporting: ErrorReportingConfig;
    shopify: ShopifyConfig | null;
    supportAdjustmentCapUsd: number;
    live: LiveConfig;
  } & SettingsOf<typeof createAgeVerificationComponent> &
  SettingsOf<typeof createAuthComponent> &
  SettingsOf<typeof createContractsComponent> &
  SettingsOf<typeof createMailComponent> &
  SettingsOf<typeof createNotificationsComponent> &
  SettingsOf<typeof createPriceComponent> &
  SettingsOf<typeof createProfileComponent> &
  SettingsOf<typeof createPushComponent> &
  SettingsOf<typeof createReferralComponent> &
  SettingsOf<typeof createRegistrationChallengeComponent> &
  SettingsOf<typeof createShopifyComponent> &
  SettingsOf<typeof createStoreCreditComponent> &
  SettingsOf<typeof createFlagsComponent> &
  SettingsOf<typeof createCampaignsComponent>;

export type AppDeps = Platform<AppSettings> & {
  /** Where components' periodic sweeps are registered; startServer runs them. */
  jobs?: BackgroundJobs;
  /** The instance's shutdown state, which readiness reports; startServer owns it. */
  drain?: Drain;
  /** Refuses new requests past the load limits; startServer owns it. */
  admission?: Admission;
  /** Where requests, streams and the pool are counted (METRICS_PORT set); startServer owns it. */
  metrics?: Metrics;
  /** Where unexpected errors go besides the log (none unless configured). */
  errorReporter?: ErrorReporter;
  /** Where mail goes (SMTP_URL's server or the development mailbox) and where its links point; startServer decides. */
  mail: MailDelivery;
};

/** The SMTP server mail is sent to, the app's address links start with, and the development mailbox when it is the one. */
type MailDelivery = { smtpUrl: string; appUrl: () => string; devMailbox?: DevMailbox };

const JSON_BODY_LIMIT = '100kb';

/** The Express application, with no listening socket: startServer() adds that. */
export function createApp(deps: AppDeps): Express {
  const { config, logger, database, clock, jobs } = deps;
  const { sequelize } = database;
  // Each component builds its own objects; the order is what depends on what (api/test/platform/component-graph.test.ts).
  // The audit trail first: the components that act record in it, in their own transactions.
  const audit = createAuditComponent(deps);
  // The flags' port next: registration, sign-in, referral, credits and store credit raise flags in their own transactions.
  const flags = createFlagsComponent(deps);
  const { users, accounts } = createUsersComponent({
    ...deps,
    auditTrail: audit.auditTrail,
    suspicions: flags.suspicions,
  });
  const { rateLimiter } = createRateLimitsComponent(deps);
  const ageVerification = createAgeVerificationComponent({ ...deps, rateLimiter });
  const registrationChallenge = createRegistrationChallengeComponent(deps);
  const ledger = createLedger({ repository: createLedgerRepository({ sequelize }), suspicions: flags.suspicions });
  const notifications = createNotificationsComponent({ ...deps, rateLimiter, accounts: users });
  const mail = createMailComponent({
    ...deps,
    smtpUrl: deps.mail.smtpUrl,
    appUrl: deps.mail.appUrl,
    unsubscribeLinks: notifications.unsubscribeLinks,
  });
  // Push first: the components below report their events to its listeners, in their own transactions.
  const push = createPushComponent({
    ...deps,
    preferences: notifications.preferences,
    accounts: users,
    mail: mail.outbox,
    ledger,
    rateLimiter,
  });
  const campaigns = createCampaignsComponent({
    ...deps,
    router: push.router,
    auditTrail: audit.auditTrail,
    authors: users,
    appUrl: deps.mail.appUrl,
  });
  const auth = createAuthComponent({
    ...deps,
    users,
    accounts,
    ageProofs: ageVerification.ageProofs,
    registrationChallenges: registrationChallenge.challenges,
    rateLimiter,
    newDeviceListener: push.listeners.newDevice,
    mail: mail.outbox,
    passwordChangeListener: push.listeners.passwordChange,
    suspicions: flags.suspicions,
  });
  const pricing = createPriceComponent(deps);
  const referral = createReferralComponent({
    ...deps,
    accounts: users,
    // The contracts component comes after (it tells referral of completions): its stateless repository, made here too.
    contracts: createContractRepository({ sequelize }),
    ledger,
    price: pricing.price,
    rateLimiter,
    bonusListener: push.listeners.referralBonus,
    suspicions: flags.suspicions,
    notifier: push.router,
  });
  // The push listener last: it sees every credit the completion made.
  const completionListeners = [referral.completionListener, push.listeners.contractCompleted];
  const contracts = createContractsComponent({ ...deps, ledger, price: pricing.price, completionListeners });
  const voucherLogs = createVoucherLogs({
    repository: createVoucherLogRepository({ sequelize }),
    clock,
    auditTrail: audit.auditTrail,
  });
  const store = createShopify({ config: config.shopify, clock, logger });
  const storeCredit = createStoreCreditComponent({
    ...deps,
    contracts: contracts.contracts,
    mining: contracts.mining,
    ledger,
    price: pricing.price,
    discounts: store.discounts,
    voucherLogs,
    codeListener: push.listeners.codes,
    suspicions: flags.suspicions,
  });
  const live = createLiveComponent({
    ...deps,
    caps: config.live,
    mining: contracts.mining,
    storeCredit: storeCredit.storeCredit,
    price: pricing.price,
    resolveSessionUser: auth.resolveSessionUser,
    metrics: deps.metrics?.live,
  });
  deps.metrics?.watchLiveStreams(() => live.streams.size);
  const activity = createActivityComponent({ ledger, contracts: contracts.contracts, codes: storeCredit.codes });
  const shopify = createShopifyComponent({ ...deps, store, storeCredit: storeCredit.storeCredit });
  const profile = createProfileComponent({
    ...deps,
    users,
    accounts,
    sessions: auth.sessions,
    sessionRepository: auth.sessionRepository,
    knownDevices: auth.knownDevices,
    storeCredit: storeCredit.storeCredit,
  });
  const storybookSettings = createStorybookSettings({
    ...deps,
    auditTrail: audit.auditTrail,
    defaults: config.storybook,
  });
  const releases = createReleasesComponent({
    ...deps,
    auditTrail: audit.auditTrail,
    approvalRequired: storybookSettings.approvalRequired,
    webRoot: config.webRoot,
    releasesDir: config.releasesDir,
    canaryWatch: config.canaryWatch,
    metrics: deps.metrics?.releases,
    visualReview: config.visualReview,
  });
  for (const job of [
    ...releases.jobs,
    ...contracts.jobs,
    ...storeCredit.jobs,
    ...push.jobs,
    ...mail.jobs,
    ...campaigns.jobs,
    ...registrationChallenge.jobs,
    ...referral.jobs,
  ])
    jobs?.every(job.name, job.intervalMs, job.run);

  const app = express();
  app.disable('x-powered-by');
  // Admission first: a refusal under overload must cost a few ms, before any header, session or body work.
  if (deps.admission) app.use(deps.admission.admit);
  if (deps.metrics) app.use(deps.metrics.observeRequests);
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config));

  app.use(logRequests(logger));
  // Everything under /api passes these first: cross-origin state changes refused, JSON bodies (not GET's), the session user resolved, no-store when signed in.
  const forApi = apiRequests({
    guardOrigins: guardOrigins(config),
    parseJson: express.json({ limit: JSON_BODY_LIMIT }),
    resolveSessionUser: auth.resolveSessionUser,
  });
  // The dashboard's polls before any router or mount point, each through `forApi` (docs/performance.md).
  const { polls, otherRequests } = polledRoutes([...contracts.polls, ...storeCredit.polls, ...pricing.polls], forApi);
  app.use(polls);

  // Each router is mounted where its description (`<x>Api`, next to its routes) says: api-document.ts.
  app.use(livenessApi.path, livenessRoutes());
  app.use(readinessApi.path, readinessRoutes({ database, drain: deps.drain }));
  app.use(openApiDocumentApi.path, openApiDocumentRoutes(apiDocument({ sessionCookie: sessionCookieName(config) })));
  app.use(referencePageApi.path, referencePageRoutes());
  // Shopify calls it server to server and signs the raw body: before the origin guard and the JSON parser.
  app.use(shopifyWebhookApi.path, shopify.webhookRoutes);
  // A remote team's CI, server to server with a deploy token (no cookie): before the origin guard; it reads its own bodies.
  app.use(releaseTokenApi.path, releases.tokenRoutes);
  // Every other /api request passes the same first steps.
  app.use('/api', forApi);
  // Other requests on the polls' paths (other methods, OPTIONS, other spellings): the routers below cannot answer them.
  app.use(otherRequests);
  app.use(authApi.path, auth.routes);
  app.use(emailVerificationApi.path, auth.emailVerificationRoutes);
  app.use(ageVerificationApi.path, ageVerification.routes);
  app.use(registrationChallengeApi.path, registrationChallenge.routes);
  app.use(geolocationApi.path, geolocationRoutes());
  app.use(profileApi.path, profile.routes);
  const perUser = ownUserRoutes();
  app.use(OWN_USER_PATH, perUser);
  perUser.use(contracts.userRoutes);
  perUser.use(storeCredit.userRoutes);
  perUser.use(push.userRoutes);
  perUser.use(campaigns.userRoutes);
  perUser.use(auth.userRoutes);
  perUser.use(activity.userRoutes);
  perUser.use(live.userRoutes);
  app.use(shopifyApi.path, shopify.routes);
  app.use(referralApi.path, referral.routes);
  app.use(notificationsApi.path, notifications.routes);
  app.use(pushApi.path, push.routes);
  app.use(telemetryApi.path, releases.telemetryRoutes(rateLimiter, config.rateLimits.remoteFailuresPerIp));
  // Every path under /api/admin, known or not: 401 anonymous, 403 without an admin role (read afresh).
  app.use(ADMIN_PATH, requireAdmin(users));
  app.use(adminApi.path, adminRoutes({ voucherLogs }));
  const auditReading = audit.reading(users);
  app.use(auditLogApi.path, auditReading.routes);
  const customers = createCustomersComponent({
    directory: users,
    codes: storeCredit.codes,
    balances: ledger,
    sessions: auth.sessionRepository,
    auditLog: auditReading.auditLog,
    activity: activity.activity,
    mining: contracts.mining,
    invitations: referral.referrals,
    codeCancellation: storeCredit.storeCredit,
    contracts: contracts.contracts,
    price: pricing.price,
    supportAdjustmentCapUsd: money(config.supportAdjustmentCapUsd),
    auditTrail: audit.auditTrail,
    transact: transactOn(sequelize),
    clock,
  });
  app.use(customersApi.path, customers.routes);
  app.use(releasesAdminApi.path, releases.adminRoutes);
  app.use(storybookSettingsApi.path, storybookSettingsRoutes({ settings: storybookSettings }));
  app.use(remoteApprovalsApi.path, releases.approvalRoutes);
  const review = flags.review({
    ledger,
    codes: storeCredit.codes,
    desk: customers.customers,
    price: pricing.price,
    accountEmails: users,
    auditTrail: audit.auditTrail,
  });
  app.use(flagsApi.path, review.routes);
  app.use(campaignsApi.path, campaigns.routes);
  app.use(overviewApi.path, createOverviewComponent({ database, clock, price: pricing.price }).routes);
  app.use('/api', answerApiNotFound);
  app.use(UNSUBSCRIBE_PATH, notifications.unsubscribePage);
  if (deps.mail.devMailbox) app.use(DEV_MAILBOX_PATH, devMailboxRoutes(deps.mail.devMailbox));

  // Storybook for designers at /storybook/ (docs/storybook.md), before the pages' fallback.
  app.use(
    storybookRoutes({
      access: storybookSettings.access,
      folder: config.storybook.folder ?? path.join(config.webRoot, 'storybook', 'storybook-static'),
      resolveSessionUser: auth.resolveSessionUser,
      roles: users,
      releaseStorybooks: releases.storybooks,
    }),
  );

  const reads = [...contracts.reads, ...storeCredit.polls, ...pricing.polls];
  app.use(
    frontEndRoutes(config, {
      resolveSessionUser: auth.resolveSessionUser,
      reads,
      liveRemotes: releases.liveRemotes,
    }),
  );

  app.use(handleErrors(logger, deps.errorReporter));
  return app;
}
