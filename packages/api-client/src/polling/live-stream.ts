import { notifyManager, type QueryClient } from '@tanstack/react-query';
import type { LiveChange, LiveContract, LiveState } from '@ciao/contracts';
import { LIVE_EVENTS, liveStreamPath } from '@ciao/contracts/web';
import { contractProgressAt, pendingRewardsAt, timingOf } from '@ciao/contracts/progress';
import { apiUrl, queryKeys } from '@ciao/api-client';
import { checkResponse } from '../response-check';

/**
 * The live stream of the signed-in user's dashboard state (GET /api/user/{id}/live, docs/api.md,
 * "Live stream"): one EventSource per page, whose events become the data of the same queries the
 * polls feed, so screens keep reading the same hooks. While it is open the polls it covers stop; the
 * contract's progress and countdown (and its reward becoming pending when due) are computed here
 * every second with the API's own function (@ciao/contracts/progress). When it cannot connect, or
 * drops, the polls run again (docs/front-end.md, "Live stream").
 */

/** What a polled query gets from the stream: a section of the user's state, the price, or a contract's progress. */
export type LiveCover = { userId: string; read: keyof LiveState } | { price: true } | { progressOf: string };

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
const TICK_MS = 1_000;

type Stream = {
  userId: string;
  source: EventSource;
  open: boolean;
  /** The server's clock minus the page's, from the last state event. */
  offsetMs: number;
  /** Contracts the stream has shown (the running one, and those it saw end): for their progress. */
  contracts: Map<string, LiveContract>;
  pendingRewards: string | undefined;
  active: LiveContract | undefined;
};

const followers = new Set<Follower>();
let queryClient: QueryClient | undefined;
let stream: Stream | undefined;
let graceUntil = 0;
let graceTimer: ReturnType<typeof setTimeout> | undefined;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
let ticker: ReturnType<typeof setInterval> | undefined;
let refusals = 0;

function covered({ cover }: Follower): boolean {
  if (!stream?.open) return false;
  if ('price' in cover) return true;
  if ('progressOf' in cover) return stream.contracts.has(cover.progressOf);
  return cover.userId === stream.userId;
}

/** Each follower's poll runs exactly when the stream does not cover it (and the first connection's grace is over). */
function update(): void {
  const waiting = stream !== undefined && !stream.open && Date.now() < graceUntil;
  for (const follower of followers) {
    if (covered(follower) || waiting) follower.fallback.stop();
    else follower.fallback.start();
  }
  const progressFollowed = [...followers].some((f) => 'progressOf' in f.cover && covered(f));
  if (progressFollowed && !ticker) ticker = setInterval(tick, TICK_MS);
  if (!progressFollowed && ticker) {
    clearInterval(ticker);
    ticker = undefined;
  }
  if (progressFollowed) tick();
}

/** The progress of every followed contract, and a due contract's reward as pending, at the server's now. */
function tick(): void {
  if (!stream || !queryClient) return;
  const now = Date.now() + stream.offsetMs;
  const client = queryClient;
  const { contracts, active, pendingRewards, userId } = stream;
  notifyManager.batch(() => {
    for (const { cover } of followers) {
      const contract = 'progressOf' in cover ? contracts.get(cover.progressOf) : undefined;
      if (contract) client.setQueryData(queryKeys.contractProgress(contract.id), contractProgressAt(timingOf(contract), now));
    }
    if (active && pendingRewards !== undefined) {
      const pending = pendingRewardsAt(pendingRewards, timingOf(active), now);
      if (pending !== pendingRewards) client.setQueryData(queryKeys.pendingRewards(userId), { pendingRewards: pending });
    }
  });
}

function received(current: Stream, change: LiveChange): void {
  const client = queryClient;
  if (!client) return;
  if (typeof change.at === 'number') current.offsetMs = change.at - Date.now();
  if (change.activeContracts) {
    const [running] = change.activeContracts;
    // A contract that left the list has ended: its progress is complete.
    for (const [id, contract] of current.contracts) if (id !== running?.id && contract.status === 'active') current.contracts.set(id, { ...contract, status: 'completed' });
    if (running) current.contracts.set(running.id, running);
    current.active = running;
  }
  if (change.pendingRewards) current.pendingRewards = change.pendingRewards.pendingRewards;
  notifyManager.batch(() => {
    for (const [name, value] of Object.entries(change) as [keyof LiveState | 'at', unknown][]) {
      if (name === 'at' || value === undefined) continue;
      client.setQueryData(queryKeys[name](current.userId), checkResponse(name, value));
    }
  });
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
  const current: Stream = { userId, source, open: false, offsetMs: 0, contracts: new Map(), pendingRewards: undefined, active: undefined };
  stream = current;
  // Only a first try waits for the stream before polling; after a refusal the polls go on meanwhile.
  if (refusals === 0) {
    graceUntil = Date.now() + CONNECT_GRACE_MS;
    if (graceTimer) clearTimeout(graceTimer);
    graceTimer = setTimeout(update, CONNECT_GRACE_MS);
  }
  source.addEventListener('open', () => {
    current.open = true;
    refusals = 0;
    update();
  });
  source.addEventListener(LIVE_EVENTS.state, (event) => {
    received(current, JSON.parse((event as MessageEvent<string>).data) as LiveChange);
    update();
  });
  source.addEventListener(LIVE_EVENTS.price, (event) => {
    queryClient?.setQueryData(queryKeys.price(), checkResponse('price', JSON.parse((event as MessageEvent<string>).data)));
  });
  source.addEventListener('error', () => {
    current.open = false;
    graceUntil = 0;
    update();
    // CONNECTING: the browser reconnects by itself (with Last-Event-ID). CLOSED: the API refused it (503, 401): try later, with jitter.
    if (source.readyState !== EventSource.CLOSED || stream !== current) return;
    const wait = Math.min(REOPEN_MS[0] * 2 ** refusals, REOPEN_MS[1]) * (0.5 + Math.random());
    refusals += 1;
    reopenTimer = setTimeout(() => {
      if (stream === current) open(userId);
    }, wait);
  });
}

/**
 * Feeds the query `cover` names from the stream while it is open, else runs `fallback` (the
 * query's poll). A user's read opens that user's stream (one per page); the price and a contract's
 * progress follow whichever stream is open. Returns the unfollow; the last user's read closes the stream.
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
