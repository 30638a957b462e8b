import { notifyManager, type QueryClient } from '@tanstack/react-query';
import type { LiveChange, LiveState } from '@ciao/contracts';
import { LIVE_EVENTS, liveStreamPath } from '@ciao/contracts/web';
import { apiUrl, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';
import { followServerClock } from './server-clock';

/**
 * The live stream of the signed-in user's dashboard state (GET /api/user/{id}/live, docs/api.md,
 * "Live stream"): one EventSource per page, whose events become the data of the same queries the
 * polls feed, so screens keep reading the same hooks. While it is open the polls it covers stop (the
 * running contract comes with its end, from which the dashboard computes its progress with the API's
 * own function, @ciao/contracts/progress, at `serverNow()`). When it cannot connect, or drops, the
 * polls run again (docs/front-end.md, "Live stream").
 */

/** What a polled query gets from the stream: a section of the user's state, or the price. */
export type LiveCover = { userId: string; read: keyof LiveState } | { price: true };

/** The poll a query falls back to. */
export interface Fallback {
  start(): void;
  stop(): void;
}

type Follower = { cover: LiveCover; fallback: Fallback };

/** How long the polls wait for a first connection before they run anyway. */
const CONNECT_GRACE_MS = 3_000;
/** After the API closed the stream for good (a refusal, a 503), the next try waits this long at first, doubling to a minute, with jitter. */
const REOPEN_MS = [2_000, 60_000] as const;

type Stream = {
  userId: string;
  source: EventSource;
  open: boolean;
  /** Polls ran while it was not open: their answers lack what the stream adds (`endsAt`), so it is not resumed but opened afresh. */
  polled: boolean;
};

const followers = new Set<Follower>();
let queryClient: QueryClient | undefined;
let stream: Stream | undefined;
let graceUntil = 0;
let graceTimer: ReturnType<typeof setTimeout> | undefined;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
let refusals = 0;

function covered({ cover }: Follower): boolean {
  if (!stream?.open) return false;
  if ('price' in cover) return true;
  return cover.userId === stream.userId;
}

/** Each follower's poll runs exactly when the stream does not cover it (and the first connection's grace is over). */
function update(): void {
  const waiting = stream !== undefined && !stream.open && Date.now() < graceUntil;
  for (const follower of followers) {
    if (covered(follower) || waiting) follower.fallback.stop();
    else {
      follower.fallback.start();
      if (stream) stream.polled = true;
    }
  }
}

function received(current: Stream, change: LiveChange): void {
  const client = queryClient;
  if (!client) return;
  if (typeof change.at === 'number') followServerClock(change.at);
  notifyManager.batch(() => {
    for (const [name, value] of Object.entries(change) as [keyof LiveState | 'at', unknown][]) {
      if (name === 'at' || value === undefined) continue;
      client.setQueryData(queryKeys[name](current.userId), checkResponse(name, value));
    }
  });
}

function waitBeforePolling(): void {
  graceUntil = Date.now() + CONNECT_GRACE_MS;
  if (graceTimer) clearTimeout(graceTimer);
  graceTimer = setTimeout(update, CONNECT_GRACE_MS);
}

function close(): void {
  stream?.source.close();
  stream = undefined;
  if (reopenTimer) clearTimeout(reopenTimer);
  reopenTimer = undefined;
}

function open(userId: string): void {
  close();
  const source = new EventSource(apiUrl(liveStreamPath(userId)), { withCredentials: true });
  const current: Stream = { userId, source, open: false, polled: false };
  stream = current;
  // Only a first try waits for the stream before polling; after a refusal the polls go on meanwhile.
  if (refusals === 0) waitBeforePolling();
  source.addEventListener('open', () => {
    if (current.polled) {
      open(userId);
      return;
    }
    current.open = true;
    refusals = 0;
    update();
  });
  source.addEventListener(LIVE_EVENTS.state, (event) => {
    received(current, JSON.parse((event as MessageEvent<string>).data) as LiveChange);
    update();
  });
  source.addEventListener(LIVE_EVENTS.price, (event) => {
    queryClient?.setQueryData(
      queryKeys.price(),
      checkResponse('price', JSON.parse((event as MessageEvent<string>).data)),
    );
  });
  source.addEventListener('error', () => {
    current.open = false;
    // CONNECTING: the browser reconnects by itself (with Last-Event-ID), the polls wait a little. CLOSED: the API refused it (503, 401): poll, and try later, with jitter.
    if (source.readyState !== EventSource.CLOSED) {
      waitBeforePolling();
      update();
      return;
    }
    graceUntil = 0;
    update();
    if (stream !== current) return;
    const wait = Math.min(REOPEN_MS[0] * 2 ** refusals, REOPEN_MS[1]) * (0.5 + Math.random());
    refusals += 1;
    reopenTimer = setTimeout(() => {
      if (stream === current) open(userId);
    }, wait);
  });
}

/**
 * Feeds the query `cover` names from the stream while it is open, else runs `fallback` (the
 * query's poll). A user's read opens that user's stream (one per page); the price follows whichever
 * stream is open. Returns the unfollow; the last user's read closes the stream.
 */
export function followLive(client: QueryClient, cover: LiveCover, fallback: Fallback): () => void {
  queryClient = client;
  const follower: Follower = { cover, fallback };
  followers.add(follower);
  if ('userId' in cover && stream?.userId !== cover.userId) open(cover.userId);
  update();
  return () => {
    followers.delete(follower);
    fallback.stop();
    if (![...followers].some((f) => 'userId' in f.cover)) close();
    update();
  };
}
