/**
 * The dashboard's polls, run by one schedule: in the poll worker (poll-worker.ts), or in the page
 * where there are no workers (tests). Every watched URL is read on a common clock, so polls of
 * different intervals fall into the same beat and the page hears once per beat at most, and only
 * about what changed: an answer whose body is the one it reported last is not reported again.
 */

/** What the page asks of the schedule. */
export type PollCommand =
  | { type: 'watch'; url: string; every: number }
  | { type: 'unwatch'; url: string }
  | { type: 'pause' }
  | { type: 'resume' };

/** One beat's news: the answers that changed (their bodies) and the URLs whose read failed. */
export interface PollReport {
  answers: { url: string; body: string }[];
  failures: string[];
}

/** A GET of `url` with the page's credentials: its status was ok or not, and its body. */
export type ReadText = (url: string) => Promise<{ ok: boolean; body: string }>;

interface Watched {
  every: number;
  /** When it is read next (ms, Date.now's clock), on the schedule's grid of `every`. */
  due: number;
  /** The last body reported to the page; unset until the first answer and after a failure. */
  last?: string;
}

export interface PollSchedule {
  handle(command: PollCommand): void;
}

export function createPollSchedule(read: ReadText, report: (news: PollReport) => void, now: () => number = Date.now): PollSchedule {
  const watched = new Map<string, Watched>();
  const origin = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;
  let reading = false;

  /** The next multiple of `every` after `at`, counted from the schedule's start: polls share beats. */
  const nextBeat = (every: number, at: number) => origin + (Math.floor((at - origin) / every) + 1) * every;

  function plan() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (paused || reading || watched.size === 0) return;
    let next = Infinity;
    for (const entry of watched.values()) next = Math.min(next, entry.due);
    timer = setTimeout(() => void beat(), Math.max(0, next - now()));
  }

  async function beat() {
    timer = undefined;
    const at = now();
    const due = [...watched].filter(([, entry]) => entry.due <= at);
    for (const [, entry] of due) entry.due = nextBeat(entry.every, at);
    reading = true;
    const results = await Promise.all(
      due.map(async ([url, entry]) => ({ url, entry, ...(await read(url).catch(() => ({ ok: false, body: '' }))) })),
    );
    reading = false;
    const news: PollReport = { answers: [], failures: [] };
    for (const { url, entry, ok, body } of results) {
      if (watched.get(url) !== entry) continue; // no longer watched (or watched anew) while it was read
      if (!ok) {
        entry.last = undefined;
        news.failures.push(url);
      } else if (body !== entry.last) {
        entry.last = body;
        news.answers.push({ url, body });
      }
    }
    if (news.answers.length > 0 || news.failures.length > 0) report(news);
    plan();
  }

  return {
    handle(command) {
      switch (command.type) {
        case 'watch': {
          const entry = watched.get(command.url);
          if (entry?.every === command.every) return;
          watched.set(command.url, { every: command.every, due: nextBeat(command.every, now()), last: entry?.last });
          break;
        }
        case 'unwatch':
          watched.delete(command.url);
          break;
        case 'pause':
          paused = true;
          break;
        case 'resume':
          paused = false; // a poll that fell due while hidden is read at once
          break;
      }
      plan();
    },
  };
}
