import { z } from 'zod';
import { sweepEnvironment } from './background-jobs';
import { ageProofEnvironment } from './components/age-verification/age-proof-key';
import { miningEnvironment, miningTimeScaleFrom } from './components/contracts/mining-config';
import { frontEndConfigFrom, frontEndEnvironment } from './components/front-ends/front-end-config';
import type { FrontEndConfig } from './components/front-ends/front-end-config';
import { releasesConfigFrom, releasesEnvironment } from './components/releases/releases-config';
import type { ReleasesConfig } from './components/releases/releases-config';
import { priceConfigFrom, priceEnvironment } from './components/price/price-config';
import { mailConfigFrom, mailEnvironment } from './components/mail/mail-config';
import type { MailConfig } from './components/mail/mail-config';
import { pushConfigFrom, pushEnvironment } from './components/push/vapid-keys';
import type { PushConfig } from './components/push/vapid-keys';
import type { PriceConfig } from './components/price/price-config';
import { rateLimitEnvironment, rateLimitsFrom } from './components/rate-limits/rate-limit-rule';
import type { RateLimits } from './components/rate-limits/rate-limit-rule';
import { customersEnvironment } from './components/customers/customers-config';
import { storybookConfigFrom, storybookEnvironment } from './components/storybook/storybook-config';
import type { StorybookConfig } from './components/storybook/storybook-config';
import { flagsEnvironment } from './components/flags/flags-config';
import { campaignsEnvironment } from './components/campaigns/campaigns-config';
import type { SignInLimits } from './components/flags/flags';
import { referralEnvironment } from './components/referral/referral-config';
import type { BonusCondition } from './components/referral/referral-config';
import {
  registrationChallengeConfigFrom,
  registrationChallengeEnvironment,
} from './components/registration-challenge/registration-challenge-config';
import type { RegistrationChallengeConfig } from './components/registration-challenge/registration-challenge-config';
import { usersEnvironment } from './components/users/users-config';
import { shopifyConfigFrom, shopifyEnvironment } from './components/shopify/shopify-config';
import type { ShopifyConfig } from './components/shopify/shopify-config';
import { databaseConfigFrom, databaseEnvironment } from './db/database-config';
import type { DatabaseConfig } from './db/database-config';
import { NODE_ENVS, optionalText, port } from './env-values';
import { errorReportingConfigFrom, errorReportingEnvironment } from './error-reporting';
import type { ErrorReportingConfig } from './error-reporting';
import type { NodeEnv } from './env-values';
import { admissionConfigFrom, admissionEnvironment } from './http/admission';
import { liveConfigFrom, liveEnvironment } from './components/live/live-config';
import type { LiveConfig } from './components/live/live-config';
import type { AdmissionConfig } from './http/admission';
import { drainDelayFrom, drainEnvironment } from './http/drain';
import { httpConfigFrom, httpEnvironment } from './http/http-config';
import type { HttpConfig } from './http/http-config';
import { logLevelFrom, loggerEnvironment } from './logger';
import { metricsEnvironment, metricsPortFrom } from './metrics/metrics';
import type { LogLevel } from './logger';

export { REPO_ROOT } from './repo-root';

/**
 * Every variable the API reads, composed from the small schemas their owners keep (in this order,
 * which is the order problems are listed in).
 */
const environmentSchema = z.object({
  PORT: port(8080),
  NODE_ENV: z.enum(NODE_ENVS).default('production'),
  ...databaseEnvironment,
  ...frontEndEnvironment,
  ...releasesEnvironment,
  ...loggerEnvironment,
  ...errorReportingEnvironment,
  ADMIN_EMAIL: optionalText,
  ...httpEnvironment,
  ...drainEnvironment,
  ...admissionEnvironment,
  ...liveEnvironment,
  ...metricsEnvironment,
  ...ageProofEnvironment,
  ...rateLimitEnvironment,
  ...registrationChallengeEnvironment,
  ...miningEnvironment,
  ...sweepEnvironment,
  ...usersEnvironment,
  ...referralEnvironment,
  ...customersEnvironment,
  ...storybookEnvironment,
  ...flagsEnvironment,
  ...campaignsEnvironment,
  ...priceEnvironment,
  ...shopifyEnvironment,
  ...pushEnvironment,
  ...mailEnvironment,
});

/** The names of every variable the API reads (the .env.example test holds the file to them). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(environmentSchema.shape);

export type Config = {
  port: number;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** After SIGTERM, how long readiness answers 503 before the instance stops listening (http/drain.ts). */
  drainDelayMs: number;
  /** Past these limits new requests are refused with 503 (http/admission.ts). */
  admission: AdmissionConfig;
  /** The live streams one account and one address hold on an instance (components/live/live-config.ts). */
  live: LiveConfig;
  /** The port Prometheus scrapes /metrics on; unset: no metrics served (metrics/metrics.ts). */
  metricsPort: number | undefined;
  /** Where unexpected errors are reported (docs/error-reporting.md); no DSN: nowhere. */
  errorReporting: ErrorReportingConfig;
  /** Key of the age-proof cookie's HMAC; absent: one generated once and kept in the database. */
  ageProofSecret: string | undefined;
  /** Contracts last `hours / miningTimeScale` (1 in production; e.g. 600 makes 1 h last 6 s). */
  miningTimeScale: number;
  /** How often each instance runs its sweeps (due contracts, expired codes). */
  sweepIntervalMs: number;
  /** One account per address counts IPv6 clients by their network of this many bits (docs/accounts.md). */
  registrationIpv6PrefixLength: number;
  /** Uses of one referrer's code, each paid; past it the code is refused (docs/referral.md). */
  referralRewardLimit: number;
  /** The invitee's mining that pays the referral bonus (docs/referral.md). */
  referralBonusCondition: BonusCondition;
  /** Referral bonuses paid per UTC day across the programme; past it they wait as pending (docs/referral.md). */
  referralDailyPayoutLimit: number;
  /** The most support may adjust per action, in USD at the current price (docs/admin.md). */
  supportAdjustmentCapUsd: number;
  /** More than `count` invitees of one referrer within `hours` raises a flag (docs/admin.md, "Flags"). */
  flagInviteeBurst: { count: number; hours: number };
  flagCodeBurst: { count: number; minutes: number };
  /** Sign-ins from more than `devices` devices or `addresses` addresses in a UTC day raise a flag (docs/admin.md, "Flags"). */
  flagSignIns: SignInLimits;
  /** Customers queued per campaign per minute (docs/admin.md, "Campaigns"). */
  campaignSendRatePerMinute: number;
  price: PriceConfig;
  /** The Shopify store (docs/store-credit.md); null: the local demo catalogue. */
  shopify: ShopifyConfig | null;
  /** Web Push's VAPID keys and contact (docs/notifications.md). */
  push: PushConfig;
  /** The SMTP server, the sender, the app's address for links (docs/notifications.md). */
  mail: MailConfig;
  rateLimits: RateLimits;
  /** The proof-of-work challenge registrations carry (docs/accounts.md). */
  registrationChallenge: RegistrationChallengeConfig;
} & DatabaseConfig &
  FrontEndConfig &
  StorybookConfig &
  ReleasesConfig &
  HttpConfig;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const miningTimeScale = miningTimeScaleFrom(e, e.NODE_ENV, problems);
  if (e.ADMIN_EMAIL !== undefined) {
    problems.push(
      'ADMIN_EMAIL: no longer grants the admin role (registration does not prove who owns an e-mail); create the first admin with `npm run users -w api -- create --admin --email ... --name ...` (it asks for the password) or promote an account with `npm run users -w api -- grant-admin --email ...`, then unset ADMIN_EMAIL',
    );
  }
  const price = priceConfigFrom(e, problems);
  const shopify = shopifyConfigFrom(e, problems);
  const push = pushConfigFrom(e, problems);
  const mail = mailConfigFrom(e);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: e.PORT,
    nodeEnv: e.NODE_ENV,
    ...databaseConfigFrom(e),
    ...frontEndConfigFrom(e),
    ...releasesConfigFrom(e),
    logLevel: logLevelFrom(e, e.NODE_ENV),
    errorReporting: errorReportingConfigFrom(e, e.NODE_ENV),
    ...httpConfigFrom(e, e.NODE_ENV),
    drainDelayMs: drainDelayFrom(e, e.NODE_ENV),
    admission: admissionConfigFrom(e),
    ...storybookConfigFrom(e),
    live: liveConfigFrom(e),
    metricsPort: metricsPortFrom(e),
    ageProofSecret: e.AGE_PROOF_SECRET,
    miningTimeScale,
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    registrationIpv6PrefixLength: e.REGISTRATION_IPV6_PREFIX_LENGTH,
    referralRewardLimit: e.REFERRAL_REWARD_LIMIT,
    referralBonusCondition: { contracts: e.REFERRAL_BONUS_CONTRACTS, hours: e.REFERRAL_BONUS_HOURS },
    referralDailyPayoutLimit: e.REFERRAL_DAILY_PAYOUT_LIMIT,
    supportAdjustmentCapUsd: e.SUPPORT_ADJUSTMENT_CAP_USD,
    flagInviteeBurst: { count: e.FLAG_INVITEE_BURST_COUNT, hours: e.FLAG_INVITEE_BURST_HOURS },
    flagCodeBurst: { count: e.FLAG_CODE_BURST_COUNT, minutes: e.FLAG_CODE_BURST_MINUTES },
    flagSignIns: { devices: e.FLAG_SIGN_IN_DEVICES, addresses: e.FLAG_SIGN_IN_ADDRESSES },
    campaignSendRatePerMinute: e.CAMPAIGN_SEND_RATE_PER_MINUTE,
    price,
    shopify,
    push,
    mail,
    rateLimits: rateLimitsFrom(e),
    registrationChallenge: registrationChallengeConfigFrom(e),
  };
}
