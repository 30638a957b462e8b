/**
 * The dashboard's polls, run by one schedule: in the poll worker (poll-worker.ts), or in the page
 * where there are no workers (tests). Each watched URL is read at its own interval on a common
 * clock, so polls of different intervals fall into the same beats and the page hears once per beat
 * at most, and only about what changed: an answer whose body is the one it reported last is not
 * reported again. A read still out delays only itself: the others keep their beats, and a beat's
 * report waits for a slow read only half its shortest interval (that read is reported alone).
 * A refusal (503, honouring `Retry-After`) or no answer backs that URL off, with jitter, and the
 * page hears of it only once it has lasted `QUIET_REFUSAL_MS`.
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

/** A read's answer: its status, its `Retry-After` header (null without one) and its body. */
export interface PollAnswer {
  status: number;
  retryAfter: string | null;
  body: string;
}

/** A GET of `url` with the page's credentials; rejects when no answer came (network error). */
export type ReadText = (url: string) => Promise<PollAnswer>;

/** A fetch Response as the schedule reads it. */
export async function pollAnswerOf(response: Response): Promise<PollAnswer> {
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: await response.text() };
}

/** How long refusals or missing answers go unreported: a short refusal is no news for the user. */
export const QUIET_REFUSAL_MS = 10_000;
/** The longest back-off when the server named no time (no answer, or a 503 without `Retry-After`). */
const MAX_BACK_OFF_MS = 30_000;

interface Watched {
  every: number;
  /** When it is read next (ms, Date.now's clock): on the schedule's grid of `every`, or after a back-off. */
  due: number;
  /** Its read is out: it is not read again until that one is back. */
  reading: boolean;
  /** The last body reported to the page; unset until the first answer and after a failure. */
  last?: string;
  /** Since when reads have been refused or unanswered, and how many in a row. */
  refused?: { since: number; count: number };
}

export interface PollSchedule {
  handle(command: PollCommand): void;
}

/** `Retry-After` in ms from `now`: delta-seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * How long a refused URL waits: never sooner than the server's `Retry-After`, spread over half as
 * long again; without one, its interval doubled per refusal (at most MAX_BACK_OFF_MS), the later
 * half of it at random. The jitter keeps phones refused together from coming back together.
 */
function backOff(every: number, refusals: number, retryAfter: number | undefined, random: () => number): number {
  if (retryAfter !== undefined) return retryAfter * (1 + random() / 2);
  const ceiling = Math.min(every * 2 ** refusals, MAX_BACK_OFF_MS);
  return (ceiling / 2) * (1 + random());
}

export function createPollSchedule(
  read: ReadText,
  report: (news: PollReport) => void,
  { now = Date.now, random = Math.random }: { now?: () => number; random?: () => number } = {},
): PollSchedule {
  const watched = new Map<string, Watched>();
  const origin = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = false;

  /** The next multiple of `every` after `at`, counted from the schedule's start: polls share beats. */
  const nextBeat = (every: number, at: number) => origin + (Math.floor((at - origin) / every) + 1) * every;

  function plan() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (paused) return;
    let next = Infinity;
    for (const entry of watched.values()) if (!entry.reading) next = Math.min(next, entry.due);
    if (next !== Infinity) timer = setTimeout(beat, Math.max(0, next - now()));
  }

  /** Files one read's outcome (undefined: no answer) into `news`, and plans that URL's next read. */
  function settle(url: string, entry: Watched, answer: PollAnswer | undefined, news: PollReport) {
    entry.reading = false;
    if (watched.get(url) !== entry) return; // no longer watched (or watched anew) while it was read
    const at = now();
    if (answer === undefined || answer.status === 503) {
      const refused = entry.refused ?? { since: at, count: 0 };
      refused.count += 1;
      entry.refused = refused;
      entry.due = at + backOff(entry.every, refused.count, retryAfterMs(answer?.retryAfter ?? null, at), random);
      if (at - refused.since < QUIET_REFUSAL_MS) return;
    } else {
      entry.refused = undefined;
      entry.due = nextBeat(entry.every, at);
      if (answer.status >= 200 && answer.status < 300) {
        if (answer.body !== entry.last) news.answers.push({ url, body: answer.body });
        entry.last = answer.body;
        return;
      }
    }
    entry.last = undefined;
    news.failures.push(url);
  }

  const send = (news: PollReport) => {
    if (news.answers.length > 0 || news.failures.length > 0) report(news);
  };

  function beat() {
    timer = undefined;
    const at = now();
    const due = [...watched].filter(([, entry]) => !entry.reading && entry.due <= at);
    for (const [, entry] of due) entry.reading = true;
    plan();
    if (due.length === 0) return;

    // The beat's answers go in one report; a read back after the report went is reported alone.
    let batch: PollReport | undefined = { answers: [], failures: [] };
    const reads = due.map(async ([url, entry]) => {
      const answer = await read(url).catch(() => undefined);
      const news = batch ?? { answers: [], failures: [] };
      settle(url, entry, answer, news);
      if (news !== batch) send(news);
      plan();
    });
    let patience: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>(
      (resolve) => (patience = setTimeout(resolve, Math.min(...due.map(([, entry]) => entry.every)) / 2)),
    );
    void Promise.race([Promise.all(reads), waited]).then(() => {
      clearTimeout(patience);
      const gathered = batch;
      batch = undefined;
      if (gathered) send(gathered);
    });
  }

  return {
    handle(command) {
      switch (command.type) {
        case 'watch': {
          const entry = watched.get(command.url);
          if (entry?.every === command.every) return;
          watched.set(command.url, {
            every: command.every,
            due: nextBeat(command.every, now()),
            reading: false,
            last: entry?.last,
          });
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
