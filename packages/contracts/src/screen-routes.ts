// Which remote screen each page shows (spec section 2): the host's route table, and the API's
// preload hints for a page's first screen (api/src/components/front-ends/first-screen-hints.ts).
// Plain data: the host checks every row against @ciao/shell's RemoteModules contract
// (host/src/app/remote-screens.ts), so renaming an exposed screen fails the type check.

/** Routes whose screen lives in a remote. The host never imports their code. */
export const SCREEN_ROUTES = [
  { path: '/', remote: 'mf_dashboard', screen: 'DashboardScreen' },
  { path: '/activity', remote: 'mf_dashboard', screen: 'ActivityScreen' },
  { path: '/referral', remote: 'mf_referral', screen: 'ReferralScreen' },
  { path: '/store-credit', remote: 'mf_store_credit', screen: 'StoreCreditScreen' },
  { path: '/tutorial/store-credits', remote: 'mf_store_credit', screen: 'StoreCreditTutorialScreen' },
  { path: '/shopify', remote: 'mf_store_credit', screen: 'ShopifyScreen' },
  { path: '/notifications', remote: 'mf_account', screen: 'NotificationsScreen' },
  { path: '/admin/voucher-logs', remote: 'mf_admin', screen: 'VoucherLogScreen' },
] as const;

/** /auth, and what every guarded route shows a signed-out visitor. */
export const SIGN_IN_SCREEN = { path: '/auth', remote: 'mf_account', screen: 'AuthScreen' } as const;

/** A remote's screen as this table names it: `remote` is the container, `screen` its exposed module. */
export type ScreenRoute = (typeof SCREEN_ROUTES)[number] | typeof SIGN_IN_SCREEN;

/**
 * The screen a page most likely shows: /auth's, the sign-in screen for a visitor known to be signed
 * out, or its route's (a signed-out visitor gets the sign-in screen instead, known once the session
 * is read). Undefined for the host's own pages.
 */
export function likelyScreen(pathname: string, signedOut = false): ScreenRoute | undefined {
  const route = SCREEN_ROUTES.find(({ path }) => path === pathname);
  if (pathname === SIGN_IN_SCREEN.path || (route && signedOut)) return SIGN_IN_SCREEN;
  return route;
}

/**
 * The id of the `<script type="application/json">` in which the API hands the page the runtime
 * remote document (what `/remotes.json` answers), so the host starts without asking for it.
 */
export const RUNTIME_DOCUMENT_ELEMENT_ID = 'ciao-remotes';
