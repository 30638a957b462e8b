// Where the API's reads are, spelled once: @ciao/api-client sends them, and the API answers a
// signed-in page's first reads (screen-routes.ts, FIRST_READS) into the page under the same paths,
// where the client looks for them by exactly that path (query string included).

/** `/api/user/{id}{rest}`: every per-user call is addressed by the session user's id (spec section 6). */
export const userPath = (userId: string, rest: string): string => `/api/user/${encodeURIComponent(userId)}${rest}`;

/** The signed-in user's reads, under `userPath` (spec section 7). */
export const USER_READ_PATHS = {
  stats: '/stats',
  activeContracts: '/contracts/active',
  pendingRewards: '/rewards/pending',
  claimsTotal: '/claims/total',
  eligibility: '/store-credit/eligibility',
  storeCreditCodes: '/store-credit/codes',
} as const;

/** The path of one of the signed-in user's reads: `userReadPath(id, 'stats')`. */
export const userReadPath = (userId: string, read: keyof typeof USER_READ_PATHS): string =>
  userPath(userId, USER_READ_PATHS[read]);

/** GET (Server-Sent Events): the signed-in user's dashboard state, then its changes and the price (docs/api.md, "Live stream"). */
export const liveStreamPath = (userId: string): string => userPath(userId, '/live');

/** The live stream's events: `state` (the sections of the dashboard's state that changed, all of them first) and `price`. */
export const LIVE_EVENTS = { state: 'state', price: 'price' } as const;

/** GET: the $CIAO market price. */
export const PRICE_PATH = '/api/price/ciao';

/** GET: a contract's progress. */
export const contractProgressPath = (contractId: string): string =>
  `/api/contracts/${encodeURIComponent(contractId)}/progress`;

/** GET: a page of the user's contract history; `cursor` is the previous page's nextCursor. */
export function contractHistoryPath(
  userId: string,
  { limit, cursor }: { limit?: number; cursor?: string } = {},
): string {
  const query = new URLSearchParams();
  if (limit !== undefined) query.set('limit', String(limit));
  if (cursor !== undefined) query.set('cursor', cursor);
  const search = query.toString();
  return userPath(userId, `/contracts/history${search ? `?${search}` : ''}`);
}

/** POST (anyone): a browser reports that a remote's release failed to load (docs/deploying.md, "Canaries"). */
export const REMOTE_FAILURES_PATH = '/api/telemetry/remote-failures';
