import { Sequelize } from 'sequelize';
import { appSecret } from './app-secrets';
import { createReadinessProbe } from './readiness-probe';
import { defineAuditEntryModel } from '../components/audit/audit-entry-model';
import { defineFlagModel } from '../components/flags/flag-model';
import { defineMintedDayModel } from '../components/flags/minted-day-model';
import { defineEmailVerificationLinkModel } from '../components/auth/email-verification-link-model';
import { defineKnownDeviceModel } from '../components/auth/known-device-model';
import { defineSignInAddressModel } from '../components/auth/sign-in-address-model';
import { definePasswordResetLinkModel } from '../components/auth/password-reset-link-model';
import { defineSessionModel } from '../components/auth/session-model';
import { defineEndedSessionModel } from '../components/auth/ended-session-model';
import { defineContractModel } from '../components/contracts/contract-model';
import { defineNotificationSettingsModel } from '../components/notifications/notification-settings-model';
import { defineMailOutboxModel } from '../components/mail/mail-outbox-model';
import { defineProgrammeDayMinerModel, defineProgrammeDayModel } from '../components/overview/programme-day-model';
import {
  defineRemoteReleaseHistoryModel,
  defineRemoteReleaseModel,
  defineRemoteRolloutModel,
  defineDeployTokenModel,
  defineRemoteFailureReportModel,
  defineRemoteApprovalModel,
  defineVisualReviewModel,
} from '../components/releases/release-model';
import { definePushOutboxModel } from '../components/push/push-outbox-model';
import { definePushSubscriptionModel } from '../components/push/push-subscription-model';
import { defineRateLimitCounterModel } from '../components/rate-limits/rate-limit-counter-model';
import { defineReferralModel, defineReferralReminderModel } from '../components/referral/referral-model';
import { defineSpentChallengeModel } from '../components/registration-challenge/spent-challenge-model';
import { defineLedgerEntryModel } from '../components/rewards/ledger-entry-model';
import { defineRewardBalanceModel } from '../components/rewards/reward-balance-model';
import { defineDiscountDeactivationModel } from '../components/store-credit/discount-deactivation-model';
import { defineWebhookDeliveryModel } from '../components/shopify/webhook-delivery-model';
import { defineStoreCreditCodeModel } from '../components/store-credit/store-credit-code-model';
import { defineUserModel } from '../components/users/user-model';
import { defineVoucherLogExportModel } from '../components/voucher-logs/voucher-log-export-model';
import { defineVoucherLogModel } from '../components/voucher-logs/voucher-log-model';
import { defineAppSecretModel } from './app-secret-model';
import { defineStorybookSettingsModel } from '../components/storybook/storybook-settings-model';
import { defineCampaignModel, defineCampaignRecipientModel } from '../components/campaigns/campaign-model';

export type Database = ReturnType<typeof connectDatabase>;

/**
 * One Sequelize pool with every table's model registered on it (each model file lives with the
 * component that owns its table). Connects lazily.
 */
export function connectDatabase(url: string) {
  const sequelize = new Sequelize(url, {
    dialect: 'postgres',
    logging: false,
    pool: { max: 10, min: 0, idle: 10_000, acquire: 10_000 },
    dialectOptions: { application_name: 'ciao-api', connectionTimeoutMillis: 5_000 },
  });
  const models = {
    User: defineUserModel(sequelize),
    Session: defineSessionModel(sequelize),
    EndedSession: defineEndedSessionModel(sequelize),
    PasswordResetLink: definePasswordResetLinkModel(sequelize),
    EmailVerificationLink: defineEmailVerificationLinkModel(sequelize),
    RateLimitCounter: defineRateLimitCounterModel(sequelize),
    AppSecret: defineAppSecretModel(sequelize),
    Contract: defineContractModel(sequelize),
    RewardBalance: defineRewardBalanceModel(sequelize),
    LedgerEntry: defineLedgerEntryModel(sequelize),
    StoreCreditCode: defineStoreCreditCodeModel(sequelize),
    VoucherLog: defineVoucherLogModel(sequelize),
    VoucherLogExport: defineVoucherLogExportModel(sequelize),
    WebhookDelivery: defineWebhookDeliveryModel(sequelize),
    Referral: defineReferralModel(sequelize),
    ReferralReminder: defineReferralReminderModel(sequelize),
    NotificationSettings: defineNotificationSettingsModel(sequelize),
    DiscountDeactivation: defineDiscountDeactivationModel(sequelize),
    KnownDevice: defineKnownDeviceModel(sequelize),
    SignInAddress: defineSignInAddressModel(sequelize),
    PushSubscription: definePushSubscriptionModel(sequelize),
    PushOutbox: definePushOutboxModel(sequelize),
    MailOutbox: defineMailOutboxModel(sequelize),
    SpentChallenge: defineSpentChallengeModel(sequelize),
    AuditEntry: defineAuditEntryModel(sequelize),
    ProgrammeDay: defineProgrammeDayModel(sequelize),
    ProgrammeDayMiner: defineProgrammeDayMinerModel(sequelize),
    RemoteRelease: defineRemoteReleaseModel(sequelize),
    RemoteRollout: defineRemoteRolloutModel(sequelize),
    RemoteReleaseHistory: defineRemoteReleaseHistoryModel(sequelize),
    DeployToken: defineDeployTokenModel(sequelize),
    RemoteFailureReport: defineRemoteFailureReportModel(sequelize),
    RemoteApproval: defineRemoteApprovalModel(sequelize),
    VisualReview: defineVisualReviewModel(sequelize),
    StorybookSettings: defineStorybookSettingsModel(sequelize),
    Flag: defineFlagModel(sequelize),
    MintedDay: defineMintedDayModel(sequelize),
    Campaign: defineCampaignModel(sequelize),
    CampaignRecipient: defineCampaignRecipientModel(sequelize),
  };
  const readiness = createReadinessProbe(url);
  return {
    url,
    sequelize,
    models,
    /** The readiness port: whether PostgreSQL answers now (health-routes.ts). */
    reachable: () => readiness.reachable(),
    /** The app-secret port (db/app-secrets.ts). */
    appSecret: (name: string, configured: string | undefined) => appSecret(sequelize, name, configured),
    close: async () => {
      await readiness.close();
      await sequelize.close();
    },
  };
}
