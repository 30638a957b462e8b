import { hashKey, useQuery, useQueryClient, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrl, configuredFetch } from '@ciao/api-client';
import { checkResponse, type ResponseName } from '../response-check';
import type * as PollsModule from './polls';

/** How a query is polled: its GET path, how often (POLL_INTERVALS_MS), and its answer's schema. */
export interface Poll {
  path: string;
  every: number;
  schema: ResponseName;
}

/** The query options of a polled read carry their poll in `meta.poll`: `meta: pollMeta({ ... })`. */
export const pollMeta = (poll: Poll) => ({ poll });
export const pollOf = (options: { meta?: Record<string, unknown> }): Poll | undefined => options.meta?.poll as Poll | undefined;

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
      const followed = { url: apiUrl(poll.path), every: poll.every, answer: (json: unknown) => checkResponse(poll.schema, json) };
      unfollow = loaded.followPoll(queryClient, queryHash, followed, configuredFetch());
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    unfollow?.();
  };
}

/**
 * useQuery for a polled read. The first read is the query's own; after that the poll schedule
 * (polls.ts) reads the path and the cache hears only of answers that changed, in one batch per beat.
 */
export function usePolledQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K> & { queryKey: K; meta?: Record<string, unknown> }) {
  const query = useQuery(options);
  const queryClient = useQueryClient();
  const queryHash = hashKey(options.queryKey);
  const { path, every, schema } = (options.enabled !== false && pollOf(options)) || {};

  useEffect(
    () => (path && every && schema ? followPoll(queryClient, queryHash, { path, every, schema }) : undefined),
    [queryClient, queryHash, path, every, schema],
  );
  return query;
}
