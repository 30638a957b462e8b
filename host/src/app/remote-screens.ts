/** Routes whose screen lives in a remote (spec section 2). The host never imports their code. */
export const REMOTE_SCREENS = [
  { path: '/', remote: 'mf_dashboard', screen: 'DashboardScreen' },
  { path: '/referral', remote: 'mf_referral', screen: 'ReferralScreen' },
  { path: '/store-credit', remote: 'mf_store_credit', screen: 'StoreCreditScreen' },
  { path: '/tutorial/store-credits', remote: 'mf_store_credit', screen: 'StoreCreditTutorialScreen' },
  { path: '/shopify', remote: 'mf_store_credit', screen: 'ShopifyScreen' },
  { path: '/notifications', remote: 'mf_account', screen: 'NotificationsScreen' },
  { path: '/admin/voucher-logs', remote: 'mf_admin', screen: 'VoucherLogScreen' },
] as const;

/** /auth, and what every guarded route shows an anonymous visitor. */
export const AUTH_SCREEN = { remote: 'mf_account', screen: 'AuthScreen' } as const;

/** Opened from the side menu's header. */
export const PROFILE_DIALOG_ID = 'mf_account/ProfileDialog';
