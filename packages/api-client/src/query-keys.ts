import type { AuditLogFilter, CampaignSegment, OverviewQuery } from '@ciao/contracts';
import type { VoucherLogRequest } from './admin/voucher-log-search';

/**
 * Every React Query key of the client, in one place. A signed-in user's data lives under
 * ['user', id, ...]: another account signing in on the same page never sees it, and a key's prefix
 * invalidates every query below it (e.g. the contract history's pages).
 */
export const queryKeys = {
  session: () => ['auth', 'session'] as const,
  detectedLocation: () => ['geolocation', 'detect'] as const,
  price: () => ['price', 'ciao'] as const,
  storeInfo: () => ['shopify', 'store'] as const,
  products: () => ['shopify', 'products'] as const,
  voucherLogs: (request: VoucherLogRequest) => ['admin', 'voucher-logs', request] as const,
  /** Every overview read starts with ['admin', 'overview']. */
  overviews: () => ['admin', 'overview'] as const,
  overview: (period: OverviewQuery) => ['admin', 'overview', period] as const,
  /** Every read of the review queue starts with ['admin', 'flags']. */
  flags: () => ['admin', 'flags'] as const,
  openFlags: () => ['admin', 'flags', 'open'] as const,
  openFlagCount: () => ['admin', 'flags', 'open-count'] as const,
  releases: () => ['admin', 'releases'] as const,
  remoteApprovals: () => ['admin', 'remote-approvals'] as const,
  visualReview: (remote: string, version: string) => ['admin', 'releases', remote, version, 'visual-review'] as const,
  deployTokens: () => ['admin', 'deploy-tokens'] as const,
  storybookSettings: () => ['admin', 'storybook-settings'] as const,
  /** Every campaign read starts with ['admin', 'campaigns']. */
  campaigns: () => ['admin', 'campaigns'] as const,
  campaignAudience: (segment: CampaignSegment) => ['admin', 'campaigns', 'audience', segment] as const,
  /** Every customer search starts with ['admin', 'customers', 'search']. */
  customerSearches: () => ['admin', 'customers', 'search'] as const,
  customerSearch: (query: string) => ['admin', 'customers', 'search', { query }] as const,
  customer: (customerId: string) => ['admin', 'customers', customerId] as const,
  /** Every audit log read starts with ['admin', 'audit-log']. */
  auditLogs: () => ['admin', 'audit-log'] as const,
  auditLog: (filter: AuditLogFilter) => ['admin', 'audit-log', filter] as const,
  contractProgress: (contractId: string) => ['contracts', contractId, 'progress'] as const,

  stats: (userId: string) => ['user', userId, 'stats'] as const,
  activeContracts: (userId: string) => ['user', userId, 'contracts', 'active'] as const,
  /** Every history query of a user starts with this key: invalidate it to refresh them all. */
  contractHistory: (userId: string) => ['user', userId, 'contracts', 'history'] as const,
  recentContractHistory: (userId: string, limit: number) =>
    ['user', userId, 'contracts', 'history', 'recent', { limit }] as const,
  allContractHistory: (userId: string, pageSize: number) =>
    ['user', userId, 'contracts', 'history', 'all', { pageSize }] as const,
  /** Every page size of a user's credit activity starts with ['user', id, 'activity']. */
  activity: (userId: string, pageSize: number) => ['user', userId, 'activity', { pageSize }] as const,
  pendingRewards: (userId: string) => ['user', userId, 'rewards', 'pending'] as const,
  claimsTotal: (userId: string) => ['user', userId, 'claims', 'total'] as const,
  eligibility: (userId: string) => ['user', userId, 'store-credit', 'eligibility'] as const,
  storeCreditCodes: (userId: string) => ['user', userId, 'store-credit', 'codes'] as const,
  referralCode: (userId: string) => ['user', userId, 'referral', 'code'] as const,
  referralStats: (userId: string) => ['user', userId, 'referral', 'stats'] as const,
  /** Every page size of a user's team starts with ['user', id, 'referral', 'team']. */
  referralTeamAll: (userId: string) => ['user', userId, 'referral', 'team'] as const,
  referralTeam: (userId: string, pageSize: number) => ['user', userId, 'referral', 'team', { pageSize }] as const,
  notificationSettings: (userId: string) => ['user', userId, 'notifications', 'settings'] as const,
  signedInDevices: (userId: string) => ['user', userId, 'sessions'] as const,
};
