// @ciao/api-client/signed-in: the calls and queries of the signed-in screens (the dashboard, store
// credit, referral, notifications, profile, admin). Its modules reach the HTTP client and the query
// keys through '@ciao/api-client', the shared entry, never by a relative path: one client, one
// configuration, for both entries.
export * from './user-queries';
export { serverNow } from './polling/server-clock';
export { updateProfile, useUpdateProfileMutation } from './user/update-profile';
export { deleteAccount, useDeleteAccountMutation } from './user/delete-account';
export { getReferralCode, getReferralCodeQueryOptions, useReferralCodeQuery } from './referral/get-referral-code';
export { getReferralStats, getReferralStatsQueryOptions, useReferralStatsQuery } from './referral/get-referral-stats';
export { updateReferralCode, useUpdateReferralCodeMutation } from './referral/update-referral-code';
export {
  getReferralTeam,
  getReferralTeamInfiniteQueryOptions,
  TEAM_PAGE_SIZE,
  useReferralTeamInfiniteQuery,
} from './referral/get-referral-team';
export { sendReferralReminder, useSendReferralReminderMutation } from './referral/send-referral-reminder';
export {
  getNotificationSettings,
  getNotificationSettingsQueryOptions,
  useNotificationSettingsQuery,
} from './notifications/get-notification-settings';
export {
  saveNotificationSettings,
  useSaveNotificationSettingsMutation,
} from './notifications/save-notification-settings';
export { deletePushSubscription, getPushPublicKey, savePushSubscription } from './push/push-subscription';
export { browserPushDevice } from './push/push-device';
export type { PushDevice, PushDeviceResult } from './push/push-device';
export { getPrice, getPriceQueryOptions, usePriceQuery, type PriceReader } from './price/get-price';
export {
  getContractHistory,
  getContractHistoryInfiniteQueryOptions,
  getRecentContractHistoryQueryOptions,
  useContractHistoryInfiniteQuery,
  useRecentContractHistoryQuery,
  type ContractHistoryPage,
} from './mining/get-contract-history';
export {
  ACTIVITY_PAGE_SIZE,
  getActivity,
  getActivityInfiniteQueryOptions,
  useActivityInfiniteQuery,
} from './activity/get-activity';
export { createContract, useCreateContractMutation, USER_NOT_AUTHENTICATED } from './mining/create-contract';
export {
  getContractProgress,
  getContractProgressQueryOptions,
  useContractProgressQuery,
} from './mining/get-contract-progress';
export { generateStoreCredit, useGenerateStoreCreditMutation } from './store-credit/generate-store-credit';
export { claimRewards, useClaimRewardsMutation } from './store-credit/claim-rewards';
export { getStoreInfo, getStoreInfoQueryOptions, useStoreInfoQuery } from './shopify/get-store-info';
export { getProducts, getProductsQueryOptions, useProductsQuery } from './shopify/get-products';
export {
  getVoucherLogs,
  getVoucherLogsQueryOptions,
  isNotAuthorisedForVoucherLogs,
  useVoucherLogsQuery,
  VOUCHER_LOGS_FAILED,
} from './admin/get-voucher-logs';
export { voucherLogsCsvPath } from './admin/export-voucher-logs';
export {
  getOverview,
  isNotAuthorisedForOverview,
  overviewCsvPath,
  OVERVIEW_FAILED,
  useOverviewQuery,
} from './admin/get-overview';
export { voucherLogSearch, type VoucherLogRequest } from './admin/voucher-log-search';
export {
  FLAGS_FAILED,
  getOpenFlags,
  isNotAuthorisedForFlags,
  resolveFlag,
  useOpenFlagsQuery,
  useResolveFlagMutation,
} from './admin/review-flags';
export {
  changeRelease,
  isNotAuthorisedForReleases,
  RELEASES_FAILED,
  useChangeReleaseMutation,
  useReleasesQuery,
  useSetLiveReleaseMutation,
  type LiveRelease,
  type ReleaseAction,
} from './admin/releases';
export {
  decideOnRemote,
  isNotAuthorisedForApprovals,
  useDecideOnRemoteMutation,
  useRemoteApprovalsQuery,
  type RemoteDecision,
} from './admin/remote-approvals';
export {
  useDecideVisualChangesMutation,
  useVisualReviewQuery,
  visualReviewPicturePath,
  type VisualDecision,
} from './admin/visual-reviews';
export {
  useCreateDeployTokenMutation,
  useDeployTokensQuery,
  useRevokeDeployTokenMutation,
} from './admin/deploy-tokens';
export { useChangeStorybookSettingsMutation, useStorybookSettingsQuery } from './admin/storybook-settings';
export { findCustomers, useCustomerSearchQuery } from './admin/find-customers';
export { getCustomer, useCustomerQuery } from './admin/get-customer';
export { adjustCredits, useAdjustCreditsMutation } from './admin/adjust-credits';
export { cancelCode, useCancelCodeMutation } from './admin/cancel-code';
export { suspendCustomer, useSuspendCustomerMutation } from './admin/suspend-customer';
export { reinstateCustomer, useReinstateCustomerMutation } from './admin/reinstate-customer';
export { revokeSessions, useRevokeSessionsMutation } from './admin/revoke-sessions';
export { changeRole, useChangeRoleMutation } from './admin/change-role';
export { auditLogCsvPath, getAuditLog, useAuditLogQuery } from './admin/get-audit-log';
export {
  reportCampaignOpened,
  useCampaignAudienceQuery,
  useCampaignPreviewMutation,
  useCampaignsQuery,
  useCancelCampaignMutation,
  useSaveCampaignMutation,
  useSendCampaignMutation,
  useTestSendCampaignMutation,
} from './admin/campaigns';
export {
  sendVerificationMail,
  useSendVerificationMailMutation,
  useVerifyEmailMutation,
  verifyEmail,
} from './auth/email-verification';
