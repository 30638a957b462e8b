import type { RemoteId, RemoteName, ScreenName } from '@ciao/shell';

/** A screen of a remote, named as @ciao/shell's RemoteModules contract names it. */
export type RemoteScreen = { [R in RemoteName]: { remote: R; screen: ScreenName<R> } }[RemoteName];

/** Routes whose screen lives in a remote (spec section 2). The host never imports their code. */
export const REMOTE_SCREENS = [
  { path: '/', remote: 'mf_dashboard', screen: 'DashboardScreen' },
  { path: '/activity', remote: 'mf_dashboard', screen: 'ActivityScreen' },
  { path: '/referral', remote: 'mf_referral', screen: 'ReferralScreen' },
  { path: '/store-credit', remote: 'mf_store_credit', screen: 'StoreCreditScreen' },
  { path: '/tutorial/store-credits', remote: 'mf_store_credit', screen: 'StoreCreditTutorialScreen' },
  { path: '/shopify', remote: 'mf_store_credit', screen: 'ShopifyScreen' },
  { path: '/notifications', remote: 'mf_account', screen: 'NotificationsScreen' },
  { path: '/admin/voucher-logs', remote: 'mf_admin', screen: 'VoucherLogScreen' },
] as const satisfies readonly (RemoteScreen & { path: string })[];

/** /auth, and what every guarded route shows an anonymous visitor. */
export const AUTH_SCREEN = { remote: 'mf_account', screen: 'AuthScreen' } as const satisfies RemoteScreen;

/** Opened from the side menu's header. */
export const PROFILE_DIALOG_ID = 'mf_account/ProfileDialog' satisfies RemoteId;

/** The id Module Federation loads a screen by ('remote/Screen'); the contract checked both parts. */
export const screenId = ({ remote, screen }: RemoteScreen) => `${remote}/${screen}` as RemoteId;

/**
 * The screen a page most likely shows: /auth's, or its route's (a signed-out visitor gets the sign-in
 * screen instead, known once the session is read). Undefined for the host's own pages.
 */
export function likelyScreenId(pathname: string): RemoteId | undefined {
  if (pathname === '/auth') return screenId(AUTH_SCREEN);
  const route = REMOTE_SCREENS.find(({ path }) => path === pathname);
  return route ? screenId(route) : undefined;
}
