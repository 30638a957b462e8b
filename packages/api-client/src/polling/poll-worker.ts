// The poll worker: the dashboard's polls read off the page's main thread (docs/performance.md,
// "The poll worker"). The page sends PollCommands; the worker posts a PollReport
// only when an answer changed or a read failed.
import { createPollSchedule, pollAnswerOf, type PollCommand, type PollReport } from './poll-schedule';

/** The worker's global scope, as far as it is used here (the DOM library types `self` as a window). */
const scope = self as unknown as {
  postMessage(news: PollReport): void;
  onmessage: ((event: MessageEvent<PollCommand>) => void) | null;
};

const schedule = createPollSchedule(
  async (url) => pollAnswerOf(await fetch(url, { credentials: 'include' })),
  (news) => scope.postMessage(news),
);

scope.onmessage = (event) => schedule.handle(event.data);

// ICU's data for the page's first date formatter (the dashboard's start times), loaded here. A
// page's first `Intl` formatter loads ICU's locale and time-zone data: 20-40 ms unthrottled, a long
// task at 4x in the dashboard's first render. ICU keeps that data for the whole renderer process,
// so once the worker has loaded it, off the main thread while the splash is up, the page's own
// formatter costs under a millisecond (docs/performance.md, "The poll worker").
new Intl.DateTimeFormat().format(0);
