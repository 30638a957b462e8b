// Which remote screen each page shows (spec section 2): the host's route table, and the API's
// preload hints for a page's first screen (api/src/components/front-ends/first-screen-hints.ts).
// Plain data: the host checks every row against @ciao/shell's RemoteModules contract
// (host/src/app/remote-screens.ts), so renaming an exposed screen fails the type check.

import { contractHistoryPath, contractProgressPath, PRICE_PATH, userReadPath } from './api-paths';
import { HISTORY_CARD_SIZE } from './constants';

/**
 * Routes whose screen lives in a remote. The host never imports their code. `title` names the page
 * (the document title, "Store Credits · $CIAO MINING"): the spec's screen name or menu label.
 */
export const SCREEN_ROUTES = [
  { path: '/', remote: 'mf_dashboard', screen: 'DashboardScreen', title: 'Dashboard' },
  { path: '/activity', remote: 'mf_dashboard', screen: 'ActivityScreen', title: 'Credit Activity' },
  { path: '/referral', remote: 'mf_referral', screen: 'ReferralScreen', title: 'Referral' },
  { path: '/store-credit', remote: 'mf_store_credit', screen: 'StoreCreditScreen', title: 'Store Credits' },
  {
    path: '/tutorial/store-credits',
    remote: 'mf_store_credit',
    screen: 'StoreCreditTutorialScreen',
    title: 'Store Credits Tutorial',
  },
  { path: '/shopify', remote: 'mf_store_credit', screen: 'ShopifyScreen', title: 'Shopify Store' },
  { path: '/notifications', remote: 'mf_account', screen: 'NotificationsScreen', title: 'Notifications' },
  { path: '/admin', remote: 'mf_admin', screen: 'OverviewScreen', title: 'Overview' },
  { path: '/admin/voucher-logs', remote: 'mf_admin', screen: 'VoucherLogScreen', title: 'Voucher Logs' },
  { path: '/admin/review', remote: 'mf_admin', screen: 'ReviewScreen', title: 'Review' },
  { path: '/admin/customers', remote: 'mf_admin', screen: 'CustomersScreen', title: 'Customers' },
  { path: '/admin/customers/:id', remote: 'mf_admin', screen: 'CustomerScreen', title: 'Customer' },
  { path: '/admin/audit-log', remote: 'mf_admin', screen: 'AuditLogScreen', title: 'Audit Log' },
  { path: '/admin/releases', remote: 'mf_admin', screen: 'ReleasesScreen', title: 'Releases' },
  { path: '/admin/campaigns', remote: 'mf_admin', screen: 'CampaignsScreen', title: 'Campaigns' },
] as const;

/** /auth, and what every guarded route shows a signed-out visitor. */
export const SIGN_IN_SCREEN = { path: '/auth', remote: 'mf_account', screen: 'AuthScreen', title: 'Sign In' } as const;

/**
 * The sign-in screen's first paint for an invite link (`?ref=CODE`): the Register tab open and the
 * code shown, rendered at build time with `codeSlot` as the code, which the API replaces with the
 * link's own (api/src/components/front-ends/first-screen-paint.ts).
 */
export const INVITED_SIGN_IN_PAINT = { name: 'AuthScreenInvited', codeSlot: 'CIAOINVITECODESLOT' } as const;

/** Modules of a remote that the host shows outside a route: the profile dialog, opened from the side menu. */
export const REMOTE_DIALOGS = [{ remote: 'mf_account', screen: 'ProfileDialog' }] as const;

/**
 * Every module the host loads, by remote container: what a release of that remote must expose
 * (the API's release gate, docs/front-end.md, "Releases"). The host checks the lists against
 * @ciao/shell's RemoteModules contract (host/src/app/remote-screens.ts).
 */
export function modulesTheHostLoads(): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  for (const { remote, screen } of [...SCREEN_ROUTES, SIGN_IN_SCREEN, ...REMOTE_DIALOGS])
    modules.set(remote, [...(modules.get(remote) ?? []), screen]);
  return modules;
}

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

/**
 * The id of the `<script type="application/json">` in which the API hands a signed-in page the
 * answers to its first reads, `{ "<path>": <answer> }`: the session and its screen's
 * `FIRST_READS`, exactly as `GET <path>` answered them while the page was made. @ciao/api-client
 * takes each once, as the initial data of the query that reads its path (docs/performance.md,
 * "First answers").
 */
export const FIRST_ANSWERS_ELEMENT_ID = 'ciao-first-answers';

/** How long after the page started its first answers may still be taken; later reads go to the API. */
export const FIRST_ANSWERS_MAX_AGE_MS = 10_000;

/** The read every signed-in page starts with (the host's auth guard). */
export const SESSION_PATH = '/api/auth/session';

/** The reads a screen starts as it mounts, then the ones that follow from their answers (by path). */
export type FirstReads = {
  reads(userId: string): string[];
  then?(answers: ReadonlyMap<string, unknown>, userId: string): string[];
};

/**
 * What each screen reads before it can show itself, for the signed-in user: the API answers these
 * in the page. A screen missing here, or a read a remote no longer makes, is simply read from the
 * API as before (a browser test checks that the dashboard asks the API nothing more).
 */
export const FIRST_READS: Partial<Record<ScreenRoute['screen'], FirstReads>> = {
  DashboardScreen: {
    reads: (userId) => [
      userReadPath(userId, 'stats'),
      userReadPath(userId, 'activeContracts'),
      contractHistoryPath(userId, { limit: HISTORY_CARD_SIZE }),
      userReadPath(userId, 'pendingRewards'),
      userReadPath(userId, 'claimsTotal'),
      userReadPath(userId, 'eligibility'),
      PRICE_PATH,
    ],
    // The running contract's progress, read once the active contract is known.
    then: (answers, userId) => {
      const active = answers.get(userReadPath(userId, 'activeContracts'));
      const running: unknown = Array.isArray(active) ? active[0] : undefined;
      const id = running && typeof running === 'object' && 'id' in running ? running.id : undefined;
      return typeof id === 'string' ? [contractProgressPath(id)] : [];
    },
  },
};
