import { notifyManager, type QueryClient } from '@tanstack/react-query';
import type { PollCommand, PollReport } from './poll-schedule';

/** Who follows a polled URL: told the body of each changed answer, and of each failed read. */
interface PollListener {
  answered(body: string): void;
  failed(): void;
}

interface Transport {
  send(command: PollCommand): void;
}

/** Each polled URL's listeners and the interval each asked for; the URL is read at the shortest. */
const listeners = new Map<string, Map<PollListener, number>>();
let transport: Transport | undefined;

/** One beat's news in one batch: the caches it changes notify their screens once, together. */
function deliver(news: PollReport) {
  notifyManager.batch(() => {
    for (const { url, body } of news.answers)
      for (const listener of [...(listeners.get(url)?.keys() ?? [])]) listener.answered(body);
    for (const url of news.failures) for (const listener of [...(listeners.get(url)?.keys() ?? [])]) listener.failed();
  });
}

/**
 * The polls read in the page itself: where there are no workers, or the API's fetch was replaced
 * (tests, stories). The schedule's code loads only then (the worker has its own copy); commands
 * wait for it in order.
 */
function inPage(read: typeof fetch = fetch): Transport {
  const schedule = import('./poll-schedule').then(({ createPollSchedule, pollAnswerOf }) =>
    createPollSchedule(async (url) => pollAnswerOf(await read(url, { credentials: 'include' })), deliver),
  );
  return { send: (command) => void schedule.then((loaded) => loaded.handle(command)) };
}

const watchCommands = (): PollCommand[] =>
  [...listeners].map(([url, intervals]) => ({ type: 'watch', url, every: Math.min(...intervals.values()) }));

/** Where the host page names its poll worker's script (@ciao/build's poll-worker.cjs writes it). */
const POLL_WORKER_META = 'ciao-poll-worker';

/**
 * The poll worker, when the page names one and the API is the page's own; otherwise (development,
 * a remote's standalone page, tests) the polls run in the page. If the worker's script cannot be
 * loaded (a host redeployed under an open page, say), the polls move into the page.
 */
function openTransport(replacedFetch: typeof fetch | undefined): Transport {
  const script = document.querySelector(`meta[name="${POLL_WORKER_META}"]`)?.getAttribute('content');
  if (!script || typeof Worker === 'undefined' || replacedFetch) return inPage(replacedFetch);
  try {
    const worker = new Worker(script, { name: 'polls' });
    worker.onmessage = (event: MessageEvent<PollReport>) => deliver(event.data);
    worker.onerror = () => {
      worker.terminate();
      transport = inPage();
      for (const command of [...watchCommands(), ...(document.hidden ? [{ type: 'pause' } as const] : [])])
        transport.send(command);
    };
    return { send: (command) => worker.postMessage(command) };
  } catch {
    return inPage();
  }
}

function started(replacedFetch: typeof fetch | undefined): Transport {
  if (transport) return transport;
  transport = openTransport(replacedFetch);
  // As React Query's intervals did: no polls while the page is hidden; on return, what fell due is read at once.
  const followVisibility = () => transport?.send({ type: document.hidden ? 'pause' : 'resume' });
  document.addEventListener('visibilitychange', followVisibility);
  followVisibility();
  return transport;
}

/**
 * Reads GET `url` every `every` ms while watched (the shortest interval of its listeners), and
 * tells `listener` when the answer changed or a read failed. Returns the unwatch. `replacedFetch`:
 * the API client's fetch when a test or story replaced the page's own (the polls then stay in the page).
 */
function watchPoll(url: string, every: number, listener: PollListener, replacedFetch?: typeof fetch): () => void {
  const intervals = listeners.get(url) ?? new Map<PollListener, number>();
  listeners.set(url, intervals);
  const update = () => {
    const shortest = intervals.size > 0 ? Math.min(...intervals.values()) : undefined;
    if (shortest === undefined) listeners.delete(url);
    started(replacedFetch).send(
      shortest === undefined ? { type: 'unwatch', url } : { type: 'watch', url, every: shortest },
    );
  };
  intervals.set(listener, every);
  update();
  return () => {
    intervals.delete(listener);
    update();
  };
}

/** A polled query as the page follows it: the URL, how often, and how a body becomes its data. */
export interface FollowedPoll {
  url: string;
  every: number;
  answer(json: unknown): unknown;
}

/**
 * Keeps the query of `queryHash` (in `queryClient`'s cache) up to date with its poll: a changed
 * answer becomes its data; a failed read (or an answer of the wrong shape) refetches through the
 * query itself, so errors are the query's own, as for any read. Returns the unfollow.
 */
export function followPoll(
  queryClient: QueryClient,
  queryHash: string,
  { url, every, answer }: FollowedPoll,
  replacedFetch?: typeof fetch,
): () => void {
  const query = () => queryClient.getQueryCache().get(queryHash);
  const refetch = () => {
    const found = query();
    if (found) void queryClient.refetchQueries({ queryKey: found.queryKey, exact: true });
  };
  return watchPoll(
    url,
    every,
    {
      answered(body) {
        const found = query();
        if (!found) return;
        let data: unknown;
        try {
          data = answer(JSON.parse(body));
        } catch {
          refetch();
          return;
        }
        queryClient.setQueryData(found.queryKey, data);
      },
      failed: refetch,
    },
    replacedFetch,
  );
}
