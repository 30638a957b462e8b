import type { Migration } from '../migrator';
import * as createUsersAndSessions from './0001-create-users-and-sessions';
import * as erasableAccounts from './0002-erasable-accounts';
import * as createRateLimitCounters from './0003-create-rate-limit-counters';
import * as createAppSecrets from './0004-create-app-secrets';
import * as createContractsAndLedger from './0005-create-contracts-and-ledger';
import * as createStoreCreditAndVoucherLogs from './0006-create-store-credit-and-voucher-logs';
import * as createReferralsAndNotificationSettings from './0007-create-referrals-and-notification-settings';
import * as indexVoucherLogsByUserAndAction from './0008-index-voucher-logs-by-user-and-action';
import * as notifyUserChanges from './0009-notify-user-changes';
import * as notifyRewardsChanges from './0010-notify-rewards-changes';
import * as createShopifyDiscountDeactivations from './0011-create-shopify-discount-deactivations';
import * as markAccountsByAddressKey from './0012-mark-accounts-by-address-key';
import * as createPushNotifications from './0013-create-push-notifications';
import * as priceLedgerEntries from './0014-price-ledger-entries';
import * as searchVoucherLogsByPart from './0015-search-voucher-logs-by-part';
import * as markIpv6AccountsBy48 from './0016-mark-ipv6-accounts-by-48';
import * as createSpentRegistrationChallenges from './0017-create-spent-registration-challenges';
import * as deferReferralBonuses from './0018-defer-referral-bonuses';
import * as adminRoles from './0019-admin-roles';
import * as createAuditLog from './0020-create-audit-log';
import * as searchUsersByName from './0021-search-users-by-name';
import * as notifyCodeChanges from './0031-notify-code-changes';
import * as createRemoteReleases from './0034-create-remote-releases';
import * as createSignInAddresses from './0035-create-sign-in-addresses';
import * as createEndedSessions from './0036-create-ended-sessions';
import * as balanceGrowthAndClawedBackDays from './0037-balance-growth-and-clawed-back-days';
import * as renamePasswordChangedMails from './0038-rename-password-changed-mails';
import * as notificationEmailSwitches from './0039-notification-email-switches';
import * as createDeployTokens from './0040-create-deploy-tokens';
import * as createCampaigns from './0041-create-campaigns';
import * as searchCodesByPart from './0042-search-codes-by-part';
import * as countCustomerAccounts from './0043-count-customer-accounts';
import * as createVisualReviews from './0046-create-visual-reviews';
import * as referralTeamAndReminders from './0047-referral-team-and-reminders';
import * as accountLanguage from './0048-account-language';
import * as storybookSettings from './0049-storybook-settings';
import * as supportDeskCorrections from './0022-support-desk-corrections';
import * as recordSessionDevices from './0023-record-session-devices';
import * as verifiedEmail from './0024-verified-email';
import * as createMailOutbox from './0025-create-mail-outbox';
import * as createPasswordResetLinks from './0026-create-password-reset-links';
import * as createProgrammeDays from './0028-create-programme-days';
import * as addNotificationChannels from './0029-add-notification-channels';
import * as createFlags from './0030-create-flags';
import * as verifiedFailureReports from './0044-verified-failure-reports';
import * as declaredScreensAndApprovals from './0045-declared-screens-and-approvals';

type MigrationFile = { name: string; up: Migration; down: Migration };

/**
 * Every migration, in order. Listed by hand rather than globbed so the same list runs under tsx,
 * Jest and any bundler; a test checks that no file in this folder is missing here.
 */
export const migrations: MigrationFile[] = [
  { name: '0001-create-users-and-sessions', ...createUsersAndSessions },
  { name: '0002-erasable-accounts', ...erasableAccounts },
  { name: '0003-create-rate-limit-counters', ...createRateLimitCounters },
  { name: '0004-create-app-secrets', ...createAppSecrets },
  { name: '0005-create-contracts-and-ledger', ...createContractsAndLedger },
  { name: '0006-create-store-credit-and-voucher-logs', ...createStoreCreditAndVoucherLogs },
  { name: '0007-create-referrals-and-notification-settings', ...createReferralsAndNotificationSettings },
  { name: '0008-index-voucher-logs-by-user-and-action', ...indexVoucherLogsByUserAndAction },
  { name: '0009-notify-user-changes', ...notifyUserChanges },
  { name: '0010-notify-rewards-changes', ...notifyRewardsChanges },
  { name: '0011-create-shopify-discount-deactivations', ...createShopifyDiscountDeactivations },
  { name: '0012-mark-accounts-by-address-key', ...markAccountsByAddressKey },
  { name: '0013-create-push-notifications', ...createPushNotifications },
  { name: '0014-price-ledger-entries', ...priceLedgerEntries },
  { name: '0015-search-voucher-logs-by-part', ...searchVoucherLogsByPart },
  { name: '0016-mark-ipv6-accounts-by-48', ...markIpv6AccountsBy48 },
  { name: '0017-create-spent-registration-challenges', ...createSpentRegistrationChallenges },
  { name: '0018-defer-referral-bonuses', ...deferReferralBonuses },
  { name: '0019-admin-roles', ...adminRoles },
  { name: '0020-create-audit-log', ...createAuditLog },
  { name: '0021-search-users-by-name', ...searchUsersByName },
  { name: '0022-support-desk-corrections', ...supportDeskCorrections },
  { name: '0023-record-session-devices', ...recordSessionDevices },
  { name: '0024-verified-email', ...verifiedEmail },
  { name: '0025-create-mail-outbox', ...createMailOutbox },
  { name: '0026-create-password-reset-links', ...createPasswordResetLinks },
  { name: '0028-create-programme-days', ...createProgrammeDays },
  { name: '0029-add-notification-channels', ...addNotificationChannels },
  { name: '0030-create-flags', ...createFlags },
  { name: '0031-notify-code-changes', ...notifyCodeChanges },
  { name: '0034-create-remote-releases', ...createRemoteReleases },
  { name: '0035-create-sign-in-addresses', ...createSignInAddresses },
  { name: '0036-create-ended-sessions', ...createEndedSessions },
  { name: '0037-balance-growth-and-clawed-back-days', ...balanceGrowthAndClawedBackDays },
  { name: '0038-rename-password-changed-mails', ...renamePasswordChangedMails },
  { name: '0039-notification-email-switches', ...notificationEmailSwitches },
  { name: '0040-create-deploy-tokens', ...createDeployTokens },
  { name: '0041-create-campaigns', ...createCampaigns },
  { name: '0042-search-codes-by-part', ...searchCodesByPart },
  { name: '0043-count-customer-accounts', ...countCustomerAccounts },
  { name: '0044-verified-failure-reports', ...verifiedFailureReports },
  { name: '0045-declared-screens-and-approvals', ...declaredScreensAndApprovals },
  { name: '0046-create-visual-reviews', ...createVisualReviews },
  { name: '0047-referral-team-and-reminders', ...referralTeamAndReminders },
  { name: '0048-account-language', ...accountLanguage },
  { name: '0049-storybook-settings', ...storybookSettings },
];
