import {
  hashKey,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl, configuredFetch } from '@ciao/api-client';
import { checkResponse, type ResponseName } from '../response-check';
import type * as PollsModule from './polls';
import type * as LiveModule from './live-stream';
import type { LiveCover } from './live-stream';

/**
 * How a query is polled: its GET path, how often (POLL_INTERVALS_MS), and its answer's schema;
 * `live`: what of the live stream feeds it instead while the stream is open (live-stream.ts).
 */
export interface Poll {
  path: string;
  every: number;
  schema: ResponseName;
  live?: LiveCover;
}

/** The query options of a polled read carry their poll in `meta.poll`: `meta: pollMeta({ ... })`. */
export const pollMeta = (poll: Poll) => ({ poll });
export const pollOf = (options: { meta?: Record<string, unknown> }): Poll | undefined =>
  options.meta?.poll as Poll | undefined;

/**
 * The poll schedule's code (polls.ts), loaded when a screen first polls: the sign-in screen, whose
 * first load carries this package, polls nothing. A failed load is tried again at the next mount
 * (the first read stays on screen meanwhile).
 */
let polls: Promise<typeof PollsModule> | undefined;
function followPoll(queryClient: QueryClient, queryHash: string, poll: Poll): () => void {
  let unfollow: (() => void) | undefined;
  let stopped = false;
  polls ??= import('./polls').catch((error: unknown) => {
    polls = undefined;
    throw error;
  });
  polls.then(
    (loaded) => {
      if (stopped) return;
      // The URL, the fetch and the answer's check are worked out here: polls.ts imports nothing of
      // this package's first load, which keeps that load whole (its modules concatenated).
      const followed = {
        url: apiUrl(poll.path),
        every: poll.every,
        answer: (json: unknown) => checkResponse(poll.schema, json),
      };
      unfollow = loaded.followPoll(queryClient, queryHash, followed, configuredFetch());
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    unfollow?.();
  };
}

/** The live stream's code (live-stream.ts), loaded 1.5 s after a screen first follows it, when the browser is idle (2 s more at most). */
const LIVE_START_DELAY_MS = 1_500;
const LIVE_START_MAX_WAIT_MS = 2_000;
let live: Promise<typeof LiveModule> | undefined;

/**
 * The stream where it can run (an EventSource, the page's own fetch: tests and stories that replace
 * it poll their stand-in API), with the poll as its fallback; else the poll alone.
 */
function followLiveOrPoll(queryClient: QueryClient, queryHash: string, poll: Poll): () => void {
  const cover = poll.live;
  if (!cover || typeof EventSource === 'undefined' || configuredFetch())
    return followPoll(queryClient, queryHash, poll);
  let stopPoll: (() => void) | undefined;
  const fallback = {
    start: () => void (stopPoll ??= followPoll(queryClient, queryHash, poll)),
    stop: () => {
      stopPoll?.();
      stopPoll = undefined;
    },
  };
  let stopped = false;
  let unfollow: (() => void) | undefined;
  const follow = () => {
    if (stopped) return;
    live ??= import('./live-stream').catch((error: unknown) => {
      live = undefined;
      throw error;
    });
    live.then(
      (loaded) => {
        if (!stopped) unfollow = loaded.followLive(queryClient, cover, fallback);
      },
      () => stopped || fallback.start(),
    );
  };
  // Once the first screen is up (it shows the first answers meanwhile, the splash its 500 ms): the stream's code is not part of the first load.
  setTimeout(
    () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(follow, { timeout: LIVE_START_MAX_WAIT_MS })
        : follow(),
    LIVE_START_DELAY_MS,
  );
  return () => {
    stopped = true;
    unfollow?.();
    fallback.stop();
  };
}

/**
 * useQuery for a polled read. The first read is the query's own; after that the live stream feeds it
 * where it covers it, else the poll schedule (polls.ts) reads the path and the cache hears only of
 * answers that changed, in one batch per beat.
 */
export function usePolledQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K> & { queryKey: K; meta?: Record<string, unknown> },
) {
  const query = useQuery(options);
  const queryClient = useQueryClient();
  const queryHash = hashKey(options.queryKey);
  const { path, every, schema, live: cover } = (options.enabled !== false && pollOf(options)) || {};
  const coverKey = cover && JSON.stringify(cover);

  useEffect(
    () =>
      path && every && schema
        ? followLiveOrPoll(queryClient, queryHash, {
            path,
            every,
            schema,
            ...(coverKey ? { live: JSON.parse(coverKey) as LiveCover } : {}),
          })
        : undefined,
    [queryClient, queryHash, path, every, schema, coverKey],
  );
  return query;
}
